import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { positionSectors, positions, quarters, sectors, transactions } from '../src/server/db/schema';
import { startTestIssuer } from '../test/support/test-issuer';
import { testConfig } from '../test/support/test-config';

const QUARTER = 'Q3_2025';
const CHUNK = 500;

type PositionInsert = typeof positions.$inferInsert;

/** A busy quarter: thirds theta, stock and option; every other one closed, two sectors each. */
function positionRows(count: number): PositionInsert[] {
  return Array.from({ length: count }, (_, i): PositionInsert => {
    const type = (['THETA', 'STOCK', 'OPTION'] as const)[i % 3]!;
    const isOpen = i % 2 === 0;
    const day = String((i % 28) + 1).padStart(2, '0');
    const common = {
      type,
      ticker: `T${i % 400}`,
      quarter: QUARTER,
      isOpen,
      netProfit: isOpen ? null : '125.5',
      openDate: `2025-07-${day}T00:00:00`,
      closeDate: isOpen ? null : `2025-08-${day}T09:00:00`,
      comments: type === 'STOCK' ? null : `position ${i}`,
      thesis: type === 'STOCK' ? `thesis ${i}` : null,
    };
    if (type === 'STOCK') {
      return { ...common, numberShares: '10', avgPrice: '150.25', costBasis: '150.25', totalCost: '1502.5' };
    }
    const option = {
      action: type === 'THETA' ? 'STO' : 'BTO',
      expirationDate: '2025-12-19',
      strike: '190',
      optionType: 'P',
    };
    return type === 'THETA'
      ? { ...common, ...option, contracts: 3, premium: '250', netPremium: '750' }
      : { ...common, ...option, contracts: 3, costBasis: '420', totalCost: '1260' };
  });
}

/** Seeds `count` positions into quarter Q3_2025 of a migrated database, straight through Drizzle. */
export async function seedPositions(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  count: number,
): Promise<void> {
  await db.insert(quarters).values({ key: QUARTER });
  const sectorIds = (
    await db
      .insert(sectors)
      .values(['Technology', 'Energy', 'Health', 'Finance', 'Consumer'].map((name) => ({ name })))
      .returning()
  ).map((row) => row.id);
  const rows = positionRows(count);
  for (let start = 0; start < rows.length; start += CHUNK) {
    const inserted = await db
      .insert(positions)
      .values(rows.slice(start, start + CHUNK))
      .returning();
    await db.insert(transactions).values(
      inserted.flatMap((p) => {
        const open = {
          positionId: p.id,
          type: 'OPEN' as const,
          quantity: '3',
          premium: '250',
          totalValue: '750',
          date: p.openDate,
        };
        return p.isOpen
          ? [open]
          : [
              open,
              {
                positionId: p.id,
                type: 'CLOSE' as const,
                quantity: '3',
                closeValue: '208.17',
                totalValue: '624.5',
                netProfit: '125.5',
                date: p.closeDate!,
              },
            ];
      }),
    );
    await db.insert(positionSectors).values(
      inserted.flatMap((p) => [
        { positionId: p.id, sectorId: sectorIds[p.id % 5]! },
        { positionId: p.id, sectorId: sectorIds[(p.id + 1) % 5]! },
      ]),
    );
  }
}

/**
 * `GET /api/positions?quarter=` on a quarter of 5,000 positions (7,500 transactions, 10,000 sector
 * links) on an in-memory PGlite, through `inject()`, twice over: after a change (auth, the version
 * query, three queries, mapping and JSON: what the first request after any write pays) and unchanged
 * (the kept answer). Aim: under 300 ms after a change.
 */
export async function benchPositions(count = 5000, runs = 15): Promise<void> {
  // Seeded before the app starts: on a busy machine the inserts outlast the key set's first read.
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedPositions(database.db, count);
  const issuer = await startTestIssuer();
  const app = await buildApp(testConfig(issuer.issuer), { database });
  try {
    const headers = {
      authorization: `Bearer ${await issuer.sign({ sub: 'bench', email: 'bench@fund.test', allowed: true })}`,
    };
    const get = () => app.inject({ url: `/api/positions?quarter=${QUARTER}`, headers });
    // Any write to the Trade Log's tables raises the data version, so the next request loads again.
    const change = () => database.db.update(quarters).set({ createdAt: sql`now()` });
    let bytes = 0;
    for (let i = 0; i < 3; i++) bytes = (await get()).body.length;
    const measure = async (before?: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        await before?.();
        const start = performance.now();
        const res = await get();
        times.push(performance.now() - start);
        if (res.statusCode !== 200) throw new Error(`GET /api/positions answered ${res.statusCode}`);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(1);
      return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
    };
    const changed = await measure(change);
    const kept = await measure();
    console.log(
      `\nGET /api/positions, ${count} positions (${(bytes / 1e6).toFixed(1)} MB JSON, PGlite, inject):` +
        `\n  after a change: ${changed} (aim: < 300 ms)\n  unchanged (the kept answer): ${kept}`,
    );
  } finally {
    await app.close();
    await database.close();
    await issuer.close();
  }
}

import Decimal from 'decimal.js';
import { chargeFees, type LedgerRecord } from '../src/domain/fees/fee-rule';
import { sharesIssued } from '../src/domain/investors/shares';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';
import { investments, investors } from '../src/server/db/schema';
import { startTestIssuer } from '../test/support/test-issuer';
import { testConfig } from '../test/support/test-config';

const INVESTORS = 200;
const LOTS = 20;
const Q3_2025 = { quarter: 3, year: 2025 } as const;
const TERMS = {
  managementFeePercent: new Decimal(2),
  performanceFeePercent: new Decimal(20),
  crystallization: 'quarterly' as const,
};

const median = (times: number[]): number =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

/** An investor's 20 lots, one a fortnight from 2024-11-01 on, at NAVs around 100. */
function lotsOf(investor: number): LedgerRecord[] {
  return Array.from({ length: LOTS }, (_, lot) => {
    const day = new Date(Date.UTC(2024, 10, 1) + lot * 14 * 86_400_000).toISOString().slice(0, 10);
    const nav = new Decimal(95).plus((investor * 7 + lot * 3) % 20);
    return { id: investor * LOTS + lot + 1, date: day, nav, shares: sharesIssued(1000 + lot * 50, nav) };
  });
}

/**
 * A fee-run preview over 200 investors with 20 lots each (docs/requirements.md#fee-runs): the fee rule
 * alone (median of 5 after a warm-up), then `POST /api/fee-runs/preview` through `inject()` on an
 * in-memory PGlite holding those 4,000 records (median of 5), and the post of that run once.
 */
export async function benchFeeRun(): Promise<void> {
  const ledgers = Array.from({ length: INVESTORS }, (_, investor) => lotsOf(investor));
  const rule: number[] = [];
  for (let run = 0; run < 6; run += 1) {
    const start = performance.now();
    for (const records of ledgers)
      chargeFees({ quarter: Q3_2025, navPerUnit: 112, terms: TERMS, records, pastRuns: [] });
    if (run > 0) rule.push(performance.now() - start);
  }

  const issuer = await startTestIssuer();
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const app = await buildApp(testConfig(issuer.issuer), { database });
  try {
    const db = database.db;
    const people = await db
      .insert(investors)
      .values(
        ledgers.map((_, index) => ({
          name: `Bench Investor ${index + 1}`,
          email: `bench${index + 1}@fund.test`,
        })),
      )
      .returning({ id: investors.id });
    await db.insert(investments).values(
      ledgers.flatMap((records, index) =>
        records.map((record) => ({
          investorId: people[index]!.id,
          investmentDate: record.date,
          amountInvested: new Decimal(record.shares).times(record.nav).toDecimalPlaces(2).toFixed(),
          navAtEntry: new Decimal(record.nav).toFixed(),
          sharesIssued: new Decimal(record.shares).toFixed(),
        })),
      ),
    );
    const headers = {
      authorization: `Bearer ${await issuer.sign({ sub: 'bench', email: 'bench@fund.test', allowed: true })}`,
    };
    const call = async (url: string) => {
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url,
        headers,
        payload: { quarter: 'Q3_2025', navPerUnit: 112 },
      });
      if (res.statusCode >= 300) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return performance.now() - start;
    };
    await app.inject({
      method: 'PUT',
      url: '/api/fees/terms',
      headers,
      payload: { managementFeePercent: 2, performanceFeePercent: 20, crystallization: 'quarterly' },
    });
    const previews: number[] = [];
    for (let run = 0; run < 6; run += 1) {
      const ms = await call('/api/fee-runs/preview');
      if (run > 0) previews.push(ms);
    }
    const post = await call('/api/fee-runs');
    console.log(
      `\nfee run over ${INVESTORS} investors with ${LOTS} lots each (${(INVESTORS * LOTS).toLocaleString('en-US')} lots):` +
        `\n  the fee rule alone: ${median(rule).toFixed(0)} ms` +
        `\n  POST /api/fee-runs/preview (PGlite, inject): ${median(previews).toFixed(0)} ms` +
        `\n  POST /api/fee-runs, once: ${post.toFixed(0)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
    await issuer.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFeeRun();

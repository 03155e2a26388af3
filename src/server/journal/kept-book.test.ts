import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { databaseTargets } from '../../../test/support/databases';
import { uploadImport } from '../../../test/support/import-fixtures';
import { testConfig } from '../../../test/support/test-config';
import { STOCK, THETA, tradeClient, type TradeClient } from '../../../test/support/trade-log-kit';
import { journalQuerySchema } from '../../domain/journal/api-schemas';
import { journalStats } from '../../domain/journal/stats';
import type { JournalFilter } from '../../domain/journal/trades';
import { buildApp } from '../app';
import { openDatabase, queryRows, type Db } from '../db/client';
import { journalFilterOf } from './journal';
import { journalBookReads, warmJournalBook } from './kept-book';
import { loadJournal } from './load-journal';

/*
 * The statistics kept up to date after a write (decision 032) against a fresh read of the whole book:
 * after every write of a seeded random sequence (add, partial and full close, edit, tag and untag, an
 * operator's SQL, an import and its undo) every filter's answer through the API equals the statistics
 * of the book read whole, and the writes the audit log names were followed without a whole read.
 */

const FILTERS = [
  '',
  '?from=2025-07-01&to=2025-09-30',
  '?from=2025-08-01',
  '?to=2025-08-15',
  '?tag=wheel',
  '?tag=WHEEL&from=2025-08-01&to=2025-10-31',
  '?tag=hedge',
];

/** The statistics of the book read whole, as the routes answered before decision 032. */
async function freshStats(db: Db, query: string) {
  const params = Object.fromEntries(new URLSearchParams(query));
  const filter: JournalFilter = journalFilterOf(journalQuerySchema.parse(params));
  return JSON.parse(JSON.stringify(journalStats(await loadJournal(db, filter, { detail: false }), filter)));
}

/** Every filter's answer through `api` equals a fresh read of the whole book. */
async function expectFresh(api: ApiApp, db: Db, step: string): Promise<void> {
  const headers = await api.admin();
  for (const query of FILTERS) {
    const res = await api.app.inject({ url: `/api/journal/stats${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json(), `${step}: ${query || 'all time'}`).toEqual(await freshStats(db, query));
  }
}

/** A small seeded generator (mulberry32): the same sequence on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A write that found nothing to change. */
const SKIPPED = Symbol('skipped');

const day = (n: number) => new Date(Date.UTC(2025, 6, 1 + n)).toISOString().slice(0, 10);

describe.each(databaseTargets())('journal statistics kept up to date on $name', (target) => {
  let api: ApiApp;
  let client: TradeClient;
  let db: Db;

  beforeAll(async () => {
    api = await startApiApp(target);
    client = tradeClient(api);
    db = api.app.database.db;
  });
  afterAll(async () => {
    await api?.close();
  });

  const ok = async (method: 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await client.request(method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };

  it('reads the book ahead, once the app is ready, before any request', () => {
    expect(journalBookReads(db)).toEqual({ whole: 1, changed: 0 });
  });

  it('answers as a whole read after every kind of write, following audited ones without one', async () => {
    const next = random(30);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    const tickers = ['AAPL', 'KO', 'MSFT', 'QQQ', 'T'];
    /** Open thetas: id, contracts left, open day number. */
    const open: { id: number; left: number; opened: number }[] = [];
    const positions: number[] = [];
    await expectFresh(api, db, 'empty book');
    const done = new Map<string, number>();
    /** Adds a position opened on a random day of the first `days`, with `figures` of that day. */
    const add = async (base: object, days: number, figures: (opened: number) => object) => {
      const opened = Math.floor(next() * days);
      const created = await client.create({
        ...base,
        ticker: pick(tickers),
        openDate: day(opened),
        ...figures(opened),
      });
      positions.push(created.id);
      return { id: created.id, opened };
    };

    const writes: { name: string; audited: boolean; run: () => Promise<unknown> }[] = [
      {
        name: 'add a closed stock',
        audited: true,
        run: () =>
          add(STOCK, 80, (opened) => ({
            shares: 1,
            price: 10,
            isClosedPosition: true,
            closeDate: day(opened + 1 + Math.floor(next() * 20)),
            closePrice: 15,
            netProfit: Math.round(next() * 40000 - 20000) / 100,
          })),
      },
      {
        name: 'add an open theta',
        audited: true,
        run: async () => {
          const { id, opened } = await add(THETA, 60, () => ({
            contracts: 4,
            premium: 100 + Math.floor(next() * 300),
            ...(next() < 0.5 ? { tags: pick(['wheel', 'hedge', 'income']) } : {}),
          }));
          open.push({ id, left: 4, opened });
        },
      },
      {
        name: 'close a theta in part or whole',
        audited: true,
        run: async () => {
          const theta = open.find((p) => p.left > 0);
          if (theta === undefined) return SKIPPED;
          const contracts = next() < 0.5 && theta.left > 1 ? 1 : undefined;
          await ok('PUT', '/api/theta-holdings', {
            id: theta.id,
            ...(contracts === undefined ? {} : { contracts }),
            closeValue: Math.floor(next() * 200),
            closeDate: day(theta.opened + 1 + Math.floor(next() * 30)),
          });
          theta.left = contracts === undefined ? 0 : theta.left - 1;
        },
      },
      {
        name: 'edit a theta (ticker, premium, open day)',
        audited: true,
        run: async () => {
          const theta = open.find((p) => p.left === 4);
          if (theta === undefined) return SKIPPED;
          theta.opened = Math.max(0, theta.opened - 1);
          await ok('PATCH', '/api/theta-holdings', {
            id: theta.id,
            ticker: pick(tickers),
            expirationDate: '12/19/2025',
            strike: 190,
            totalContracts: 4,
            premium: 50 + Math.floor(next() * 300),
            openDate: day(theta.opened),
          });
        },
      },
      {
        name: 'tag or untag positions',
        audited: true,
        run: async () => {
          if (positions.length === 0) return SKIPPED;
          await ok('POST', '/api/positions/tags', {
            action: next() < 0.6 ? 'add' : 'remove',
            tag: pick(['wheel', 'hedge', 'Wheel', 'swing']),
            positionIds: [pick(positions), pick(positions)].filter((id, i, ids) => ids.indexOf(id) === i),
          });
        },
      },
      {
        name: "an operator's SQL changes a P&L",
        audited: false,
        run: () =>
          db.execute(sql`update transactions set net_profit = net_profit + 1.5
                         where id = (select max(id) from transactions where type <> 'OPEN')`),
      },
    ];

    for (let step = 0; step < 36; step++) {
      const write = step < 4 ? writes[step % 2]! : pick(writes);
      const before = journalBookReads(db);
      const version = await queryRows<{ version: string }>(
        db,
        sql`select version::text from data_versions where key = 'trade_log'`,
      );
      if ((await write.run()) !== SKIPPED) done.set(write.name, (done.get(write.name) ?? 0) + 1);
      await expectFresh(api, db, `step ${step} (${write.name})`);
      const after = journalBookReads(db);
      const [moved] = await queryRows<{ moved: boolean }>(
        db,
        sql`select version::text <> ${version[0]!.version} as moved from data_versions where key = 'trade_log'`,
      );
      if (!moved!.moved) continue;
      // What the audit log names is read alone; a change without an audit row needs the whole book.
      if (write.audited)
        expect(after, `step ${step} (${write.name})`).toEqual({ ...before, changed: before.changed + 1 });
      else expect(after.whole, `step ${step} (${write.name})`).toBe(before.whole + 1);
    }
    expect(journalBookReads(db).changed).toBeGreaterThan(20);
    // Every kind of write ran.
    expect([...done.keys()].sort()).toEqual(writes.map((write) => write.name).sort());
  });

  it('follows an import and its undo (which deletes its positions)', async () => {
    // A stock bought with fees and sold four days later.
    const header = 'date,time_zone,account,ticker,kind,expiration,strike,side,open_close,quantity,price,fees';
    const buy = '2025-08-01 10:00:00,America/New_York,U,ZZZ,stock,,,buy,open,10,20,1.30';
    const sell = '2025-08-05 10:00:00,America/New_York,U,ZZZ,stock,,,sell,close,10,25,0.70';
    const uploaded = await uploadImport(api, 't.csv', `${header}\n${buy}\n${sell}`);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = uploaded.json<{ id: number }>();
    await ok('POST', `/api/imports/${id}/commit`, {});
    await expectFresh(api, db, 'after the import');
    const trades = (await api.app.inject({ url: '/api/journal/stats', headers: await api.admin() })).json()
      .totals.trades;
    await ok('DELETE', `/api/imports/${id}`);
    await expectFresh(api, db, 'after its undo');
    const after = (await api.app.inject({ url: '/api/journal/stats', headers: await api.admin() })).json();
    expect(after.totals.trades).toBe(trades - 1);
  });
});

describe('reading the journal ahead', () => {
  it('logs a failure rather than throwing it', async () => {
    const created = await databaseTargets()[0]!.create();
    await created.database.migrate();
    await created.dispose();
    const warnings: string[] = [];
    await expect(
      warmJournalBook(created.database.db, { warn: (_error, message) => warnings.push(message) }),
    ).resolves.toBeUndefined();
    expect(warnings).toEqual(['The journal could not be read ahead of its first statistics']);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'journal statistics of two instances on one PostgreSQL',
  () => {
    it("each instance's answer follows the other's writes", async () => {
      const target = databaseTargets().find((t) => t.name === 'PostgreSQL')!;
      const first = await startApiApp(target);
      const [row] = await queryRows<{ name: string }>(
        first.app.database.db,
        sql`select current_database() as name`,
      );
      const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
      serverUrl.pathname = `/${row!.name}`;
      const database = await openDatabase({ dataDir: '', databaseUrl: serverUrl.toString() });
      const second = await buildApp(testConfig(first.issuer.issuer), { database });
      try {
        const clients = [tradeClient(first), tradeClient({ ...first, app: second })];
        const instances = [
          { api: first, db: first.app.database.db },
          { api: { ...first, app: second }, db: database.db },
        ];
        for (const { api, db } of instances) await expectFresh(api, db, 'empty book');
        for (let i = 0; i < 6; i++) {
          const writer = clients[i % 2]!;
          const created = await writer.create({
            ...THETA,
            ticker: `T${i}`,
            openDate: day(i),
            contracts: 2,
            tags: i % 3 === 0 ? 'wheel' : 'hedge',
          });
          const res = await writer.request('PUT', '/api/theta-holdings', {
            id: created.id,
            contracts: 1,
            closeValue: 20 + i,
            closeDate: day(i + 3),
          });
          expect(res.statusCode, res.body).toBe(200);
          // Both write at once too: each must see both.
          await Promise.all(
            clients.map((client, k) =>
              client.create({
                ...STOCK,
                ticker: `S${i}${k}`,
                openDate: day(i),
                shares: 1,
                price: 10,
                isClosedPosition: true,
                closeDate: day(i + 2),
                closePrice: 12,
                netProfit: 2 + k,
              }),
            ),
          );
          for (const { api, db } of instances) await expectFresh(api, db, `write ${i}`);
        }
        // The reader instance followed the other's writes position by position.
        expect(journalBookReads(database.db).changed).toBeGreaterThan(0);
      } finally {
        await second.close();
        await database.close();
        await first.close();
      }
    });
  },
);

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import type { Database } from '../db/client';
import { positions } from '../db/schema';
import { snapshotItems } from './position-item';
import { QuarterListCache } from './quarter-list-cache';
import { loadQuarterSnapshot } from './records';
import { tradeLogVersion } from './trade-log-version';

describe.each(databaseTargets())('QuarterListCache on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await target.create());
    await database.migrate();
  });
  afterAll(async () => {
    await dispose?.();
  });

  const addPosition = (quarter: string, ticker = 'AAPL') =>
    database.db.insert(positions).values({ type: 'STOCK', ticker, quarter, openDate: '2025-07-01T00:00:00' });
  const fresh = async (quarter: string) =>
    JSON.stringify(snapshotItems(await loadQuarterSnapshot(database.db, quarter)));

  it('loads a quarter once for many requests at the same time, and keeps it while nothing changes', async () => {
    await addPosition('Q1_2021');
    const cache = new QuarterListCache(database.db);
    const lists = await Promise.all(Array.from({ length: 20 }, () => cache.get('Q1_2021')));
    for (const list of lists) expect(list).toBe(lists[0]);
    expect(await cache.get('Q1_2021')).toBe(lists[0]);
    expect(lists[0]!.json.toString()).toBe(await fresh('Q1_2021'));
    expect(lists[0]!.version).toBe(await tradeLogVersion(database.db));
  });

  it('never answers a list older than the version a request saw, with writes racing the reads', async () => {
    const cache = new QuarterListCache(database.db);
    const reads: Promise<void>[] = [];
    const writes: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i++) {
      writes.push(addPosition('Q2_2021', `T${i}`));
      reads.push(
        (async () => {
          const seen = await tradeLogVersion(database.db);
          const list = await cache.get('Q2_2021');
          expect(list.version).toBeGreaterThanOrEqual(seen);
        })(),
      );
    }
    await Promise.all([...reads, ...writes]);
    const last = await cache.get('Q2_2021');
    expect(last.json.toString()).toBe(await fresh('Q2_2021'));
    expect(JSON.parse(last.json.toString())).toHaveLength(30);
  });

  it('sees a change another connection (or instance) commits, and only after its commit', async () => {
    await addPosition('Q3_2021');
    const cache = new QuarterListCache(database.db);
    const before = await cache.get('Q3_2021');
    await database.db.transaction(async (tx) => {
      await tx.update(positions).set({ ticker: 'MSFT' }).where(eq(positions.quarter, 'Q3_2021'));
      // Not committed yet: the version, and so the kept list, stand.
      if (database.kind === 'postgres') expect(await cache.get('Q3_2021')).toBe(before);
    });
    const after = await cache.get('Q3_2021');
    expect(after).not.toBe(before);
    expect(after.json.toString()).toContain('"ticker":"MSFT"');
  });

  it('keeps only the most recently used quarters', async () => {
    const cache = new QuarterListCache(database.db, 2);
    const a = await cache.get('Q1_2019');
    await cache.get('Q2_2019');
    const c = await cache.get('Q3_2019');
    expect(await cache.get('Q3_2019')).toBe(c);
    expect(await cache.get('Q1_2019')).not.toBe(a);
  });

  it('compresses a list once per coding and keeps the copy', async () => {
    await addPosition('Q4_2021');
    const list = await new QuarterListCache(database.db).get('Q4_2021');
    const br = await list.encoded('br');
    expect(await list.encoded('br')).toBe(br);
    expect(await list.encoded('gzip')).not.toBe(br);
  });

  it('keeps serving after a failed load, and loads again', async () => {
    const cache = new QuarterListCache(database.db);
    await database.db.execute(sql`alter table positions rename to positions_away`);
    try {
      await expect(cache.get('Q1_2022')).rejects.toThrow();
    } finally {
      await database.db.execute(sql`alter table positions_away rename to positions`);
    }
    expect((await cache.get('Q1_2022')).json.toString()).toBe('[]');
  });
});

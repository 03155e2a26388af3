import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { databaseTargets } from '../../../test/support/databases';
import { OPTION, STOCK, THETA, tradeClient, type TradeClient } from '../../../test/support/trade-log-kit';
import { positionListSchema } from '../../domain/positions/responses';
import { snapshotItems } from '../trades/position-item';
import { loadQuarterSnapshot } from '../trades/records';
import { tradeLogVersion } from '../trades/trade-log-version';

const Q3 = 'Q3_2025';
const Q4 = 'Q4_2025';

/*
 * GET /api/positions keeps each quarter's serialized list keyed by the data version the database
 * raises on every change (docs/decisions/008-data-version-keyed-positions-cache.md).
 * These tests hold it to a fresh load after any change, and check ETag / 304 and compressed answers.
 */
describe.each(databaseTargets())('the kept positions list on $name', (target) => {
  let api: ApiApp;
  let client: TradeClient;
  let admin: Record<string, string>;

  beforeAll(async () => {
    api = await startApiApp(target);
    client = tradeClient(api);
    admin = await api.admin();
  });
  afterAll(async () => {
    await api?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'GET', url, headers: { ...admin, ...headers } });

  /** What a load with no cache at all answers for `quarter`. */
  const fresh = async (quarter: string) =>
    JSON.stringify(snapshotItems(await loadQuarterSnapshot(api.app.database.db, quarter)));

  const update = (query: ReturnType<typeof sql>) => api.app.database.db.execute(query);

  const ok = async (method: 'PUT' | 'PATCH' | 'POST', url: string, payload: object) => {
    const res = await client.request(method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  };

  interface Change {
    name: string;
    /** Writes made before the list is kept. */
    prepare?: () => Promise<number>;
    change: (id: number) => Promise<void>;
    /** The lists to check; a url without a quarter is the current one. */
    urls?: string[];
  }

  const changes: Change[] = [
    { name: 'add a position', change: async () => void (await client.create(THETA)) },
    {
      name: 'close a position',
      prepare: async () => (await client.create(THETA)).id,
      change: (id) => ok('PUT', '/api/theta-holdings', { id, closeValue: 30, contracts: 5 }),
    },
    {
      name: 'close part of a position',
      prepare: async () => (await client.create(OPTION)).id,
      change: (id) => ok('PUT', '/api/option-holdings', { id, closeValue: 500, contracts: 1 }),
    },
    {
      name: 'roll a position',
      prepare: async () => (await client.create(THETA)).id,
      change: (id) =>
        ok('POST', '/api/theta-holdings?action=roll', {
          currentPositionId: id,
          newTicker: 'aapl',
          closeValue: 30,
          newExpirationDate: '01/16/2026',
          newStrike: 185,
          newPremium: 120,
          rollDate: '2025-08-15',
        }),
    },
    {
      name: 'average down',
      prepare: async () => (await client.create(STOCK)).id,
      change: (positionId) =>
        ok('PATCH', '/api/stock-holdings', {
          positionId,
          shares: 10,
          price: 130,
          averageDownDate: '2025-08-05',
        }),
    },
    {
      name: 'edit a position and its sectors',
      prepare: async () => (await client.create(STOCK)).id,
      change: (id) =>
        ok('PATCH', '/api/stock-holdings', {
          id,
          ticker: 'amd',
          shares: 12,
          avgPrice: '100.5',
          sectors: 'Semis, Hardware',
          openDate: '2025-07-02',
        }),
    },
    {
      name: 'tag positions in bulk',
      prepare: async () => (await client.create(THETA)).id,
      change: (id) => ok('POST', '/api/positions/tags', { action: 'add', tag: 'wheel', positionIds: [id] }),
    },
    {
      // No route renames a tag either.
      name: 'rename a tag in SQL',
      change: () => update(sql`update tags set name = 'Wheel strategy' where name = 'wheel'`).then(),
    },
    {
      // The stock's adjusted cost reads the option closes on its ticker.
      name: "close a call on a stock's ticker",
      prepare: async () => {
        await client.create({ ...STOCK, ticker: 'KO', openDate: '2025-07-01' });
        const call = await client.create({
          ...THETA,
          ticker: 'KO',
          optionType: 'C',
          strike: 70,
          premium: 90,
        });
        return call.id;
      },
      change: (id) => ok('PUT', '/api/theta-holdings', { id, closeValue: 10, closeDate: '2025-08-01' }),
    },
    {
      // No route renames a sector; a later write path (the broker import) or an operator might.
      name: 'rename a sector in SQL',
      change: () =>
        update(sql`update sectors set name = 'Information Technology' where name = 'Technology'`).then(),
    },
    {
      name: 'change a transaction in SQL',
      change: () => update(sql`update transactions set notes = 'fixed by hand' where type = 'OPEN'`).then(),
    },
    {
      name: 'create the next quarter, moving the open positions',
      change: () => ok('POST', '/api/quarters', { newQuarter: 'Q4 2025' }),
      urls: [`/api/positions?quarter=${Q3}`, `/api/positions?quarter=${Q4}`, '/api/positions'],
    },
  ];

  it.each(changes)('answers what a fresh load does after: $name', async ({ prepare, change, urls }) => {
    const checked = urls ?? [`/api/positions?quarter=${Q3}`];
    const id = (await prepare?.()) ?? 0;
    const before = await Promise.all(checked.map((url) => get(url)));
    // Kept now: a second request answers the same ETag.
    for (const [i, url] of checked.entries()) {
      expect((await get(url)).headers.etag).toBe(before[i]!.headers.etag);
    }
    await change(id);
    for (const [i, url] of checked.entries()) {
      const after = await get(url);
      expect(after.statusCode).toBe(200);
      const quarter = new URL(url, 'http://x').searchParams.get('quarter') ?? Q4;
      expect(after.body).toBe(await fresh(quarter));
      expect(after.body).not.toBe(before[i]!.body);
      expect(after.headers.etag).not.toBe(before[i]!.headers.etag);
      positionListSchema.parse(after.json());
    }
  });

  it('answers 304 to If-None-Match with the current ETag, and 200 to an old or unknown one', async () => {
    await client.create({ ...THETA, quarter: 'Q1 2024' });
    const url = '/api/positions?quarter=Q1_2024';
    const first = await get(url);
    expect(first.headers).toMatchObject({ 'cache-control': 'private, no-cache', vary: 'Accept-Encoding' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);

    const notModified = await get(url, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    // A strong form of the same tag and a list of tags match as well (weak comparison).
    expect((await get(url, { 'if-none-match': `"x", ${etag.slice(2)}` })).statusCode).toBe(304);
    expect((await get(url, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    // Without a token there is no 304 to learn anything from.
    const anonymous = await api.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(anonymous.statusCode).toBe(401);

    await client.create({ ...STOCK, quarter: 'Q1 2024' });
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it.each([
    ['br', promisify(zlib.brotliDecompress)],
    ['gzip', promisify(zlib.gunzip)],
  ] as const)('compresses the list with %s, byte-identical once decoded', async (coding, decode) => {
    for (let i = 0; i < 5; i++) await client.create({ ...THETA, quarter: 'Q2 2024', comments: `n${i}` });
    const url = '/api/positions?quarter=Q2_2024';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Twice: the first compresses, the second is the kept copy.
    for (let i = 0; i < 2; i++) {
      const res = await get(url, { 'accept-encoding': `identity;q=0.5, ${coding}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({ 'content-encoding': coding, vary: 'Accept-Encoding' });
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect((await decode(res.rawPayload)).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('raises the data version once per committed change, not for reads or a rolled-back change', async () => {
    const db = api.app.database.db;
    const start = await tradeLogVersion(db);
    await get(`/api/positions?quarter=${Q3}`);
    expect(await tradeLogVersion(db)).toBe(start);
    // A position, its OPEN transaction, a quarter, sectors and their links: one transaction, one step.
    await client.create({ ...THETA, quarter: 'Q3 2023', selectedSectors: ['Alpha', 'Beta'] });
    expect(await tradeLogVersion(db)).toBe(start + 1n);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update positions set comments = 'never' where quarter = 'Q3_2023'`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await tradeLogVersion(db)).toBe(start + 1n);
    await update(sql`update positions set comments = 'none' where quarter = 'No_Such_Quarter'`);
    expect(await tradeLogVersion(db)).toBe(start + 1n);
  });
});

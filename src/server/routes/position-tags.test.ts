import { describe, expect, it } from 'vitest';
import { apiAppFor } from '../../../test/support/api-app';
import { databaseTargets } from '../../../test/support/databases';
import { OPTION, refusals, STOCK, THETA, tradeClient } from '../../../test/support/trade-log-kit';
import { positionTagsResponseSchema, type PositionItem } from '../../domain/positions/responses';

/*
 * Tags on positions (docs/requirements.md#tl-tags): set by Add and Edit, carried by a roll, added and
 * removed in bulk (audited per position), listed by GET /api/tags; and a stock's adjusted cost
 * (docs/requirements.md#tl-adjusted-cost) in GET /api/positions.
 */
type Stock = Extract<PositionItem, { type: 'STOCK' }>;

describe.each(databaseTargets())('tags and adjusted cost on $name', (target) => {
  const api = apiAppFor(target);
  const client = tradeClient(api);

  const bulk = (payload: object) => client.request('POST', '/api/positions/tags', payload);
  const tagsOf = async (quarter: string, id: number) => (await client.find(quarter, id))?.tags;

  it.each([
    ['GET', '/api/tags'],
    ['POST', '/api/positions/tags'],
  ] as const)('%s %s is for the administrator only', async (method, url) => {
    expect(await refusals(api, method, url)).toEqual([401, 403]);
  });

  it('sets tags in Add and Edit by the sectors rules: trimmed, repeats dropped, one spelling per name', async () => {
    const theta = await client.create({ ...THETA, quarter: 'Q1 2024', tags: ' wheel , Earnings, WHEEL ' });
    expect(theta.tags).toEqual(['Earnings', 'wheel']);
    // A later 'WHEEL' is the same tag, spelled as first written.
    const stock = await client.create({ ...STOCK, quarter: 'Q1 2024', tags: ['WHEEL'] });
    expect(stock.tags).toEqual(['wheel']);
    const edited = await client.request('PATCH', '/api/stock-holdings', {
      id: stock.id,
      ticker: 'NVDA',
      shares: 10,
      avgPrice: 150,
      openDate: '2025-07-01',
      tags: 'hedge',
    });
    expect(edited.json().tags).toEqual(['hedge']);
    expect(await tagsOf('Q1_2024', stock.id)).toEqual(['hedge']);
    // Left out: unchanged.
    const again = await client.request('PATCH', '/api/stock-holdings', {
      id: stock.id,
      ticker: 'NVDA',
      shares: 10,
      avgPrice: 150,
      openDate: '2025-07-01',
    });
    expect(again.json().tags).toEqual(['hedge']);
    const [audit] = (await client.audit('position', stock.id)).slice(-2);
    expect(audit).toMatchObject({ action: 'edit', before: { tags: ['wheel'] }, after: { tags: ['hedge'] } });
    const listed = (await client.request('GET', '/api/tags')).json() as { name: string }[];
    expect(listed.map((tag) => tag.name)).toEqual(expect.arrayContaining(['Earnings', 'hedge', 'wheel']));
  });

  it('refuses an eleventh tag in Add with the rule message, writing nothing', async () => {
    const before = await client.auditCount();
    const res = await client.request('POST', '/api/positions', {
      ...THETA,
      tags: Array.from({ length: 11 }, (_, i) => `t${i}`),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Please choose at most 10 tags' });
    expect(await client.auditCount()).toBe(before);
  });

  it('adds a tag in bulk, audited per position that changed, and removes it again', async () => {
    const a = await client.create({ ...THETA, quarter: 'Q2 2024' });
    const b = await client.create({ ...OPTION, quarter: 'Q2 2024', tags: ['Covered'] });
    const before = await client.auditCount();
    const added = await bulk({ action: 'add', tag: 'covered', positionIds: [a.id, b.id, a.id] });
    expect(added.statusCode).toBe(200);
    const answer = positionTagsResponseSchema.parse(added.json());
    // b already had it (any case): one change, one audit row.
    expect(answer.changed).toBe(1);
    expect(answer.positions.map((p) => [p.id, p.tags])).toEqual([
      [a.id, ['Covered']],
      [b.id, ['Covered']],
    ]);
    expect(await client.auditCount()).toBe(before + 1);
    const [audit] = (await client.audit('position', a.id)).slice(-1);
    expect(audit).toMatchObject({
      actor: 'admin@fund.test',
      action: 'add_tag',
      before: { tags: [] },
      after: { tags: ['Covered'] },
    });
    // The list answers what the change answered.
    expect(await client.find('Q2_2024', a.id)).toEqual(answer.positions[0]);

    const removed = positionTagsResponseSchema.parse(
      (await bulk({ action: 'remove', tag: 'COVERED', positionIds: [a.id, b.id] })).json(),
    );
    expect(removed.changed).toBe(2);
    expect(removed.positions.map((p) => p.tags)).toEqual([[], []]);
    expect((await client.audit('position', b.id)).at(-1)).toMatchObject({ action: 'remove_tag' });
    expect(await tagsOf('Q2_2024', b.id)).toEqual([]);
    // Removing what nobody carries changes nothing.
    const nothing = positionTagsResponseSchema.parse(
      (await bulk({ action: 'remove', tag: 'never-used', positionIds: [a.id] })).json(),
    );
    expect(nothing.changed).toBe(0);
  });

  it.each<[string, (ids: { a: number; full: number }) => object, number, string]>([
    [
      'an unknown position',
      ({ a }) => ({ action: 'add', tag: 'x', positionIds: [a, 2147483647] }),
      404,
      'Position not found',
    ],
    [
      'a position that would carry eleven tags',
      ({ a, full }) => ({ action: 'add', tag: 'eleventh', positionIds: [a, full] }),
      400,
      'Please choose at most 10 tags',
    ],
    [
      'no positions',
      () => ({ action: 'add', tag: 'x', positionIds: [] }),
      400,
      'Please choose at least one position',
    ],
    ['no tag', ({ a }) => ({ action: 'add', tag: '  ', positionIds: [a] }), 400, 'Please enter a tag'],
    [
      'an unknown action',
      ({ a }) => ({ action: 'toggle', tag: 'x', positionIds: [a] }),
      400,
      "Choose 'add' or 'remove' for the tag",
    ],
    ['a bad id', () => ({ action: 'add', tag: 'x', positionIds: ['01'] }), 400, 'Please choose a position'],
  ])('refuses %s, writing nothing', async (_name, payload, status, error) => {
    const a = await client.create({ ...THETA, quarter: 'Q3 2024' });
    const full = await client.create({
      ...THETA,
      quarter: 'Q3 2024',
      tags: Array.from({ length: 10 }, (_, i) => `full${i}`),
    });
    const before = await client.auditCount();
    const res = await bulk(payload({ a: a.id, full: full.id }));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
    expect(await client.auditCount()).toBe(before);
    expect(await tagsOf('Q3_2024', a.id)).toEqual([]);
  });

  it('carries the tags into the position a roll opens', async () => {
    const theta = await client.create({ ...THETA, quarter: 'Q4 2024', tags: 'rolling' });
    const res = await client.request('POST', '/api/theta-holdings?action=roll', {
      currentPositionId: theta.id,
      closeValue: 30,
      newTicker: 'AAPL',
      newExpirationDate: '01/16/2026',
      newStrike: 185,
      newPremium: 120,
      rollDate: '2025-08-15',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().opened.tags).toEqual(['rolling']);
    expect(await tagsOf('Q4_2024', res.json().opened.id)).toEqual(['rolling']);
  });

  /*
   * The wheel on KO (docs/requirements.md#tl-adjusted-cost): a put sold 1 Jul (premium 300) is closed at
   * 0 when assigned on 18 Jul, the day 100 shares at 60 arrive (+300); a covered call sold for 150
   * expires on 15 Aug (closed at 0, +150); another sold for 200 is bought back for 50 on 12 Sep (+150).
   * P = 600; adjusted cost = (60 x 100 - 600) / 100 = 54. A call on another ticker does not count.
   */
  it("shows a stock's adjusted cost across an assignment and two covered calls", async () => {
    const quarter = { quarter: 'Q3 2025' };
    const put = await client.create({
      ...THETA,
      ...quarter,
      ticker: 'KO',
      strike: 60,
      contracts: 1,
      premium: 300,
      openDate: '2025-07-01',
    });
    await client.request('PUT', '/api/theta-holdings', {
      id: put.id,
      closeValue: 0,
      closeDate: '2025-07-18',
    });
    const shares = (await client.create({
      ...STOCK,
      ...quarter,
      ticker: 'KO',
      shares: 100,
      price: 60,
      openDate: '2025-07-18',
    })) as Stock;
    expect(shares.adjustedCostBasis).toBe(57); // the assigned put alone: (6000 - 300) / 100
    const call = { ...THETA, ...quarter, ticker: 'KO', optionType: 'C', strike: 65, contracts: 1 };
    const first = await client.create({ ...call, premium: 150, openDate: '2025-07-21' });
    await client.request('PUT', '/api/theta-holdings', {
      id: first.id,
      closeValue: 0,
      closeDate: '2025-08-15',
    });
    const second = await client.create({ ...call, premium: 200, openDate: '2025-08-18' });
    await client.request('PUT', '/api/theta-holdings', {
      id: second.id,
      closeValue: 50,
      closeDate: '2025-09-12',
    });
    const other = await client.create({ ...THETA, ...quarter, ticker: 'PEP', premium: 500 });
    await client.request('PUT', '/api/theta-holdings', {
      id: other.id,
      closeValue: 0,
      closeDate: '2025-08-01',
    });

    const listed = (await client.find('Q3_2025', shares.id)) as Stock;
    expect(listed.adjustedCostBasis).toBe(54);
    expect(listed.costBasis).toBe(60);
    // A change to the stock answers the same figure the list shows.
    const sold = await client.request('PUT', '/api/stock-holdings', {
      id: shares.id,
      closeValue: 66,
      closeDate: '2025-09-19',
    });
    expect(sold.json()).toMatchObject({ isOpen: false, adjustedCostBasis: 54 });
    // Options are not stock: they carry no adjusted cost.
    expect(await client.find('Q3_2025', put.id)).not.toHaveProperty('adjustedCostBasis');
  });
});

import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { apiAppFor } from '../../../test/support/api-app';
import { nextQuarter, quarterLabel, quarterOf } from '../../domain/quarters';
import { OPTION, refusals, STOCK, THETA, tradeClient } from '../../../test/support/trade-log-kit';

describe.each(databaseTargets())('quarters API on $name', (target) => {
  const api = apiAppFor(target);
  const client = tradeClient(api);

  it.each(['GET', 'POST'] as const)(
    '%s /api/quarters is refused signed out (401) and to a member (403)',
    async (method) => {
      expect(await refusals(api, method, '/api/quarters')).toEqual([401, 403]);
    },
  );

  // Runs first, while the database has no quarter.
  it("starts with today's quarter as the current one", async () => {
    const today = quarterOf(api.app.clock.today());
    const res = await client.request('GET', '/api/quarters');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      quarters: [quarterLabel(today)],
      current: quarterLabel(today),
      suggestedNext: quarterLabel(nextQuarter(today)),
    });
  });

  it('moves exactly the open positions of the current quarter into a new quarter, in one audited change', async () => {
    const openTheta = await client.create({ ...THETA, quarter: 'Q2 2025' });
    const openStock = await client.create({ ...STOCK, quarter: 'Q3 2025' });
    const openOption = await client.create({ ...OPTION, quarter: 'Q3 2025' });
    const openTheta2 = await client.create({ ...THETA, quarter: 'Q3 2025', ticker: 'TSLA' });
    const closed = await client.create({
      ...THETA,
      quarter: 'Q3 2025',
      isClosedPosition: true,
      closeDate: '2025-08-01',
      closePrice: 1,
      netProfit: 495,
    });
    const partlyClosed = await client.create({ ...OPTION, quarter: 'Q3 2025', contracts: 3 });
    await client.request('PUT', '/api/option-holdings', {
      id: partlyClosed.id,
      closeValue: 500,
      contracts: 1,
      closeDate: '2025-08-01',
    });

    const listed = await client.request('GET', '/api/quarters');
    expect(listed.json()).toMatchObject({ current: 'Q3 2025', suggestedNext: 'Q4 2025' });
    expect(listed.json().quarters).toEqual(expect.arrayContaining(['Q2 2025', 'Q3 2025']));

    const res = await client.request('POST', '/api/quarters', { newQuarter: ' Q4 2025 ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      quarter: 'Q4 2025',
      thetaPositions: 1,
      stockPositions: 1,
      optionPositions: 2,
      totalMoved: 4,
    });

    expect((await client.list('Q4 2025')).map((p) => p.id).sort()).toEqual(
      [openStock.id, openOption.id, openTheta2.id, partlyClosed.id].sort(),
    );
    expect((await client.list('Q3 2025')).map((p) => p.id)).toEqual([closed.id]);
    expect((await client.list('Q2 2025')).map((p) => p.id)).toEqual([openTheta.id]);
    expect((await client.request('GET', '/api/quarters')).json()).toMatchObject({
      current: 'Q4 2025',
      suggestedNext: 'Q1 2026',
    });

    const [quarterAudit] = await client.audit('quarter', 'Q4_2025');
    // Every row of the change records where it came from (inject's client is 127.0.0.1), the moves too.
    expect(quarterAudit).toMatchObject({ action: 'create', clientAddress: '127.0.0.1' });
    expect(quarterAudit!.after).toMatchObject({ key: 'Q4_2025', movedFrom: 'Q3_2025' });
    const moves = await client.audit('position', openStock.id);
    expect(moves.at(-1)).toMatchObject({
      action: 'move',
      before: { quarter: 'Q3_2025' },
      after: { quarter: 'Q4_2025' },
      clientAddress: '127.0.0.1',
    });
    expect((await client.audit('position', closed.id)).map((row) => row.action)).toEqual(['create']);
  });

  it.each<[string, unknown, number, string]>([
    ['a blank name', { newQuarter: '  ' }, 400, 'Please enter a quarter name'],
    ['no name', {}, 400, 'Please enter a quarter name'],
    ['a name that is not a quarter', { newQuarter: 'Fall 2025' }, 400, 'Please enter a quarter like Q3 2025'],
    ['an existing quarter', { newQuarter: 'Q4_2025' }, 409, 'Quarter Q4 2025 already exists'],
    [
      'a quarter before the current one',
      { newQuarter: 'Q1 2025' },
      400,
      'The new quarter must come after Q4 2025',
    ],
  ])('refuses %s and moves nothing', async (_name, body, status, error) => {
    const before = await client.list('Q4 2025');
    const audits = await client.auditCount();
    const res = await client.request('POST', '/api/quarters', body as object);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error });
    expect(await client.list('Q4 2025')).toEqual(before);
    expect(await client.auditCount()).toBe(audits);
  });

  it('may skip quarters; open positions keep following the current quarter', async () => {
    const moved = { thetaPositions: 1, stockPositions: 1, optionPositions: 2, totalMoved: 4 };
    expect((await client.request('POST', '/api/quarters', { newQuarter: 'Q2 2026' })).json()).toEqual({
      quarter: 'Q2 2026',
      ...moved,
    });
    expect((await client.request('POST', '/api/quarters', { newQuarter: 'Q4_2026' })).json()).toEqual({
      quarter: 'Q4 2026',
      ...moved,
    });
    expect(await client.list('Q4 2025')).toEqual([]);
    expect((await client.request('GET', '/api/quarters')).json().current).toBe('Q4 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { apiAppFor } from '../../../test/support/api-app';
import { EXPORT_COLUMNS } from '../../domain/positions/export-csv';
import { OPTION, refusals, STOCK, THETA, tradeClient } from '../../../test/support/trade-log-kit';

describe.each(databaseTargets())('positions API on $name', (target) => {
  const api = apiAppFor(target);
  const client = tradeClient(api);

  it.each([
    ['GET', '/api/positions?quarter=Q3_2025'],
    ['POST', '/api/positions'],
    ['GET', '/api/positions/export?quarter=Q3_2025'],
    ['GET', '/api/sectors'],
  ] as const)('%s %s is refused signed out (401) and to a member (403)', async (method, url) => {
    expect(await refusals(api, method, url)).toEqual([401, 403]);
  });

  it('adds a theta: per-contract premium, derived reads, quarter and sectors created, audited', async () => {
    const before = await client.auditCount();
    const item = await client.create({
      ...THETA,
      quarter: 'Q1 2024',
      ticker: ' aapl ',
      selectedSectors: ['Semis', 'Mega Cap'],
    });
    expect(item).toMatchObject({
      type: 'THETA',
      ticker: 'AAPL',
      isOpen: true,
      netProfit: null,
      quarter: 'Q1 2024',
      sectors: ['Mega Cap', 'Semis'],
      openDate: '2025-07-01T00:00:00',
      closeDate: null,
      comments: 'wheel',
      action: 'STO',
      expirationDate: '12/19/2025',
      strike: 190,
      optionType: 'P',
      totalContracts: 5,
      premium: 100,
      netPremium: 500,
      quantity: 5,
      avgPrice: 100,
      value: 500,
    });
    expect(item.transactions).toEqual([
      expect.objectContaining({
        type: 'OPEN',
        quantity: 5,
        contracts: 5,
        premium: 100,
        totalValue: 500,
        date: '2025-07-01T00:00:00',
      }),
    ]);
    // The list (JSON-aggregated rows) and the change answer (Drizzle rows) agree to the last field.
    expect(await client.find('Q1_2024', item.id)).toEqual(item);
    // The position, the quarter and two sectors.
    expect(await client.auditCount()).toBe(before + 4);
    const [audit] = await client.audit('position', item.id);
    expect(audit).toMatchObject({ actor: 'admin@fund.test', action: 'create', before: null });
    expect(audit!.after).toMatchObject({ ticker: 'AAPL', netPremium: '500', sectors: ['Mega Cap', 'Semis'] });
  });

  it('adds a stock (thesis from comments) and an option (premium is the cost basis per contract)', async () => {
    const stock = await client.create({ ...STOCK, quarter: 'Q2 2024', price: '150.25' });
    expect(stock).toMatchObject({
      type: 'STOCK',
      thesis: 'AI capex',
      comments: null,
      numberShares: 10,
      shares: 10,
      costBasis: 150.25,
      totalCost: 1502.5,
      quantity: 10,
      avgPrice: 150.25,
      value: 1502.5,
    });
    expect(stock.transactions[0]).toMatchObject({
      type: 'OPEN',
      shares: 10,
      contracts: null,
      price: 150.25,
      totalValue: 1502.5,
    });
    const option = await client.create({
      ...OPTION,
      quarter: 'Q2 2024',
      expirationDate: '2026-01-16',
      action: 'bto',
    });
    expect(option).toMatchObject({
      type: 'OPTION',
      action: 'BTO',
      expirationDate: '01/16/2026',
      contracts: 2,
      costBasis: 450,
      totalCost: 900,
      quantity: 2,
      avgPrice: 450,
      value: 900,
    });
  });

  it('backfills a closed position: close at 9:00, the net profit given, OPEN and closing transactions', async () => {
    const theta = await client.create({
      ...THETA,
      quarter: 'Q3 2024',
      isClosedPosition: true,
      closeDate: '2025-08-15T16:30:00',
      closePrice: '20',
      netProfit: '400',
    });
    expect(theta).toMatchObject({ isOpen: false, netProfit: 400, closeDate: '2025-08-15T09:00:00' });
    expect(theta.transactions.map((t) => [t.type, t.closeValue, t.totalValue, t.netProfit])).toEqual([
      ['OPEN', null, 500, null],
      ['CLOSE', 20, 100, 400],
    ]);
    const stock = await client.create({
      ...STOCK,
      quarter: 'Q3 2024',
      isClosedPosition: true,
      closeDate: '2025-07-01',
      closePrice: 140,
      netProfit: -100,
    });
    expect(stock).toMatchObject({ isOpen: false, netProfit: -100, closeDate: '2025-07-01T09:00:00' });
    expect(stock.transactions.map((t) => t.type)).toEqual(['OPEN', 'SELL']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['unknown type', { ...THETA, positionType: 'BOND' }, 'Unknown position type'],
    ['ticker', { ...THETA, ticker: '  ' }, 'Please enter a ticker'],
    ['open date', { ...THETA, openDate: '' }, 'Please enter the position open date'],
    ['option fields', { ...OPTION, strike: '' }, 'Please fill in all option fields'],
    ['theta contracts', { ...THETA, contracts: 0 }, 'Please fill in all option fields'],
    ['stock fields', { ...STOCK, price: null }, 'Please fill in price and shares'],
    [
      'backfill close date',
      { ...STOCK, isClosedPosition: true, closePrice: 1, netProfit: 1 },
      'Please enter the close date for the closed position',
    ],
    [
      'backfill close price',
      { ...STOCK, isClosedPosition: true, closeDate: '2025-08-01', netProfit: 1 },
      'Please enter a close price for the closed position',
    ],
    [
      'backfill net profit',
      { ...STOCK, isClosedPosition: true, closeDate: '2025-08-01', closePrice: 1 },
      'Please enter the net profit for the closed position',
    ],
    [
      'backfill dates',
      { ...STOCK, isClosedPosition: true, closeDate: '2025-06-01', closePrice: 1, netProfit: 1 },
      'Close date must be after open date',
    ],
    ['quarter', { ...STOCK, quarter: 'Q9 2025' }, 'Please enter a quarter like Q3 2025'],
    [
      'expiration format',
      { ...THETA, expirationDate: 'Dec 19' },
      'Please enter the expiration date as MM/DD/YYYY',
    ],
    [
      'wrong JSON type',
      { ...THETA, isClosedPosition: 'yes' },
      'Invalid body: isClosedPosition: Invalid input: expected boolean, received string',
    ],
  ])('refuses a new position without a valid %s, saving nothing', async (_name, payload, error) => {
    const before = await client.auditCount();
    const res = await client.request('POST', '/api/positions', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await client.auditCount()).toBe(before);
  });

  it("lists one quarter's positions for 'Q3 2025' and 'Q3_2025' alike, with sectors and transactions", async () => {
    const a = await client.create({ ...THETA, quarter: 'Q4 2024', openDate: '2025-07-03' });
    const b = await client.create({ ...STOCK, quarter: 'Q4_2024', openDate: '2025-07-02' });
    await client.create({ ...OPTION, quarter: 'Q1 2025' });
    const display = await client.list('Q4 2024');
    expect(display.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(await client.list('Q4_2024')).toEqual(display);
    expect(display[1]).toMatchObject({
      sectors: ['Technology'],
      transactions: [expect.objectContaining({ type: 'OPEN' })],
    });
    const bad = await client.request('GET', '/api/positions?quarter=Q4-2024');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Please enter a quarter like Q3 2025' });
  });

  it('lists the current quarter (the latest) when no quarter is given', async () => {
    const latest = await client.create({ ...STOCK, quarter: 'Q4 2030', ticker: 'LATE' });
    const res = await client.request('GET', '/api/positions');
    expect(res.json().map((p: { id: number }) => p.id)).toEqual([latest.id]);
  });

  it('creates sectors once and shares them by name, ignoring case', async () => {
    await client.create({ ...STOCK, quarter: 'Q1 2023', selectedSectors: 'Energy, Utilities ,' });
    const second = await client.create({
      ...THETA,
      quarter: 'Q1 2023',
      selectedSectors: ['energy', 'Materials'],
    });
    expect(second.sectors).toEqual(['Energy', 'Materials']);
    const res = await client.request('GET', '/api/sectors');
    expect(res.statusCode).toBe(200);
    const names: string[] = res.json().map((s: { name: string }) => s.name);
    expect(names.filter((name) => name.toLowerCase() === 'energy')).toEqual(['Energy']);
    expect(names).toEqual([...names].sort());
    expect(res.json()[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it("exports a quarter's transactions as CSV with a header row and a file name", async () => {
    const theta = await client.create({
      ...THETA,
      quarter: 'Q2 2023',
      comments: 'roll, maybe',
      tags: 'wheel',
    });
    await client.request('PUT', '/api/theta-holdings', {
      id: theta.id,
      closeValue: 30,
      contracts: 2,
      closeDate: '2025-08-01',
    });
    await client.create({ ...STOCK, quarter: 'Q2 2023', openDate: '2025-07-05' });
    const res = await client.request('GET', '/api/positions/export?quarter=Q2%202023');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="trade-log-Q2_2023.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      `${theta.id},THETA,AAPL,Q2 2023,Open,STO,P,190,2025-12-19,2025-07-01,,Technology,wheel,,"roll, maybe",${theta.transactions[0]!.id},OPEN,2025-07-01,5,100,,,500,,`,
    );
    expect(lines[2]).toMatch(new RegExp(`^${theta.id},THETA,.*,PARTIAL_CLOSE,2025-08-01,2,,,30,60,140,$`));
    expect(lines[3]).toMatch(
      /^\d+,STOCK,NVDA,Q2 2023,Open,,,,,2025-07-05,,,,,AI capex,\d+,OPEN,2025-07-05,10,,150,,1500,,$/,
    );
  });

  it('describes every route in the OpenAPI document', async () => {
    const res = await api.app.inject('/api/openapi.json');
    const paths = res.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/positions',
        '/api/positions/export',
        '/api/theta-holdings',
        '/api/option-holdings',
        '/api/stock-holdings',
        '/api/quarters',
        '/api/sectors',
        '/api/app-settings',
      ]),
    );
    expect(Object.keys(paths['/api/theta-holdings'])).toEqual(
      expect.arrayContaining(['put', 'patch', 'post']),
    );
    expect(
      paths['/api/positions'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('selectedSectors');
  });
});

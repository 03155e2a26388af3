import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { apiAppFor } from '../../../test/support/api-app';
import { OPTION, refusals, STOCK, THETA, tradeClient } from '../../../test/support/trade-log-kit';

describe.each(databaseTargets())('holdings API (close, average down, edit) on $name', (target) => {
  const api = apiAppFor(target);
  const client = tradeClient(api);

  it.each(['PUT', 'PATCH'] as const)(
    '%s on every holdings path is for the administrator only',
    async (method) => {
      for (const path of ['/api/theta-holdings', '/api/option-holdings', '/api/stock-holdings']) {
        expect(await refusals(api, method, path)).toEqual([401, 403]);
      }
    },
  );

  describe('close', () => {
    it('partially closes 2 of 5 theta contracts, then the rest: netProfit is the sum of both closes', async () => {
      const theta = await client.create({ ...THETA, quarter: 'Q1 2022' });
      const partial = await client.request('PUT', '/api/theta-holdings', {
        id: theta.id,
        closeValue: 30,
        contracts: 2,
        comments: 'took some off',
        closeDate: '2025-08-01T15:59:00',
      });
      expect(partial.statusCode).toBe(200);
      expect(partial.json()).toMatchObject({
        isOpen: true,
        netProfit: null,
        closeDate: null,
        totalContracts: 3,
        netPremium: 300,
        premium: 100,
        quantity: 3,
        avgPrice: 100,
      });
      expect(partial.json().transactions[1]).toMatchObject({
        type: 'PARTIAL_CLOSE',
        quantity: 2,
        closeValue: 30,
        totalValue: 60,
        netProfit: 140,
        date: '2025-08-01T09:00:00',
        notes: 'took some off',
      });

      const full = await client.request('PUT', '/api/theta-holdings', {
        id: theta.id,
        closeValue: '5.5',
        closeDate: '2025-08-20',
      });
      expect(full.statusCode).toBe(200);
      // (100 - 30) x 2 + (100 - 5.5) x 3
      expect(full.json()).toMatchObject({
        isOpen: false,
        netProfit: 423.5,
        closeDate: '2025-08-20T09:00:00',
        quantity: 3,
      });
      expect(
        full
          .json()
          .transactions.map((t: { type: string; netProfit: number | null }) => [t.type, t.netProfit]),
      ).toEqual([
        ['OPEN', null],
        ['PARTIAL_CLOSE', 140],
        ['CLOSE', 283.5],
      ]);
      const audit = await client.audit('position', theta.id);
      expect(audit.map((row) => row.action)).toEqual(['create', 'partial_close', 'close']);
      expect(audit[2]!.before).toMatchObject({ isOpen: true, contracts: 3 });
      expect(audit[2]!.after).toMatchObject({ isOpen: false, netProfit: '423.5' });
    });

    it('a quantity equal to what is held is a full close', async () => {
      const option = await client.create({ ...OPTION, quarter: 'Q1 2022' });
      const res = await client.request('PUT', '/api/option-holdings', {
        id: option.id,
        closeValue: 600,
        contracts: 2,
        closeDate: '2025-09-01',
      });
      // BTO: (600 - 450) x 2
      expect(res.json()).toMatchObject({ isOpen: false, netProfit: 300 });
      expect(res.json().transactions[1]).toMatchObject({ type: 'CLOSE', quantity: 2 });
    });

    it('sells stock partly and fully as SELL transactions', async () => {
      const stock = await client.create({ ...STOCK, quarter: 'Q1 2022', price: '150.25' });
      const partial = await client.request('PUT', '/api/stock-holdings', {
        id: stock.id,
        closeValue: '160.75',
        shares: 4,
        closeDate: '2025-08-01',
      });
      expect(partial.json()).toMatchObject({
        isOpen: true,
        numberShares: 6,
        totalCost: 901.5,
        avgPrice: 150.25,
      });
      const full = await client.request('PUT', '/api/stock-holdings', {
        id: stock.id,
        closeValue: 140,
        closeDate: '2025-08-02',
      });
      // (160.75 - 150.25) x 4 + (140 - 150.25) x 6
      expect(full.json()).toMatchObject({ isOpen: false, netProfit: -19.5 });
      expect(full.json().transactions.map((t: { type: string }) => t.type)).toEqual(['OPEN', 'SELL', 'SELL']);
    });

    it('closes today at 9:00 when no close date is sent', async () => {
      const theta = await client.create({ ...THETA, quarter: 'Q1 2022' });
      const res = await client.request('PUT', '/api/theta-holdings', { id: theta.id, closeValue: 0 });
      // The fund's day (FUND_TIME_ZONE), not the host's: they differ for hours every night.
      const day = api.app.clock.today();
      expect(res.json()).toMatchObject({ isOpen: false, netProfit: 500, closeDate: `${day}T09:00:00` });
    });

    it('refuses closing a closed position (409) and changes nothing', async () => {
      const theta = await client.create({ ...THETA, quarter: 'Q2 2022' });
      await client.request('PUT', '/api/theta-holdings', {
        id: theta.id,
        closeValue: 10,
        closeDate: '2025-08-01',
      });
      const listed = await client.list('Q2 2022');
      const audits = await client.auditCount();
      const again = await client.request('PUT', '/api/theta-holdings', {
        id: theta.id,
        closeValue: 1,
        closeDate: '2025-08-02',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'Position is already closed' });
      expect(await client.list('Q2 2022')).toEqual(listed);
      expect(await client.auditCount()).toBe(audits);
    });

    it('refuses closing more than is held (400) and changes nothing', async () => {
      const theta = await client.create({ ...THETA, quarter: 'Q3 2022' });
      const listed = await client.list('Q3 2022');
      const audits = await client.auditCount();
      for (const contracts of [6, 0, 1.5]) {
        const res = await client.request('PUT', '/api/theta-holdings', {
          id: theta.id,
          closeValue: 1,
          contracts,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'Please enter a valid quantity between 1 and 5' });
      }
      expect(await client.list('Q3 2022')).toEqual(listed);
      expect(await client.auditCount()).toBe(audits);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['no close value', { closeValue: '' }, 'Please enter the close value'],
      ['a negative close value', { closeValue: -2 }, 'Please enter a valid close value'],
      [
        'a close before the open',
        { closeValue: 1, closeDate: '2025-06-30' },
        'Close date must be after open date',
      ],
      [
        'a malformed close date',
        { closeValue: 1, closeDate: '30/06/2025' },
        'Please enter the date as YYYY-MM-DD',
      ],
    ])('refuses %s', async (_name, body, error) => {
      const theta = await client.create({ ...THETA, quarter: 'Q3 2022' });
      const res = await client.request('PUT', '/api/theta-holdings', { id: theta.id, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it('answers 404 for an unknown id and for a position of another type', async () => {
      const stock = await client.create({ ...STOCK, quarter: 'Q3 2022' });
      for (const [path, id] of [
        ['/api/theta-holdings', 999_999],
        ['/api/theta-holdings', stock.id],
      ] as const) {
        const res = await client.request('PUT', path, { id, closeValue: 1 });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Position not found' });
      }
    });

    it.each([99_999_999_999, 2_147_483_648, '+1', '01', ' 1', '1.0'])(
      'refuses the id %j: not a canonical id the books can hold (400)',
      async (id) => {
        const res = await client.request('PUT', '/api/option-holdings', { id, closeValue: 1 });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: 'Please choose a position' });
      },
    );
  });

  describe('average down', () => {
    it('adds shares: new average = total cost / total shares, a BUY transaction, audited', async () => {
      const stock = await client.create({ ...STOCK, quarter: 'Q4 2022' });
      const res = await client.request('PATCH', '/api/stock-holdings', {
        positionId: stock.id,
        shares: 10,
        price: 130,
        comments: 'dip',
        averageDownDate: '2025-08-05',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        numberShares: 20,
        totalCost: 2800,
        avgPrice: 140,
        costBasis: 140,
        quantity: 20,
        value: 2800,
      });
      expect(res.json().transactions[1]).toMatchObject({
        type: 'BUY',
        shares: 10,
        price: 130,
        totalValue: 1300,
        date: '2025-08-05T00:00:00',
        notes: 'dip',
      });
      const audit = await client.audit('position', stock.id);
      expect(audit.map((row) => row.action)).toEqual(['create', 'average_down']);
    });

    it('adds contracts: average premium = total premium / total contracts', async () => {
      const theta = await client.create({ ...THETA, quarter: 'Q4 2022' });
      const res = await client.request('PATCH', '/api/theta-holdings', {
        positionId: theta.id,
        contracts: 5,
        premium: 60,
      });
      expect(res.json()).toMatchObject({ totalContracts: 10, netPremium: 800, premium: 80, avgPrice: 80 });
      expect(res.json().transactions[1]).toMatchObject({
        type: 'OPEN',
        contracts: 5,
        premium: 60,
        totalValue: 300,
      });
      const option = await client.create({ ...OPTION, quarter: 'Q4 2022' });
      const more = await client.request('PATCH', '/api/option-holdings', {
        positionId: option.id,
        contracts: 1,
        premium: '300',
      });
      expect(more.json()).toMatchObject({ contracts: 3, totalCost: 1200, costBasis: 400, avgPrice: 400 });
    });

    it.each<[string, string, Record<string, unknown>, number, string]>([
      [
        'stock without a price',
        '/api/stock-holdings',
        { shares: 3 },
        400,
        'Please fill in all required fields',
      ],
      [
        'option without contracts',
        '/api/option-holdings',
        { premium: 3 },
        400,
        'Please fill in all required fields',
      ],
      [
        'theta with 0 contracts',
        '/api/theta-holdings',
        { contracts: 0, premium: 3 },
        400,
        'Please fill in all required fields',
      ],
    ])('refuses %s', async (_name, path, body, status, error) => {
      const res = await client.request('PATCH', path, { positionId: 1, ...body });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
    });

    it('refuses a closed position (409) and an unknown one (404)', async () => {
      const theta = await client.create({
        ...THETA,
        quarter: 'Q4 2022',
        isClosedPosition: true,
        closeDate: '2025-08-01',
        closePrice: 1,
        netProfit: 495,
      });
      const closed = await client.request('PATCH', '/api/theta-holdings', {
        positionId: theta.id,
        contracts: 1,
        premium: 5,
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({ error: 'Position is already closed' });
      const unknown = await client.request('PATCH', '/api/theta-holdings', {
        positionId: 888_888,
        contracts: 1,
        premium: 5,
      });
      expect(unknown.statusCode).toBe(404);
    });
  });

  describe('edit', () => {
    it('edits a stock: ticker, shares, price, thesis, sectors from comma-separated text', async () => {
      const stock = await client.create({ ...STOCK, quarter: 'Q1 2021', selectedSectors: ['Semis'] });
      const res = await client.request('PATCH', '/api/stock-holdings', {
        id: stock.id,
        ticker: 'amd',
        shares: 12,
        avgPrice: '100.5',
        thesis: 'share gains',
        sectors: 'Semis, Hardware, ',
        openDate: '2025-07-02',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        ticker: 'AMD',
        numberShares: 12,
        avgPrice: 100.5,
        totalCost: 1206,
        thesis: 'share gains',
        sectors: ['Hardware', 'Semis'],
        openDate: '2025-07-02T00:00:00',
      });
      // Transactions stay as booked.
      expect(res.json().transactions).toEqual(stock.transactions);
      const [, edit] = await client.audit('position', stock.id);
      expect(edit).toMatchObject({ action: 'edit' });
      expect(edit!.before).toMatchObject({ ticker: 'NVDA', sectors: ['Semis'] });
      expect(edit!.after).toMatchObject({ ticker: 'AMD', sectors: ['Hardware', 'Semis'] });
    });

    it('edits a theta from its premium per contract and keeps what was left out', async () => {
      const theta = await client.create({ ...THETA, quarter: 'Q1 2021' });
      const res = await client.request('PATCH', '/api/theta-holdings', {
        id: theta.id,
        ticker: 'AAPL',
        expirationDate: '01/16/2026',
        strike: 185,
        totalContracts: 4,
        premium: 250,
        openDate: '2025-07-01',
      });
      expect(res.json()).toMatchObject({
        expirationDate: '01/16/2026',
        strike: 185,
        totalContracts: 4,
        netPremium: 1000,
        premium: 250,
        action: 'STO',
        optionType: 'P',
        comments: 'wheel',
        sectors: ['Technology'],
      });
    });

    it('needs a close date for a closed position, and books it at 9:00', async () => {
      const option = await client.create({
        ...OPTION,
        quarter: 'Q1 2021',
        isClosedPosition: true,
        closeDate: '2025-08-01',
        closePrice: 500,
        netProfit: 100,
      });
      const edit = {
        id: option.id,
        ticker: 'MSFT',
        expirationDate: '01/16/2026',
        strike: 400,
        contracts: 2,
        costBasis: 450,
        openDate: '2025-07-01',
      };
      const missing = await client.request('PATCH', '/api/option-holdings', edit);
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ error: 'Please enter the close date for the closed position' });
      const early = await client.request('PATCH', '/api/option-holdings', {
        ...edit,
        closeDate: '2025-06-01',
      });
      expect(early.json()).toEqual({ error: 'Close date must be after open date' });
      const res = await client.request('PATCH', '/api/option-holdings', {
        ...edit,
        closeDate: '2025-08-12T17:45:00',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isOpen: false, closeDate: '2025-08-12T09:00:00', netProfit: 100 });
    });

    it.each<[string, string, Record<string, unknown>, string]>([
      [
        'a stock without a ticker',
        '/api/stock-holdings',
        { ticker: '', shares: 1, avgPrice: 1, openDate: '2025-07-01' },
        'Please enter a ticker',
      ],
      [
        'a stock without shares',
        '/api/stock-holdings',
        { ticker: 'X', avgPrice: 1, openDate: '2025-07-01' },
        'Please fill in shares and price',
      ],
      [
        'a theta without a strike',
        '/api/theta-holdings',
        {
          ticker: 'X',
          expirationDate: '01/16/2026',
          totalContracts: 1,
          premium: 5,
          openDate: '2025-07-01',
        },
        'Please fill in all option fields',
      ],
      [
        'an option without an open date',
        '/api/option-holdings',
        { ticker: 'X', expirationDate: '01/16/2026', strike: 1, contracts: 1, costBasis: 5 },
        'Please enter the position open date',
      ],
    ])('refuses %s', async (_name, path, body, error) => {
      const res = await client.request('PATCH', path, { id: 1, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it('answers 404 for an unknown position and 400 for a body that is neither an edit nor an average down', async () => {
      const unknown = await client.request('PATCH', '/api/stock-holdings', {
        id: 777_777,
        ticker: 'X',
        shares: 1,
        avgPrice: 1,
        openDate: '2025-07-01',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Position not found' });
      const neither = await client.request('PATCH', '/api/stock-holdings', { ticker: 'X' });
      expect(neither.statusCode).toBe(400);
      expect(neither.json()).toEqual({ error: 'Send positionId to average down or id to edit a position' });
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRADE_MESSAGES as M } from '../../domain/positions/messages';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { auditCount, sendJson, type Method } from '../../../test/support/api-checks';
import { noSharesToDeliver } from '../trades/option-outcome';

type Headers = Record<string, string>;

/*
 * Assigned and Exercised in the Close dialog (issue 28, decision 026): the stock leg booked at the
 * strike, linked to the option, audited, and read by the tax year as one trade.
 */
describe.each(databaseTargets())('assigned and exercised options on $name', (target) => {
  let api: ApiApp;
  let admin: Headers;
  const send = (method: Method, url: string, payload?: object) =>
    sendJson(api.app, method, url, admin, payload);
  const ok = async (method: Method, url: string, payload?: object) => {
    const res = await send(method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const theta = (openDate: string, optionType: 'P' | 'C', strike: number, premium: number) =>
    ok('POST', '/api/positions', {
      positionType: 'THETA',
      quarter: 'Q1 2025',
      ticker: 'AAPL',
      openDate,
      expirationDate: '03/21/2025',
      strike,
      optionType,
      contracts: 1,
      premium,
    });

  beforeAll(async () => {
    api = await startApiApp(target);
    admin = await api.admin();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('an assigned put buys 100 shares at the strike; an assigned call delivers them; the tax row nets both premiums', async () => {
    const put = await theta('2025-01-06', 'P', 150, 300);
    const audits = await auditCount(api.app);
    const assigned = await ok('PUT', '/api/theta-holdings', {
      id: put.id,
      closeValue: 0,
      closeDate: '2025-01-17',
      outcome: 'assigned',
    });
    expect(assigned.isOpen).toBe(false);
    // The option's close and the new stock position are both audited.
    expect(await auditCount(api.app)).toBeGreaterThanOrEqual(audits + 2);
    const stock = (await ok('GET', '/api/positions?quarter=Q1_2025')).find(
      (p: { type: string; ticker: string }) => p.type === 'STOCK' && p.ticker === 'AAPL',
    );
    expect(stock).toMatchObject({ numberShares: 100, avgPrice: 150, isOpen: true });

    const call = await theta('2025-01-21', 'C', 160, 200);
    await ok('PUT', '/api/theta-holdings', {
      id: call.id,
      closeDate: '2025-03-21',
      outcome: 'assigned',
      closeValue: 0,
    });
    const realized = await ok('GET', '/api/tax/2025/realized');
    expect(
      realized.rows.map((r: Record<string, string>) => [
        r.description,
        r.dateAcquired,
        r.proceeds,
        r.costBasis,
        r.gain,
      ]),
    ).toEqual([['100 sh AAPL', '2025-01-17', '16200.00', '14700.00', '1500.00']]);
  });

  it('refuses an outcome that does not fit the option, and a call with no shares to deliver, writing nothing', async () => {
    const bought = await ok('POST', '/api/positions', {
      positionType: 'OPTION',
      quarter: 'Q1 2025',
      ticker: 'MSFT',
      openDate: '2025-01-06',
      expirationDate: '03/21/2025',
      strike: 400,
      optionType: 'C',
      contracts: 1,
      premium: 500,
    });
    const call = await ok('POST', '/api/positions', {
      positionType: 'THETA',
      quarter: 'Q1 2025',
      ticker: 'NVDA',
      openDate: '2025-01-06',
      expirationDate: '03/21/2025',
      strike: 150,
      optionType: 'C',
      contracts: 2,
      premium: 300,
    });
    const audits = await auditCount(api.app);
    const cases: [string, object, string][] = [
      ['/api/option-holdings', { id: bought.id, closeValue: 0, outcome: 'assigned' }, M.assignedNeedsWritten],
      ['/api/theta-holdings', { id: call.id, closeValue: 0, outcome: 'exercised' }, M.exercisedNeedsBought],
      [
        '/api/theta-holdings',
        { id: call.id, closeValue: 0, outcome: 'assigned', closeDate: '2025-03-21' },
        noSharesToDeliver('NVDA', '200'),
      ],
      ['/api/theta-holdings', { id: call.id, closeValue: 0, outcome: 'expired' }, M.outcomeInvalid],
    ];
    for (const [url, body, message] of cases) {
      const res = await send('PUT', url, body);
      expect([res.statusCode, res.json().error]).toEqual([400, message]);
    }
    expect(await auditCount(api.app)).toBe(audits);
    const exercised = await ok('PUT', '/api/option-holdings', {
      id: bought.id,
      closeValue: 0,
      closeDate: '2025-02-03',
      outcome: 'exercised',
    });
    expect(exercised.isOpen).toBe(false);
    const lots = await ok('GET', '/api/tax/2025/lots');
    const msft = lots.lots.find(
      (lot: { ticker: string; kind: string }) => lot.ticker === 'MSFT' && lot.kind === 'stock',
    );
    // 100 × 400 plus the call's 500.
    expect(msft).toMatchObject({ basis: '40500.00', acquired: '2025-02-03' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportView } from '../../domain/imports/api-schemas';
import { databaseTargets } from '../../../test/support/databases';
import { importFixture, uploadImport } from '../../../test/support/import-fixtures';
import { investorWith } from '../../../test/support/portal-kit';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { fundClock } from '../fund-clock';

// 26 hours apart: whenever the test runs, these two zones are on different calendar days.
const EAST = 'Pacific/Kiritimati';
const WEST = 'Etc/GMT+12';

const fileDay = (disposition: unknown) =>
  /investor-ledger-(\d{4}-\d{2}-\d{2})\.csv/.exec(String(disposition))?.[1] ?? null;

describe.each(databaseTargets())("'today' comes from FUND_TIME_ZONE on $name", (target) => {
  let east: ApiApp;
  let west: ApiApp;

  beforeAll(async () => {
    [east, west] = await Promise.all([
      startApiApp(target, { FUND_TIME_ZONE: EAST }),
      startApiApp(target, { FUND_TIME_ZONE: WEST }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([east?.close(), west?.close()]);
  });

  it.each([
    ['east', EAST],
    ['west', WEST],
  ])("the ledger export is named for the fund's day (%s)", async (side, zone) => {
    const api = side === 'east' ? east : west;
    const before = fundClock(zone).today();
    const res = await api.app.inject({ url: '/api/investors/export', headers: await api.admin() });
    const after = fundClock(zone).today();
    expect(res.statusCode).toBe(200);
    // Before and after, in case the request straddles midnight in that zone.
    expect([before, after]).toContain(fileDay(res.headers['content-disposition']));
  });

  it('two funds a day apart name the same export differently', async () => {
    const exportOf = async (api: typeof east) =>
      api.app.inject({ url: '/api/investors/export', headers: await api.admin() });
    const [a, b] = await Promise.all([exportOf(east), exportOf(west)]);
    expect(fileDay(a.headers['content-disposition'])).not.toBe(fileDay(b.headers['content-disposition']));
  });

  it.each([
    ['east', EAST],
    ['west', WEST],
  ])("GET /api/config gives the browser the fund's zone and today (%s)", async (side, zone) => {
    const api = side === 'east' ? east : west;
    const before = fundClock(zone).today();
    const res = await api.app.inject({ url: '/api/config' });
    const after = fundClock(zone).today();
    expect(res.statusCode).toBe(200);
    const body = res.json<{ timeZone: string; today: string }>();
    expect(body.timeZone).toBe(zone);
    expect([before, after]).toContain(body.today);
    // Never kept by a cache past the day it names.
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

/*
 * One instant, two funds: 2025-07-01 02:30 UTC is still 30 June (the second quarter) in New York and
 * already 1 July (the third) in Tokyo. Each app's clock is set to it; the host's zone plays no part.
 */
const INSTANT = new Date('2025-07-01T02:30:00.000Z');
const FUNDS = [
  ['New York', 'America/New_York', '2025-06-30', 'Q2_2025'],
  ['Tokyo', 'Asia/Tokyo', '2025-07-01', 'Q3_2025'],
] as const;

describe.each(databaseTargets())('the fund clock at a fixed instant on $name', (target) => {
  describe.each(FUNDS)('a fund in %s', (_name, zone, today, quarter) => {
    let api: ApiApp;
    let investor: Record<string, string>;

    beforeAll(async () => {
      api = await startApiApp(target, { FUND_TIME_ZONE: zone }, {}, { now: () => INSTANT });
      await investorWith(api.app, await api.admin(), { name: 'Ann Able', email: 'ann@fund.test' }, [
        { date: '2025-01-15', amount: '10000', nav: '100' },
      ]);
      investor = await api.bearer({ sub: 'ann', email: 'ann@fund.test', email_verified: true });
    });
    afterAll(async () => {
      await api?.close();
    });

    it(`/api/config says today is ${today}`, async () => {
      expect((await api.app.inject({ url: '/api/config' })).json()).toMatchObject({ timeZone: zone, today });
    });

    it(`the investor portal's figures are as of ${today}, its newest statement ${quarter}`, async () => {
      const account = await api.app.inject({ url: '/api/me/account', headers: investor });
      expect(account.statusCode, account.body).toBe(200);
      expect(account.json()).toMatchObject({ asOf: today });
      const statements = await api.app.inject({ url: '/api/me/statements', headers: investor });
      expect(statements.json<{ statements: { quarter: string }[] }>().statements[0]?.quarter).toBe(quarter);
      const csv = await api.app.inject({ url: '/api/me/transactions?format=csv', headers: investor });
      expect(csv.headers['content-disposition']).toContain(`my-transactions-${today}.csv`);
    });

    it("an import's preview reads the file's times on the fund's clock", async () => {
      const res = await uploadImport(api, 't.csv', importFixture('tastytrade-2025-09-01-19.csv'));
      expect(res.statusCode, res.body).toBe(201);
      // The file wrote 2025-09-17T01:30:00+0100: 20:30 the evening before in New York, 09:30 in Tokyo.
      const row = res.json<ImportView>().rows.find((r) => r.rowNumber === 4);
      expect(row?.tradeTime).toBe(zone === 'Asia/Tokyo' ? '2025-09-17T09:30:00' : '2025-09-16T20:30:00');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { fundClock } from '../fund-clock';

// 26 hours apart: whenever the test runs, these two zones are on different calendar days.
const EAST = 'Pacific/Kiritimati';
const WEST = 'Etc/GMT+12';

const fileDay = (disposition: unknown) =>
  /investor-ledger-(\d{4}-\d{2}-\d{2})\.csv/.exec(String(disposition))?.[1] ?? null;

describe.each(databaseTargets().slice(0, 1))("'today' comes from FUND_TIME_ZONE on $name", (target) => {
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
});

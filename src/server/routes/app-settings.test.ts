import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { apiAppFor } from '../../../test/support/api-app';
import { refusals, tradeClient } from '../../../test/support/trade-log-kit';

const KEY = 'trade_log_last_updated_Q3_2025';

describe.each(databaseTargets())('app settings API on $name', (target) => {
  const api = apiAppFor(target);
  const client = tradeClient(api);

  it.each([
    ['GET', `/api/app-settings?key=${KEY}`],
    ['POST', '/api/app-settings'],
  ] as const)('%s %s is refused signed out (401) and to a member (403)', async (method, url) => {
    expect(await refusals(api, method, url)).toEqual([401, 403]);
  });

  it("saves a quarter's 'Last updated' date, reads it back, replaces it, and audits both changes", async () => {
    // Never saved is a normal state, not a missing resource: 200 with no value.
    const unset = await client.request('GET', `/api/app-settings?key=${KEY}`);
    expect(unset.statusCode).toBe(200);
    expect(unset.json()).toEqual({ key: KEY, value: null });

    const saved = await client.request('POST', '/api/app-settings', { key: KEY, value: '2025-09-30' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ key: KEY, value: '2025-09-30' });
    expect((await client.request('GET', `/api/app-settings?key=${KEY}`)).json()).toEqual({
      key: KEY,
      value: '2025-09-30',
    });

    // The fund's day (FUND_TIME_ZONE), not the host's: they differ for hours every night.
    const iso = api.app.clock.today();
    await client.request('POST', '/api/app-settings', { key: KEY, value: iso });
    expect((await client.request('GET', `/api/app-settings?key=${KEY}`)).json()).toEqual({
      key: KEY,
      value: iso,
    });

    const audit = await client.audit('app_setting', KEY);
    expect(
      audit.map((row) => [
        row.action,
        (row.before as { value?: string } | null)?.value ?? null,
        (row.after as { value: string }).value,
      ]),
    ).toEqual([
      ['create', null, '2025-09-30'],
      ['update', '2025-09-30', iso],
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a date in the future',
      { key: KEY, value: '2099-01-01' },
      'The last updated date cannot be in the future',
    ],
    [
      'an instant an hour ahead',
      { key: KEY, value: new Date(Date.now() + 3_600_000).toISOString() },
      'The last updated date cannot be in the future',
    ],
    [
      'a value that is not a date',
      { key: KEY, value: 'last week' },
      'Please enter the last updated date as YYYY-MM-DD',
    ],
    [
      'another key',
      { key: 'theme', value: '2025-09-30' },
      'The setting key must look like trade_log_last_updated_Q3_2025',
    ],
  ])('refuses %s and keeps the saved value', async (_name, body, error) => {
    const before = await client.request('GET', `/api/app-settings?key=${KEY}`);
    const res = await client.request('POST', '/api/app-settings', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect((await client.request('GET', `/api/app-settings?key=${KEY}`)).json()).toEqual(before.json());
  });

  it('refuses reading a key that is not a setting', async () => {
    for (const url of ['/api/app-settings?key=theme', '/api/app-settings']) {
      const res = await client.request('GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'The setting key must look like trade_log_last_updated_Q3_2025' });
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiApp, type ApiApp } from '../../test/support/api-app';
import { databaseTargets } from '../../test/support/databases';

/*
 * Decision 022: the API answers 429 with Retry-After past a per-client rate, a client being its address
 * as the trusted proxies resolve it; audit rows record that address.
 */

const [pglite] = databaseTargets();

describe('the per-client API rate', () => {
  let api: ApiApp;
  beforeAll(async () => {
    api = await startApiApp(pglite!, { RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => api?.close());

  const from = (address: string, url = '/api/config') =>
    api.app.inject({ url, headers: { 'x-forwarded-for': address } });

  it('answers 429 with Retry-After past the rate, per address the proxy forwards', async () => {
    for (let i = 0; i < 3; i += 1) expect((await from('203.0.113.1')).statusCode).toBe(200);
    const refused = await from('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json().error).toMatch(
      /^Too many requests: at most 3 a minute from one address\. Try again in \d+ seconds\.$/,
    );
    // Another client behind the same proxy keeps its own allowance.
    expect((await from('203.0.113.2')).statusCode).toBe(200);
  });

  it('does not count health probes or the web app', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await from('203.0.113.3', '/api/health')).statusCode).toBe(200);
      expect((await from('203.0.113.3', '/api/ready')).statusCode).toBe(200);
      expect((await from('203.0.113.3', '/')).statusCode).not.toBe(429);
    }
    expect((await from('203.0.113.3')).statusCode).toBe(200);
  });

  it('records the client address in the audit row of a change', async () => {
    const admin = await api.admin();
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/investors',
      headers: { ...admin, 'x-forwarded-for': '198.51.100.7' },
      payload: { name: 'Addressed Ada', email: 'ada@fund.test' },
    });
    expect(created.statusCode).toBe(201);
    const log = await api.app.inject({
      url: '/api/audit-log?limit=1',
      headers: { ...admin, 'x-forwarded-for': '198.51.100.8' },
    });
    expect(log.json().entries[0]).toMatchObject({ entity: 'investor', clientAddress: '198.51.100.7' });
  });
});

describe('without trusted proxies', () => {
  let api: ApiApp;
  beforeAll(async () => {
    api = await startApiApp(pglite!, { RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(async () => api?.close());

  it('keys by the connection, so a forged X-Forwarded-For buys nothing', async () => {
    const forged = (n: number) =>
      api.app.inject({ url: '/api/config', headers: { 'x-forwarded-for': `192.0.2.${n}` } });
    expect((await forged(1)).statusCode).toBe(200);
    expect((await forged(2)).statusCode).toBe(200);
    expect((await forged(3)).statusCode).toBe(429);
  });

  it('is off with RATE_LIMIT_PER_MINUTE=0', async () => {
    const open = await startApiApp(pglite!, { RATE_LIMIT_PER_MINUTE: '0' });
    try {
      for (let i = 0; i < 5; i += 1)
        expect((await open.app.inject({ url: '/api/config' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

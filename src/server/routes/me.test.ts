import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { startTestIssuer } from '../../../test/support/test-issuer';
import { testConfig } from '../../../test/support/test-config';
import { buildApp } from '../app';

// Tests that build their own app get the hooks' time: building one is slow on a busy machine.
const APP_TEST_TIMEOUT_MS = 60_000;
const UNAVAILABLE = 'The sign-in service cannot be reached right now. Please try again in a minute.';

describe.each(databaseTargets())('GET /api/me on $name', (target) => {
  let api: ApiApp;

  beforeAll(async () => {
    api = await startApiApp(target);
    api.issuer.setUserinfo('ui-admin', { name: 'Uma Info', email: 'uma@fund.test', allowed: true });
    api.issuer.setUserinfo('ui-member', { name: 'Milo Info', allowed: false });
    api.issuer.setUserinfo('ui-auditor', { name: 'Ivy Info', auditor: true });
  });
  beforeEach(() => {
    api.issuer.statuses.userinfo = 200;
  });
  afterAll(async () => {
    await api?.close();
  });

  const me = async (headers: Record<string, string>) => api.app.inject({ url: '/api/me', headers });

  it.each([
    ['no token', {}],
    ['a bad token', { authorization: 'Bearer not-a-token' }],
  ])('answers 401 for %s', async (_name, headers) => {
    const res = await me(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized' });
  });

  it('reads the administrator from the access token', async () => {
    const res = await me(await api.admin());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      sub: 'admin@fund.test',
      role: 'administrator',
      name: 'Test User',
      email: 'admin@fund.test',
      investor: null,
      claims: {
        role: { claim: 'allowed', source: 'access_token', value: true },
        auditor: { claim: 'auditor', source: 'missing', value: null },
        name: 'access_token',
        email: 'access_token',
        userinfo: 'not_needed',
      },
    });
  });

  it.each([
    ['allowed: false', { allowed: false }, false],
    ['allowed: "true" as text', { allowed: 'true' }, 'true'],
  ])('gives role none for %s, and says what it found', async (_name, claims, value) => {
    const res = await me(await api.bearer({ sub: 'm', name: 'Mo', email: 'mo@fund.test', ...claims }));
    expect(res.json()).toMatchObject({
      role: 'none',
      claims: { role: { source: 'access_token', value } },
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['auditor: true', { allowed: false, auditor: true }, 'auditor', 'access_token'],
    ['both claims true', { allowed: true, auditor: true }, 'administrator', 'access_token'],
    ['auditor: "true" as text', { allowed: false, auditor: 'true' }, 'none', 'access_token'],
    ['the auditor claim in userinfo only', { sub: 'ui-auditor' }, 'auditor', 'userinfo'],
  ])(
    'with %s the role is %s, and it says where the auditor claim was found',
    async (_n, claims, role, source) => {
      const res = await me(await api.bearer({ sub: 'a', name: 'Ann', email: 'ann@fund.test', ...claims }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ role, claims: { auditor: { claim: 'auditor', source } } });
    },
  );

  it('keeps an auditor who is also a linked investor the auditor, with the investor named', async () => {
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/investors',
      headers: await api.admin(),
      payload: { name: 'Ava Audit', email: 'ava@fund.test' },
    });
    const headers = await api.bearer({
      sub: 'ava',
      email: 'ava@fund.test',
      email_verified: true,
      allowed: false,
      auditor: true,
    });
    expect((await me(headers)).json()).toMatchObject({
      role: 'auditor',
      investor: { id: created.json().id, name: 'Ava Audit' },
    });
  });

  it('reads role, name and e-mail from userinfo when the access token has none, as the guard does', async () => {
    const headers = await api.bearer({ sub: 'ui-admin' });
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      sub: 'ui-admin',
      role: 'administrator',
      name: 'Uma Info',
      email: 'uma@fund.test',
      investor: null,
      claims: {
        role: { claim: 'allowed', source: 'userinfo', value: true },
        auditor: { claim: 'auditor', source: 'missing', value: null },
        name: 'userinfo',
        email: 'userinfo',
        userinfo: 'used',
      },
    });
    expect((await api.app.inject({ url: '/api/audit-log', headers })).statusCode).toBe(200);
    const portfolio = await api.app.inject({ url: '/api/public/portfolio', headers });
    expect(portfolio.json().masked).toBe(false);
  });

  it('agrees with the guard for a member known only through userinfo', async () => {
    const headers = await api.bearer({ sub: 'ui-member' });
    expect((await me(headers)).json()).toMatchObject({ role: 'none', name: 'Milo Info', email: null });
    expect((await api.app.inject({ url: '/api/audit-log', headers })).statusCode).toBe(403);
  });

  it('answers 503 while userinfo is unreachable and the token lacks the claim; public figures stay masked', async () => {
    api.issuer.statuses.userinfo = 503;
    const headers = await api.bearer({ sub: 'ui-admin' });
    for (const url of ['/api/me', '/api/audit-log', '/api/app-settings?key=trade_log_last_updated_Q3_2025']) {
      const res = await api.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ error: UNAVAILABLE });
    }
    const portfolio = await api.app.inject({ url: '/api/public/portfolio', headers });
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.json().masked).toBe(true);
    // A token that carries the claim needs no userinfo, so it still works.
    expect((await me(await api.admin())).statusCode).toBe(200);
  });
});

describe.each(databaseTargets())('an unreachable identity provider on $name', (target) => {
  async function expectOutage(api: ApiApp, headers: Record<string, string>) {
    for (const url of ['/api/me', '/api/audit-log']) {
      const res = await api.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ error: UNAVAILABLE });
      expect(res.headers['retry-after']).toBe('10');
    }
    expect((await api.app.inject('/api/audit-log')).statusCode).toBe(401);
    const portfolio = await api.app.inject({ url: '/api/public/portfolio', headers });
    expect(portfolio.statusCode).toBe(200);
    expect(portfolio.json().masked).toBe(true);
  }

  it(
    'answers 503 to every token when discovery cannot be read, and the public figures masked',
    async () => {
      const issuer = await startTestIssuer();
      const headers = { authorization: `Bearer ${await issuer.sign({ sub: 'a', allowed: true })}` };
      await issuer.close();
      const created = await target.create();
      const app = await buildApp(testConfig(issuer.issuer), { database: created.database });
      try {
        await expectOutage({ app } as ApiApp, headers);
      } finally {
        await app.close();
        await created.dispose();
      }
    },
    APP_TEST_TIMEOUT_MS,
  );

  it(
    'answers 503 when the key set cannot be read',
    async () => {
      const api = await startApiApp(target);
      try {
        api.issuer.statuses.jwks = 503;
        await expectOutage(api, await api.admin());
      } finally {
        await api.close();
      }
    },
    APP_TEST_TIMEOUT_MS,
  );

  it(
    'keeps accepting tokens whose keys it already holds',
    async () => {
      const api = await startApiApp(target);
      try {
        expect((await api.app.inject({ url: '/api/me', headers: await api.admin() })).statusCode).toBe(200);
        await api.issuer.close();
        const later = await api.admin();
        expect((await api.app.inject({ url: '/api/me', headers: later })).json()).toMatchObject({
          role: 'administrator',
        });
        expect((await api.app.inject({ url: '/api/audit-log', headers: later })).statusCode).toBe(200);
      } finally {
        await api.close();
      }
    },
    APP_TEST_TIMEOUT_MS,
  );
});

describe.each(databaseTargets())('the content security policy on $name', (target) => {
  it(
    'allows the provider’s endpoints on another origin once discovery is read',
    async () => {
      const api = await startApiApp(target, {}, { endpointsOnOtherOrigin: true });
      try {
        const { issuer, endpointsOrigin } = api.issuer;
        expect(endpointsOrigin).not.toBe(issuer);
        // Discovery is read at start for an external provider; a token check waits for it.
        await api.app.inject({ url: '/api/me', headers: await api.admin() });
        const csp = String((await api.app.inject('/')).headers['content-security-policy']);
        const directive = (name: string) =>
          csp
            .split(';')
            .map((part) => part.trim())
            .find((part) => part.startsWith(`${name} `));
        expect(directive('connect-src')).toBe(`connect-src 'self' ${issuer} ${endpointsOrigin}`);
        expect(directive('form-action')).toBe(`form-action 'self' ${issuer} ${endpointsOrigin}`);
        expect(directive('script-src')).toBe("script-src 'self'");
      } finally {
        await api.close();
      }
    },
    APP_TEST_TIMEOUT_MS,
  );
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAuthTestApp } from '../../../test/support/auth-test-app';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('authPlugin with a provider that sends claims in userinfo only', () => {
  let issuer: TestIssuer;
  let app: FastifyInstance;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    app = await buildAuthTestApp(issuer.issuer);
    issuer.setUserinfo('ada', { name: 'Ada Admin', email: 'ada@fund.test', allowed: true });
    issuer.setUserinfo('mo', { name: 'Mo Member', allowed: false });
    issuer.setUserinfo('string', { allowed: 'true' });
    issuer.setUserinfo('impostor', { sub: 'someone-else', allowed: true });
    issuer.setUserinfo('audi', { name: 'Casey Reed', allowed: false, auditor: true });
  });
  beforeEach(() => {
    issuer.statuses.userinfo = 200;
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });

  const cases: [string, string, number][] = [
    ['allowed: true in userinfo', 'ada', 200],
    ['allowed: false in userinfo', 'mo', 403],
    ['allowed: "true" (a string) in userinfo', 'string', 403],
    ['no allowed claim anywhere', 'nobody', 403],
    ['a userinfo answer about another subject', 'impostor', 403],
  ];

  it.each(cases)('with %s the admin guard answers %i', async (_name, sub, status) => {
    const res = await app.inject({ url: '/admin/ping', headers: bearer(await issuer.sign({ sub })) });
    expect(res.statusCode).toBe(status);
  });

  it('reads the role, name and e-mail from userinfo and says so', async () => {
    const res = await app.inject({ url: '/admin/ping', headers: bearer(await issuer.sign({ sub: 'ada' })) });
    expect(res.json().user).toEqual({
      sub: 'ada',
      name: 'Ada Admin',
      email: 'ada@fund.test',
      allowed: true,
      auditor: false,
      claims: {
        role: { claim: 'allowed', source: 'userinfo', value: true },
        auditor: { claim: 'auditor', source: 'missing', value: null },
        name: 'userinfo',
        email: 'userinfo',
        userinfo: 'used',
      },
    });
  });

  it('never lets userinfo override what the access token says', async () => {
    const res = await app.inject({
      url: '/admin/ping',
      headers: bearer(await issuer.sign({ sub: 'ada', allowed: false, name: 'Token Name' })),
    });
    expect(res.statusCode).toBe(403);
    const profile = await app.inject({
      url: '/profile',
      headers: bearer(await issuer.sign({ sub: 'ada', allowed: false, name: 'Token Name' })),
    });
    expect(profile.json()).toMatchObject({ name: 'Token Name', email: 'ada@fund.test', allowed: false });
  });

  it('asks userinfo once per token, and not at all when the token carries the claim', async () => {
    const before = issuer.hits.userinfo;
    const headers = bearer(await issuer.sign({ sub: 'ada' }));
    for (let i = 0; i < 3; i += 1) await app.inject({ url: '/admin/ping', headers });
    expect(issuer.hits.userinfo - before).toBe(1);
    await app.inject({
      url: '/admin/ping',
      headers: bearer(await issuer.sign({ sub: 'ada', allowed: true, name: 'A', email: 'a@b.c' })),
    });
    expect(issuer.hits.userinfo - before).toBe(1);
  });

  it('counts a userinfo refusal (401) as no claim: 403, not an outage', async () => {
    issuer.statuses.userinfo = 401;
    const res = await app.inject({ url: '/admin/ping', headers: bearer(await issuer.sign({ sub: 'ada' })) });
    expect(res.statusCode).toBe(403);
  });

  it('answers 503 while userinfo cannot be reached, and masks public routes', async () => {
    issuer.statuses.userinfo = 503;
    const headers = bearer(await issuer.sign({ sub: 'ada' }));
    const res = await app.inject({ url: '/admin/ping', headers });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      error: 'The sign-in service cannot be reached right now. Please try again in a minute.',
    });
    expect(res.headers['retry-after']).toBe('1');
    expect((await app.inject({ url: '/public/me', headers })).json()).toEqual({
      user: null,
      tokenStatus: 'unavailable',
    });

    issuer.statuses.userinfo = 200;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await app.inject({ url: '/admin/ping', headers })).statusCode).toBe(200);
  });

  it('reads the auditor claim from userinfo when the token lacks it, even beside allowed: false', async () => {
    for (const claims of [{ sub: 'audi' }, { sub: 'audi', allowed: false }]) {
      const headers = bearer(await issuer.sign(claims));
      const read = await app.inject({ url: '/reader/ping', headers });
      expect(read.statusCode).toBe(200);
      expect(read.json().user.claims.auditor).toEqual({ claim: 'auditor', source: 'userinfo', value: true });
      expect((await app.inject({ url: '/admin/ping', headers })).statusCode).toBe(403);
    }
    // The token's own `auditor: false` is never overridden.
    const said = bearer(await issuer.sign({ sub: 'audi', allowed: false, auditor: false }));
    expect((await app.inject({ url: '/reader/ping', headers: said })).statusCode).toBe(403);
  });

  it('asks userinfo for a token with allowed: false and no auditor claim: an outage is a 503 for it', async () => {
    issuer.statuses.userinfo = 503;
    const lacking = bearer(await issuer.sign({ sub: 'mo', allowed: false }));
    expect((await app.inject({ url: '/reader/ping', headers: lacking })).statusCode).toBe(503);
    const decided = bearer(await issuer.sign({ sub: 'mo', allowed: false, auditor: false }));
    expect((await app.inject({ url: '/reader/ping', headers: decided })).statusCode).toBe(403);
    // The outage is remembered for 50 ms here; the next test starts after it.
    issuer.statuses.userinfo = 200;
    await new Promise((resolve) => setTimeout(resolve, 60));
  });

  it('fills a missing name from userinfo for the profile, and leaves it out when userinfo is down', async () => {
    const token = await issuer.sign({ sub: 'mo', allowed: false, auditor: false });
    const res = await app.inject({ url: '/profile', headers: bearer(token) });
    expect(res.json()).toMatchObject({
      name: 'Mo Member',
      claims: { role: { source: 'access_token' }, name: 'userinfo', email: 'missing', userinfo: 'used' },
    });
    issuer.statuses.userinfo = 503;
    const down = await app.inject({
      url: '/profile',
      headers: bearer(await issuer.sign({ sub: 'mo', allowed: false, auditor: false })),
    });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ claims: { name: 'missing', userinfo: 'unreachable' } });
    expect(down.json().name).toBeUndefined();
  });
});

describe('authPlugin while the provider cannot be reached', () => {
  it('answers 503 (not 401) to a good token, and 401 still to a missing one', async () => {
    const issuer = await startTestIssuer();
    const app = await buildAuthTestApp(issuer.issuer);
    try {
      issuer.statuses.discovery = 503;
      const res = await app.inject({
        url: '/admin/ping',
        headers: bearer(await issuer.sign({ sub: 'a', allowed: true })),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatch(/sign-in service cannot be reached/);
      expect((await app.inject('/admin/ping')).statusCode).toBe(401);
    } finally {
      await app.close();
      await issuer.close();
    }
  });
});

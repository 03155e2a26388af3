import Fastify, { type FastifyInstance } from 'fastify';
import { buildAuthTestApp } from '../../../test/support/auth-test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { authPlugin } from './plugin';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What the server reports when every claim came from the access token. */
const fromToken = (value: unknown, claim = 'allowed') => ({
  role: { claim, source: 'access_token', value },
  name: 'access_token',
  email: 'access_token',
  userinfo: 'not_needed',
});

describe('authPlugin', () => {
  let issuer: TestIssuer;
  let app: FastifyInstance;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    app = await buildAuthTestApp(issuer.issuer);
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });

  const admin = { sub: 'user-1', name: 'Ada Admin', email: 'ada@fund.test', allowed: true };

  type TokenCase = [string, () => Promise<Record<string, string>>];
  const unauthorized: TokenCase[] = [
    ['no token', async () => ({})],
    ['an empty bearer token', async () => ({ authorization: 'Bearer ' })],
    ['a malformed token', async () => bearer('not.a.jwt')],
    [
      'a token signed by an untrusted key',
      async () => bearer(await issuer.sign(admin, { key: 'untrusted' })),
    ],
    ['an expired token', async () => bearer(await issuer.sign(admin, { expiresIn: -120 }))],
    [
      'a token from another issuer',
      async () => bearer(await issuer.sign(admin, { issuer: 'https://evil.example' })),
    ],
    ['a token for another audience', async () => bearer(await issuer.sign(admin, { audience: 'other-api' }))],
    ['a token without a subject', async () => bearer(await issuer.sign({ allowed: true }))],
  ];

  it.each(unauthorized)('answers 401 for %s', async (_name, headers) => {
    const res = await app.inject({ url: '/admin/ping', headers: await headers() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized' });
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
  });

  const forbidden: [string, Record<string, unknown>][] = [
    ['allowed: false', { sub: 'user-2', allowed: false }],
    ['no allowed claim', { sub: 'user-2' }],
    ['allowed: "true" (a string)', { sub: 'user-2', allowed: 'true' }],
    ['allowed: 1', { sub: 'user-2', allowed: 1 }],
  ];

  it.each(forbidden)('answers 403 for a valid token with %s', async (_name, claims) => {
    const res = await app.inject({ url: '/admin/ping', headers: bearer(await issuer.sign(claims)) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden' });
  });

  it('lets an allowed user through with their identity', async () => {
    const res = await app.inject({ url: '/admin/ping', headers: bearer(await issuer.sign(admin)) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      user: {
        sub: 'user-1',
        name: 'Ada Admin',
        email: 'ada@fund.test',
        allowed: true,
        claims: fromToken(true),
      },
    });
  });

  it('guards before the body is read, and passes it on when allowed', async () => {
    const refused = await app.inject({ method: 'POST', url: '/admin/echo', payload: { a: 1 } });
    expect(refused.statusCode).toBe(401);
    const res = await app.inject({
      method: 'POST',
      url: '/admin/echo',
      headers: bearer(await issuer.sign(admin)),
      payload: { a: 1 },
    });
    expect(res.json()).toEqual({ body: { a: 1 } });
  });

  it('works as a route preHandler too', async () => {
    expect((await app.inject('/guarded-by-route-option')).statusCode).toBe(401);
    const res = await app.inject({
      url: '/guarded-by-route-option',
      headers: bearer(await issuer.sign(admin)),
    });
    expect(res.statusCode).toBe(200);
  });

  const publicCases: [string, () => Promise<Record<string, string>>, unknown, string][] = [
    ['no token', async () => ({}), null, 'absent'],
    ['a Basic header', async () => ({ authorization: 'Basic dXNlcjpwYXNz' }), null, 'absent'],
    ['a bad token', async () => bearer('garbage'), null, 'invalid'],
    ['an expired token', async () => bearer(await issuer.sign(admin, { expiresIn: -120 })), null, 'invalid'],
    [
      'a member token',
      async () =>
        bearer(await issuer.sign({ sub: 'm', name: 'Mo Member', email: 'mo@fund.test', allowed: false })),
      { sub: 'm', name: 'Mo Member', email: 'mo@fund.test', allowed: false, claims: fromToken(false) },
      'valid',
    ],
    [
      'an admin token',
      async () => bearer(await issuer.sign(admin)),
      { ...admin, claims: fromToken(true) },
      'valid',
    ],
  ];

  it.each(publicCases)('a public route sees %s', async (_name, headers, user, tokenStatus) => {
    const res = await app.inject({ url: '/public/me', headers: await headers() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user, tokenStatus });
  });
});

describe('authPlugin with a namespaced allowed claim', () => {
  const claim = 'https://fund.example/allowed';
  let issuer: TestIssuer;
  let app: FastifyInstance;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    app = await buildAuthTestApp(issuer.issuer, claim);
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });

  const cases: [string, Record<string, unknown>, number][] = [
    ['the namespaced claim true', { sub: 'a', [claim]: true }, 200],
    ['only a plain allowed claim', { sub: 'a', allowed: true }, 403],
    ['the namespaced claim false', { sub: 'a', [claim]: false }, 403],
  ];

  it.each(cases)('with %s answers %i', async (_name, claims, status) => {
    const res = await app.inject({ url: '/admin/ping', headers: bearer(await issuer.sign(claims)) });
    expect(res.statusCode).toBe(status);
  });
});

describe('authPlugin settings', () => {
  it.each(['http://idp.example.com', 'http://10.0.0.5:8080', 'not a url'])(
    'refuses the issuer %s',
    async (issuer) => {
      const app = Fastify({ logger: false });
      await expect(
        app.register(authPlugin, { issuer, audience: 'fund-api', allowedClaim: 'allowed' }),
      ).rejects.toThrow(/issuer/);
      await app.close();
    },
  );
});

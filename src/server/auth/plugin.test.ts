import Fastify, { type FastifyInstance } from 'fastify';
import { buildAuthTestApp } from '../../../test/support/auth-test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { authPlugin } from './plugin';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What the server reports when every claim came from the access token (the auditor claim as given). */
const fromToken = (value: unknown, auditor: unknown = undefined) => ({
  role: { claim: 'allowed', source: 'access_token', value },
  auditor: {
    claim: 'auditor',
    source: auditor === undefined ? 'missing' : 'access_token',
    value: auditor === undefined ? null : auditor,
  },
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
        auditor: false,
        claims: fromToken(true),
      },
    });
  });

  const auditor = {
    sub: 'user-3',
    name: 'Casey Reed',
    email: 'casey@fund.test',
    allowed: false,
    auditor: true,
  };
  const readerCases: [string, () => Promise<Record<string, string>>, number, number][] = [
    ['no token', async () => ({}), 401, 401],
    [
      'a member (both claims false)',
      async () => bearer(await issuer.sign({ ...auditor, auditor: false })),
      403,
      403,
    ],
    [
      'auditor: "true" as text',
      async () => bearer(await issuer.sign({ ...auditor, auditor: 'true' })),
      403,
      403,
    ],
    ['the auditor', async () => bearer(await issuer.sign(auditor)), 200, 403],
    ['the administrator', async () => bearer(await issuer.sign(admin)), 200, 200],
    [
      'both claims (the administrator)',
      async () => bearer(await issuer.sign({ ...admin, auditor: true })),
      200,
      200,
    ],
  ];

  it.each(readerCases)('with %s a read answers %i and a write %i', async (_name, headers, read, write) => {
    const sent = await headers();
    expect((await app.inject({ url: '/reader/ping', headers: sent })).statusCode).toBe(read);
    const written = await app.inject({
      method: 'POST',
      url: '/admin/echo',
      headers: sent,
      payload: { a: 1 },
    });
    expect(written.statusCode).toBe(write);
  });

  it('lets the auditor read with their identity, and says where the auditor claim came from', async () => {
    const res = await app.inject({ url: '/reader/ping', headers: bearer(await issuer.sign(auditor)) });
    expect(res.json().user).toEqual({ ...auditor, claims: fromToken(false, true) });
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
        bearer(
          await issuer.sign({
            sub: 'm',
            name: 'Mo Member',
            email: 'mo@fund.test',
            allowed: false,
            auditor: false,
          }),
        ),
      {
        sub: 'm',
        name: 'Mo Member',
        email: 'mo@fund.test',
        allowed: false,
        auditor: false,
        claims: fromToken(false, false),
      },
      'valid',
    ],
    [
      'an admin token',
      async () => bearer(await issuer.sign(admin)),
      { ...admin, auditor: false, claims: fromToken(true) },
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

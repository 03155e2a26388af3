import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../test/support/databases';
import { testConfig } from '../../test/support/test-config';
import { buildApp } from './app';

/*
 * docs/decisions/017: X-Forwarded-* is believed only from the proxies TRUST_PROXY names, and the
 * addresses the app and its local identity provider print come from PUBLIC_URL whoever is believed.
 */

const PUBLIC_URL = 'https://fund.example';
const ISSUER = `${PUBLIC_URL}/idp`;
const OWN_ACCOUNTS = JSON.stringify([
  { email: 'admin@fund.local', password: 'correct horse battery staple', name: 'Alex Morgan', allowed: true },
]);
// inject() connects from 127.0.0.1.
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  'x-forwarded-for': '203.0.113.7',
};

/** Every address in a JSON document or header text, as written. */
const addressesIn = (text: string) => text.match(/https?:\/\/[^"\s,;]+/g) ?? [];

function authorizationUrl(): string {
  const verifier = 'a'.repeat(43);
  const params = new URLSearchParams({
    client_id: 'fund-web',
    response_type: 'code',
    scope: 'openid',
    redirect_uri: `${PUBLIC_URL}/auth/callback`,
    state: 'state-1',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  return `/idp/auth?${params}`;
}

interface Started {
  app: FastifyInstance;
  lines: Record<string, unknown>[];
  dispose(): Promise<void>;
}

describe.each(databaseTargets())('forwarded headers on $name', (target) => {
  async function start(env: Record<string, string>): Promise<Started> {
    const created = await target.create();
    const lines: Record<string, unknown>[] = [];
    const app = await buildApp(
      // The local provider (no OIDC_ISSUER) under the fund's public address, which counts as exposed: its
      // accounts need passwords of their own (decision 022).
      testConfig('', { OIDC_ISSUER: '', PUBLIC_URL, DEV_USERS: OWN_ACCOUNTS, LOG_LEVEL: 'info', ...env }),
      {
        database: created.database,
        logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    );
    return {
      app,
      lines,
      async dispose() {
        await app.close();
        await created.dispose();
      },
    };
  }

  /** The request line the app logged for a refused request, with what it believed of the client. */
  async function loggedRequest(started: Started, headers: Record<string, string>) {
    const res = await started.app.inject({ url: '/api/no-such-route', headers });
    expect(res.statusCode).toBe(404);
    const line = started.lines.findLast((entry) => entry.msg === 'request completed');
    return line?.req as { host: string; remoteAddress: string };
  }

  // [setting, env, the client address the logs show for a request forwarded for 203.0.113.7]
  describe.each([
    ['without TRUST_PROXY', {}, '127.0.0.1'],
    ['with TRUST_PROXY naming another proxy', { TRUST_PROXY: '10.0.0.0/8' }, '127.0.0.1'],
    ['with TRUST_PROXY naming the sender', { TRUST_PROXY: '127.0.0.1' }, '203.0.113.7'],
    ['with TRUST_PROXY as one hop', { TRUST_PROXY: '1' }, '203.0.113.7'],
  ])('%s', (_name, env, clientAddress) => {
    let started: Started;
    beforeAll(async () => {
      started = await start(env);
    });
    afterAll(async () => started?.dispose());

    it("the local provider's discovery document names only PUBLIC_URL's host", async () => {
      const res = await started.app.inject({ url: '/idp/.well-known/openid-configuration', headers: FORGED });
      expect(res.statusCode).toBe(200);
      const document = res.json() as Record<string, unknown>;
      expect(document.issuer).toBe(ISSUER);
      expect(document.authorization_endpoint).toBe(`${ISSUER}/auth`);
      expect(document.token_endpoint).toBe(`${ISSUER}/token`);
      expect(document.jwks_uri).toBe(`${ISSUER}/jwks`);
      const addresses = addressesIn(res.body);
      expect(addresses.length).toBeGreaterThan(5);
      for (const address of addresses)
        expect(address.startsWith(`${ISSUER}/`) || address === ISSUER).toBe(true);
    });

    it("the provider's redirects and cookies follow PUBLIC_URL", async () => {
      const res = await started.app.inject({ url: authorizationUrl(), headers: FORGED });
      expect(res.statusCode).toBe(303);
      const location = new URL(String(res.headers.location), ISSUER);
      expect(location.origin).toBe(PUBLIC_URL);
      expect(location.pathname).toMatch(/^\/idp\/interaction\//);
      const cookies = [res.headers['set-cookie'] ?? []].flat();
      expect(cookies.length).toBeGreaterThan(0);
      // https in PUBLIC_URL: secure cookies, even though the request said http.
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
      expect(res.body).not.toContain('evil.example');
    });

    it(`logs the client's address as ${clientAddress}, and the host only a believed proxy names`, async () => {
      const logged = await loggedRequest(started, FORGED);
      expect(logged.remoteAddress).toBe(clientAddress);
      // Without a believed proxy the host is the request's own Host header, never X-Forwarded-Host.
      const own = await loggedRequest(started, { host: 'fund.example', 'x-forwarded-host': 'evil.example' });
      expect(own.host).toBe(clientAddress === '127.0.0.1' ? 'fund.example' : 'evil.example');
    });

    it("the app's own answers name PUBLIC_URL", async () => {
      const res = await started.app.inject({ url: '/api/config', headers: FORGED });
      expect(res.json()).toMatchObject({ oidc: { authority: ISSUER } });
      expect(res.headers['strict-transport-security']).toBeDefined();
      expect(String(res.headers['content-security-policy'])).not.toContain('evil.example');
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { startTestIssuer, type TestIssuer } from '../../test/support/test-issuer';
import { tempDir, testConfig } from '../../test/support/test-config';

describe('the app shell', () => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let clientDir: string;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    clientDir = tempDir('fund-spa-');
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<!doctype html><title>Fund</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app")');
    app = await buildApp(
      testConfig(issuer.issuer, { CLIENT_DIR: clientDir, DATA_DIR: 'memory://', FUND_NAME: 'Test Fund' }),
    );
  });
  afterAll(async () => {
    await app?.close();
    await issuer?.close();
  });

  it('reports healthy once migrated', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('gives the browser its sign-in settings and nothing else', async () => {
    const res = await app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      fundName: 'Test Fund',
      maxUploadMb: 25,
      // The fund's clock: New York unless FUND_TIME_ZONE says otherwise (fund-time-zone.test.ts).
      timeZone: 'America/New_York',
      today: app.clock.today(),
      oidc: {
        authority: issuer.issuer,
        clientId: 'fund-web',
        audience: 'fund-api',
        scope: 'openid profile email offline_access',
        allowedClaim: 'allowed',
      },
    });
    expect(res.body).not.toMatch(/sample|\.csv/);
  });

  it('describes its routes in OpenAPI 3 from their schemas', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/config', '/api/audit-log']),
    );
    expect(doc.paths['/api/audit-log'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'limit', in: 'query' })]),
    );
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api'],
    ['DELETE', '/about'],
  ] as const)('answers %s %s with 404 JSON', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it.each(['/', '/about/holdings', '/reports/trades', '/no/such/page?x=1'])(
    'serves the single-page app for %s',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable files', async () => {
    const res = await app.inject('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("app")');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends a strict content security policy without inline script', async () => {
    const res = await app.inject('/about/holdings');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers bad input with 400 and a readable message', async () => {
    const token = await issuer.sign({ sub: 'admin', allowed: true });
    const res = await app.inject({
      url: '/api/audit-log?limit=lots',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/limit/);
  });
});

describe('readiness while the database is down', () => {
  it('answers 503 from /api/ready while /api/health stays alive', async () => {
    const issuer = await startTestIssuer();
    const app = await buildApp(testConfig(issuer.issuer, { DATA_DIR: 'memory://' }));
    await app.database.close();
    const res = await app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ error: 'The database does not answer.' });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    await app.close().catch(() => undefined);
    await issuer.close();
  });
});

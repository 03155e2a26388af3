import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Database } from './db/client';
import { STARTING, STOPPING } from './lifecycle';
import { databaseTargets } from '../../test/support/databases';
import { startTestIssuer, type TestIssuer } from '../../test/support/test-issuer';
import { testConfig } from '../../test/support/test-config';

/*
 * Readiness (decision 016): /api/ready answers 503 until migrations are done and the database
 * answers, and again once a shutdown begins; /api/health answers as long as the process does.
 */

describe.each(databaseTargets())('readiness on $name', (target) => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  let admin: Record<string, string>;
  let letMigrate: () => void;

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const created = await target.create();
    dispose = created.dispose;
    // The real database; its migrations wait until the test lets them run.
    const held = new Promise<void>((resolve) => (letMigrate = resolve));
    const database: Database = {
      ...created.database,
      migrate: async () => {
        await held;
        await created.database.migrate();
      },
    };
    app = await buildApp(testConfig(issuer.issuer), { database, waitUntilReady: false });
    admin = {
      authorization: `Bearer ${await issuer.sign({ sub: 'admin', email: 'a@fund.test', allowed: true })}`,
    };
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
    await issuer?.close();
  });

  it('is live but not ready while migrating, and the API asks callers to come back', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: STARTING });
    const api = await app.inject({ method: 'GET', url: '/api/investors', headers: admin });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('1');
    expect(api.json()).toEqual({ error: STARTING });
  });

  it('is ready once migrated, and serves', async () => {
    letMigrate();
    await app.started;
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect((await app.inject({ method: 'GET', url: '/api/investors', headers: admin })).statusCode).toBe(200);
  });

  it('is not ready from the moment a shutdown begins', async () => {
    app.lifecycle.stopping();
    const ready = await app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: STOPPING });
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Database } from './db/client';
import { STARTING, STOPPING } from './lifecycle';
import { DEFAULT_FETCH_TIMEOUT_MS } from './auth/discovery';
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
    // The provider answers only once migrations begin, so no read of it can finish while starting.
    let answerProvider = () => {};
    issuer.holds.discovery = new Promise<void>((resolve) => (answerProvider = resolve));
    // The real database; its migrations wait until the test lets them run. Then they keep the process
    // busy for longer than a read from the identity provider may take, as an embedded database's
    // migrations did under load (its work gave the event loop no turn to read the provider's answer,
    // and the read's timeout fired the moment they were done).
    const held = new Promise<void>((resolve) => (letMigrate = resolve));
    const database: Database = {
      ...created.database,
      migrate: async () => {
        await held;
        answerProvider();
        const busyUntil = Date.now() + DEFAULT_FETCH_TIMEOUT_MS + 500;
        while (Date.now() < busyUntil) {
          // Busy, as the migrations of a loaded machine were.
        }
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

  // The identity provider is first read once migrated: a read that overlapped the migrations failed by
  // its timeout and was remembered as an outage, so the API answered 503 for a while after readiness.
  it('is ready once migrated, and serves at once', async () => {
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

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { writeAudit } from '../books';
import { databaseTargets } from '../../../test/support/databases';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { testConfig } from '../../../test/support/test-config';

describe.each(databaseTargets())('GET /api/audit-log on $name', (target) => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  const bearer = async (claims: Record<string, unknown>) => ({
    authorization: `Bearer ${await issuer.sign({ sub: 'user-1', ...claims })}`,
  });

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const created = await target.create();
    dispose = created.dispose;
    app = await buildApp(testConfig(issuer.issuer), { database: created.database });
    for (const name of ['first', 'second', 'third']) {
      await writeAudit(app.database.db, {
        actor: 'admin@fund.local',
        action: 'create',
        entity: 'investor',
        after: { name },
      });
    }
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
    await issuer?.close();
  });

  it('refuses a visitor without a token', async () => {
    const res = await app.inject('/api/audit-log');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Unauthorized' });
  });

  it.each([
    ['allowed false', { allowed: false }],
    ['no allowed claim', {}],
    ['allowed as the string "true"', { allowed: 'true' }],
  ])('refuses a signed-in user with %s', async (_label, claims) => {
    const res = await app.inject({ url: '/api/audit-log', headers: await bearer(claims) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Forbidden' });
  });

  it('lists the newest changes first for the administrator', async () => {
    const res = await app.inject({ url: '/api/audit-log?limit=2', headers: await bearer({ allowed: true }) });
    expect(res.statusCode).toBe(200);
    const { entries } = res.json();
    expect(entries.map((e: { after: { name: string } }) => e.after.name)).toEqual(['third', 'second']);
    expect(entries[0]).toMatchObject({ actor: 'admin@fund.local', action: 'create', entity: 'investor' });
  });
});

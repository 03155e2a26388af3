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
    await writeAudit(app.database.db, {
      actor: 'other@fund.local',
      action: 'undo',
      entity: 'import',
      entityId: '9',
      before: { rows: 3 },
      after: null,
    });
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
    const res = await app.inject({
      url: '/api/audit-log?limit=2&entity=investor',
      headers: await bearer({ allowed: true }),
    });
    expect(res.statusCode).toBe(200);
    const { entries } = res.json();
    expect(entries.map((e: { after: { name: string } }) => e.after.name)).toEqual(['third', 'second']);
    expect(entries[0]).toMatchObject({ actor: 'admin@fund.local', action: 'create', entity: 'investor' });
  });

  const list = async (query: string, claims: Record<string, unknown> = { allowed: true }) =>
    app.inject({ url: `/api/audit-log${query}`, headers: await bearer(claims) });

  it('filters by actor, kind of record and action, pages, and names every choice', async () => {
    const mine = (await list('?actor=other%40fund.local')).json();
    expect(mine.entries).toHaveLength(1);
    expect(mine.entries[0]).toMatchObject({
      action: 'undo',
      entity: 'import',
      entityId: '9',
      before: { rows: 3 },
    });
    expect(mine.choices).toEqual({
      actors: ['admin@fund.local', 'other@fund.local'],
      entities: ['import', 'investor'],
      actions: ['create', 'undo'],
    });
    expect((await list('?action=create')).json().entries).toHaveLength(3);
    expect((await list('?entity=import&action=create')).json().entries).toEqual([]);
    const first = (await list('?action=create&limit=2')).json();
    expect(first.more).toBe(true);
    const next = (await list(`?action=create&limit=2&before=${first.entries[1].id}`)).json();
    expect(next.entries.map((e: { after: { name: string } }) => e.after.name)).toEqual(['first']);
    expect(next.more).toBe(false);
  });

  it("filters by day on the fund's calendar", async () => {
    const today = app.clock.today();
    expect((await list(`?from=${today}&to=${today}`)).json().entries).toHaveLength(4);
    expect((await list('?to=2001-01-01')).json().entries).toEqual([]);
    expect((await list('?from=2100-01-01')).json().entries).toEqual([]);
  });

  it('answers the auditor too', async () => {
    const res = await list('?limit=1', { sub: 'auditor', allowed: false, auditor: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().entries).toHaveLength(1);
  });

  it.each([
    ['a day that does not exist', '?from=2026-02-30', "From must be a date written 'YYYY-MM-DD'"],
    ['From after To', '?from=2026-12-01&to=2026-11-01', 'From must be on or before To'],
    ['a kind with spaces', '?entity=fee%20run', 'A kind of record or action'],
    ['a control character in the actor', '?actor=a%07b', 'Actor'],
    ['a page too long', '?limit=5000', 'limit'],
    ['a cursor that is not a number', '?before=abc', 'Before must be an entry number from 1'],
  ])('refuses %s with 400 and a clear message', async (_label, query, text) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(text);
  });
});

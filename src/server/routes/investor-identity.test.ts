import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alreadyLinked, NOT_LINKED } from '../../domain/portal/messages';
import { buildApp } from '../app';
import { queryRows, type Db } from '../db/client';
import { databaseTargets } from '../../../test/support/databases';
import { investorWith } from '../../../test/support/portal-kit';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { testConfig } from '../../../test/support/test-config';
import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string>;
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);
// Everything under /api/ but these is the Reports area's (docs/requirements.md#auth-guard); the
// import template holds only its header row (docs/requirements.md#imp-api).
// notices/unsubscribe: a message's one-click link, whose token is its authority (decision 027).
const NOT_ADMIN =
  /^\/api\/(health|ready|config|me|public|openapi|docs|imports\/template\.csv|notices\/unsubscribe)(\/|\.|$)/;
// Reads the auditor may make although they are not GETs: their settings are a body, they write
// nothing (decision 018). Every other route but a GET is a write, refused to the auditor.
const READS_WITH_A_BODY = new Set([
  'POST /api/reports/statements',
  'POST /api/reports/statements/pdf',
  'POST /api/fee-runs/preview',
]);
// Reads that stay the administrator's (docs/requirements.md#ops-backup): a backup holds every record
// of the books, documents included, and each download is audited as the administrator's act.
const ADMINISTRATOR_READS = new Set(['GET /api/backup', 'GET /api/backups', 'GET /api/backups/:name']);
const isRead = (method: string, path: string) =>
  (method === 'GET' && !ADMINISTRATOR_READS.has(`${method} ${path}`)) ||
  READS_WITH_A_BODY.has(`${method} ${path}`);

/** Every row of every table of the books, as one hash per table: equal before and after means unchanged. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const hashes: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ hash: string | null }>(
      db,
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as hash from "${name}" t`),
    );
    hashes[name] = row?.hash ?? 'empty';
  }
  return hashes;
}

/*
 * Linking a sign-in to an investor (docs/requirements.md#auth-investor): the INVESTOR_CLAIM, the
 * administrator's link of the `sub`, audited, and the verified e-mail; and an investor's token never
 * opens an admin route.
 */
describe.each(databaseTargets())('investor identity on $name', (target) => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  let admin: Headers;
  let a: number;
  let b: number;
  const routes = new Map<string, RouteOptions>();
  const bearer = async (claims: Record<string, unknown>) => ({
    authorization: `Bearer ${await issuer.sign(claims)}`,
  });
  const me = async (headers: Headers) => (await app.inject({ url: '/api/me', headers })).json();
  const audits = async () =>
    queryRows<{ action: string; entity_id: string; after: unknown }>(
      app.database.db as Db,
      sql`select action, entity_id, after from audit_log where action like '%identity' order by id`,
    );

  /** Every Reports route of the app's own table, called with `headers`: its status, and whether it reads. */
  async function* walkReports(headers: Headers) {
    for (const key of routes.keys()) {
      const [method, path] = key.split(' ') as [string, string];
      if (method === 'HEAD' || !path.startsWith('/api/') || NOT_ADMIN.test(path)) continue;
      const url = path.replace(':id', String(a));
      const res = await app.inject({ method: method as 'GET', url, headers, payload: {} });
      yield { key, read: isRead(method, path), status: res.statusCode };
    }
  }

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const database = await target.create();
    dispose = database.dispose;
    app = await buildApp(testConfig(issuer.issuer, { INVESTOR_CLAIM: 'fund_investor' }), {
      database: database.database,
      onRoute: (route) => {
        for (const method of methodsOf(route)) routes.set(`${method} ${route.url}`, route);
      },
    });
    admin = await bearer({ sub: 'admin', email: 'admin@fund.test', allowed: true });
    a = await investorWith(app, admin, { name: 'Ann Able', email: 'ann@fund.test' }, []);
    b = await investorWith(app, admin, { name: 'Ben Best', email: 'shared@fund.test' }, []);
    await investorWith(app, admin, { name: 'Bea Best', email: 'SHARED@fund.test' }, []);
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
    await issuer?.close();
  });

  it('links by the INVESTOR_CLAIM first; a claim naming no investor links nothing by it', async () => {
    expect((await me(await bearer({ sub: 'c1', fund_investor: String(b) }))).investor).toEqual({
      id: b,
      name: 'Ben Best',
    });
    expect((await me(await bearer({ sub: 'c2', fund_investor: b }))).investor?.id).toBe(b);
    expect((await me(await bearer({ sub: 'c3', fund_investor: '999999' }))).investor).toBeNull();
    const both = await bearer({
      sub: 'c4',
      fund_investor: a,
      email: 'shared@fund.test',
      email_verified: true,
    });
    expect((await me(both)).investor?.id).toBe(a);
  });

  it('an e-mail two investors share links neither', async () => {
    const headers = await bearer({ sub: 's', email: 'shared@fund.test', email_verified: true });
    expect(await me(headers)).toMatchObject({ role: 'none', investor: null });
  });

  it('the administrator links and unlinks a sub, each audited; a sub linked elsewhere is a 409', async () => {
    const sub = 'provider|ben';
    const ben = await bearer({ sub });
    expect((await me(ben)).investor).toBeNull();
    const put = (id: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/investors/${id}/identity`,
        headers: admin,
        payload: { subject: sub },
      });
    expect((await put(b)).json()).toEqual({ investorId: b, subject: sub, managed: true });
    expect((await me(ben)).investor).toEqual({ id: b, name: 'Ben Best' });
    expect((await app.inject({ url: `/api/investors/${b}/identity`, headers: admin })).json().subject).toBe(
      sub,
    );
    // Linking it again changes and logs nothing.
    expect((await put(b)).statusCode).toBe(200);
    const taken = await put(a);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: alreadyLinked('Ben Best') });
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/investors/${b}/identity`,
      headers: admin,
    });
    expect(removed.json()).toEqual({ investorId: b, subject: null, managed: true });
    expect((await me(ben)).investor).toBeNull();
    expect(await audits()).toEqual([
      {
        action: 'link_identity',
        entity_id: String(b),
        after: { identitySubject: sub, identityLinkManaged: true },
      },
      {
        action: 'unlink_identity',
        entity_id: String(b),
        after: { identitySubject: null, identityLinkManaged: true },
      },
    ]);
  });

  it('an investor the administrator has linked or unlinked is reached by its link only', async () => {
    const cai = await investorWith(app, admin, { name: 'Cai Cole', email: 'cai@fund.test' }, []);
    const byEmail = await bearer({ sub: 'cai-email', email: 'CAI@fund.test', email_verified: true });
    const byClaim = await bearer({ sub: 'cai-claim', fund_investor: String(cai) });
    const byLink = await bearer({ sub: 'cai-link' });
    const identity = async () =>
      (await app.inject({ url: `/api/investors/${cai}/identity`, headers: admin })).json();
    const link = (subject: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/investors/${cai}/identity`,
        headers: admin,
        payload: { subject },
      });
    const unlink = () =>
      app.inject({ method: 'DELETE', url: `/api/investors/${cai}/identity`, headers: admin });
    const reached = async () =>
      Promise.all(
        [byEmail, byClaim, byLink].map(async (headers) => (await me(headers)).investor?.id ?? null),
      );

    // Never linked: the e-mail and the claim reach it.
    expect(await identity()).toEqual({ investorId: cai, subject: null, managed: false });
    expect(await reached()).toEqual([cai, cai, null]);
    // Linked: its link only. The e-mail sign-in is now a stranger to the portal.
    expect((await link('cai-link')).statusCode).toBe(200);
    expect(await reached()).toEqual([null, null, cai]);
    const account = await app.inject({ url: '/api/me/account', headers: byEmail });
    expect([account.statusCode, account.json()]).toEqual([403, { error: NOT_LINKED }]);
    // Unlinked: nobody, until linked again.
    expect((await unlink()).json()).toEqual({ investorId: cai, subject: null, managed: true });
    expect(await identity()).toEqual({ investorId: cai, subject: null, managed: true });
    expect(await reached()).toEqual([null, null, null]);
    const logged = (await audits()).length;
    expect((await unlink()).statusCode).toBe(200);
    expect((await audits()).length).toBe(logged);
    // Linked again, to the sign-in that once came by e-mail: by its link now.
    expect((await link('cai-email')).statusCode).toBe(200);
    expect(await reached()).toEqual([cai, null, null]);
    // An investor never linked is still reached by the e-mail rule.
    expect(
      (await me(await bearer({ sub: 'ann-2', email: 'ann@fund.test', email_verified: true }))).investor?.id,
    ).toBe(a);
  });

  it.each([
    ['an empty subject', { subject: '' }, 'Sign-in subject is required'],
    ['no subject', {}, 'Sign-in subject is required'],
    ['a control character', { subject: 'a\u0007b' }, 'Sign-in subject contains a control character'],
    // Once a 500: the audit row's JSON could not hold it.
    ['a lone surrogate', { subject: 'a\ud800b' }, 'Sign-in subject contains a character that is not text'],
  ])('refuses %s with 400 and writes nothing', async (_name, payload, message) => {
    const before = (await audits()).length;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/investors/${a}/identity`,
      headers: admin,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect((await audits()).length).toBe(before);
  });

  it('404 for an unknown investor', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/investors/999999/identity', headers: admin });
    expect(res.statusCode).toBe(404);
  });

  it("refuses every admin route to a linked investor's token with 403", async () => {
    const investor = await bearer({ sub: 'ann', email: 'ann@fund.test', email_verified: true });
    expect((await me(investor)).role).toBe('investor');
    const checked: string[] = [];
    const failures: string[] = [];
    for await (const { key, status } of walkReports(investor)) {
      checked.push(key);
      if (status !== 403) failures.push(`${key}: ${status}`);
    }
    expect(failures).toEqual([]);
    // The walk reaches the routes it is meant to, this one among them.
    expect(checked).toEqual(
      expect.arrayContaining([
        'PUT /api/investors/:id/identity',
        'GET /api/investors',
        'GET /api/requests',
        'POST /api/requests/:id/approve',
      ]),
    );
    expect(checked.length).toBeGreaterThan(20);
  });

  it('refuses every write to the auditor (403, nothing changed) and allows every read', async () => {
    const auditor = await bearer({ sub: 'auditor', allowed: false, auditor: true });
    expect((await me(auditor)).role).toBe('auditor');
    const before = await fingerprint(app.database.db as Db);
    const refusedWrites: string[] = [];
    const allowedReads: string[] = [];
    const failures: string[] = [];
    for await (const { key, read, status } of walkReports(auditor)) {
      if (read) {
        allowedReads.push(key);
        if (status === 401 || status === 403 || status >= 500) failures.push(`read ${key}: ${status}`);
      } else {
        refusedWrites.push(key);
        if (status !== 403) failures.push(`write ${key}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await fingerprint(app.database.db as Db)).toEqual(before);
    // The walk reaches what it is meant to: reads and writes of every kind of Reports route.
    expect(allowedReads).toEqual(
      expect.arrayContaining([
        'GET /api/investors',
        'GET /api/positions',
        'GET /api/audit-log',
        'GET /api/investors/:id/documents',
        'GET /api/imports',
        'GET /api/app-settings',
        'GET /api/requests',
        'POST /api/reports/statements',
      ]),
    );
    expect(refusedWrites).toEqual(
      expect.arrayContaining([
        'POST /api/positions',
        'PUT /api/theta-holdings',
        'POST /api/investors/:id/documents',
        'DELETE /api/investors/:id/documents',
        'POST /api/imports/:id/commit',
        'POST /api/quarters',
        'PUT /api/investors/:id/identity',
        'POST /api/requests/:id/approve',
        'POST /api/requests/:id/reject',
      ]),
    );
    expect(refusedWrites.length).toBeGreaterThan(15);
  });

  it('gives the auditor real answers: the investors, an audit log, a document file', async () => {
    const auditor = await bearer({ sub: 'auditor', allowed: false, auditor: true });
    const investors = await app.inject({ url: '/api/investors', headers: auditor });
    expect(investors.statusCode).toBe(200);
    expect(investors.json().map((each: { name: string }) => each.name)).toContain('Ann Able');
    const audit = await app.inject({ url: '/api/audit-log?limit=5', headers: auditor });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().entries.length).toBeGreaterThan(0);
  });

  it('keeps the public figures masked for an investor, as for every viewer without the allowed claim', async () => {
    const investor = await bearer({ sub: 'ann', email: 'ann@fund.test', email_verified: true });
    const res = await app.inject({ url: '/api/public/portfolio', headers: investor });
    expect(res.statusCode).toBe(200);
    expect(res.json().masked).toBe(true);
  });
});

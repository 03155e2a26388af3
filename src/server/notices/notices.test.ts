import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_NOTICE_TEXT } from '../../domain/notices/kinds';
import { NOT_LINKED } from '../../domain/portal/messages';
import { buildApp } from '../app';
import { openDatabase, queryRows } from '../db/client';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { documentOf, investorWith, navValue } from '../../../test/support/portal-kit';
import { startTestSmtp, type TestSmtp } from '../../../test/support/smtp-kit';
import { testConfig } from '../../../test/support/test-config';
import { recordInvestorNotice } from './events';
import { INTERRUPTED_ANSWER } from './outbox';
import { createSender, MAIL_OFF_ANSWER } from './sender';

type Headers = Record<string, string>;

// The fund's clock, and the sender's: moved on past a backoff by `later`.
let nowMs = Date.now();
const now = () => new Date(nowMs);
const later = (minutes: number) => {
  nowMs += minutes * 60_000;
};

const ADMIN_ALERTS = 'alerts@fund.test';

/*
 * Notices (decision 027) against a real SMTP server started here (smtp-server), read with mailparser:
 * events written with their change, the outbox drained once per message, retries across an SMTP outage
 * and an app restart, preferences, the one-click unsubscribe, and the routes' refusals.
 */
describe.each(databaseTargets())('notices on $name', (target) => {
  let smtp: TestSmtp;
  let api: ApiApp;
  let admin: Headers;
  let serial = 0;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const drain = () => api.app.noticeSender.drain();
  const sentTo = (address: string) => smtp.received.filter((r) => r.rcptTo.includes(address));

  // Records in Q2: Q1 2025 is closed by a test.
  async function investor(name?: string, date = '2025-04-15') {
    serial += 1;
    const email = `investor${serial}@fund.test`;
    const id = await investorWith(api.app, admin, { name: name ?? `Investor ${serial}`, email }, [
      { date, amount: '10000', nav: '100' },
    ]);
    const headers = await api.bearer({ sub: `investor-${serial}`, email, email_verified: true });
    return { id, email, headers };
  }

  beforeAll(async () => {
    smtp = await startTestSmtp();
    api = await startApiApp(
      target,
      {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Evergreen Theta Fund <notices@fund.test>',
        ADMIN_ALERT_EMAIL: ADMIN_ALERTS,
        MAIL_POLL_SECONDS: '0',
        PUBLIC_URL: 'https://fund.test',
      },
      {},
      { now },
    );
    admin = await api.admin();
  });
  afterAll(async () => {
    await api?.close();
    await smtp?.stop();
  });

  it('401 without a token, 403 for callers with no notices or no right, 400 for bad input', async () => {
    const auditor = await api.bearer({ sub: 'auditor', allowed: false, auditor: true });
    const unlinked = await api.bearer({ sub: 'nobody', email: 'nobody@fund.test', email_verified: true });
    const routes = [
      ['GET', '/api/me/notices'],
      ['POST', '/api/me/notices/1/read'],
      ['GET', '/api/me/notice-preferences'],
      ['PUT', '/api/me/notice-preferences'],
      ['GET', '/api/outbox'],
      ['POST', '/api/outbox/1/retry'],
    ] as const;
    for (const [method, url] of routes)
      expect(
        (await call(method, url, {}, method === 'PUT' ? { kinds: {} } : undefined)).statusCode,
        url,
      ).toBe(401);
    for (const [method, url] of routes.slice(0, 4)) {
      const res = await call(method, url, unlinked, method === 'PUT' ? { kinds: 'x' } : undefined);
      expect([res.statusCode, res.json()], url).toEqual([403, { error: NOT_LINKED }]);
    }
    expect((await call('GET', '/api/outbox', unlinked)).statusCode).toBe(403);
    expect((await call('GET', '/api/outbox', auditor)).statusCode).toBe(200);
    expect((await call('POST', '/api/outbox/1/retry', auditor)).statusCode).toBe(403);

    const { headers } = await investor();
    for (const [payload, text] of [
      [{ kinds: 'all' }, 'Invalid body'],
      [{ kinds: { statement_ready: 'no' } }, 'Invalid body'],
      [{ kinds: { no_such_kind: false } }, 'Invalid body'],
      [{ kinds: {}, extra: 1 }, 'Invalid body'],
      [{ kinds: { admin_new_request: false } }, 'not a kind of notice you receive'],
      [{ kinds: { statement_ready: false } }, LEGAL_NOTICE_TEXT],
    ] as const) {
      const res = await call('PUT', '/api/me/notice-preferences', headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toContain(text);
    }
    for (const url of [
      '/api/me/notices/abc/read',
      '/api/me/notices/0/read',
      '/api/me/notices/99999999999/read',
    ])
      expect((await call('POST', url, headers)).statusCode, url).toBe(400);
    expect((await call('POST', '/api/outbox/x/retry', admin)).statusCode).toBe(400);
    expect((await call('POST', '/api/outbox/999999/retry', admin)).statusCode).toBe(404);
    expect((await call('POST', '/api/notices/unsubscribe?token=short&kind=x', {})).statusCode).toBe(400);
  });

  it('a close with three investors, one opted out of statements: three messages, each to its own; again, none', async () => {
    const people = [
      await investor('Ann Able', '2025-01-15'),
      await investor('Bo Bell', '2025-01-15'),
      await investor('Cy Cole', '2025-01-15'),
    ];
    for (const { id } of people) {
      await navValue(api.app, admin, id, 'type=quarterly', { quarter: 'Q1_2025', navValue: '100' });
      await navValue(api.app, admin, id, 'type=quarterly', { quarter: 'Q2_2025', navValue: '120' });
      await navValue(api.app, admin, id, 'type=year-start', { year: '2025', navValue: '100' });
      await navValue(api.app, admin, id, 'type=inception', { navValue: '100' });
    }
    // Cy turned statements off before they were legal notices: the choice is kept and does not count.
    await queryRows(
      api.app.database.db,
      sql`insert into notice_preferences (recipient, investor_id, kinds)
          values (${`investor:${people[2]!.id}`}, ${people[2]!.id}, '{"statement_ready": false}'::jsonb)`,
    );
    await drain();
    const before = smtp.received.length;
    const res = await call('POST', '/api/periods/Q1_2025/close', admin, { confirmNoFees: true });
    expect(res.statusCode, res.body).toBe(200);
    const first = await drain();
    expect(first).toEqual({ sent: 3, retried: 0, failed: 0, skipped: 0 });
    const arrived = smtp.received.slice(before);
    expect(arrived).toHaveLength(3);
    for (const person of people) {
      const [message] = arrived.filter((r) => r.rcptTo.includes(person.email));
      expect(message?.rcptTo).toEqual([person.email]);
      expect(message!.mail.subject).toBe('Your Q1 2025 statement is ready');
      expect(message!.mail.text).toContain('https://fund.test/account#statements');
      expect(message!.mail.html).toContain('Evergreen Theta Fund');
      // Legal notices carry no unsubscribe; no figure of the statement is in the message.
      expect(message!.raw).not.toMatch(/^List-Unsubscribe/im);
      expect(message!.mail.text).not.toMatch(/\$|10,000|100\.00/);
      expect(message!.mail.messageId).toMatch(/^<[0-9a-f-]{36}@fund\.test>$/);
    }
    expect(arrived.find((r) => r.rcptTo.includes(people[0]!.email))!.mail.text).toContain('Dear Ann Able,');
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
    expect(smtp.received.length).toBe(before + 3);

    // In the app: each investor sees their own statement notice only.
    const mine = (await call('GET', '/api/me/notices', people[0]!.headers)).json();
    expect(mine.notices.map((n: { title: string }) => n.title)).toEqual(['Your Q1 2025 statement is ready']);
    expect(mine.unread).toBe(1);
    const theirs = (await call('GET', '/api/me/notices', people[1]!.headers)).json();
    expect(
      (await call('POST', `/api/me/notices/${theirs.notices[0].id}/read`, people[0]!.headers)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/me/notices/${mine.notices[0].id}/read`, people[0]!.headers)).statusCode,
    ).toBe(204);
    expect((await call('GET', '/api/me/notices', people[0]!.headers)).json()).toMatchObject({
      unread: 0,
      notices: [{ read: true, link: '/account#statements' }],
    });
    expect((await call('GET', '/api/me/notices', people[1]!.headers)).json().unread).toBe(1);
  });

  it('a request flow: the investor hears received then approved, the administrator the new request', async () => {
    const { id, email, headers } = await investor('Dee Dunn');
    await drain();
    const ask = await call('POST', '/api/me/requests', headers, { kind: 'subscription', amount: '5000' });
    expect(ask.statusCode, ask.body).toBe(201);
    await drain();
    expect(sentTo(email).map((r) => r.mail.subject)).toEqual(['We received your subscription request']);
    const alert = sentTo(ADMIN_ALERTS).at(-1)!;
    expect(alert.mail.subject).toBe('New subscription request from Dee Dunn');
    expect(alert.mail.text).toContain('https://fund.test/reports/admin-tools');
    expect(alert.mail.text).not.toContain('5000');
    const approve = await call('POST', `/api/requests/${ask.json().id}/approve`, admin, {
      dealingDate: api.app.clock.today(),
      navPerUnit: '100',
    });
    expect(approve.statusCode, approve.body).toBe(200);
    await drain();
    expect(sentTo(email).map((r) => r.mail.subject)).toEqual([
      'We received your subscription request',
      'Your subscription request was approved',
    ]);
    expect(sentTo(email)[1]!.mail.text).toContain('confirmation');
    expect(sentTo(email)[1]!.mail.text).toContain('https://fund.test/account#requests');
    // The received notice may be turned off: it carries RFC 8058's one-click unsubscribe.
    const received = sentTo(email)[0]!.mail;
    const raw = sentTo(email)[0]!.raw;
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unsubscribe = /^List-Unsubscribe:\s*<(https:\/\/fund\.test[^>]+)>/m.exec(raw)![1]!;
    expect(received.text).toContain(unsubscribe);
    const url = new URL(unsubscribe);
    // A person's click (or a link scanner's GET) gets a page with a button, and turns nothing off.
    const page = await api.app.inject({ url: `${url.pathname}${url.search}` });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.body).toContain('<form method="post"');
    expect((await call('GET', '/api/me/notice-preferences', headers)).json().kinds.request_received).toBe(
      true,
    );
    const oneClick = await api.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    const prefs = (await call('GET', '/api/me/notice-preferences', headers)).json();
    expect(prefs.kinds).toMatchObject({
      request_received: false,
      request_approved: true,
      statement_ready: true,
    });
    expect(prefs.alwaysOn).toEqual(['statement_ready', 'request_approved']);
    // A rejected request: off for 'received', so only the rejection (with its reason) arrives.
    const second = await call('POST', '/api/me/requests', headers, { kind: 'subscription', amount: '100' });
    await call('POST', `/api/requests/${second.json().id}/reject`, admin, { reason: 'Below the minimum' });
    await drain();
    expect(
      sentTo(email)
        .slice(2)
        .map((r) => [r.mail.subject, r.mail.text?.includes('Below the minimum')]),
    ).toEqual([['Your subscription request was declined', true]]);
    // In the app every notice stays, whatever the e-mail choice.
    const inApp = (await call('GET', '/api/me/notices', headers)).json();
    expect(inApp.notices.map((n: { kind: string }) => n.kind)).toEqual([
      'request_rejected',
      'request_received',
      'request_approved',
      'request_received',
    ]);
    const adminNotices = (await call('GET', '/api/me/notices', admin)).json();
    expect(adminNotices.notices[0].title).toBe('New subscription request from Dee Dunn');
    expect(id).toBeGreaterThan(0);
  });

  it('refused addresses fail at once and show in the Outbox; Retry queues again; names cannot add headers', async () => {
    const { id } = await investor('Eve Eckert');
    await queryRows(
      api.app.database.db,
      sql`update investors set email = 'refused@fund.test', name = ${'Eve\r\nBcc: thief@evil.test'} where id = ${id}`,
    );
    await documentOf(api.app, admin, id, 'k1.pdf');
    const result = await drain();
    expect(result.failed).toBe(1);
    const outbox = (await call('GET', '/api/outbox', admin)).json();
    const failed = outbox.messages.find((m: { state: string }) => m.state === 'failed');
    expect(failed).toMatchObject({
      recipient: 'Eve\r\nBcc: thief@evil.test',
      attempts: 1,
      kind: 'document_shared',
    });
    expect(failed.lastAnswer).toContain('550');
    expect((await call('POST', `/api/outbox/${failed.id}/retry`, admin)).statusCode).toBe(204);
    expect((await call('POST', `/api/outbox/${failed.id}/retry`, admin)).statusCode).toBe(409);
    await queryRows(
      api.app.database.db,
      sql`update outbox_messages set to_address = 'eve@fund.test' where id = ${failed.id}`,
    );
    const count = smtp.received.length;
    expect((await drain()).sent).toBe(1);
    const [message] = smtp.received.slice(count);
    expect(message!.rcptTo).toEqual(['eve@fund.test']);
    expect(message!.mail.bcc).toBeUndefined();
    expect(message!.raw).not.toMatch(/^Bcc:/im);
    expect(message!.mail.subject).toBe('A new document was shared with you');
  });

  it('a message left sending by a crash is failed and shown after the lease, never sent again blindly', async () => {
    const { id } = await investor('Hana Hill');
    await documentOf(api.app, admin, id, 'crash.pdf');
    // As a process that claimed it and died before marking it: 'sending', claimed 11 minutes ago.
    const [row] = await queryRows<{ id: number }>(
      api.app.database.db,
      sql`update outbox_messages set state = 'sending', attempts = 1,
            claimed_at = ${new Date(nowMs - 11 * 60_000).toISOString()}
          where state = 'queued' returning id`,
    );
    const count = smtp.received.length;
    expect(await drain()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
    expect(smtp.received.length).toBe(count);
    const outbox = (await call('GET', '/api/outbox', admin)).json();
    expect(outbox.messages.find((m: { id: number }) => m.id === row!.id)).toMatchObject({
      state: 'failed',
      lastAnswer: INTERRUPTED_ANSWER,
    });
  });

  it('the sender logs no recipient, subject or body', async () => {
    const lines: string[] = [];
    const record = (o: unknown, m?: string) => lines.push(JSON.stringify([o, m]));
    const log = { info: record, warn: record, error: record, debug: record } as unknown as FastifyBaseLogger;
    const { id } = await investor('Fay Ford');
    await queryRows(
      api.app.database.db,
      sql`update investors set email = 'refused-fay@fund.test' where id = ${id}`,
    );
    await documentOf(api.app, admin, id, 'fay.pdf');
    const config = testConfig('https://issuer.test', { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '0' });
    const sender = createSender({ db: api.app.database.db, config, log, now });
    await sender.drain();
    await sender.stop();
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/fay|@fund\.test|document/i);
  });
});

describe('notices across an SMTP outage and an app restart', () => {
  it('wait while SMTP is down and are sent once after both restart', async () => {
    const [target] = databaseTargets();
    const smtp = await startTestSmtp();
    const env = { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '0', PUBLIC_URL: 'https://fund.test' };
    const api = await startApiApp(target!, env, {}, { now });
    const admin = await api.admin();
    try {
      const ids: number[] = [];
      for (const name of ['Gil', 'Hal', 'Ida']) {
        const id = await investorWith(api.app, admin, { name, email: `${name.toLowerCase()}@fund.test` }, [
          { date: '2025-01-15', amount: '1000', nav: '100' },
        ]);
        await navValue(api.app, admin, id, 'type=quarterly', { quarter: 'Q1_2025', navValue: '100' });
        await navValue(api.app, admin, id, 'type=quarterly', { quarter: 'Q2_2025', navValue: '120' });
        await navValue(api.app, admin, id, 'type=quarterly', { quarter: 'Q2_2025', navValue: '120' });
        await navValue(api.app, admin, id, 'type=year-start', { year: '2025', navValue: '100' });
        await navValue(api.app, admin, id, 'type=inception', { navValue: '100' });
        ids.push(id);
      }
      await smtp.stop();
      const close = await api.app.inject({
        method: 'POST',
        url: '/api/periods/Q1_2025/close',
        headers: admin,
        payload: { confirmNoFees: true },
      });
      expect(close.statusCode, close.body).toBe(200);
      expect(await api.app.noticeSender.drain()).toMatchObject({ sent: 0, retried: 3 });
      // Not due yet: nothing is tried within the first minute.
      expect(await api.app.noticeSender.drain()).toMatchObject({ sent: 0, retried: 0 });

      // The app restarts on the same books; SMTP comes back.
      await api.app.close();
      const config = testConfig(api.issuer.issuer, env);
      const again = await buildApp(config, { database: api.app.database, now });
      try {
        await smtp.start();
        later(2);
        expect(await again.noticeSender.drain()).toMatchObject({ sent: 3, retried: 0, failed: 0 });
        expect(await again.noticeSender.drain()).toMatchObject({ sent: 0 });
        const ids = smtp.received.map((r) => r.mail.messageId);
        expect(new Set(ids).size).toBe(3);
        expect(smtp.received.flatMap((r) => r.rcptTo).sort()).toEqual([
          'gil@fund.test',
          'hal@fund.test',
          'ida@fund.test',
        ]);
        const states = await queryRows<{ state: string; attempts: number }>(
          again.database.db,
          sql`select state, attempts from outbox_messages order by id`,
        );
        expect(states).toEqual(Array(3).fill({ state: 'sent', attempts: 2 }));
      } finally {
        await again.close();
      }
    } finally {
      await api.close().catch(() => undefined);
      await smtp.stop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('notices sent by two instances on one PostgreSQL', () => {
  it('each message is delivered once', async () => {
    const target = databaseTargets().find((t) => t.name === 'PostgreSQL')!;
    const smtp = await startTestSmtp();
    const env = { SMTP_URL: smtp.url, MAIL_POLL_SECONDS: '0' };
    const api = await startApiApp(target, env, {}, { now });
    const admin = await api.admin();
    try {
      const investorId = await investorWith(api.app, admin, { name: 'Jo Jones', email: 'jo@fund.test' }, []);
      const db = api.app.database.db;
      for (let i = 0; i < 40; i += 1)
        await db.transaction((tx) =>
          recordInvestorNotice(tx, investorId, 'document_shared', `doc:${i}`, { filename: `f${i}.pdf` }),
        );
      // The second instance: its own pool on the same database.
      const [row] = await queryRows<{ name: string }>(db, sql`select current_database() as name`);
      const serverUrl = new URL(process.env.TEST_DATABASE_URL!);
      serverUrl.pathname = `/${row!.name}`;
      const second = await openDatabase({ dataDir: '', databaseUrl: serverUrl.toString() });
      try {
        const config = testConfig('https://issuer.test', env);
        const log = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
        const senders = [
          createSender({ db, config, log, now, batchSize: 3, concurrency: 2 }),
          createSender({ db: second.db, config, log, now, batchSize: 3, concurrency: 2 }),
        ];
        const results = await Promise.all(senders.map((s) => s.drain()));
        await Promise.all(senders.map((s) => s.stop()));
        expect(results[0]!.sent + results[1]!.sent).toBe(40);
        expect(results[0]!.sent).toBeGreaterThan(0);
        expect(results[1]!.sent).toBeGreaterThan(0);
        const ids = smtp.received.map((r) => r.mail.messageId);
        expect(ids).toHaveLength(40);
        expect(new Set(ids).size).toBe(40);
      } finally {
        await second.close();
      }
    } finally {
      await api.close();
      await smtp.stop();
    }
  });
});

describe('the administrator’s alerts, and e-mail written to files in development', () => {
  it('a fee run by another administrator, a failing sheet; the .eml files; the author hears nothing', async () => {
    const [target] = databaseTargets();
    const api = await startApiApp(
      target!,
      {
        SHEET_STOCKS: '/nonexistent/stocks.csv',
        SHEET_CACHE_SECONDS: '0',
        SHEET_ALERT_MINUTES: '0.01',
        PUBLIC_URL: 'https://fund.test',
      },
      {},
      { now },
    );
    try {
      const admin = await api.admin();
      const other = await api.bearer({ sub: 'kim', email: 'kim@fund.test', name: 'Kim', allowed: true });
      // The administrator's own address, kept from a sign-in, receives the alerts.
      expect((await api.app.inject({ url: '/api/me/notices', headers: admin })).json()).toEqual({
        notices: [],
        unread: 0,
      });
      await investorWith(api.app, admin, { name: 'Lu Lane', email: 'lu@fund.test' }, [
        { date: '2025-01-15', amount: '1000', nav: '100' },
      ]);
      const run = await api.app.inject({
        method: 'POST',
        url: '/api/fee-runs',
        headers: other,
        payload: { quarter: 'Q1_2025', navPerUnit: 100 },
      });
      expect(run.statusCode, run.body).toBe(201);
      const titles = async (headers: Headers) =>
        (await api.app.inject({ url: '/api/me/notices', headers }))
          .json()
          .notices.map((n: { title: string }) => n.title);
      expect(await titles(admin)).toEqual(['The Q1 2025 fee run was posted by kim@fund.test']);
      expect(await titles(other)).toEqual([]);

      // The stocks sheet fails, and fails again once SHEET_ALERT_MINUTES (0.6 s here) have passed on
      // the fund's clock.
      await api.app.inject({ url: '/api/public/portfolio' });
      later(1);
      await api.app.inject({ url: '/api/public/portfolio' });
      await api.app.inject({ url: '/api/public/portfolio' });
      await expect.poll(() => titles(admin)).toHaveLength(2);
      expect((await titles(admin))[0]).toMatch(
        /^The stocks sheet has been failing since [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M UTC$/,
      );

      // No SMTP_URL outside production: the messages are files under DATA_DIR/mail.
      expect(await api.app.noticeSender.drain()).toMatchObject({ sent: 2, failed: 0 });
      const dir = api.app.noticeSender.mailDir;
      const files = fs.readdirSync(dir).sort();
      expect(files).toHaveLength(2);
      const mails = await Promise.all(
        files.map(async (f) => simpleParser(fs.readFileSync(path.join(dir, f)))),
      );
      expect(mails.map((m) => [m.to && 'text' in m.to ? m.to.text : '', m.subject])).toEqual([
        ['admin@fund.test', 'The Q1 2025 fee run was posted by kim@fund.test'],
        ['admin@fund.test', expect.stringMatching(/^The stocks sheet has been failing since/)],
      ]);

      // Reversed by the administrator the alerts go to: shown to no one, and not sent.
      const runId = run.json().id as number;
      expect(
        (await api.app.inject({ method: 'DELETE', url: `/api/fee-runs/${runId}`, headers: admin }))
          .statusCode,
      ).toBe(200);
      expect((await titles(other))[0]).toBe('The Q1 2025 fee run was reversed by admin@fund.test');
      // Kim read notices last: the administrator's own address is now Kim's, who did not reverse it.
      expect(await api.app.noticeSender.drain()).toMatchObject({ sent: 1 });
      const last = await simpleParser(fs.readFileSync(path.join(dir, fs.readdirSync(dir).sort().at(-1)!)));
      expect([last.to && 'text' in last.to ? last.to.text : '', last.subject]).toEqual([
        'kim@fund.test',
        'The Q1 2025 fee run was reversed by admin@fund.test',
      ]);
      // Posted again by the administrator whose address the alerts go to: not sent to its own author.
      expect(await titles(admin)).toHaveLength(2);
      const again = await api.app.inject({
        method: 'POST',
        url: '/api/fee-runs',
        headers: admin,
        payload: { quarter: 'Q1_2025', navPerUnit: 100 },
      });
      expect(again.statusCode, again.body).toBe(201);
      expect(await api.app.noticeSender.drain()).toMatchObject({ sent: 0, skipped: 1 });
      const outbox = (await api.app.inject({ url: '/api/outbox', headers: admin })).json();
      expect(outbox.mail).toBe('files');
      expect(outbox.alertsTo).toBe('admin@fund.test');
      expect(outbox.messages[0]).toMatchObject({ state: 'skipped', recipient: 'Administrator' });
    } finally {
      await api.close();
    }
  });

  it('with e-mail off (production without SMTP_URL) messages are skipped, the notices stay in the app', async () => {
    const [target] = databaseTargets();
    const api = await startApiApp(target!, {}, {}, { now });
    try {
      const admin = await api.admin();
      const id = await investorWith(api.app, admin, { name: 'Mo Moss', email: 'mo@fund.test' }, []);
      await api.app.database.db.transaction((tx) =>
        recordInvestorNotice(tx, id, 'document_shared', 'doc:off', { filename: 'a.pdf' }),
      );
      const config = testConfig('https://issuer.test');
      const log = { info() {}, warn() {}, error() {}, debug() {} } as unknown as FastifyBaseLogger;
      const sender = createSender({
        db: api.app.database.db,
        config: { ...config, mail: { ...config.mail, mode: 'off' } },
        log,
      });
      expect(await sender.drain()).toMatchObject({ sent: 0, skipped: 1 });
      await sender.stop();
      const [message] = (await api.app.inject({ url: '/api/outbox', headers: admin })).json().messages;
      expect(message).toMatchObject({ state: 'skipped', lastAnswer: MAIL_OFF_ANSWER });
    } finally {
      await api.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closedPeriodMessage,
  closeWithoutFeeRun,
  INVALID_CONFIRM_NO_FEES,
  periodAlreadyClosed,
  periodBeforeFirstRecord,
  periodNotClosed,
  periodNotEnded,
  reopenLaterFirst,
  REOPEN_REASON_REQUIRED,
  statementNotStored,
} from '../../domain/periods/messages';
import { INVALID_STATEMENT_QUARTER } from '../../domain/portal/messages';
import { NOT_STORED_AT_CLOSE } from '../../domain/portal/statements';
import { parseQuarter } from '../../domain/quarters';
import { queryRows, type Db } from '../db/client';
import { guardWrite } from '../books';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import {
  auditCount as auditRows,
  expectAdminOnly,
  sendJson,
  type Method,
} from '../../../test/support/api-checks';
import { investorWith, navValue } from '../../../test/support/portal-kit';

type Headers = Record<string, string>;
const Q = (quarter: 1 | 2 | 3 | 4, year = 2025) => ({ quarter, year });

/*
 * Period close (docs/requirements.md#period-close): guards and bad input, the 409s, the statements a
 * close stores and serves byte for byte, reopening with a reason, and a close that waits for a write
 * under way.
 */
describe.each(databaseTargets())('period close on $name', (target) => {
  let api: ApiApp;
  let admin: Headers;
  let ann: number;
  let bob: number;
  let investorAnn: Headers;
  let investorBob: Headers;
  let stored: Buffer;

  const send = async (method: Method, url: string, payload?: object, headers = admin) =>
    sendJson(api.app, method, url, headers, payload);
  const auditCount = () => auditRows(api.app);
  const close = (quarter: string, body: object = { confirmNoFees: true }) =>
    send('POST', `/api/periods/${quarter}/close`, body);

  beforeAll(async () => {
    api = await startApiApp(target);
    admin = await api.admin();
    ann = await investorWith(api.app, admin, { name: 'Ann Able', email: 'ann@fund.test' }, [
      { date: '2025-01-15', amount: '10000', nav: '100' },
    ]);
    bob = await investorWith(api.app, admin, { name: 'Bob Bolt', email: 'bob@fund.test' }, [
      { date: '2025-02-15', amount: '5000', nav: '100' },
    ]);
    for (const id of [ann, bob]) {
      await navValue(api.app, admin, id, 'type=quarterly', { quarter: 'Q1_2025', navValue: '100' });
      await navValue(api.app, admin, id, 'type=quarterly', { quarter: 'Q2_2025', navValue: '120' });
      await navValue(api.app, admin, id, 'type=year-start', { year: '2025', navValue: '100' });
    }
    // Bob lacks only his inception NAV, so Q1's close cannot store his statement.
    await navValue(api.app, admin, ann, 'type=inception', { navValue: '100' });
    investorAnn = await api.bearer({ sub: 'ann', email: 'ann@fund.test', email_verified: true });
    investorBob = await api.bearer({ sub: 'bob', email: 'bob@fund.test', email_verified: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  const ROUTES: [string, string, object?][] = [
    ['GET', '/api/periods'],
    ['POST', '/api/periods/Q1_2024/close', { confirmNoFees: true }],
    ['POST', '/api/periods/Q1_2024/reopen', { reason: 'typo' }],
    ['GET', '/api/periods/Q1_2025/statements'],
    ['GET', '/api/investors/1/statements/Q1_2025'],
  ];

  it.each(ROUTES)(
    '%s %s: 401 without a token, 403 for a member and for an investor',
    async (method, url, body) => expectAdminOnly(api, investorAnn, method as Method, url, body),
  );

  it.each<[string, object | undefined, string]>([
    // Two bad quarters, one style: each the message written for it, as it is.
    ['/api/periods/Q5_2025/close', { confirmNoFees: true }, INVALID_STATEMENT_QUARTER],
    ['/api/periods/Q1_2101/close', { confirmNoFees: true }, 'Quarter must be between Q1 1900 and Q4 2100'],
    ['/api/periods/Q1_2025/close', { confirmNoFees: 'yes' }, INVALID_CONFIRM_NO_FEES],
    ['/api/periods/Q1_2025/reopen', {}, REOPEN_REASON_REQUIRED],
    ['/api/periods/Q1_2025/reopen', { reason: '   ' }, REOPEN_REASON_REQUIRED],
    ['/api/periods/Q1_2025/reopen', { reason: 'x'.repeat(501) }, 'Reason must be at most 500 characters'],
    ['/api/periods/Q1_2025/reopen', { reason: 'a\u0000b' }, 'Reason contains a control character'],
    ['/api/periods/Q1_2025/reopen', { reason: 'a\ud800b' }, 'Reason contains a character that is not text'],
  ])('POST %s %j: 400, writing nothing', async (url, body, error) => {
    const audits = await auditCount();
    const res = await send('POST', url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await auditCount()).toBe(audits);
  });

  it.each([
    '/api/periods/Q5_2025/statements',
    '/api/periods/Q1_2101/statements',
    '/api/investors/1/statements/Q0_2025',
    '/api/investors/01/statements/Q1_2025',
  ])('GET %s: 400', async (url) => {
    expect((await send('GET', url)).statusCode).toBe(400);
  });

  it('refuses a quarter not ended, one before the first record, and one without a fee run while fee terms are set', async () => {
    const future = await close('Q4_2100');
    expect(future.statusCode).toBe(409);
    expect(future.json()).toEqual({ error: periodNotEnded(Q(4, 2100), '2100-12-31') });
    // Ann's first record is dated 2025-01-15: nothing before Q1 2025 can be closed, Q1 1900 included.
    for (const quarter of ['Q1_1900', 'Q4_2024']) {
      const early = await close(quarter);
      expect(early.statusCode, quarter).toBe(409);
      expect(early.json()).toEqual({ error: periodBeforeFirstRecord(parseQuarter(quarter)!, Q(1)) });
    }
    expect(periodBeforeFirstRecord(Q(1, 1900), Q(1))).toBe(
      "Q1 1900 is before the fund's first record, in Q1 2025. Close Q1 2025 or a later quarter.",
    );
    // No terms: no fee run needed.
    await send('PUT', '/api/fees/terms', {
      managementFeePercent: 1,
      performanceFeePercent: 0,
      crystallization: 'quarterly',
    });
    const noRun = await close('Q1_2025', {});
    expect(noRun.statusCode).toBe(409);
    expect(noRun.json()).toEqual({ error: closeWithoutFeeRun(Q(1)) });
    expect((await send('GET', '/api/periods')).json()).toEqual({ periods: [] });
  });

  it('closes with confirmNoFees: audited, listed, each available statement stored', async () => {
    const audits = await auditCount();
    const res = await close('Q1_2025');
    expect(res.statusCode).toBe(200);
    const closed = res.json();
    expect(closed).toEqual({
      quarter: 'Q1_2025',
      label: 'Q1 2025',
      closedAt: expect.stringMatching(/Z$/),
      closedBy: 'admin@fund.test',
      statementCount: 1,
    });
    expect(await auditCount()).toBe(audits + 1);
    expect((await send('GET', '/api/periods')).json()).toEqual({ periods: [closed] });
    expect((await send('GET', '/api/periods/Q1_2025/statements')).json()).toEqual({
      statements: [
        {
          investorId: ann,
          name: 'Ann Able',
          fileName: 'Q1-2025-statement-ann-able.pdf',
          size: expect.any(Number),
        },
      ],
    });
    const [audit] = await queryRows<{ after: { statements: { investorId: number; sha256: string }[] } }>(
      api.app.database.db as Db,
      sql`select after from audit_log where entity = 'period' and action = 'close'`,
    );
    expect(audit?.after.statements).toEqual([
      expect.objectContaining({ investorId: ann, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
    const again = await close('Q1_2025');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: periodAlreadyClosed(Q(1)) });
  });

  it('refuses every record dated inside the closed quarter with the exact text', async () => {
    const audits = await auditCount();
    const refused = [
      await send('POST', '/api/investor-investments', {
        investorId: ann,
        investmentDate: '2025-03-31',
        amountInvested: '100',
        navAtEntry: '100',
        sharesIssued: '1',
      }),
      await send('POST', `/api/investors/${ann}/nav-data?type=quarterly`, {
        quarter: 'Q1_2025',
        navValue: '101',
      }),
      await send('POST', `/api/investors/${bob}/nav-data?type=year-start`, { year: '2025', navValue: '101' }),
      await send('POST', '/api/fee-runs', { quarter: 'Q1_2025', navPerUnit: 100 }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Q1 2025 is closed. Reopen it to change its records.' });
    }
    expect(closedPeriodMessage(Q(1))).toBe('Q1 2025 is closed. Reopen it to change its records.');
    expect(await auditCount()).toBe(audits);
  });

  it('serves the stored statement byte for byte, to the investor and the administrator, whatever changes', async () => {
    const portal = await send('GET', '/api/me/statements/Q1_2025', undefined, investorAnn);
    expect(portal.statusCode).toBe(200);
    stored = portal.rawPayload;
    expect(stored.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Q2's start NAV is Q1's end NAV on the statement; Q2 is open, so it can change.
    await navValue(api.app, admin, ann, 'type=quarterly', { quarter: 'Q2_2025', navValue: '130' });
    await navValue(api.app, admin, bob, 'type=inception', { navValue: '100' });
    const later = await send('GET', '/api/me/statements/Q1_2025', undefined, investorAnn);
    expect(Buffer.compare(later.rawPayload, stored)).toBe(0);
    const byAdmin = await send('GET', `/api/investors/${ann}/statements/Q1_2025`);
    expect(byAdmin.headers['content-type']).toBe('application/pdf');
    expect(byAdmin.headers['content-disposition']).toContain('Q1-2025-statement-ann-able.pdf');
    expect(Buffer.compare(byAdmin.rawPayload, stored)).toBe(0);

    // Bob's could be made now, but his close stored none: a closed quarter's statements do not move.
    const bobs = await send('GET', '/api/me/statements/Q1_2025', undefined, investorBob);
    expect(bobs.statusCode).toBe(409);
    expect(bobs.json()).toEqual({ error: statementNotStored(Q(1)) });
    const list = (await send('GET', '/api/me/statements', undefined, investorBob)).json();
    expect(list.statements.find((s: { quarter: string }) => s.quarter === 'Q1_2025')).toMatchObject({
      available: false,
      missing: [NOT_STORED_AT_CLOSE],
    });
    expect((await send('GET', `/api/investors/${ann}/statements/Q4_2024`)).statusCode).toBe(404);
  });

  it('refuses to reverse a run whose quarter is closed', async () => {
    const run = await send('POST', '/api/fee-runs', { quarter: 'Q2_2025', navPerUnit: 120 });
    expect(run.statusCode).toBe(201);
    // Q2 has its run now, so no confirmation is needed.
    expect((await close('Q2_2025', {})).statusCode).toBe(200);
    const reverse = await send('DELETE', `/api/fee-runs/${run.json().id}`);
    expect(reverse.statusCode).toBe(409);
    expect(reverse.json()).toEqual({ error: closedPeriodMessage(Q(2)) });
  });

  it('reopens with a reason, audited; its statements are made afresh until it closes again', async () => {
    const notClosed = await send('POST', '/api/periods/Q3_2025/reopen', { reason: 'Checking' });
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json()).toEqual({ error: periodNotClosed(Q(3)) });

    // Q2 is closed after Q1, and a close covers every quarter before it: Q2 is reopened first.
    const covered = await send('POST', '/api/periods/Q1_2025/reopen', { reason: 'Too early' });
    expect(covered.statusCode).toBe(409);
    expect(covered.json()).toEqual({ error: reopenLaterFirst(Q(1), Q(2)) });
    expect(reopenLaterFirst(Q(1), Q(2))).toBe(
      'Q2 2025 is closed, and a close covers every quarter before it. Reopen Q2 2025 before Q1 2025.',
    );
    expect((await send('POST', '/api/periods/Q2_2025/reopen', { reason: 'Q1 first' })).statusCode).toBe(204);

    const res = await send('POST', '/api/periods/Q1_2025/reopen', { reason: '  The Q2 NAV was corrected  ' });
    expect(res.statusCode).toBe(204);
    const [audit] = await queryRows<{ actor: string; after: { reason: string; closedAt: null } }>(
      api.app.database.db as Db,
      sql`select actor, after from audit_log where entity = 'period' and action = 'reopen' order by id desc limit 1`,
    );
    expect(audit).toEqual({
      actor: 'admin@fund.test',
      after: expect.objectContaining({ reason: 'The Q2 NAV was corrected', closedAt: null }),
    });
    expect((await send('GET', '/api/periods')).json().periods).toEqual([]);
    expect((await send('GET', '/api/periods/Q1_2025/statements')).json()).toEqual({ statements: [] });

    // Open again: the statement follows the books (Q1's end NAV is now 130), and writes go through.
    const live = await send('GET', '/api/me/statements/Q1_2025', undefined, investorAnn);
    expect(Buffer.compare(live.rawPayload, stored)).not.toBe(0);
    expect((await send('GET', '/api/me/statements/Q1_2025', undefined, investorBob)).statusCode).toBe(200);
    expect(
      (
        await send('POST', `/api/investors/${ann}/nav-data?type=quarterly`, {
          quarter: 'Q1_2025',
          navValue: '100',
        })
      ).statusCode,
    ).toBe(200);

    // Closing again stores both statements anew, and the first closing's copy is kept.
    const closedAgain = await close('Q1_2025');
    expect(closedAgain.json().statementCount).toBe(2);
    const kept = await queryRows<{ closing: number; investor_id: number; content: Buffer | Uint8Array }>(
      api.app.database.db as Db,
      sql`select closing, investor_id, content from period_statements where quarter = 'Q1_2025' order by closing, investor_id`,
    );
    expect(kept.map((row) => [row.closing, row.investor_id])).toEqual([
      [1, ann],
      [2, ann],
      [2, bob],
    ]);
    expect(Buffer.compare(Buffer.from(kept[0]!.content), stored)).toBe(0);
    const served = await send('GET', '/api/me/statements/Q1_2025', undefined, investorAnn);
    expect(Buffer.compare(served.rawPayload, Buffer.from(kept[1]!.content))).toBe(0);
  });

  it('a close covers the past: every write dated before the closed quarter is refused until it reopens', async () => {
    // Q1 is closed, Q2 open: closing Q3 closes Q2's records too, with the text naming Q3.
    expect((await close('Q3_2025')).statusCode).toBe(200);
    const audits = await auditCount();
    const investment = {
      investorId: ann,
      investmentDate: '2025-05-02',
      amountInvested: '100',
      navAtEntry: '100',
      sharesIssued: '1',
    };
    for (const res of [
      await send('POST', '/api/investor-investments', investment),
      await send('POST', `/api/investors/${ann}/nav-data?type=quarterly`, {
        quarter: 'Q2_2025',
        navValue: '99',
      }),
      await send('POST', '/api/fee-runs', { quarter: 'Q2_2025', navPerUnit: 100 }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: closedPeriodMessage(Q(3)) });
    }
    expect(await auditCount()).toBe(audits);
    // After Q3, the books still move.
    const later = await send('POST', '/api/investor-investments', {
      ...investment,
      investmentDate: '2025-10-02',
    });
    expect(later.statusCode, later.body).toBe(201);
    const reopen = await send('POST', '/api/periods/Q3_2025/reopen', { reason: 'A late Q2 record' });
    expect(reopen.statusCode).toBe(204);
    // Q2's fee run (posted above) still covers Q2's records; its NAV snapshot goes through.
    const snapshot = await send('POST', `/api/investors/${ann}/nav-data?type=quarterly`, {
      quarter: 'Q2_2025',
      navValue: '99',
    });
    expect(snapshot.statusCode, snapshot.body).toBe(200);
  });

  it.runIf(target.name === 'PostgreSQL').each([
    ['in its quarter', '2025-08-01'],
    ['before its quarter', '2025-05-05'],
  ])('a close waits for a write under way %s, and a write after it is refused', async (_where, day) => {
    const db = api.app.database.db;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const write = db.transaction(async (tx) => {
      await guardWrite(tx, { days: [day] });
      locked();
      await held;
    });
    await lockTaken;
    let settled = false;
    const closing = close('Q3_2025').then((res) => {
      settled = true;
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    release();
    await write;
    expect((await closing).statusCode).toBe(200);
    await expect(db.transaction((tx) => guardWrite(tx, { days: [day] }))).rejects.toThrow(
      closedPeriodMessage(Q(3)),
    );
    expect((await send('POST', '/api/periods/Q3_2025/reopen', { reason: 'Again' })).statusCode).toBe(204);
  });
});

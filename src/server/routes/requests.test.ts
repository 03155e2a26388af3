import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LINKED } from '../../domain/portal/messages';
import {
  CONFIRMATION_NOT_READY,
  noticeNotGiven,
  REASON_REQUIRED,
  REQUEST_NOT_FOUND,
  requestNotPending,
  sharesNoLongerAvailable,
  tooManyPendingRequests,
} from '../../domain/requests/messages';
import { queryRows } from '../db/client';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { pdfPages } from '../../../test/support/pdf-text';
import { investorWith } from '../../../test/support/portal-kit';

type Headers = Record<string, string>;

// The fund's clock stands at 2025-07-01 (New York): a redemption asked today gives 60 days' notice,
// to 2025-08-30, and deals at the quarter end after that, 2025-09-30.
const NOW = new Date('2025-07-01T16:00:00Z');
const TODAY = '2025-07-01';
const EARLIEST = '2025-09-30';
// The books price a unit at 100 (every holder's record is at 100); approvals at 125 or 150 give a reason.
const REVALUED = { navOverrideReason: 'Valued at the quarter end: the books last priced a unit in January' };

/*
 * Subscription and redemption requests (docs/requirements.md#req): the investor's routes under
 * /api/me/requests and the administrator's under /api/requests, on a real database.
 */
describe.each(databaseTargets())('requests on $name', (target) => {
  let api: ApiApp;
  let admin: Headers;
  let auditor: Headers;
  let unlinked: Headers;
  let serial = 0;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const count = async (table: string, where = 'true') =>
    (
      await queryRows<{ n: number }>(
        api.app.database.db,
        sql.raw(`select count(*)::int as n from ${table} where ${where}`),
      )
    )[0]!.n;

  /** A new investor with records, and the headers of their sign-in (linked by verified e-mail). */
  async function investor(records: { date: string; amount: string; nav: string }[] = []) {
    serial += 1;
    const email = `investor${serial}@fund.test`;
    const id = await investorWith(api.app, admin, { name: `Investor ${serial}`, email }, records);
    const headers = await api.bearer({ sub: `investor-${serial}`, email, email_verified: true });
    return { id, headers };
  }
  /** An investor holding 100 shares, bought at 100. */
  const holder = () => investor([{ date: '2025-01-15', amount: '10000', nav: '100' }]);

  async function ask(headers: Headers, payload: object) {
    const res = await call('POST', '/api/me/requests', headers, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; status: string; earliestDealingDate: string };
  }
  const approve = (id: number, payload: object) =>
    call('POST', `/api/requests/${id}/approve`, admin, payload);

  beforeAll(async () => {
    api = await startApiApp(target, {}, {}, { now: () => NOW });
    admin = await api.admin();
    auditor = await api.bearer({ sub: 'auditor', allowed: false, auditor: true });
    unlinked = await api.bearer({ sub: 'nobody', email: 'nobody@fund.test', email_verified: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('401 without a token, 403 for a sign-in linked to no investor and for non-administrators', async () => {
    for (const url of ['/api/me/requests', '/api/requests'])
      expect((await call('GET', url, {})).statusCode, url).toBe(401);
    expect((await call('POST', '/api/me/requests', {}, { kind: 'subscription', amount: 1 })).statusCode).toBe(
      401,
    );
    for (const [method, url] of [
      ['GET', '/api/me/requests'],
      ['POST', '/api/me/requests'],
      ['DELETE', '/api/me/requests/1'],
      ['GET', '/api/me/requests/1/confirmation'],
    ] as const) {
      const res = await call(
        method,
        url,
        unlinked,
        method === 'POST' ? { kind: 'subscription', amount: 1 } : undefined,
      );
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ error: NOT_LINKED });
    }
    const { headers } = await holder();
    expect((await call('GET', '/api/requests', headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/requests', await api.member())).statusCode).toBe(403);
    // The auditor reads the list and decides nothing.
    expect((await call('GET', '/api/requests', auditor)).statusCode).toBe(200);
    const { id } = await ask(headers, { kind: 'subscription', amount: '100' });
    expect(
      (await call('POST', `/api/requests/${id}/approve`, auditor, { dealingDate: TODAY, navPerUnit: 100 }))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/requests/${id}/reject`, auditor, { reason: 'no' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/api/requests/${id}/approve`, headers, { dealingDate: TODAY, navPerUnit: 100 }))
        .statusCode,
    ).toBe(403);
  });

  it('a subscription: asked in the portal, listed for the administrator, approved at a NAV, confirmed', async () => {
    const { id: investorId, headers } = await holder();
    const asked = await call('POST', '/api/me/requests', headers, {
      kind: 'subscription',
      amount: '5000',
      note: 'Wired on Monday.\nReference 42.',
    });
    expect(asked.statusCode).toBe(201);
    const created = asked.json();
    expect(created).toMatchObject({
      kind: 'subscription',
      status: 'pending',
      amount: 5000,
      shares: null,
      note: 'Wired on Monday.\nReference 42.',
      requestDate: TODAY,
      earliestDealingDate: TODAY,
      decidedAt: null,
      booked: null,
    });

    const pending = (await call('GET', '/api/requests', admin)).json();
    const listed = pending.requests.find((each: { id: number }) => each.id === created.id);
    expect(listed).toMatchObject({
      investorId,
      investorName: expect.stringMatching(/^Investor /),
      sharesHeld: 100,
    });
    expect(pending.pendingCount).toBe(pending.requests.length);

    const records = await count('investments', `investor_id = ${investorId}`);
    // 5,000 / 125 = 40 shares; 100 + 40 = 140 held after.
    const approved = await approve(created.id, { dealingDate: '2025-07-15', navPerUnit: '125', ...REVALUED });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'approved',
      noticeWaived: false,
      booked: { dealingDate: '2025-07-15', navPerUnit: 125, amount: 5000, shares: 40, sharesAfter: 140 },
    });
    expect(await count('investments', `investor_id = ${investorId}`)).toBe(records + 1);
    // The record is Admin Tools' own kind of record, linked to the request.
    const [record] = await queryRows<{ id: number; type: string; amount: string }>(
      api.app.database.db,
      sql`select i.id, i.type, i.amount_invested as amount from investments i
          join capital_requests r on r.investment_id = i.id where r.id = ${created.id}`,
    );
    expect(record).toMatchObject({ type: 'Additional Investment', amount: '5000' });
    const audits = await queryRows<{ action: string; entity: string }>(
      api.app.database.db,
      sql`select action, entity from audit_log
          where (entity = 'capital_request' and entity_id = ${String(created.id)})
             or (entity = 'investment' and entity_id = ${String(record!.id)}) order by id`,
    );
    expect(audits).toEqual([
      { action: 'create', entity: 'capital_request' },
      { action: 'create', entity: 'investment' },
      { action: 'approve', entity: 'capital_request' },
    ]);

    const mine = (await call('GET', '/api/me/requests', headers)).json();
    expect(mine.requests[0]).toMatchObject({
      id: created.id,
      status: 'approved',
      booked: { shares: 40, sharesAfter: 140 },
    });
    const pdf = await call('GET', `/api/me/requests/${created.id}/confirmation`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`subscription-confirmation-${created.id}.pdf`);
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    for (const line of [
      'Subscription confirmation',
      'Investor',
      'Jul 15, 2025',
      '$125.00',
      'Amount subscribed',
      '$5,000.00',
      'Shares issued',
      '40',
      'Shares held after',
      '140',
      'Page 1 of 1',
    ])
      expect(text).toContain(line);
    // The same request always gives the same file.
    const again = await call('GET', `/api/me/requests/${created.id}/confirmation`, headers);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);

    // The Reports area downloads the very file the investor does: the administrator and the auditor.
    const confirmationUrl = `/api/requests/${created.id}/confirmation`;
    for (const reader of [admin, auditor]) {
      const copy = await call('GET', confirmationUrl, reader);
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-disposition']).toContain(`subscription-confirmation-${created.id}.pdf`);
      expect(copy.rawPayload.equals(pdf.rawPayload)).toBe(true);
    }
    expect((await call('GET', confirmationUrl, {})).statusCode).toBe(401);
    expect((await call('GET', confirmationUrl, headers)).statusCode).toBe(403);
    expect((await call('GET', confirmationUrl, await api.member())).statusCode).toBe(403);
    const undecided = await ask(headers, { kind: 'subscription', amount: '10' });
    const notYet = await call('GET', `/api/requests/${undecided.id}/confirmation`, admin);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toMatch(/confirmation/i);
    expect((await call('GET', '/api/requests/999999/confirmation', admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/requests/abc/confirmation', admin)).statusCode).toBe(400);
  });

  it('a redemption in shares and one in an amount, each dealt at the quarter end after the notice', async () => {
    const { headers } = await holder();
    const inShares = await ask(headers, { kind: 'redemption', shares: '20' });
    const inAmount = await ask(headers, { kind: 'redemption', amount: 1500 });
    expect(inShares.earliestDealingDate).toBe(EARLIEST);
    expect(inAmount.earliestDealingDate).toBe(EARLIEST);

    // 20 shares x 150 = 3,000 out; 100 - 20 = 80 held after.
    const first = await approve(inShares.id, { dealingDate: EARLIEST, navPerUnit: 150, ...REVALUED });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().booked).toMatchObject({ amount: -3000, shares: -20, sharesAfter: 80 });
    // 1,500 / 150 = 10 shares; 80 - 10 = 70.
    // The first approval booked a record at 150: the books' NAV on that day is 150 now, no reason needed.
    const second = await approve(inAmount.id, { dealingDate: EARLIEST, navPerUnit: '150' });
    expect(second.json().booked).toMatchObject({ amount: -1500, shares: -10, sharesAfter: 70 });

    const pdf = await call('GET', `/api/me/requests/${inShares.id}/confirmation`, headers);
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    for (const line of [
      'Redemption confirmation',
      'Sep 30, 2025',
      'Amount redeemed',
      '$3,000.00',
      'Shares redeemed',
      '20',
      '80',
    ])
      expect(text).toContain(line);
    const [type] = await queryRows<{ type: string }>(
      api.app.database.db,
      sql`select i.type from investments i join capital_requests r on r.investment_id = i.id where r.id = ${inShares.id}`,
    );
    expect(type?.type).toBe('Redemption');
  });

  it('keeps a requested share count at 6 significant digits, as the books do', async () => {
    const { headers } = await holder();
    const asked = await ask(headers, { kind: 'redemption', shares: '12.3456789' });
    expect((asked as unknown as { shares: number }).shares).toBe(12.3457);
  });

  it('refuses a redemption dealt before its earliest dealing date unless the notice is waived', async () => {
    const { headers } = await holder();
    const { id } = await ask(headers, { kind: 'redemption', shares: '5' });
    const early = await approve(id, { dealingDate: '2025-08-01', navPerUnit: 150, ...REVALUED });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: noticeNotGiven(EARLIEST) });
    expect(
      (await approve(id, { dealingDate: '2025-08-01', navPerUnit: 150, waiveNotice: false, ...REVALUED }))
        .statusCode,
    ).toBe(409);
    const waived = await approve(id, {
      dealingDate: '2025-08-01',
      navPerUnit: 150,
      waiveNotice: true,
      ...REVALUED,
    });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json()).toMatchObject({ noticeWaived: true, booked: { dealingDate: '2025-08-01' } });
    // On or after the earliest dealing date the waiver is not needed, and not recorded.
    const { id: later } = await ask(headers, { kind: 'redemption', shares: '5' });
    const onTime = await approve(later, {
      dealingDate: '2025-10-15',
      navPerUnit: 150,
      waiveNotice: true,
      ...REVALUED,
    });
    expect(onTime.json().noticeWaived).toBe(false);
  });

  it('takes REDEMPTION_NOTICE_DAYS from the settings', async () => {
    const other = await startApiApp(
      target,
      { REDEMPTION_NOTICE_DAYS: '0' },
      {},
      { now: () => new Date('2025-09-30T16:00:00Z') },
    );
    try {
      const admin2 = await other.admin();
      await investorWith(other.app, admin2, { name: 'Nia Now', email: 'nia@fund.test' }, [
        { date: '2025-01-15', amount: '1000', nav: '100' },
      ]);
      const nia = await other.bearer({ sub: 'nia', email: 'nia@fund.test', email_verified: true });
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/me/requests',
        headers: nia,
        payload: { kind: 'redemption', shares: 1 },
      });
      expect(res.json().earliestDealingDate).toBe('2025-09-30');
      const list = await other.app.inject({ url: '/api/me/requests', headers: nia });
      expect(list.json().redemption).toMatchObject({ noticeDays: 0, earliestDealingDate: '2025-09-30' });
    } finally {
      await other.close();
    }
  });

  it('limits a redemption to the shares held less those of pending redemptions (400 naming them)', async () => {
    const { headers } = await holder();
    const audit = await count('audit_log');
    const tooMany = await call('POST', '/api/me/requests', headers, {
      kind: 'redemption',
      shares: '100.001',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toBe(
      'You can redeem at most 100 shares: the shares you hold less those in pending redemptions.',
    );
    await ask(headers, { kind: 'redemption', shares: 60 });
    const over = await call('POST', '/api/me/requests', headers, { kind: 'redemption', shares: 41 });
    expect(over.json().error).toBe(
      'You can redeem at most 40 shares: the shares you hold less those in pending redemptions.',
    );
    // An amount is valued at the current NAV (the sample sheet's 176.401963): 40 shares are about $7,056.08.
    const overInMoney = await call('POST', '/api/me/requests', headers, { kind: 'redemption', amount: 7100 });
    expect(overInMoney.statusCode).toBe(400);
    expect(overInMoney.json().error).toBe(
      'You can redeem at most 40 shares (about $7,056.08 at the NAV per unit of $176.40): the shares you hold less those in pending redemptions.',
    );
    const { availableShares, sharesHeld, pendingShares, navPerUnit, earliestDealingDate } = (
      await call('GET', '/api/me/requests', headers)
    ).json().redemption;
    expect({ availableShares, sharesHeld, pendingShares, navPerUnit, earliestDealingDate }).toEqual({
      availableShares: 40,
      sharesHeld: 100,
      pendingShares: 60,
      navPerUnit: 176.401963,
      earliestDealingDate: EARLIEST,
    });
    // 7,000 / 176.401963 = 39.6821 shares: allowed, and counted against what is left (0.3179).
    await ask(headers, { kind: 'redemption', amount: '7000' });
    expect((await call('GET', '/api/me/requests', headers)).json().redemption.availableShares).toBe(0.3179);
    // Refusals wrote nothing; the two requests one audit row each.
    expect(await count('audit_log')).toBe(audit + 2);
  });

  it.each([
    [
      'both an amount and shares',
      { kind: 'redemption', amount: 10, shares: 1 },
      'A redemption has an amount or a number of shares, not both',
    ],
    ['neither', { kind: 'redemption' }, 'A redemption needs an amount or a number of shares'],
    [
      'a subscription in shares',
      { kind: 'subscription', shares: 1 },
      'A subscription is requested as an amount, not as shares',
    ],
    [
      'a subscription without an amount',
      { kind: 'subscription', note: 'hi' },
      'A subscription needs an amount',
    ],
    ['a zero amount', { kind: 'subscription', amount: 0 }, 'Please enter an amount of at least $0.01'],
    ['a negative amount', { kind: 'redemption', amount: '-5' }, 'Please enter an amount of at least $0.01'],
    ['zero shares', { kind: 'redemption', shares: '0' }, 'Please enter a number of shares of at least 0.001'],
    [
      'negative shares',
      { kind: 'redemption', shares: -1 },
      'Please enter a number of shares of at least 0.001',
    ],
    [
      'an amount of 10^12',
      { kind: 'subscription', amount: '1000000000000' },
      'Please enter an amount of at least $0.01',
    ],
    [
      'an amount in words',
      { kind: 'subscription', amount: 'ten' },
      'Please enter an amount of at least $0.01',
    ],
    [
      'an amount below a cent (the issue: 1e-21 dollars)',
      { kind: 'subscription', amount: '1e-21' },
      'Please enter an amount of at least $0.01',
    ],
    [
      'an amount of a tenth of a cent',
      { kind: 'redemption', amount: 0.009 },
      'Please enter an amount of at least $0.01',
    ],
    [
      'shares below a thousandth',
      { kind: 'redemption', shares: '0.0009' },
      'Please enter a number of shares of at least 0.001',
    ],
    ['another kind', { kind: 'transfer', amount: 1 }, "Request kind must be 'subscription' or 'redemption'"],
    [
      'a note of 1,001 characters',
      { kind: 'subscription', amount: 1, note: 'x'.repeat(1001) },
      'Note must be at most 1,000 characters',
    ],
    [
      'a control character in the note',
      { kind: 'subscription', amount: 1, note: 'a\u0007b' },
      'Note contains a control character',
    ],
    [
      'a C1 control in the note',
      { kind: 'subscription', amount: 1, note: 'a\u009bb' },
      'Note contains a control character',
    ],
  ])('refuses %s with 400 and writes nothing', async (_name, payload, message) => {
    const { headers } = await holder();
    const audit = await count('audit_log');
    const requests = await count('capital_requests');
    const res = await call('POST', '/api/me/requests', headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await count('audit_log')).toBe(audit);
    expect(await count('capital_requests')).toBe(requests);
  });

  it('accepts a note of 1,000 characters over lines', async () => {
    const { headers } = await holder();
    const note = `${'x'.repeat(500)}\n${'y'.repeat(499)}`;
    expect(
      ((await ask(headers, { kind: 'subscription', amount: 1, note })) as unknown as { note: string }).note,
    ).toBe(note);
  });

  it("answers 404 for another investor's request ids, and lists only one's own", async () => {
    const a = await holder();
    const b = await holder();
    const pending = await ask(a.headers, { kind: 'redemption', shares: 1 });
    const approved = await ask(a.headers, { kind: 'subscription', amount: 100 });
    expect((await approve(approved.id, { dealingDate: TODAY, navPerUnit: 100 })).statusCode).toBe(200);
    for (const id of [pending.id, approved.id, 999_999]) {
      for (const [method, url] of [
        ['DELETE', `/api/me/requests/${id}`],
        ['GET', `/api/me/requests/${id}/confirmation`],
      ] as const) {
        const res = await call(method, url, b.headers);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ error: REQUEST_NOT_FOUND });
      }
    }
    expect((await call('GET', '/api/me/requests', b.headers)).json().requests).toEqual([]);
    const mine = (await call('GET', '/api/me/requests', a.headers)).json().requests;
    expect(mine.map((each: { id: number }) => each.id)).toEqual([approved.id, pending.id]);
    // A's pending request is still there.
    expect(mine[1].status).toBe('pending');
    expect((await call('DELETE', '/api/me/requests/01', b.headers)).statusCode).toBe(400);
  });

  it('cancels a pending request once; a decided one is a 409', async () => {
    const { headers } = await holder();
    const { id } = await ask(headers, { kind: 'redemption', shares: 10 });
    const pdf = await call('GET', `/api/me/requests/${id}/confirmation`, headers);
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json()).toEqual({ error: CONFIRMATION_NOT_READY });
    const cancelled = await call('DELETE', `/api/me/requests/${id}`, headers);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      id,
      status: 'cancelled',
      decidedAt: expect.stringMatching(/Z$/),
    });
    const again = await call('DELETE', `/api/me/requests/${id}`, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: requestNotPending('cancelled') });
    expect((await approve(id, { dealingDate: EARLIEST, navPerUnit: 100 })).statusCode).toBe(409);
    // A cancelled redemption no longer holds shares back.
    expect((await call('GET', '/api/me/requests', headers)).json().redemption.availableShares).toBe(100);
    const [audit] = await queryRows<{ action: string; actor: string }>(
      api.app.database.db,
      sql`select action, actor from audit_log where entity = 'capital_request' and entity_id = ${String(id)} order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'cancel', actor: expect.stringMatching(/@fund\.test$/) });

    const { id: approvedId } = await ask(headers, { kind: 'subscription', amount: 10 });
    await approve(approvedId, { dealingDate: TODAY, navPerUnit: 100 });
    const late = await call('DELETE', `/api/me/requests/${approvedId}`, headers);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: requestNotPending('approved') });
  });

  it('rejects with a reason the investor sees; a decided request cannot be decided again', async () => {
    const { headers } = await holder();
    const { id } = await ask(headers, { kind: 'subscription', amount: 250 });
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await call('POST', `/api/requests/${id}/reject`, admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: REASON_REQUIRED });
    }
    const rejected = await call('POST', `/api/requests/${id}/reject`, admin, {
      reason: 'The fund is closed to new money this quarter.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The fund is closed to new money this quarter.',
    });
    const mine = (await call('GET', '/api/me/requests', headers)).json().requests[0];
    expect(mine).toMatchObject({
      id,
      status: 'rejected',
      rejectionReason: 'The fund is closed to new money this quarter.',
      booked: null,
    });
    for (const res of [
      await call('POST', `/api/requests/${id}/reject`, admin, { reason: 'again' }),
      await approve(id, { dealingDate: TODAY, navPerUnit: 100 }),
      await call('DELETE', `/api/me/requests/${id}`, headers),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: requestNotPending('rejected') });
    }
    expect((await call('GET', `/api/me/requests/${id}/confirmation`, headers)).statusCode).toBe(409);
  });

  it('lists the pending requests oldest first with their count, and every request newest first', async () => {
    const { headers } = await holder();
    const first = await ask(headers, { kind: 'subscription', amount: 1 });
    const second = await ask(headers, { kind: 'subscription', amount: 2 });
    const pending = (await call('GET', '/api/requests?status=pending', admin)).json();
    const ids = pending.requests.map((each: { id: number }) => each.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect([...ids].sort((x: number, y: number) => x - y)).toEqual(ids);
    expect(pending.requests.every((each: { status: string }) => each.status === 'pending')).toBe(true);
    expect(pending.pendingCount).toBe(ids.length);
    const all = (await call('GET', '/api/requests?status=all', admin)).json();
    const allIds = all.requests.map((each: { id: number }) => each.id);
    expect([...allIds].sort((x: number, y: number) => y - x)).toEqual(allIds);
    expect(all.requests.some((each: { status: string }) => each.status !== 'pending')).toBe(true);
    expect(all.pendingCount).toBe(pending.pendingCount);
    expect((await call('GET', '/api/requests?status=done', admin)).json()).toEqual({
      error: "status must be 'pending' or 'all'",
    });
  });

  it('answers 404 for an unknown request, 400 for a bad id, dealing date or NAV', async () => {
    const { headers } = await holder();
    const { id } = await ask(headers, { kind: 'subscription', amount: 100 });
    expect((await approve(999_999, { dealingDate: TODAY, navPerUnit: 1 })).json()).toEqual({
      error: REQUEST_NOT_FOUND,
    });
    expect((await call('POST', '/api/requests/999999/reject', admin, { reason: 'x' })).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/requests/+1/approve', admin, { dealingDate: TODAY, navPerUnit: 1 }))
        .statusCode,
    ).toBe(400);
    for (const [payload, message] of [
      [{ dealingDate: '2025-02-30', navPerUnit: 1 }, 'Please enter a valid dealing date (YYYY-MM-DD)'],
      [
        { dealingDate: '2101-01-01', navPerUnit: 1 },
        'Dealing date must be between 1900-01-01 and 2100-12-31',
      ],
      [{ dealingDate: TODAY, navPerUnit: 0 }, 'Please enter a valid NAV value'],
      [{ dealingDate: TODAY, navPerUnit: 1, waiveNotice: 'yes' }, 'waiveNotice must be true or false'],
      [
        { dealingDate: '2026-07-02', navPerUnit: 1 },
        'The investment date cannot be more than a year after today',
      ],
    ] as const) {
      const res = await approve(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    expect(
      (await call('GET', '/api/requests', admin))
        .json()
        .requests.some((each: { id: number }) => each.id === id),
    ).toBe(true);
  });

  it('409 at approval when the shares are no longer available', async () => {
    const { id: investorId, headers } = await holder();
    const { id } = await ask(headers, { kind: 'redemption', shares: 80 });
    const { id: small } = await ask(headers, { kind: 'redemption', shares: 20 });
    // Meanwhile the administrator books a redemption of 30 in Admin Tools: 70 are left.
    const manual = await call('POST', '/api/investor-investments', admin, {
      investorId,
      investmentDate: TODAY,
      amountInvested: '-3000',
      navAtEntry: '100',
      sharesIssued: '-30',
    });
    expect(manual.statusCode, manual.body).toBe(201);
    // 70 held less the other pending redemption's 20 is 50; this one needs 80. (Other tests booked records at
    // 150 on that day: the reason covers whichever NAV the books hold then.)
    const res = await approve(id, { dealingDate: EARLIEST, navPerUnit: 100, ...REVALUED });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: sharesNoLongerAvailable('50', '80') });
    // 70 less 80 pending leaves none for the other.
    expect((await approve(small, { dealingDate: EARLIEST, navPerUnit: 100, ...REVALUED })).json()).toEqual({
      error: sharesNoLongerAvailable('0', '20'),
    });
    expect(await count('capital_requests', `investor_id = ${investorId} and status = 'pending'`)).toBe(2);
    await call('DELETE', `/api/me/requests/${id}`, headers);
    expect((await approve(small, { dealingDate: EARLIEST, navPerUnit: 100, ...REVALUED })).statusCode).toBe(
      200,
    );
  });

  it('books exactly one record when 20 approvals of one request arrive at once', async () => {
    const { id: investorId, headers } = await holder();
    const { id } = await ask(headers, { kind: 'redemption', shares: 50 });
    const records = await count('investments', `investor_id = ${investorId}`);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => approve(id, { dealingDate: EARLIEST, navPerUnit: 150, ...REVALUED })),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    expect(await count('investments', `investor_id = ${investorId}`)).toBe(records + 1);
    expect(
      await count('audit_log', `entity = 'capital_request' and entity_id = '${id}' and action = 'approve'`),
    ).toBe(1);
  });

  it('lets 10 redemption requests at once take no more than the shares held', async () => {
    const { headers } = await holder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', '/api/me/requests', headers, { kind: 'redemption', shares: 30 }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 400)).toHaveLength(7);
  });

  it('keeps at most 5 requests pending per investor, however many arrive at once', async () => {
    const { headers } = await holder();
    const audit = await count('audit_log');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', '/api/me/requests', headers, { kind: 'subscription', amount: 10 }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(5);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.json()).toEqual({ error: tooManyPendingRequests(5) });
    expect(tooManyPendingRequests(5)).toBe(
      'You already have 5 pending requests. Cancel one, or wait until the fund decides them, before asking again.',
    );
    expect(await count('audit_log')).toBe(audit + 5);
    // A decided request frees its place.
    const first = answers.find((res) => res.statusCode === 201)!.json().id as number;
    expect((await call('DELETE', `/api/me/requests/${first}`, headers)).statusCode).toBe(200);
    await ask(headers, { kind: 'redemption', shares: 1 });
    expect(
      (await call('POST', '/api/me/requests', headers, { kind: 'subscription', amount: 10 })).statusCode,
    ).toBe(409);
  });
});

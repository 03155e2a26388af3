import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatUnits } from '../../domain/format';
import {
  dealingBeforeRequest,
  isNavOutsideTolerance,
  NAV_OVERRIDE_REASON_REQUIRED,
  navOutsideTolerance,
} from '../../domain/requests/messages';
import { queryRows } from '../db/client';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { pdfPages } from '../../../test/support/pdf-text';
import { investorWith } from '../../../test/support/portal-kit';

type Headers = Record<string, string>;

// The fund's clock stands at 2025-10-06 (New York), after Q3 2025 has ended, so its fee run can be posted.
const NOW = new Date('2025-10-06T16:00:00Z');
const TODAY = '2025-10-06';

/*
 * Requests within the books (docs/requirements.md#req-approve, #req-limits; issue 27): units held are
 * counted one way, net of fee units, by the Requests panel, the portal and the confirmation; an approval
 * is held to the request's date and to the books' NAV for its dealing date.
 */
describe.each(databaseTargets())('requests within the books on $name', (target) => {
  let api: ApiApp;
  let admin: Headers;
  let ann: { id: number; headers: Headers };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const count = async (table: string) =>
    (
      await queryRows<{ n: number }>(api.app.database.db, sql.raw(`select count(*)::int as n from ${table}`))
    )[0]!.n;
  async function ask(payload: object) {
    const res = await call('POST', '/api/me/requests', ann.headers, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; earliestDealingDate: string };
  }
  const approve = (id: number, payload: object) =>
    call('POST', `/api/requests/${id}/approve`, admin, payload);
  const listed = async (id: number) =>
    (await call('GET', '/api/requests?status=all', admin))
      .json()
      .requests.find((each: { id: number }) => each.id === id);

  beforeAll(async () => {
    api = await startApiApp(target, {}, {}, { now: () => NOW });
    admin = await api.admin();
    // Ann holds 100 units bought at 100; another investor 50, so the fund is not Ann alone.
    const id = await investorWith(api.app, admin, { name: 'Ann Able', email: 'ann@fund.test' }, [
      { date: '2025-01-15', amount: '10000', nav: '100' },
    ]);
    await investorWith(api.app, admin, { name: 'Bob Bolt', email: 'bob@fund.test' }, [
      { date: '2025-02-15', amount: '5000', nav: '100' },
    ]);
    ann = { id, headers: await api.bearer({ sub: 'ann', email: 'ann@fund.test', email_verified: true }) };
  });
  afterAll(async () => {
    await api?.close();
  });

  it('after a posted fee run, the Requests panel, the portal and the confirmation count the same units', async () => {
    const terms = await call('PUT', '/api/fees/terms', admin, {
      managementFeePercent: 2,
      performanceFeePercent: 0,
      crystallization: 'quarterly',
    });
    expect(terms.statusCode, terms.body).toBe(200);
    const run = await call('POST', '/api/fee-runs', admin, { quarter: 'Q3_2025', navPerUnit: 100 });
    expect(run.statusCode, run.body).toBe(201);
    const feeUnits = new Decimal(
      run.json().investors.find((line: { investorId: number }) => line.investorId === ann.id).feeShares,
    );
    expect(feeUnits.gt(0)).toBe(true);
    const held = new Decimal(100).minus(feeUnits);

    const { id, earliestDealingDate } = await ask({ kind: 'redemption', shares: 10 });
    // The panel, the approve dialog's "then holds" and the portal: units net of the fee units.
    expect((await listed(id)).sharesHeld).toBe(held.toNumber());
    const portal = (await call('GET', '/api/me/account', ann.headers)).json();
    expect(portal.capital.shares).toBe(held.toNumber());
    expect((await call('GET', '/api/me/requests', ann.headers)).json().redemption.sharesHeld).toBe(
      held.toNumber(),
    );

    const approved = await approve(id, { dealingDate: earliestDealingDate, navPerUnit: 100 });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = held.minus(10);
    expect(approved.json().booked.sharesAfter).toBe(after.toNumber());
    expect((await listed(id)).sharesHeld).toBe(after.toNumber());
    expect((await call('GET', '/api/me/account', ann.headers)).json().capital.shares).toBe(after.toNumber());
    const pdf = await call('GET', `/api/me/requests/${id}/confirmation`, ann.headers);
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toMatch(new RegExp(`Shares held after\\s+${formatUnits(after).replace('.', '\\.')}\\n`));
  });

  it('refuses a dealing date before the request date, booking nothing', async () => {
    const { id } = await ask({ kind: 'subscription', amount: 1000 });
    const [records, audits] = [await count('investments'), await count('audit_log')];
    // The issue's approval, asked today and dealt on 2024-01-02 at 0.000001: the books' guard refuses it
    // first here (Q3 2025's fee run covers the day); a day the guard passes meets the request's rule.
    const backdated = await approve(id, {
      dealingDate: '2024-01-02',
      navPerUnit: '0.000001',
      navOverrideReason: 'Backdated',
    });
    expect(backdated.statusCode).toBe(409);
    for (const navPerUnit of ['0.000001', '100']) {
      const res = await approve(id, {
        dealingDate: '2025-10-05',
        navPerUnit,
        navOverrideReason: 'Backdated',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: dealingBeforeRequest(TODAY) });
    }
    expect(dealingBeforeRequest(TODAY)).toBe(
      'The dealing date cannot be before the request date, Oct 6, 2025.',
    );
    expect([await count('investments'), await count('audit_log')]).toEqual([records, audits]);
    // The request's own day deals it.
    expect((await approve(id, { dealingDate: TODAY, navPerUnit: 100 })).statusCode).toBe(200);
  });

  it("refuses a NAV 50% off the books' NAV for the dealing date, then books it with a reason, audited", async () => {
    const { id } = await ask({ kind: 'subscription', amount: 1000 });
    const [records, audits] = [await count('investments'), await count('audit_log')];
    // The books' NAV on the dealing date: 100, the latest record's (the test above booked it today; before
    // it, Q3's fee run priced a unit at 100 on 2025-09-30).
    for (const navPerUnit of ['150', '50', '0.000001']) {
      const res = await approve(id, { dealingDate: TODAY, navPerUnit });
      expect(res.statusCode, navPerUnit).toBe(409);
      expect(res.json().error).toMatch(/more than the 10% allowed/);
    }
    const refused = await approve(id, { dealingDate: TODAY, navPerUnit: '150' });
    expect(refused.json()).toEqual({
      error: navOutsideTolerance({
        nav: '150',
        booksNav: '100',
        booksDate: TODAY,
        deviationPercent: '50',
        tolerancePercent: '10',
      }),
    });
    expect(isNavOutsideTolerance(refused.json().error)).toBe(true);
    expect(refused.json().error).toBe(
      "The NAV per unit 150 is 50% away from the books' NAV per unit of 100 (as of Oct 6, 2025), more than the 10% allowed. Check the figure, or give the reason for approving at it.",
    );
    for (const navOverrideReason of ['', '   ']) {
      const blank = await approve(id, { dealingDate: TODAY, navPerUnit: '150', navOverrideReason });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ error: NAV_OVERRIDE_REASON_REQUIRED });
    }
    // Within 10% no reason is needed: 109 would book; it is not sent, so the request stays pending.
    expect([await count('investments'), await count('audit_log')]).toEqual([records, audits]);

    const reason = 'Valued after the October rally; see the board minutes.';
    const booked = await approve(id, {
      dealingDate: TODAY,
      navPerUnit: '150',
      navOverrideReason: ` ${reason} `,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().booked).toMatchObject({ navPerUnit: 150, amount: 1000, shares: 6.66667 });
    const [audit] = await queryRows<{ after: { navOverride: Record<string, unknown> } }>(
      api.app.database.db,
      sql`select after from audit_log where entity = 'capital_request' and action = 'approve'
          and entity_id = ${String(id)}`,
    );
    expect(audit?.after.navOverride).toEqual({
      reason,
      navPerUnit: '150',
      booksNavPerUnit: '100',
      booksNavDate: TODAY,
      deviationPercent: '50',
      tolerancePercent: 10,
      needed: true,
    });
  });

  it('takes the tolerance from NAV_TOLERANCE_PERCENT', async () => {
    const wide = await startApiApp(target, { NAV_TOLERANCE_PERCENT: '60' }, {}, { now: () => NOW });
    try {
      const admin2 = await wide.admin();
      await investorWith(wide.app, admin2, { name: 'Cy Cole', email: 'cy@fund.test' }, [
        { date: '2025-01-15', amount: '1000', nav: '100' },
      ]);
      const cy = await wide.bearer({ sub: 'cy', email: 'cy@fund.test', email_verified: true });
      const asked = await wide.app.inject({
        method: 'POST',
        url: '/api/me/requests',
        headers: cy,
        payload: { kind: 'subscription', amount: 100 },
      });
      const res = await wide.app.inject({
        method: 'POST',
        url: `/api/requests/${asked.json().id}/approve`,
        headers: admin2,
        payload: { dealingDate: TODAY, navPerUnit: 150 },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await wide.close();
    }
  });
});

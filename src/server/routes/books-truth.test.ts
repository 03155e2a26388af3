import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { booksNavNote, type BooksNavAnswer } from '../../domain/books/books-nav';
import { feeRunNavOutsideTolerance } from '../../domain/fees/messages';
import { formatDate } from '../../domain/format';
import { periodNotEnded } from '../../domain/periods/messages';
import {
  SAMPLE_DATA_BLOCKED,
  sampleInClosedQuarters,
  sampleUnderFeeRuns,
} from '../../domain/sample-data/schemas';
import { parseQuarter } from '../../domain/quarters';
import { queryRows } from '../db/client';
import { interimTitle } from '../../domain/statements/statement-view';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { pdfPages } from '../../../test/support/pdf-text';

type Headers = Record<string, string>;

// The day: November 27, 2026 (New York), inside Q4 2026; Q3 2026 has ended.
const NOW = new Date('2026-11-27T16:00:00Z');
const TODAY = '2026-11-27';

/*
 * One truth per figure (issue 31, decision 029), on the sample fund: a closed quarter's statement is
 * one file for the administrator, the batch and the investor; a quarter that has not ended gives an
 * interim statement; previews default to the books and are held to them; removing the sample data
 * says what blocks it.
 */
describe.each(databaseTargets())('the books tell one truth on $name', (target) => {
  let api: ApiApp;
  let admin: Headers;
  let riley: Headers;
  let rileyId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ok = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };

  beforeAll(async () => {
    api = await startApiApp(target, { DEMO_DATA: 'on' }, {}, { now: () => NOW });
    admin = await api.admin();
    riley = await api.bearer({ sub: 'riley', email: 'investor@fund.local', email_verified: true });
    const investors = (await ok('GET', '/api/investors', admin)).json() as { id: number; name: string }[];
    rileyId = investors.find((each) => each.name === 'Riley Park')!.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('gives an interim statement, with no closing value, for the quarter that has not ended', async () => {
    const list = (await ok('GET', '/api/me/statements', riley)).json().statements as {
      quarter: string;
      asOf?: string;
    }[];
    expect(list.find((each) => each.quarter === 'Q4_2026')?.asOf).toBe(TODAY);
    expect(list.find((each) => each.quarter === 'Q3_2026')?.asOf).toBeUndefined();

    const pdf = await ok('GET', '/api/me/statements/Q4_2026', riley);
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain(interimTitle(TODAY));
    expect(interimTitle(TODAY)).toBe(`Interim statement as of ${formatDate(TODAY)}`);
    expect(text).toContain(`Value as of ${formatDate(TODAY)}`);
    expect(text).not.toContain('Closing value');
    expect(text).not.toContain('December 31, 2026');
    expect(text).not.toContain('Dec 31, 2026');

    const ended = (await pdfPages((await ok('GET', '/api/me/statements/Q3_2026', riley)).rawPayload)).join(
      '\n',
    );
    expect(ended).toContain('Closing value');
    expect(ended).not.toContain('Interim');
  });

  it("starts a fee run at the books' NAV for the quarter's end, and holds a typed one to it", async () => {
    const booksNav = { navPerUnit: 189.1714, date: '2026-09-30', source: 'nav_history' };
    const { quarters } = (await ok('GET', '/api/fund-quarters', admin)).json() as {
      quarters: {
        quarter: string;
        booksNav: unknown;
        closeRefusal: string | null;
        feeRunRefusal: string | null;
      }[];
    };
    const q3 = quarters.find((each) => each.quarter === 'Q3_2026')!;
    expect(quarters[0]!.quarter).toBe('Q4_2026');
    expect(q3).toMatchObject({ booksNav, closeRefusal: null, feeRunRefusal: null });
    expect(booksNavNote(booksNav as BooksNavAnswer)).toBe('NAV at Sep 30, 2026 from the NAV history');
    expect(quarters[0]!.closeRefusal).toBe(periodNotEnded(parseQuarter('Q4_2026')!, '2026-12-31'));

    // The same answer for any day, for the approve dialog and every NAV field; a reader's only.
    expect((await ok('GET', `/api/books-nav?day=${TODAY}`, admin)).json()).toEqual({ booksNav });
    expect((await ok('GET', '/api/books-nav?day=2000-01-01', admin)).json()).toEqual({ booksNav: null });
    expect((await call('GET', '/api/books-nav?day=27/11/2026', admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/books-nav?day=${TODAY}`, await api.member())).statusCode).toBe(403);
    expect((await call('GET', '/api/fund-quarters', riley)).statusCode).toBe(403);

    // The preview's default NAV is the books'; a typed one is used as typed and checked against them.
    const preview = (await ok('POST', '/api/fee-runs/preview', admin, { quarter: 'Q3_2026' })).json();
    expect(preview).toMatchObject({ navPerUnit: 189.1714, navFromBooks: true, booksNav });
    const typed = (
      await ok('POST', '/api/fee-runs/preview', admin, { quarter: 'Q3_2026', navPerUnit: 112.5 })
    ).json();
    expect(typed).toMatchObject({ navPerUnit: 112.5, navFromBooks: false, booksNav });

    const refused = await call('POST', '/api/fee-runs', admin, { quarter: 'Q3_2026', navPerUnit: 112.5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      feeRunNavOutsideTolerance({
        nav: '112.5',
        booksNav: '189.1714',
        booksDate: '2026-09-30',
        deviationPercent: '40.53',
        tolerancePercent: '10',
      }),
    );
    expect((await ok('GET', '/api/fee-runs', admin)).json().runs).toEqual([]);
    const posted = await ok('POST', '/api/fee-runs', admin, {
      quarter: 'Q3_2026',
      navPerUnit: 112.5,
      navOverrideReason: 'Marked down after the October write-off',
    });
    const audit = await queryRows<{ after: { navOverride?: { reason: string; needed: boolean } } }>(
      api.app.database.db,
      sql`select after from audit_log where entity = 'fee_run' and action = 'post'`,
    );
    expect(audit.map((row) => row.after.navOverride)).toEqual([
      expect.objectContaining({ reason: 'Marked down after the October write-off', needed: true }),
    ]);
    // Undone, so the quarter's statement keeps the books' figures; then posted at the books' NAV.
    await ok('DELETE', `/api/fee-runs/${posted.json().id}`, admin);
    await ok('POST', '/api/fee-runs', admin, { quarter: 'Q3_2026', navPerUnit: 189.1714 });
  });

  it("serves a closed quarter's statement as one file to the administrator, the batch and the investor", async () => {
    const before = (await ok('GET', `/api/investors/${rileyId}/statements/Q3_2026`, admin)).rawPayload;
    const portalBefore = (await ok('GET', '/api/me/statements/Q3_2026', riley)).rawPayload;
    // Before the close: the same figures (made by the one renderer from the one books).
    expect(Buffer.compare(before, portalBefore)).toBe(0);

    await ok('POST', '/api/periods/Q3_2026/close', admin, { confirmNoFees: true });
    const stored = (await ok('GET', `/api/investors/${rileyId}/statements/Q3_2026`, admin)).rawPayload;
    const portal = (await ok('GET', '/api/me/statements/Q3_2026', riley)).rawPayload;
    // The batch, even at a NAV typed far from the books', hands out the stored file.
    const batch = (
      await ok('POST', '/api/reports/statements/pdf', admin, {
        quarter: 'Q3',
        year: '2026',
        currentNav: '112.5',
        investorId: rileyId,
      })
    ).rawPayload;
    expect(Buffer.compare(stored, portal)).toBe(0);
    expect(Buffer.compare(stored, batch)).toBe(0);
  });

  it("says before any confirm that a closed quarter's fee run cannot be reversed, and why", async () => {
    const { quarters } = (await ok('GET', '/api/fund-quarters', admin)).json() as {
      quarters: {
        quarter: string;
        closeRefusal: string | null;
        feeRun: { id: number; reverseRefusal: string | null } | null;
      }[];
    };
    const q3 = quarters.find((each) => each.quarter === 'Q3_2026')!;
    const reason = 'Q3 2026 is closed: reopen it to reverse this run.';
    expect(q3.feeRun?.reverseRefusal).toBe(reason);
    expect(q3.closeRefusal).toBe('Q3 2026 is already closed.');
    // The write refuses it too (its own words name the closed quarter).
    const reverse = await call('DELETE', `/api/fee-runs/${q3.feeRun!.id}`, admin);
    expect(reverse.statusCode).toBe(409);
  });

  it('refuses to remove the sample data with real records attached: 409 with every blocker, never 500', async () => {
    // Riley, the sample investor, now has a real record too: an approved subscription.
    const asked = (
      await ok('POST', '/api/me/requests', riley, { kind: 'subscription', amount: '1000' })
    ).json();
    await ok('POST', `/api/requests/${asked.id}/approve`, admin, {
      dealingDate: asked.earliestDealingDate,
      navPerUnit: '189.1714',
    });
    const before = (await ok('GET', '/api/sample-data', admin)).json();
    const blockers = [sampleInClosedQuarters(['Q3 2026']), sampleUnderFeeRuns(['Q3 2026'])];
    expect(before.blockers).toEqual(blockers);
    expect(blockers).toEqual([
      'Q3 2026 is closed and holds sample records: reopen it on Fees & Close.',
      'The fee run of Q3 2026 covers sample records: reverse it on Fees & Close.',
    ]);
    const res = await call('DELETE', '/api/sample-data', admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: SAMPLE_DATA_BLOCKED, blockers });
    expect((await ok('GET', '/api/sample-data', admin)).json()).toEqual(before);

    // Done as the blockers say, the removal goes through and keeps Riley's own record.
    await ok('POST', '/api/periods/Q3_2026/reopen', admin, { reason: 'To remove the sample data' });
    const run = (await ok('GET', '/api/fund-quarters', admin))
      .json()
      .quarters.find((each: { quarter: string }) => each.quarter === 'Q3_2026').feeRun;
    await ok('DELETE', `/api/fee-runs/${run.id}`, admin);
    expect((await ok('GET', '/api/sample-data', admin)).json().blockers).toEqual([]);
    const removed = await ok('DELETE', '/api/sample-data', admin);
    expect(removed.json().removed.investments).toBe(5);
    const left = (await ok('GET', `/api/investors/${rileyId}`, admin)).json();
    expect(left.investments).toHaveLength(1);
  });
});

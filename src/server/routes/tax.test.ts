import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_MESSAGES as M } from '../../domain/tax/messages';
import { queryRows } from '../db/client';
import type { AllocationsAnswer, RealizedAnswer } from '../../domain/tax/api-schemas';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { auditCount, sendJson, type Method } from '../../../test/support/api-checks';
import { investorWith } from '../../../test/support/portal-kit';
import { pdfPages } from '../../../test/support/pdf-text';

type Headers = Record<string, string>;
const sum = (values: string[]) => values.reduce((total, v) => total.plus(v), new Decimal(0)).toFixed(2);

/*
 * The tax year's API (issue 28) on the real books: the rows and their totals, wash sales and a
 * Section 1256 mark, allocations that sum to the fund's totals to the cent, who may read and write,
 * and bad input that changes nothing.
 */
describe.each(databaseTargets())('tax year on $name', (target) => {
  let api: ApiApp;
  let admin: Headers;
  let auditor: Headers;
  let investorAnn: Headers;
  let investorBob: Headers;
  let ann: number;
  let spx: number;
  let aapl: number;
  let spxClosed: number;

  const send = (method: Method, url: string, payload?: object, headers = admin) =>
    sendJson(api.app, method, url, headers, payload);
  const ok = async (method: Method, url: string, payload?: object) => {
    const res = await send(method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };

  beforeAll(async () => {
    api = await startApiApp(target);
    admin = await api.admin();
    auditor = await api.bearer({ sub: 'aud', allowed: false, auditor: true });
    ann = await investorWith(api.app, admin, { name: 'Ann Able', email: 'ann@fund.test' }, [
      { date: '2025-01-15', amount: '10000', nav: '100' },
    ]);
    // Bob joins mid-year, so the later items split between two investors.
    await investorWith(api.app, admin, { name: 'Bob Bolt', email: 'bob@fund.test' }, [
      { date: '2025-07-01', amount: '3333', nav: '100' },
    ]);
    investorAnn = await api.bearer({ sub: 'ann', email: 'ann@fund.test', email_verified: true });
    investorBob = await api.bearer({ sub: 'bob', email: 'bob@fund.test', email_verified: true });

    // KO: 100 bought at 50, sold at 40 (a $1,000 loss), 100 bought back at 45 within 30 days: washed.
    const ko = await ok('POST', '/api/positions', {
      positionType: 'STOCK',
      quarter: 'Q1 2025',
      ticker: 'KO',
      openDate: '2025-02-03',
      shares: 100,
      price: 50,
    });
    await ok('PUT', '/api/stock-holdings', { id: ko.id, closeValue: 40, closeDate: '2025-03-03' });
    const again = await ok('POST', '/api/positions', {
      positionType: 'STOCK',
      quarter: 'Q1 2025',
      ticker: 'KO',
      openDate: '2025-03-10',
      shares: 100,
      price: 45,
    });
    await ok('PUT', '/api/stock-holdings', { id: again.id, closeValue: 47.77, closeDate: '2025-09-15' });
    // A written AAPL put bought back for less after Bob joined: a short-term gain split 2 ways.
    const put = await ok('POST', '/api/positions', {
      positionType: 'THETA',
      quarter: 'Q3 2025',
      ticker: 'AAPL',
      openDate: '2025-07-07',
      expirationDate: '09/19/2025',
      strike: 190,
      optionType: 'P',
      contracts: 1,
      premium: 333.33,
    });
    aapl = put.id;
    await ok('PUT', '/api/theta-holdings', { id: put.id, closeValue: 100, closeDate: '2025-08-04' });
    // An SPX put written in December and open over the year end: Section 1256, marked at 4.10.
    const index = await ok('POST', '/api/positions', {
      positionType: 'THETA',
      quarter: 'Q4 2025',
      ticker: 'SPX',
      openDate: '2025-12-01',
      expirationDate: '01/16/2026',
      strike: 5000,
      optionType: 'P',
      contracts: 1,
      premium: 3000,
    });
    spx = index.id;
    const closedIndex = await ok('POST', '/api/positions', {
      positionType: 'THETA',
      quarter: 'Q4 2025',
      ticker: 'SPX',
      openDate: '2025-10-01',
      expirationDate: '12/19/2025',
      strike: 5200,
      optionType: 'P',
      contracts: 1,
      premium: 1000,
    });
    spxClosed = closedIndex.id;
    await ok('PUT', '/api/theta-holdings', { id: closedIndex.id, closeValue: 400, closeDate: '2025-11-03' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('only readers read, only the administrator writes marks', async () => {
    const reads = [
      '/api/tax/2025/lots',
      '/api/tax/2025/realized',
      '/api/tax/2025/marks',
      '/api/tax/2025/allocations',
      `/api/investors/${ann}/tax/2025`,
    ];
    for (const url of reads) {
      expect((await send('GET', url, undefined, {})).statusCode).toBe(401);
      expect((await send('GET', url, undefined, await api.member())).statusCode).toBe(403);
      expect((await send('GET', url, undefined, investorAnn)).statusCode).toBe(403);
      expect((await send('GET', url, undefined, auditor)).statusCode).toBe(200);
    }
    const audits = await auditCount(api.app);
    const body = { marks: [{ positionId: spx, price: '4.10' }] };
    expect((await send('PUT', '/api/tax/2025/marks', body, {})).statusCode).toBe(401);
    expect((await send('PUT', '/api/tax/2025/marks', body, auditor)).statusCode).toBe(403);
    expect((await send('PUT', '/api/tax/2025/marks', body, investorAnn)).statusCode).toBe(403);
    expect((await send('GET', '/api/me/tax/2025', undefined, {})).statusCode).toBe(401);
    expect(await auditCount(api.app)).toBe(audits);
  });

  it.each([
    ['not a year', '/api/tax/20x5/realized', M.year],
    ['before 1900', '/api/tax/1899/lots', M.year],
    ['after 2100', '/api/tax/2101/allocations', M.year],
    ['five digits', '/api/tax/20250/marks', M.year],
    ['an unknown format', '/api/tax/2025/realized?format=xls', M.format],
  ])('a year or format that is %s is a 400', async (_, url, message) => {
    const res = await send('GET', url);
    expect([res.statusCode, res.json().error]).toEqual([400, message]);
  });

  it('lists the Section 1256 position open on 31 December, and a batch with one bad mark saves nothing', async () => {
    const listed = await ok('GET', '/api/tax/2025/marks');
    expect(
      listed.marks.map((m: { positionId: number; price: string | null }) => [m.positionId, m.price]),
    ).toEqual([[spx, null]]);
    const audits = await auditCount(api.app);
    const good = { positionId: spx, price: '4.10' };
    const cases: [object, number, string][] = [
      [{ marks: [good, { positionId: 999999, price: '1' }] }, 404, M.unknownPosition(999999)],
      [{ marks: [good, { positionId: aapl, price: '1' }] }, 400, M.notSection1256(aapl)],
      [{ marks: [good, { positionId: spxClosed, price: '1' }] }, 400, M.notOpenAtYearEnd(spxClosed, 2025)],
      [{ marks: [good, good] }, 400, M.duplicate(spx)],
      [{ marks: [{ positionId: spx, price: '-1' }] }, 400, M.price],
      [{ marks: [{ positionId: spx, price: 'NaN' }] }, 400, M.price],
      [{ marks: [] }, 400, M.marksRequired],
    ];
    for (const [body, status, message] of cases) {
      const res = await send('PUT', '/api/tax/2025/marks', body);
      expect([res.statusCode, res.json().error]).toEqual([status, message]);
    }
    expect(await auditCount(api.app)).toBe(audits);
    const saved = await ok('PUT', '/api/tax/2025/marks', { marks: [good] });
    expect(saved.marks[0]).toMatchObject({ positionId: spx, price: '4.1', basis: '3000.00' });
    expect(await auditCount(api.app)).toBe(audits + 1);
  });

  it('gives the Form 8949 rows with the wash sale marked, totals that are the sums of the rows, and the mark', async () => {
    const realized: RealizedAnswer = await ok('GET', '/api/tax/2025/realized');
    expect(realized.draft).toBe(true);
    expect(
      realized.rows.map((r) => [r.description, r.code, r.adjustment, r.gain, r.term, r.section1256]),
    ).toEqual([
      ['100 sh KO', 'W', '1000.00', '0.00', 'short', false],
      ['1 AAPL 2025-09-19 190 P written', '', '0.00', '233.33', 'short', false],
      // 4,777 less the basis 4,500 + 1,000 disallowed.
      ['100 sh KO', '', '0.00', '-723.00', 'short', false],
      ['1 SPX 2025-12-19 5200 P written', '', '0.00', '600.00', 'short', true],
      ['1 SPX 2026-01-16 5000 P written', '', '0.00', '2590.00', 'short', true],
    ]);
    const short = realized.rows.filter((r) => !r.section1256 && r.term === 'short');
    expect(realized.totals.shortTerm).toEqual({
      proceeds: sum(short.map((r) => r.proceeds)),
      costBasis: sum(short.map((r) => r.costBasis)),
      adjustment: sum(short.map((r) => r.adjustment)),
      gain: sum(short.map((r) => r.gain)),
    });
    expect(realized.totals.section1256).toEqual({
      gain: '3190.00',
      shortTerm: '1276.00',
      longTerm: '1914.00',
    });
  });

  it('allocates every item to the cent, and an investor reads only their own package', async () => {
    const allocations: AllocationsAnswer = await ok('GET', '/api/tax/2025/allocations');
    for (const field of ['shortTermGain', 'longTermGain', 'section1256Gain'] as const) {
      expect(sum(allocations.investors.map((i) => i[field]))).toBe(allocations.fund[field]);
      expect(allocations.sum[field]).toBe(allocations.fund[field]);
    }
    expect(allocations.fund).toEqual({
      shortTermGain: '-489.67',
      longTermGain: '0.00',
      section1256Gain: '3190.00',
    });
    const own = await send('GET', '/api/me/tax/2025', undefined, investorAnn);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ investorId: ann, name: 'Ann Able', draft: true });
    const pdf = await send('GET', '/api/me/tax/2025?format=pdf', undefined, investorAnn);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain('Partner: Ann Able');
    expect(text).toContain('Ending capital account');
    // The package's amounts are money, in dollars and cents, not the exact figures the API answers.
    expect(text).toMatch(/Box 8: Net short-term capital gain \(loss\)\s+-?\$[\d,]*\d\.\d\d\b/);
    expect((await send('GET', '/api/investors/999999/tax/2025')).statusCode).toBe(404);
  });

  it('answers CSV and PDF files of the realized gains', async () => {
    const csv = await send('GET', '/api/tax/2025/realized?format=csv');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toBe(
      '100 sh KO,2025-02-03,2025-03-03,4000.00,5000.00,W,1000.00,0.00,short,no',
    );
    const pdf = await send('GET', '/api/tax/2025/realized?format=pdf');
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain('Realized Gains and Losses 2025');
    // The PDF reads dates as every screen does; the CSV above keeps ISO.
    expect(text).toContain('Feb 3, 2025');
    expect(text).toContain('Mar 3, 2025');
    expect(text).not.toContain('2025-02-03');
    expect(text).toContain('$4,000.00');
  });

  it('stores the year with the Q4 close: no longer a draft, marks refused, and a draft again once reopened', async () => {
    expect((await send('GET', '/api/me/tax', undefined, investorAnn)).json()).toEqual({ years: [] });
    const draft: RealizedAnswer = await ok('GET', '/api/tax/2025/realized');
    await ok('POST', '/api/periods/Q4_2025/close', { confirmNoFees: true });
    const stored: RealizedAnswer = await ok('GET', '/api/tax/2025/realized');
    expect(stored.draft).toBe(false);
    expect(stored.storedAt).toMatch(/Z$/);
    expect(stored.rows).toEqual(draft.rows);
    expect((await send('GET', '/api/me/tax', undefined, investorAnn)).json()).toEqual({ years: [2025] });
    // Ann hears of her package once, in the close's transaction, with a link to the portal's tax documents.
    const taxNotices = async (headers = investorAnn) =>
      (await send('GET', '/api/me/notices', undefined, headers))
        .json()
        .notices.filter((notice: { kind: string }) => notice.kind === 'tax_package_ready');
    expect(await taxNotices()).toEqual([
      expect.objectContaining({ title: 'Your 2025 tax package is ready', link: '/account#tax-documents' }),
    ]);
    const refused = await send('PUT', '/api/tax/2025/marks', { marks: [{ positionId: spx, price: '9' }] });
    expect(refused.statusCode).toBe(409);
    expect((await ok('GET', '/api/tax/2025/allocations')).draft).toBe(false);
    expect(
      (await send('POST', '/api/periods/Q4_2025/reopen', { reason: 'A late broker correction' })).statusCode,
    ).toBe(204);
    expect((await ok('GET', '/api/tax/2025/realized')).draft).toBe(true);
    // Closed again: the same package is not announced twice.
    await ok('POST', '/api/periods/Q4_2025/close', { confirmNoFees: true });
    expect(await taxNotices()).toHaveLength(1);

    // Reopened for a sale the books missed, in May, when Ann alone held units: only her figures change.
    // Closed again, she hears of a corrected package that replaces the earlier one; Bob hears nothing.
    expect((await send('POST', '/api/periods/Q4_2025/reopen', { reason: 'A missed sale' })).statusCode).toBe(
      204,
    );
    const missed = await ok('POST', '/api/positions', {
      positionType: 'STOCK',
      quarter: 'Q2 2025',
      ticker: 'PEP',
      openDate: '2025-05-01',
      shares: 10,
      price: 100,
    });
    await ok('PUT', '/api/stock-holdings', { id: missed.id, closeValue: 110, closeDate: '2025-05-20' });
    await ok('POST', '/api/periods/Q4_2025/close', { confirmNoFees: true });
    expect(await taxNotices()).toEqual([
      expect.objectContaining({
        title: 'Your corrected 2025 tax package is ready',
        link: '/account#tax-documents',
      }),
      expect.objectContaining({ title: 'Your 2025 tax package is ready' }),
    ]);
    expect(await taxNotices(investorBob)).toEqual([
      expect.objectContaining({ title: 'Your 2025 tax package is ready' }),
    ]);
    // Each notice is an e-mail too: Ann's two, Bob's one.
    const mails = await queryRows<{ to: string }>(
      api.app.database.db,
      sql`select o.to_address as to from outbox_messages o join notices n on n.id = o.notice_id
           where n.kind = 'tax_package_ready' order by o.id`,
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(['ann@fund.test', 'ann@fund.test', 'bob@fund.test']);
  });
});

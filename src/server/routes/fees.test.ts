import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  feeRunCoversDay,
  feeRunExists,
  feeRunNotEnded,
  INVALID_CRYSTALLIZATION,
  INVALID_FEE_RUN_NAV,
  laterFeeRunExists,
  MANAGEMENT_FEE_RANGE,
  notLatestFeeRun,
  PERFORMANCE_FEE_RANGE,
} from '../../domain/fees/messages';
import type { FeeRunPreview, PostedFeeRun } from '../../domain/fees/schemas';
import type { Investor } from '../../domain/investors/schemas';
import { INVALID_QUARTER } from '../../domain/investors/messages';
import { sharesIssued } from '../../domain/investors/shares';
import { queryRows, type Db } from '../db/client';
import { investorQuarterFees } from '../fees/quarter-fees';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import {
  auditCount as auditRows,
  expectAdminOnly,
  sendJson,
  type Method,
} from '../../../test/support/api-checks';
import { investorWith } from '../../../test/support/portal-kit';

type Headers = Record<string, string>;
const Q = (quarter: 1 | 2 | 3 | 4, year = 2025) => ({ quarter, year });

/*
 * Fee terms and fee runs (docs/requirements.md#fee-terms, #fee-runs): guards, bad input, the preview
 * that writes nothing and equals the post, the 409s, a reversal that gives back units and marks
 * exactly, and the fees as the investor pages and the portal show them.
 */
describe.each(databaseTargets())('fees on $name', (target) => {
  let api: App;
  type App = ApiApp;
  let admin: Headers;
  let ann: number;
  let ben: number;
  let investorAnn: Headers;
  let before: Investor[];
  let q3Preview: FeeRunPreview;
  let q3Run: PostedFeeRun;

  const send = async (method: Method, url: string, payload?: object, headers = admin) =>
    sendJson(api.app, method, url, headers, payload);
  const auditCount = () => auditRows(api.app);
  const investorsNow = async () => (await send('GET', '/api/investors')).json() as Investor[];
  const one = async (id: number) => (await send('GET', `/api/investors/${id}`)).json() as Investor;

  beforeAll(async () => {
    api = await startApiApp(target);
    admin = await api.admin();
    ann = await investorWith(api.app, admin, { name: 'Ann Able', email: 'ann@fund.test' }, [
      { date: '2025-01-15', amount: '10000', nav: '100' },
    ]);
    ben = await investorWith(api.app, admin, { name: 'Ben Best', email: 'ben@fund.test' }, [
      { date: '2025-02-10', amount: '4200', nav: '105' },
      { date: '2025-08-15', amount: '6000', nav: '120' },
    ]);
    investorAnn = await api.bearer({ sub: 'ann', email: 'ann@fund.test', email_verified: true });
  });
  afterAll(async () => {
    await api?.close();
  });

  const ROUTES: [string, string, object?][] = [
    ['GET', '/api/fees/terms'],
    [
      'PUT',
      '/api/fees/terms',
      { managementFeePercent: 1, performanceFeePercent: 10, crystallization: 'annual' },
    ],
    ['GET', '/api/investors/1/fee-terms'],
    ['PUT', '/api/investors/1/fee-terms', {}],
    ['POST', '/api/fee-runs/preview', { quarter: 'Q3_2025', navPerUnit: 110 }],
    ['POST', '/api/fee-runs', { quarter: 'Q3_2025', navPerUnit: 110 }],
    ['GET', '/api/fee-runs'],
    ['DELETE', '/api/fee-runs/1'],
  ];

  it.each(ROUTES)(
    '%s %s: 401 without a token, 403 for a member and for an investor',
    async (method, url, body) => expectAdminOnly(api, investorAnn, method as Method, url, body),
  );

  it.each<[string, string, object, string]>([
    [
      'PUT',
      '/api/fees/terms',
      { managementFeePercent: 5.01, performanceFeePercent: 20, crystallization: 'quarterly' },
      MANAGEMENT_FEE_RANGE,
    ],
    [
      'PUT',
      '/api/fees/terms',
      { managementFeePercent: -1, performanceFeePercent: 20, crystallization: 'quarterly' },
      MANAGEMENT_FEE_RANGE,
    ],
    [
      'PUT',
      '/api/fees/terms',
      { managementFeePercent: '2%', performanceFeePercent: 20, crystallization: 'quarterly' },
      MANAGEMENT_FEE_RANGE,
    ],
    [
      'PUT',
      '/api/fees/terms',
      { managementFeePercent: 2, performanceFeePercent: 50.5, crystallization: 'quarterly' },
      PERFORMANCE_FEE_RANGE,
    ],
    [
      'PUT',
      '/api/fees/terms',
      { managementFeePercent: 2, performanceFeePercent: 20, crystallization: 'monthly' },
      INVALID_CRYSTALLIZATION,
    ],
    ['PUT', '/api/investors/1/fee-terms', { managementFeePercent: 6 }, MANAGEMENT_FEE_RANGE],
    ['PUT', '/api/investors/1/fee-terms', { crystallization: 'weekly' }, INVALID_CRYSTALLIZATION],
    ['POST', '/api/fee-runs/preview', { quarter: 'Q5_2025', navPerUnit: 110 }, INVALID_QUARTER],
    ['POST', '/api/fee-runs/preview', { quarter: 'Q3_2025', navPerUnit: 0 }, INVALID_FEE_RUN_NAV],
    ['POST', '/api/fee-runs', { quarter: 'Q3_2025', navPerUnit: '1e3' }, INVALID_FEE_RUN_NAV],
    ['POST', '/api/fee-runs', { quarter: 'Q3_2025' }, INVALID_FEE_RUN_NAV],
  ])('%s %s %j: 400 with its text, writing nothing', async (method, url, body, error) => {
    const audits = await auditCount();
    const res = await send(method as 'PUT', url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await auditCount()).toBe(audits);
  });

  it('answers 404 for an unknown investor or run, and 400 for an id not written canonically', async () => {
    expect((await send('GET', '/api/investors/999999/fee-terms')).json()).toEqual({
      error: 'Investor not found',
    });
    expect((await send('PUT', '/api/investors/999999/fee-terms', {})).statusCode).toBe(404);
    expect((await send('DELETE', '/api/fee-runs/999999')).json()).toEqual({ error: 'Fee run not found' });
    expect((await send('DELETE', '/api/fee-runs/01')).statusCode).toBe(400);
  });

  it("sets the fund's terms and an investor's own, each audited; null is the fund's", async () => {
    expect((await send('GET', '/api/fees/terms')).json()).toEqual({
      managementFeePercent: 0,
      performanceFeePercent: 0,
      crystallization: 'quarterly',
    });
    const terms = { managementFeePercent: '2', performanceFeePercent: 20, crystallization: 'quarterly' };
    const put = await send('PUT', '/api/fees/terms', terms);
    expect(put.json()).toEqual({
      managementFeePercent: 2,
      performanceFeePercent: 20,
      crystallization: 'quarterly',
    });
    const own = await send('PUT', `/api/investors/${ben}/fee-terms`, {
      managementFeePercent: 1,
      performanceFeePercent: null,
      crystallization: 'annual',
    });
    expect(own.json()).toEqual({
      investorId: ben,
      managementFeePercent: 1,
      performanceFeePercent: null,
      crystallization: 'annual',
      effective: { managementFeePercent: 1, performanceFeePercent: 20, crystallization: 'annual' },
    });
    expect((await send('GET', `/api/investors/${ann}/fee-terms`)).json()).toMatchObject({
      managementFeePercent: null,
      effective: { managementFeePercent: 2, performanceFeePercent: 20, crystallization: 'quarterly' },
    });
    const audit = await queryRows<{ entity: string; action: string }>(
      api.app.database.db as Db,
      sql`select entity, action from audit_log where entity in ('fee_terms', 'investor_fee_terms') order by id`,
    );
    expect(audit).toEqual([
      { entity: 'fee_terms', action: 'update' },
      { entity: 'investor_fee_terms', action: 'create' },
    ]);
  });

  it('previews a quarter lot by lot, writing nothing', async () => {
    before = await investorsNow();
    const audits = await auditCount();
    const res = await send('POST', '/api/fee-runs/preview', { quarter: 'Q3 2025', navPerUnit: '110' });
    expect(res.statusCode).toBe(200);
    q3Preview = res.json();
    // Ann (2 %, 20 %, quarterly): 100 units at 100 for all 92 days: 55.452055 → 55.45 and
    // 0.2 × 10 × 100 = 200; 255.45 / 110 = 2.32227 units (src/domain/fees/fee-rule.test.ts).
    // Ben (1 %, annual): 40 × 110 × 0.01 × 92/365 = 4048/365 = 11.090411; 50 × 110 × 0.01 × 47/365 =
    // 2585/365 = 7.082192; 18.172603 → 18.17; no performance fee in Q3; 18.17 / 110 = 0.165182.
    expect(q3Preview).toEqual({
      quarter: 'Q3_2025',
      label: 'Q3 2025',
      periodEnd: '2025-09-30',
      navPerUnit: 110,
      investors: [
        {
          investorId: ann,
          name: 'Ann Able',
          managementFee: 55.45,
          performanceFee: 200,
          totalFee: 255.45,
          feeShares: 2.32227,
          lots: [
            {
              investmentId: expect.any(Number),
              shares: 100,
              highWaterMark: 100,
              managementFee: 55.452055,
              performanceFee: 200,
              newHighWaterMark: 110,
            },
          ],
        },
        {
          investorId: ben,
          name: 'Ben Best',
          managementFee: 18.17,
          performanceFee: 0,
          totalFee: 18.17,
          feeShares: 0.165182,
          lots: [
            expect.objectContaining({
              shares: 40,
              highWaterMark: 105,
              managementFee: 11.090411,
              newHighWaterMark: 105,
            }),
            expect.objectContaining({
              shares: 50,
              highWaterMark: 120,
              managementFee: 7.082192,
              newHighWaterMark: 120,
            }),
          ],
        },
      ],
      totals: { managementFee: 73.62, performanceFee: 200, totalFee: 273.62, feeShares: 2.487452 },
      // The books' NAV for Sep 30, 2025 (the latest record's), which the screen starts the field at.
      booksNav: expect.objectContaining({ source: 'record' }),
      navFromBooks: false,
    });
    expect(await auditCount()).toBe(audits);
    expect((await send('GET', '/api/fee-runs')).json()).toEqual({ runs: [] });
    expect(await investorsNow()).toEqual(before);
  });

  it('posts the run as previewed, in one audited write, and the units held drop by the fee units', async () => {
    const audits = await auditCount();
    const res = await send('POST', '/api/fee-runs', { quarter: 'Q3_2025', navPerUnit: 110 });
    expect(res.statusCode).toBe(201);
    q3Run = res.json();
    expect(q3Run.investors).toEqual(q3Preview.investors);
    expect(q3Run).toMatchObject({
      quarter: 'Q3_2025',
      navPerUnit: 110,
      investorCount: 2,
      postedBy: 'admin@fund.test',
    });
    expect({
      managementFee: q3Run.managementFee,
      performanceFee: q3Run.performanceFee,
      totalFee: q3Run.totalFee,
      feeShares: q3Run.feeShares,
    }).toEqual(q3Preview.totals);
    expect(await auditCount()).toBe(audits + 1);
    expect((await send('GET', '/api/fee-runs')).json().runs).toEqual([
      expect.objectContaining({ id: q3Run.id, quarter: 'Q3_2025', label: 'Q3 2025', totalFee: 273.62 }),
    ]);

    // 100 − 2.32227 = 97.67773 units; the amount invested is untouched; Ann's mark rose to 110.
    const annNow = await one(ann);
    expect(annNow).toMatchObject({ totalShares: 97.67773, totalInvested: 10000, highWaterMark: 110 });
    expect(annNow.feeDeductions).toEqual([
      {
        quarter: 'Q3_2025',
        date: '2025-09-30',
        navPerUnit: 110,
        managementFee: 55.45,
        performanceFee: 200,
        totalFee: 255.45,
        shares: 2.32227,
      },
    ]);
    // Ben: 90 − 0.165182 = 89.834818. Annual, so his marks stay, but the fee units come off his lots in
    // proportion to their fees: the August lot gives 0.165182 × 7.082192 / 18.172603 = 0.0643737… →
    // 0.064374, the February lot the rest, 0.100808. Mark: (39.899192 × 105 + 49.935626 × 120) /
    // 89.834818 = (4189.41516 + 5992.27512) / 89.834818 = 113.337907.
    expect(await one(ben)).toMatchObject({ totalShares: 89.834818, highWaterMark: 113.337907 });
  });

  it('refuses a second run of the quarter, an earlier quarter after it, and a quarter not ended', async () => {
    const audits = await auditCount();
    const again = await send('POST', '/api/fee-runs', { quarter: 'Q3_2025', navPerUnit: 120 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: feeRunExists(Q(3)) });
    const earlier = await send('POST', '/api/fee-runs', { quarter: 'Q2_2025', navPerUnit: 120 });
    expect(earlier.json()).toEqual({ error: laterFeeRunExists(Q(3)) });
    const future = await send('POST', '/api/fee-runs', { quarter: 'Q4_2100', navPerUnit: 120 });
    expect(future.statusCode).toBe(409);
    expect(future.json()).toEqual({ error: feeRunNotEnded(Q(4, 2100), '2100-12-31') });
    expect(await auditCount()).toBe(audits);
  });

  it('refuses a record dated on or before the run, and takes one dated after it', async () => {
    const record = (investmentDate: string) => ({
      investorId: ann,
      investmentDate,
      amountInvested: '-110',
      navAtEntry: '110',
      sharesIssued: sharesIssued('-110', '110').toFixed(),
    });
    const covered = await send('POST', '/api/investor-investments', record('2025-09-30'));
    expect(covered.statusCode).toBe(409);
    expect(covered.json()).toEqual({ error: feeRunCoversDay(Q(3), '2025-09-30') });
    const newInvestor = await send('POST', '/api/investors/with-investment', {
      name: 'Late Lee',
      email: 'late@fund.test',
      investmentDate: '2025-06-01',
      amountInvested: '100',
      navAtEntry: '100',
      sharesIssued: '1',
    });
    expect(newInvestor.json()).toEqual({ error: feeRunCoversDay(Q(3), '2025-09-30') });
    // A redemption is checked against the units net of fees: 97.67773 held, 97.678 is too many.
    const tooMany = await send('POST', '/api/investor-investments', {
      ...record('2025-10-02'),
      amountInvested: '-9767.8',
      navAtEntry: '100',
      sharesIssued: '-97.678',
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await send('POST', '/api/investor-investments', record('2025-10-01'))).statusCode).toBe(201);
  });

  it('shows the investor their fees, mark and net value, and the fee as a transaction of its own', async () => {
    const account = (await send('GET', '/api/me/account', undefined, investorAnn)).json();
    // 97.67773 − 1 (the October redemption) = 96.67773 units at the sample sheet's 176.401963.
    expect(account.capital).toMatchObject({ shares: 96.67773, contributed: 10000, redeemed: 110 });
    expect(account.capital.value).toBeCloseTo(96.67773 * 176.401963, 2);
    expect(account.fees).toEqual({
      managementFee: 55.45,
      performanceFee: 200,
      totalFee: 255.45,
      byQuarter: [
        {
          quarter: 'Q3_2025',
          label: 'Q3 2025',
          managementFee: 55.45,
          performanceFee: 200,
          totalFee: 255.45,
          shares: 2.32227,
        },
      ],
    });
    expect(account.highWaterMark).toBe(110);
    expect(account.history).toContainEqual({ date: '2025-09-30', value: 10744.55 });

    const { transactions } = (await send('GET', '/api/me/transactions', undefined, investorAnn)).json();
    expect(
      transactions.map((row: { kind: string; amount: number; shares: number }) => [
        row.kind,
        row.amount,
        row.shares,
      ]),
    ).toEqual([
      ['contribution', 10000, 100],
      ['fee', -255.45, -2.32227],
      ['redemption', -110, -1],
    ]);
    expect(transactions[1]).toMatchObject({
      id: q3Run.id,
      nav: 110,
      managementFee: 55.45,
      performanceFee: 200,
    });
    const csv = await send('GET', '/api/me/transactions?format=csv', undefined, investorAnn);
    expect(csv.body.split('\r\n')).toEqual([
      'Date,Type,Amount (USD),NAV per unit (USD),Shares',
      '2025-01-15,Contribution,10000,100,100',
      '2025-09-30,Fee,-255.45,110,-2.32227',
      '2025-10-01,Redemption,-110,110,-1',
      '',
    ]);
  });

  it("answers a quarter's management and performance fee for the statements, zeros without a run", async () => {
    const db = api.app.database.db;
    const fees = await investorQuarterFees(db, ann, 'Q3_2025');
    expect([fees.managementFee.toFixed(), fees.performanceFee.toFixed()]).toEqual(['55.45', '200']);
    const none = await investorQuarterFees(db, ann, 'Q2_2025');
    expect([none.managementFee.toFixed(), none.performanceFee.toFixed()]).toEqual(['0', '0']);
  });

  it('reverses only the latest run, and reversing gives the units and marks back exactly', async () => {
    const q4 = await send('POST', '/api/fee-runs', { quarter: 'Q4_2025', navPerUnit: 115 });
    expect(q4.statusCode).toBe(201);
    const q4Run = q4.json() as PostedFeeRun;
    // Q4 charges Ann's lot from its new mark 110 on the units left after the Q3 fee and the redemption.
    expect(q4Run.investors.find((line) => line.investorId === ann)?.lots[0]).toMatchObject({
      shares: 96.67773,
      highWaterMark: 110,
      newHighWaterMark: 115,
    });
    const outOfOrder = await send('DELETE', `/api/fee-runs/${q3Run.id}`);
    expect(outOfOrder.statusCode).toBe(409);
    expect(outOfOrder.json()).toEqual({ error: notLatestFeeRun(Q(4)) });

    const audits = await auditCount();
    expect((await send('DELETE', `/api/fee-runs/${q4Run.id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/fee-runs/${q3Run.id}`)).json()).toMatchObject({
      id: q3Run.id,
      quarter: 'Q3_2025',
    });
    expect(await auditCount()).toBe(audits + 2);
    const reversal = await queryRows<{ before: { quarter: string; investors: unknown[]; lots: unknown[] } }>(
      api.app.database.db as Db,
      sql`select before from audit_log where action = 'reverse' and entity = 'fee_run' order by id desc limit 1`,
    );
    expect(reversal[0]?.before).toMatchObject({ quarter: 'Q3_2025' });
    expect(reversal[0]?.before.lots).toHaveLength(3);

    // Ann's October redemption stays; everything the runs did is gone.
    const now = await investorsNow();
    const annBefore = before.find((investor) => investor.id === ann)!;
    const annNow = now.find((investor) => investor.id === ann)!;
    expect(annNow).toMatchObject({
      totalShares: 99,
      feeDeductions: [],
      highWaterMark: annBefore.highWaterMark,
    });
    expect(now.find((investor) => investor.id === ben)).toEqual(
      before.find((investor) => investor.id === ben),
    );
    // The lots and marks a new preview starts from are the ones the first started from.
    const again = (
      await send('POST', '/api/fee-runs/preview', { quarter: 'Q3_2025', navPerUnit: 110 })
    ).json();
    expect(again).toEqual(q3Preview);
    expect((await send('GET', '/api/fee-runs')).json()).toEqual({ runs: [] });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { databaseTargets } from '../../../test/support/databases';
import { pdfInfo, pdfPages } from '../../../test/support/pdf-text';
import { investorWith, navValue } from '../../../test/support/portal-kit';

type Headers = Record<string, string>;

/*
 * Statements (docs/requirements.md#stmt): the portal's and the batch's, each a PDF made with the
 * embedded Unicode font, read back with pdf.js. The worked example, Q3 2025 for Łukasz Żółć:
 *   100 units bought Jan 10 at 100; 2,200 contributed Aug 1 at 110 (20 units): 120 units at the end.
 *   Opening 100 × 105 (Q3 snapshot) = 10,500.00; closing 120 × 121 (Q4 snapshot) = 14,520.00;
 *   gain = 14,520 − 10,500 − 2,200 = 1,820.00. Fees 0 (no fee runs yet).
 *   Quarter 121 / 105 − 1 = 15.238% → 15.24%; year to date 121 / 102 − 1 = 18.627% → 18.63%;
 *   inception to date 121 / 100 − 1 = 21.00%. Ownership 120 / (120 + 360) = 25.00%.
 */
const FIGURES = [
  'Łukasz Żółć',
  'Q3 2025: Jul 1, 2025 to Sep 30, 2025',
  'Opening value (Jul 1, 2025) $10,500.00',
  'Contributions $2,200.00',
  'Redemptions $0.00',
  'Management fee $0.00',
  'Performance fee $0.00',
  'Gain $1,820.00',
  'Closing value (Sep 30, 2025) $14,520.00',
  'Units held 120',
  'NAV per unit $121.00',
  'Your share of the fund 25.00%',
  'Quarter (Q3 2025) 15.24%',
  'Year to date (2025) 18.63%',
  'Inception to date 21.00%',
];

const REPORT_FIGURES = [
  'Q3 2025: Jul 1, 2025 to Sep 30, 2025',
  'Opening value (Jul 1, 2025): $10,500.000',
  'Contributions: $2,200.000',
  'Redemptions: $0.000',
  'Management fee: $0.000',
  'Performance fee: $0.000',
  'Gain: $1,820.000',
  'Closing value (Sep 30, 2025): $14,520.000',
  'Units held: 120.000',
  'NAV per unit: $121.000',
  'Your share of the fund: 25.000%',
  'Quarter (Q3 2025): 15.24%',
  'Year to date (2025): 18.63%',
  'Inception to date: 21.00%',
];

describe.each(databaseTargets())('statements on $name', (target) => {
  let api: ApiApp;
  let admin: Headers;
  let lukasz: number;
  let bob: number;
  const run = { quarter: 'Q3', year: 2025, currentNav: '121' };

  const post = (url: string, headers: Headers, payload: object) =>
    api.app.inject({ method: 'POST', url, headers, payload });
  const auditCount = async () =>
    (await queryRows<{ n: number }>(api.app.database.db, sql`select count(*)::int as n from audit_log`))[0]!
      .n;
  /** The PDF's text, one line per table row, so a row reads 'label value'. */
  const textOf = async (bytes: Buffer) => (await pdfPages(bytes)).join('\n').replace(/[ \t]+/g, ' ');

  beforeAll(async () => {
    api = await startApiApp(target);
    admin = await api.admin();
    lukasz = await investorWith(api.app, admin, { name: 'Łukasz Żółć', email: 'lukasz@fund.test' }, [
      { date: '2025-01-10', amount: '10000', nav: '100' },
      { date: '2025-08-01', amount: '2200', nav: '110' },
    ]);
    bob = await investorWith(api.app, admin, { name: 'Bob Stone', email: 'bob@fund.test' }, [
      { date: '2024-06-01', amount: '36000', nav: '100' },
    ]);
    await navValue(api.app, admin, lukasz, 'type=quarterly', { quarter: 'Q3_2025', navValue: '105' });
    await navValue(api.app, admin, lukasz, 'type=quarterly', { quarter: 'Q4_2025', navValue: '121' });
    await navValue(api.app, admin, lukasz, 'type=year-start', { year: '2025', navValue: '102' });
    await navValue(api.app, admin, lukasz, 'type=inception', { navValue: '100' });
  });
  afterAll(async () => {
    await api?.close();
  });

  it("the portal's statement prints the name as typed, the capital account and the returns", async () => {
    const investor = await api.bearer({ sub: 'lukasz', email: 'lukasz@fund.test', email_verified: true });
    const res = await api.app.inject({ url: '/api/me/statements/Q3_2025', headers: investor });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await textOf(res.rawPayload);
    for (const figure of FIGURES) expect(text).toContain(figure);
    expect(text).toContain('Evergreen Theta Fund');
    expect(text).toContain('Page 1 of 1');
    expect(await pdfInfo(res.rawPayload)).toMatchObject({ Title: 'Q3 2025 statement: Łukasz Żółć' });
  });

  it("the batch's text and PDF tell the same figures as the portal's, for the administrator", async () => {
    const before = await auditCount();
    const batch = await post('/api/reports/statements', admin, run);
    expect(batch.statusCode).toBe(200);
    const report = batch.json().reports.find((each: { investorId: number }) => each.investorId === lukasz);
    // The text writes 'label: value' where the PDF's table has the two in columns, and keeps the
    // Reports area's 3 decimals for money and units: the same figures, the PDF's money in cents.
    for (const figure of REPORT_FIGURES) expect(report.text).toContain(figure);
    expect(batch.json().skipped).toEqual([
      {
        investorId: bob,
        name: 'Bob Stone',
        missing: ['quarter-start NAV', 'year-start NAV', 'inception NAV'],
      },
    ]);
    const pdf = await post('/api/reports/statements/pdf', admin, { ...run, investorId: lukasz });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('Q3-2025-statement-');
    const text = await textOf(pdf.rawPayload);
    for (const figure of FIGURES) expect(text).toContain(figure);
    expect(text).toContain('Page 1 of 1');
    expect(await auditCount()).toBe(before);
  });

  it('makes the same bytes for the same statement', async () => {
    const first = await post('/api/reports/statements/pdf', admin, { ...run, investorId: lukasz });
    const second = await post('/api/reports/statements/pdf', admin, { ...run, investorId: lukasz });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('uses the overrides typed for the run, and says what a statement lacks', async () => {
    const lacking = await post('/api/reports/statements/pdf', admin, { ...run, investorId: bob });
    expect(lacking.statusCode).toBe(409);
    expect(lacking.json()).toEqual({
      error: 'This statement cannot be made yet: missing quarter-start NAV, year-start NAV, inception NAV',
    });
    const overrides = [{ investorId: bob, quarterStartNav: '100', yearStartNav: 100, inceptionNav: '100' }];
    const made = await post('/api/reports/statements/pdf', admin, { ...run, overrides, investorId: bob });
    expect(made.statusCode).toBe(200);
    // 360 units × 100 at the start, × 121 at the end: 36,000.00 → 43,560.00.
    const text = await textOf(made.rawPayload);
    expect(text).toContain('Opening value (Jul 1, 2025) $36,000.00');
    expect(text).toContain('Closing value (Sep 30, 2025) $43,560.00');
    const unknown = await post('/api/reports/statements/pdf', admin, { ...run, investorId: 999999 });
    expect(unknown.statusCode).toBe(404);
  });

  it('is open to the auditor (it writes nothing), refused to others', async () => {
    const auditor = await api.bearer({ sub: 'auditor', allowed: false, auditor: true });
    expect((await post('/api/reports/statements', auditor, run)).statusCode).toBe(200);
    const pdf = await post('/api/reports/statements/pdf', auditor, { ...run, investorId: lukasz });
    expect(pdf.statusCode).toBe(200);
    expect(await textOf(pdf.rawPayload)).toContain('Łukasz Żółć');
    expect((await post('/api/reports/statements', {}, run)).statusCode).toBe(401);
    expect((await post('/api/reports/statements', await api.member(), run)).statusCode).toBe(403);
    const investor = await api.bearer({ sub: 'lukasz', email: 'lukasz@fund.test', email_verified: true });
    expect(
      (await post('/api/reports/statements/pdf', investor, { ...run, investorId: lukasz })).statusCode,
    ).toBe(403);
  });

  it.each([
    ['no NAV', { quarter: 'Q3', year: 2025 }, 'Please fill in the Current NAV Price'],
    ['a NAV of 0', { ...run, currentNav: 0 }, 'Please fill in the Current NAV Price'],
    ['a quarter Q5', { ...run, quarter: 'Q5' }, 'Expected a quarter: Q1, Q2, Q3 or Q4'],
    ['a year out of range', { ...run, year: 2101 }, 'Year must be between'],
    [
      'a bad override',
      { ...run, overrides: [{ investorId: 1, quarterStartNav: -1 }] },
      'Please enter a valid NAV value',
    ],
  ])('refuses %s with 400 and its text', async (_name, body, message) => {
    const res = await post('/api/reports/statements', admin, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });
});

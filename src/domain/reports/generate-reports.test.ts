import { describe, expect, it } from 'vitest';
import { NO_FEES, type StatementFees } from '../statements/capital-account';
import { generateReports, type ReportInvestor } from './generate-reports';
import { checkReportRun, type ReportSettings } from './settings';

const jane: ReportInvestor = {
  id: 1,
  name: 'Jane Doe',
  investments: [
    // 50,000 at NAV 157.736681: 316.984 units (6 significant digits).
    { investmentDate: '2024-02-01', amountInvested: 50000, navAtEntry: 157.736681, sharesIssued: 316.984 },
    // 5,000 at 170: 29.4118 units; 1,720 redeemed at 172: 10 units.
    { investmentDate: '2025-08-15', amountInvested: 5000, navAtEntry: 170, sharesIssued: 29.4118 },
    { investmentDate: '2025-09-10', amountInvested: -1720, navAtEntry: 172, sharesIssued: -10 },
    // After Q3 2025: no part in its statement.
    { investmentDate: '2025-10-05', amountInvested: 10000, navAtEntry: 180, sharesIssued: 55.5556 },
  ],
  quarterlyNavSnapshots: { Q2_2025: 150, Q3_2025: 162.3 },
  yearStartNavValues: { '2025': 157.736681 },
  inceptionNav: 100,
};
const bob: ReportInvestor = {
  id: 2,
  name: 'Bob Stone',
  investments: [
    { investmentDate: '2023-06-01', amountInvested: 120000, navAtEntry: 120, sharesIssued: 1000 },
  ],
  quarterlyNavSnapshots: { Q3_2025: 180 },
  yearStartNavValues: { '2025': 170 },
  inceptionNav: 120,
};
const noFees = () => NO_FEES;

function settings(form: Parameters<typeof checkReportRun>[0] = { currentNav: '176.4' }): ReportSettings {
  const check = checkReportRun(form, 2, 'Evergreen Theta Fund');
  if (!check.ok) throw new Error(check.error);
  return check.settings;
}

describe("the end-of-quarter statement: the batch text, in the Reports area's 3 decimals for money and units", () => {
  it('reads, for Jane Doe at the end of Q3 2025 with the NAV at 176.4, exactly', () => {
    const { reports } = generateReports([jane, bob], settings(), noFees);
    expect(reports[0]?.text).toBe(
      [
        'Evergreen Theta Fund',
        'End-of-Quarter Investor Statement',
        'Q3 2025: Jul 1, 2025 to Sep 30, 2025',
        '',
        'Prepared for: Jane Doe',
        '',
        'Dear Jane Doe,',
        '',
        "Thank you for your continued investment in Evergreen Theta Fund. This statement summarizes your capital account and the fund's performance for Q3 2025.",
        '',
        'CAPITAL ACCOUNT',
        // 316.984 units × 162.3 = 51,446.5032
        'Opening value (Jul 1, 2025): $51,446.500',
        'Contributions: $5,000.000',
        'Redemptions: $1,720.000',
        'Management fee: $0.000',
        'Performance fee: $0.000',
        // 59,340.22 − 51,446.50 − 5,000 + 1,720
        'Gain: $4,613.720',
        // (316.984 + 29.4118 − 10) = 336.3958 units × 176.4 = 59,340.21912
        'Closing value (Sep 30, 2025): $59,340.220',
        '',
        'YOUR HOLDING',
        'Units held: 336.396',
        'NAV per unit: $176.400',
        // 336.3958 / (336.3958 + 1,000) = 25.1718...%
        'Your share of the fund: 25.172%',
        '',
        'RETURNS',
        // (176.4 − 162.3) / 162.3 = 8.6876...%, rounded up
        'Quarter (Q3 2025): 8.69%',
        // (176.4 − 157.736681) / 157.736681 = 11.8319...%: rounded up, not half up (11.83)
        'Year to date (2025): 11.84%',
        // (176.4 − 100) / 100
        'Inception to date: 76.40%',
        'Returns are time-weighted: the change in the NAV per unit over each period, so contributions and redemptions do not move them. They are rounded up to two decimal places. Past performance does not guarantee future results.',
        '',
        'WITHDRAWALS',
        'No Restrictions Apply - Provide 60 day notice on any withdrawals',
        '',
        'Sincerely,',
        'Evergreen Theta Fund',
        '',
      ].join('\n'),
    );
  });

  it.each<[string, Parameters<typeof checkReportRun>[0], StatementFees, string[]]>([
    [
      'a loss: a negative gain and returns rounded up towards zero',
      { currentNav: '161.99', quarter: 'Q3', year: 2025 },
      NO_FEES,
      [
        // 336.3958 × 161.99 = 54,492.755642; gain = 54,492.76 − 51,446.50 − 5,000 + 1,720
        'Gain: -$233.740',
        'Closing value (Sep 30, 2025): $54,492.760',
        'NAV per unit: $161.990',
        // (161.99 − 162.3) / 162.3 = −0.191%; (161.99 − 157.736681) / 157.736681 = 2.6964%
        'Quarter (Q3 2025): -0.19%',
        'Year to date (2025): 2.70%',
      ],
    ],
    [
      'fees: shown, and the gain is before them so the table adds up',
      { currentNav: '176.4' },
      { managementFee: '100.245', performanceFee: 50 },
      [
        // 100.245 rounds half up to 100.25; gain = 59,340.22 − 51,446.50 − 5,000 + 1,720 + 100.25 + 50
        'Management fee: $100.250',
        'Performance fee: $50.000',
        'Gain: $4,763.970',
        'Closing value (Sep 30, 2025): $59,340.220',
      ],
    ],
    [
      'another quarter reads its own snapshot and records; the NAV keeps its 6 decimals; own terms',
      { currentNav: '150.123456', quarter: 'Q2', withdrawalTerms: 'Quarterly, with 30 days notice' },
      NO_FEES,
      [
        'Q2 2025: Apr 1, 2025 to Jun 30, 2025',
        // opening 316.984 × 150 = 47,547.60; closing 316.984 × 150.123456 = 47,586.733
        'Opening value (Apr 1, 2025): $47,547.600',
        'Contributions: $0.000',
        'Closing value (Jun 30, 2025): $47,586.730',
        'NAV per unit: $150.123456',
        'Quarter (Q2 2025): 0.09%',
        'Year to date (2025): -4.82%',
        'WITHDRAWALS\nQuarterly, with 30 days notice\n',
      ],
    ],
  ])('%s', (_scenario, form, fees, lines) => {
    const text = generateReports([jane, bob], settings(form), (id) => (id === 1 ? fees : NO_FEES)).reports[0]
      ?.text;
    for (const line of lines) expect(text).toContain(line);
  });
});

describe('generateReports', () => {
  it('skips investors without a start NAV and says which are missing', () => {
    const noYear = { ...bob, id: 3, name: 'Ann Lee', yearStartNavValues: { '2024': 90 } };
    const nothing = {
      ...bob,
      id: 4,
      name: 'Tom Fox',
      quarterlyNavSnapshots: { Q2_2025: 1 },
      yearStartNavValues: {},
      inceptionNav: null,
    };
    const batch = generateReports([jane, noYear, nothing, bob], settings(), noFees);
    expect(batch.reports.map((report) => report.name)).toEqual(['Jane Doe', 'Bob Stone']);
    expect(batch.skipped).toEqual([
      { investorId: 3, name: 'Ann Lee', missing: ['year-start NAV'] },
      { investorId: 4, name: 'Tom Fox', missing: ['quarter-start NAV', 'year-start NAV', 'inception NAV'] },
    ]);
  });

  it('uses the NAV overrides typed in for the run, so a skipped investor gets a report', () => {
    const nothing = { ...bob, quarterlyNavSnapshots: {}, yearStartNavValues: {}, inceptionNav: null };
    const batch = generateReports([jane, nothing], settings(), noFees, {
      2: { quarterStartNav: 160, yearStartNav: '150', inceptionNav: 100 },
    });
    expect(batch.skipped).toEqual([]);
    // 1,000 units × 160 = 160,000.00 at the start; (176.4 − 160) / 160 = 10.25%
    expect(batch.reports[1]?.text).toContain('Opening value (Jul 1, 2025): $160,000.000');
    expect(batch.reports[1]?.text).toContain('Quarter (Q3 2025): 10.25%');
    expect(batch.reports[1]?.text).toContain('Year to date (2025): 17.60%');
  });

  it('measures ownership against every investor given, at the quarter end', () => {
    const batch = generateReports([jane], settings(), noFees);
    expect(batch.reports[0]?.text).toContain('Your share of the fund: 100.000%');
  });

  it('asks for each investor’s fees once, by id', () => {
    const asked: number[] = [];
    generateReports([jane, bob], settings(), (id) => {
      asked.push(id);
      return NO_FEES;
    });
    expect(asked).toEqual([1, 2]);
  });

  it('gives nothing for no investors', () => {
    expect(generateReports([], settings(), noFees)).toEqual({ reports: [], skipped: [] });
  });
});

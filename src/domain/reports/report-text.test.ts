import { describe, expect, it } from 'vitest';
import { generateReports, type ReportInvestor } from './generate-reports';
import { checkReportRun, type ReportSettings } from './settings';

const jane: ReportInvestor = {
  id: 1,
  name: 'Jane Doe',
  // 50,000 invested at NAV 157.736681: 316.984 shares.
  totalShares: 316.984,
  totalInvested: 50000,
  quarterlyNavSnapshots: { Q2_2025: 150, Q3_2025: 162.3 },
  yearStartNavValues: { '2025': 157.736681 },
  inceptionNav: 100,
};
const bob: ReportInvestor = {
  id: 2,
  name: 'Bob Stone',
  totalShares: 1000,
  totalInvested: 120000,
  quarterlyNavSnapshots: { Q3_2025: 180 },
  yearStartNavValues: { '2025': 170 },
  inceptionNav: 120,
};

function settings(form: Parameters<typeof checkReportRun>[0] = { currentNav: '176.4' }): ReportSettings {
  const check = checkReportRun(form, 2, 'Evergreen Theta Fund');
  if (!check.ok) throw new Error(check.error);
  return check.settings;
}

describe('the end-of-quarter statement', () => {
  it('reads, for Jane Doe at the end of Q3 2025 with the NAV at 176.4, exactly', () => {
    const { reports } = generateReports([jane, bob], settings());
    expect(reports[0]).toEqual({
      investorId: 1,
      name: 'Jane Doe',
      text: [
        'Evergreen Theta Fund',
        'End-of-Quarter Investor Statement',
        'Q3 2025',
        '',
        'Prepared for: Jane Doe',
        '',
        'Dear Jane Doe,',
        '',
        "Thank you for your continued investment in Evergreen Theta Fund. This statement summarizes your holding and the fund's performance at the end of Q3 2025.",
        '',
        'YOUR HOLDING',
        'Shares held: 316.984',
        'Current NAV per unit: $176.400',
        'Current value: $55,915.978',
        'Total invested: $50,000.000',
        'Total gain: $5,915.978',
        '',
        'PERFORMANCE (change in NAV per unit)',
        // (176.4 - 162.3) / 162.3 = 8.6876...%
        'Quarter return (Q3 2025): 8.69%',
        // (176.4 - 157.736681) / 157.736681 = 11.8319...%: rounded up, not half up (11.83)
        'Year-to-date return (2025): 11.84%',
        'Return since inception: 76.40%',
        '',
        'OWNERSHIP',
        // 316.984 / 1316.984 shares
        'Your share of the fund: 24.069%',
        '',
        'WITHDRAWALS',
        'No Restrictions Apply - Provide 60 day notice on any withdrawals',
        '',
        'Returns are rounded up to two decimal places. Past performance does not guarantee future results.',
        '',
        'Sincerely,',
        'Evergreen Theta Fund',
        '',
      ].join('\n'),
    });
  });

  it.each([
    [
      'a loss: negative money and returns, rounded up towards zero',
      { currentNav: '161.99', quarter: 'Q3', year: 2025 },
      [
        'Current NAV per unit: $161.990',
        'Current value: $51,348.238',
        'Total gain: $1,348.238',
        'Quarter return (Q3 2025): -0.19%',
        'Year-to-date return (2025): 2.70%',
      ],
    ],
    [
      'another quarter reads its own snapshot; the NAV keeps its 6 decimals; own withdrawal terms',
      { currentNav: '150.123456', quarter: 'Q2', withdrawalTerms: 'Quarterly, with 30 days notice' },
      [
        'Q2 2025',
        'Current NAV per unit: $150.123456',
        'Quarter return (Q2 2025): 0.09%',
        'Year-to-date return (2025): -4.82%',
        'WITHDRAWALS\nQuarterly, with 30 days notice\n',
      ],
    ],
  ])('%s', (_scenario, form, lines) => {
    const text = generateReports([jane, bob], settings(form)).reports[0]?.text ?? '';
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
    const batch = generateReports([jane, noYear, nothing, bob], settings());
    expect(batch.reports.map((report) => report.name)).toEqual(['Jane Doe', 'Bob Stone']);
    expect(batch.skipped).toEqual([
      { investorId: 3, name: 'Ann Lee', missing: ['year-start NAV'] },
      { investorId: 4, name: 'Tom Fox', missing: ['quarter-start NAV', 'year-start NAV', 'inception NAV'] },
    ]);
  });

  it('uses the NAV overrides typed in for the run, so a skipped investor gets a report', () => {
    const nothing = { ...bob, quarterlyNavSnapshots: {}, yearStartNavValues: {}, inceptionNav: null };
    const batch = generateReports([jane, nothing], settings(), {
      2: { quarterStartNav: 160, yearStartNav: '150', inceptionNav: 100 },
    });
    expect(batch.skipped).toEqual([]);
    expect(batch.reports[1]?.text).toContain('Quarter return (Q3 2025): 10.25%');
    expect(batch.reports[1]?.text).toContain('Year-to-date return (2025): 17.60%');
  });

  it('measures ownership against every investor given', () => {
    const batch = generateReports([jane], settings());
    expect(batch.reports[0]?.text).toContain('Your share of the fund: 100.000%');
  });

  it('gives nothing for no investors', () => {
    expect(generateReports([], settings())).toEqual({ reports: [], skipped: [] });
  });
});

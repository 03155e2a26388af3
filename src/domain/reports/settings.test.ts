import { describe, expect, it } from 'vitest';
import {
  checkReportRun,
  COPY_FEEDBACK_MS,
  DEFAULT_REPORT_QUARTER,
  DEFAULT_REPORT_YEAR,
  DEFAULT_WITHDRAWAL_TERMS,
  reportQuarter,
  type ReportSettingsForm,
} from './settings';

// docs/requirements.md#const-reports, word for word.
describe('report defaults', () => {
  it('are Q3 2025, the 60-day notice text and 2 seconds of copy feedback', () => {
    expect(DEFAULT_REPORT_QUARTER).toBe('Q3');
    expect(DEFAULT_REPORT_YEAR).toBe(2025);
    expect(DEFAULT_WITHDRAWAL_TERMS).toBe('No Restrictions Apply - Provide 60 day notice on any withdrawals');
    expect(COPY_FEEDBACK_MS).toBe(2000);
  });
});

describe('checkReportRun', () => {
  it.each<[string, ReportSettingsForm, object]>([
    [
      'only the NAV: the defaults',
      { currentNav: '176.4' },
      { quarter: 'Q3', year: 2025, withdrawalTerms: DEFAULT_WITHDRAWAL_TERMS },
    ],
    [
      'blank fields read as absent',
      { currentNav: 176.4, quarter: '', year: '', withdrawalTerms: '  ' },
      { quarter: 'Q3', year: 2025, withdrawalTerms: DEFAULT_WITHDRAWAL_TERMS },
    ],
    [
      'every field',
      { currentNav: ' 180.5 ', quarter: 'Q1', year: '2026', withdrawalTerms: ' 30 days ' },
      { quarter: 'Q1', year: 2026, withdrawalTerms: '30 days' },
    ],
  ])('accepts %s', (_scenario, form, expected) => {
    const check = checkReportRun(form, 1, 'Fund');
    expect(check.ok && { ...check.settings, currentNav: check.settings.currentNav.toFixed() }).toEqual({
      currentNav: String(form.currentNav).trim(),
      fundName: 'Fund',
      ...expected,
    });
  });

  it.each<[string, ReportSettingsForm, number, string]>([
    ['no NAV', {}, 2, 'Please fill in the Current NAV Price'],
    ['a blank NAV', { currentNav: ' ' }, 2, 'Please fill in the Current NAV Price'],
    ['a NAV of 0', { currentNav: '0' }, 2, 'Please fill in the Current NAV Price'],
    ['a NAV that is not a number', { currentNav: '17x' }, 2, 'Please fill in the Current NAV Price'],
    ['no NAV and no investors: the NAV first', {}, 0, 'Please fill in the Current NAV Price'],
    ['no investors', { currentNav: '176.4' }, 0, 'No investors available to generate reports for'],
    ['a year of 25', { currentNav: '176.4', year: 25 }, 2, 'Year must be between 1900 and 2100'],
  ])('refuses %s', (_scenario, form, investors, error) => {
    expect(checkReportRun(form, investors, 'Fund')).toEqual({ ok: false, error });
  });

  it('reads Q3 of 2025 as a quarter', () => {
    expect(reportQuarter({ quarter: 'Q3', year: 2025 })).toEqual({ quarter: 3, year: 2025 });
  });
});

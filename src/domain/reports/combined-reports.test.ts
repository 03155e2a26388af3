import { describe, expect, it } from 'vitest';
import { combinedReportsFileName, combinedReportsText, REPORT_SEPARATOR } from './combined-reports';

describe('combinedReportsText', () => {
  it('joins the statements in order with a rule, each ending with exactly one line break', () => {
    expect(
      combinedReportsText([
        { text: 'Jane\nline 2\n' },
        { text: 'Bob (edited, no break)' },
        { text: 'Ann\n\n\n' },
      ]),
    ).toBe(`Jane\nline 2\n\n${REPORT_SEPARATOR}\n\nBob (edited, no break)\n\n${REPORT_SEPARATOR}\n\nAnn\n`);
  });

  it('is one statement as it is, and nothing for none', () => {
    expect(combinedReportsText([{ text: 'Jane\n' }])).toBe('Jane\n');
    expect(combinedReportsText([])).toBe('');
  });

  it('is a rule of 72 equals signs', () => {
    expect(REPORT_SEPARATOR).toMatch(/^={72}$/);
  });
});

describe('combinedReportsFileName', () => {
  it.each([
    ['Q3', 2025, 'Q3-2025-statements.txt'],
    ['Q1', 2026, 'Q1-2026-statements.txt'],
  ] as const)('%s %s: %s', (quarter, year, name) => {
    expect(combinedReportsFileName(quarter, year)).toBe(name);
  });
});

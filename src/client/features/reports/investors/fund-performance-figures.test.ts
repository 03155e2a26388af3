import { describe, expect, it } from 'vitest';
import { formatChartValue, relativeVerdict, REPORTS_MODE_LABELS } from './fund-performance-figures';

describe('the Reports chart texts', () => {
  it('names the modes as required', () => {
    expect(REPORTS_MODE_LABELS).toEqual({
      normalized: 'Normalized (start = $100)',
      raw: 'Actual Price Per Share',
    });
  });

  it.each([
    [2.5, 'Outperforming'],
    [0, 'Outperforming'],
    [-0.001, 'Underperforming'],
  ])('a relative difference of %s is %s', (difference, verdict) => {
    expect(relativeVerdict(difference)).toBe(verdict);
  });

  it.each([
    [100, '$100.00'],
    [176.4, '$176.40'],
    [6123.456, '$6,123.46'],
    [Number.NaN, ''],
  ])('%s reads %s', (value, text) => {
    expect(formatChartValue(value)).toBe(text);
  });
});

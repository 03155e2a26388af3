import { describe, expect, it } from 'vitest';
import { timeWeightedReturn, TWR_REASONS, type NavPoint } from './time-weighted-return';

describe('timeWeightedReturn', () => {
  it.each<[string, NavPoint[], string, string | null]>([
    [
      'entry NAV to a year later',
      [
        { date: '2025-01-01', nav: 100 },
        { date: '2026-01-01', nav: 110 },
      ],
      '0.1',
      '10.00',
    ],
    [
      'chained over quarterly snapshots, whatever their order',
      [
        { date: '2025-04-01', nav: '105' },
        { date: '2025-01-01', nav: '100' },
        { date: '2025-10-01', nav: '99.75' },
        { date: '2025-07-01', nav: '94.5' },
      ],
      '-0.0025',
      null,
    ],
    [
      'two years of growth annualized',
      [
        { date: '2023-01-01', nav: 100 },
        { date: '2024-01-01', nav: 150 },
        { date: '2024-12-31', nav: 121 },
      ],
      '0.21',
      '10.00',
    ],
  ])('%s', (_name, points, cumulative, annualized) => {
    const { value } = timeWeightedReturn(points);
    expect(value?.cumulative.toDecimalPlaces(12).toFixed()).toBe(cumulative);
    expect(value?.annualized === null ? null : (value!.annualized * 100).toFixed(2)).toBe(annualized);
  });

  it('keeps each period between consecutive points', () => {
    const { value } = timeWeightedReturn([
      { date: '2025-01-01', nav: 100 },
      { date: '2025-04-01', nav: 110 },
      { date: '2025-07-01', nav: 99 },
    ]);
    expect(value?.periods.map((p) => [p.from, p.to, p.value.toFixed()])).toEqual([
      ['2025-01-01', '2025-04-01', '0.1'],
      ['2025-04-01', '2025-07-01', '-0.1'],
    ]);
  });

  it.each<[string, NavPoint[], string]>([
    ['one point', [{ date: '2025-01-01', nav: 1 }], TWR_REASONS.tooFewPoints],
    [
      'a NAV of zero',
      [
        { date: '2025-01-01', nav: 0 },
        { date: '2025-02-01', nav: 1 },
      ],
      TWR_REASONS.badPoint,
    ],
    [
      'an undated point',
      [
        { date: '', nav: 1 },
        { date: '2025-02-01', nav: 1 },
      ],
      TWR_REASONS.badPoint,
    ],
  ])('%s gives null with the reason', (_name, points, reason) => {
    expect(timeWeightedReturn(points)).toEqual({ value: null, reason });
  });
});

import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { accountValueIndex, timeWeightedReturn, TWR_REASONS, type NavPoint } from './time-weighted-return';

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

describe('accountValueIndex', () => {
  const points: NavPoint[] = [
    { date: '2025-01-01', nav: 100 },
    { date: '2025-09-30', nav: 110 },
    { date: '2026-01-01', nav: 121 },
  ];

  it('without fees is the NAV per unit chain, whatever the flows', () => {
    // 10 units, 5 more on 2025-09-30 at 110: 110/100 × 121/110 = 1.21, as the NAV reads.
    const chained = accountValueIndex(points, [
      { date: '2025-01-01', shares: 10, flow: true },
      { date: '2025-09-30', shares: 5, flow: true },
    ]);
    expect(chained.map((point) => new Decimal(point.nav).toFixed())).toEqual(['1', '1.1', '1.21']);
  });

  it('a fee lowers the period it falls in; the flows of its day do not count', () => {
    // 10 units at 100 (1,000). On 2025-09-30 at 110: a fee of 0.2 units and a contribution of 5.
    // Period 1: (10 − 0.2) × 110 / (10 × 100) = 1078 / 1000 = 1.078.
    // Period 2: 14.8 units, 110 → 121: × 1.1 = 1.1858. Net of fees: 18.58 % against the NAV's 21 %.
    const chained = accountValueIndex(points, [
      { date: '2025-01-01', shares: 10, flow: true },
      { date: '2025-09-30', shares: -0.2, flow: false },
      { date: '2025-09-30', shares: 5, flow: true },
    ]);
    expect(chained.map((point) => new Decimal(point.nav).toFixed())).toEqual(['1', '1.078', '1.1858']);
    expect(timeWeightedReturn(chained).value?.cumulative.toFixed()).toBe('0.1858');
  });

  it('a period without units adds nothing', () => {
    // Everything redeemed on 2025-09-30, 10 bought again on 2026-01-01: the empty stretch is skipped.
    const chained = accountValueIndex(points, [
      { date: '2025-01-01', shares: 10, flow: true },
      { date: '2025-09-30', shares: -10, flow: true },
      { date: '2026-01-01', shares: 10, flow: true },
    ]);
    expect(chained.map((point) => new Decimal(point.nav).toFixed())).toEqual(['1', '1.1', '1.1']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xirr, XIRR_REASONS, type CashFlow } from './xirr';

const percent = (flows: CashFlow[]) => {
  const { rate } = xirr(flows);
  return rate === null ? null : (rate * 100).toFixed(2);
};

describe('xirr', () => {
  it.each<[string, CashFlow[], string]>([
    [
      'one contribution grows 10% in exactly a year',
      [
        { date: '2025-01-01', amount: -1000 },
        { date: '2026-01-01', amount: 1100 },
      ],
      '10.00',
    ],
    [
      'the same over a leap year (366 days of 365)',
      [
        { date: '2024-01-01', amount: -1000 },
        { date: '2025-01-01', amount: 1100 },
      ],
      '9.97',
    ],
    [
      'a loss of half in two years',
      [
        { date: '2023-03-01', amount: '-10000' },
        { date: '2025-02-28', amount: '5000' },
      ],
      '-29.29',
    ],
    [
      'two contributions and a partial redemption',
      [
        { date: '2024-01-01', amount: -10000 },
        { date: '2024-07-01', amount: -5000 },
        { date: '2025-01-01', amount: 4000 },
        { date: '2025-07-01', amount: 13500 },
      ],
      '13.47',
    ],
    [
      'a spreadsheet-checked pattern (Excel XIRR: 37.34%)',
      [
        { date: '2008-01-01', amount: -10000 },
        { date: '2008-03-01', amount: 2750 },
        { date: '2008-10-30', amount: 4250 },
        { date: '2009-02-15', amount: 3250 },
        { date: '2009-04-01', amount: 2750 },
      ],
      '37.34',
    ],
    [
      'a total loss tends to -100%',
      [
        { date: '2024-01-01', amount: -1000 },
        { date: '2025-01-01', amount: 0.000001 },
      ],
      '-100.00',
    ],
  ])('%s', (_name, flows, expected) => {
    expect(percent(flows)).toBe(expected);
  });

  it.each<[string, CashFlow[], string]>([
    ['no flows', [], XIRR_REASONS.tooFewFlows],
    ['a contribution alone', [{ date: '2025-01-01', amount: -100 }], XIRR_REASONS.tooFewFlows],
    [
      'zero value today',
      [
        { date: '2025-01-01', amount: -100 },
        { date: '2026-01-01', amount: 0 },
      ],
      XIRR_REASONS.tooFewFlows,
    ],
    [
      'only contributions',
      [
        { date: '2025-01-01', amount: -100 },
        { date: '2026-01-01', amount: -50 },
      ],
      XIRR_REASONS.oneSign,
    ],
    [
      'flows on one day',
      [
        { date: '2025-01-01', amount: -100 },
        { date: '2025-01-01', amount: 110 },
      ],
      XIRR_REASONS.tooFewFlows,
    ],
    [
      'a pattern no rate solves (-100, +300, -250)',
      [
        { date: '2023-01-01', amount: -100 },
        { date: '2024-01-01', amount: 300 },
        { date: '2025-01-01', amount: -250 },
      ],
      XIRR_REASONS.noRoot,
    ],
    [
      'a bad date',
      [
        { date: '2025-13-01', amount: -1 },
        { date: '2026-01-01', amount: 2 },
      ],
      XIRR_REASONS.badDate,
    ],
  ])('%s gives null with the reason', (_name, flows, reason) => {
    expect(xirr(flows)).toEqual({ rate: null, reason });
  });

  it("falls back to bracketing where Newton's method leaves the range", () => {
    // Newton's first steps from 10% jump below -100% here.
    const { rate } = xirr([
      { date: '2025-01-01', amount: -100 },
      { date: '2025-12-01', amount: 0.01 },
    ]);
    expect(rate).toBeCloseTo(0.0001 ** (365 / 334) - 1, 9);
  });

  it('finds the rate that zeroes the flows for any single contribution and later value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.double({ min: 0.5, max: 10, noNaN: true }),
        fc.integer({ min: 120, max: 3650 }),
        (amount, growth, days) => {
          const end = new Date(Date.UTC(2020, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
          const { rate } = xirr([
            { date: '2020-01-01', amount: -amount },
            { date: end, amount: amount * growth },
          ]);
          expect(rate).not.toBeNull();
          expect(rate!).toBeCloseTo(growth ** (365 / days) - 1, 6);
        },
      ),
    );
  });
});

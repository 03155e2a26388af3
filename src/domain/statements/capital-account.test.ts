import type Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalAccount, NO_FEES, type CapitalRecord, type StatementFees } from './capital-account';

const Q3_2025 = { start: '2025-07-01', end: '2025-09-30' };
const BOUGHT_IN_JANUARY: CapitalRecord = { date: '2025-01-10', amount: 10000, shares: 100 };

interface Row {
  name: string;
  records: CapitalRecord[];
  openingNav: number;
  closingNav: number;
  fees?: StatementFees;
  expected: {
    opening: string;
    contributions: string;
    redemptions: string;
    managementFee?: string;
    performanceFee?: string;
    gain: string;
    closing: string;
  };
}

const rows: Row[] = [
  {
    // 100 units held all quarter: opening 100 × 120 = 12,000.00, closing 100 × 130 = 13,000.00;
    // gain = 13,000 − 12,000 = 1,000.00.
    name: 'a full quarter without flows',
    records: [BOUGHT_IN_JANUARY],
    openingNav: 120,
    closingNav: 130,
    expected: {
      opening: '12000',
      contributions: '0',
      redemptions: '0',
      gain: '1000',
      closing: '13000',
    },
  },
  {
    // +5,000 on Aug 15 buys 40 units at 125; −2,540 on Sep 1 sells 20 at 127: 120 units at the end.
    // closing 120 × 130 = 15,600.00; gain = 15,600 − 12,000 − 5,000 + 2,540 = 1,140.00, which is
    // 100 × (125 − 120) + 140 × (127 − 125) + 120 × (130 − 127) = 500 + 280 + 360.
    name: 'a contribution and a redemption inside the quarter',
    records: [
      BOUGHT_IN_JANUARY,
      { date: '2025-08-15', amount: 5000, shares: 40 },
      { date: '2025-09-01', amount: -2540, shares: -20 },
    ],
    openingNav: 120,
    closingNav: 130,
    expected: {
      opening: '12000',
      contributions: '5000',
      redemptions: '2540',
      gain: '1140',
      closing: '15600',
    },
  },
  {
    // Fees of 30.00 + 170.00 took 1.538462 units (200 / 130 at 6 significant digits) off the 100:
    // closing 98.461538 × 130 = 12,799.99994 → 12,800.00; gain = 12,800 − 12,000 + 30 + 170 = 1,000.00,
    // the same result before fees as the first row.
    name: 'fees charged at the quarter end',
    records: [BOUGHT_IN_JANUARY, { date: '2025-09-30', amount: 0, shares: -1.538462 }],
    openingNav: 120,
    closingNav: 130,
    fees: { managementFee: 30, performanceFee: 170 },
    expected: {
      opening: '12000',
      contributions: '0',
      redemptions: '0',
      managementFee: '30',
      performanceFee: '170',
      gain: '1000',
      closing: '12800',
    },
  },
  {
    // opening 316.984 × 162.3 = 51,446.5032 → 51,446.50; closing 316.984 × 176.4 = 55,915.9776 →
    // 55,915.98; gain = 55,915.98 − 51,446.50 = 4,469.48 (from the rounded figures, so it adds up).
    name: 'cents rounded on each figure, the gain from the rounded ones',
    records: [{ date: '2024-02-01', amount: 50000, shares: 316.984 }],
    openingNav: 162.3,
    closingNav: 176.4,
    expected: {
      opening: '51446.5',
      contributions: '0',
      redemptions: '0',
      gain: '4469.48',
      closing: '55915.98',
    },
  },
  {
    // 1 unit: opening 10.005 → 10.01 (half up), closing 10.004 → 10.00; gain = 10.00 − 10.01 = −0.01.
    name: 'half a cent rounds up; a loss is a negative gain',
    records: [{ date: '2025-03-01', amount: 10, shares: 1 }],
    openingNav: 10.005,
    closingNav: 10.004,
    expected: { opening: '10.01', contributions: '0', redemptions: '0', gain: '-0.01', closing: '10' },
  },
  {
    // Jul 1 and Sep 30 are inside the quarter (contributions 1,000 + 2,000); Oct 1 is not. Nothing
    // was held before: opening 0. closing (8 + 16) × 125 = 3,000.00; gain = 3,000 − 3,000 = 0.
    name: 'the first and last day count, the day after does not',
    records: [
      { date: '2025-07-01', amount: 1000, shares: 8 },
      { date: '2025-09-30', amount: 2000, shares: 16 },
      { date: '2025-10-01', amount: 9999, shares: 80 },
    ],
    openingNav: 125,
    closingNav: 125,
    expected: { opening: '0', contributions: '3000', redemptions: '0', gain: '0', closing: '3000' },
  },
  {
    // Everything redeemed on Aug 1 at 110: 100 units for 11,000. closing 0;
    // gain = 0 − 12,000 + 11,000 = −1,000.00 (100 × (110 − 120)).
    name: 'a full redemption in a falling quarter',
    records: [BOUGHT_IN_JANUARY, { date: '2025-08-01', amount: -11000, shares: -100 }],
    openingNav: 120,
    closingNav: 90,
    expected: {
      opening: '12000',
      contributions: '0',
      redemptions: '11000',
      gain: '-1000',
      closing: '0',
    },
  },
];

describe('capitalAccount', () => {
  it.each(rows)('$name', ({ records, openingNav, closingNav, fees, expected }) => {
    const account = capitalAccount({ records, ...Q3_2025, openingNav, closingNav, fees: fees ?? NO_FEES });
    const text = (value: Decimal) => value.toString();
    expect({
      opening: text(account.openingValue),
      contributions: text(account.contributions),
      redemptions: text(account.redemptions),
      managementFee: text(account.managementFee),
      performanceFee: text(account.performanceFee),
      gain: text(account.gain),
      closing: text(account.closingValue),
    }).toEqual({ managementFee: '0', performanceFee: '0', ...expected });
  });

  it('always adds up: closing = opening + contributions − redemptions − fees + gain', () => {
    const money = fc.integer({ min: -10_000_000, max: 10_000_000 }).map((cents) => cents / 100);
    const record = fc.record({
      date: fc.constantFrom('2025-01-05', '2025-07-01', '2025-08-20', '2025-09-30', '2025-10-02'),
      amount: money,
      shares: fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((micro) => micro / 1_000_000),
    });
    const nav = fc.integer({ min: 1, max: 100_000_000 }).map((micro) => micro / 10_000);
    const fee = fc.integer({ min: 0, max: 1_000_000_000 }).map((tenths) => tenths / 1000);
    fc.assert(
      fc.property(fc.array(record, { maxLength: 8 }), nav, nav, fee, fee, (records, open, close, m, p) => {
        const a = capitalAccount({
          records,
          ...Q3_2025,
          openingNav: open,
          closingNav: close,
          fees: { managementFee: m, performanceFee: p },
        });
        const sum = a.openingValue
          .plus(a.contributions)
          .minus(a.redemptions)
          .minus(a.managementFee)
          .minus(a.performanceFee)
          .plus(a.gain);
        expect(sum.equals(a.closingValue)).toBe(true);
        expect(a.redemptions.gte(0) && a.contributions.gte(0)).toBe(true);
        for (const figure of [a.openingValue, a.closingValue, a.gain, a.managementFee])
          expect(figure.decimalPlaces()).toBeLessThanOrEqual(2);
      }),
    );
  });
});

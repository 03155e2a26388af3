import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { feesOfQuarter, feesPaid, highWaterMark } from './fees-paid';

const deduction = (quarter: string, management: string, performance: string, shares: string) => ({
  quarter,
  date: '2025-09-30',
  navPerUnit: 110,
  managementFee: management,
  performanceFee: performance,
  totalFee: new Decimal(management).plus(performance).toFixed(),
  shares,
});

describe('feesPaid', () => {
  it('adds the runs up and lists them oldest quarter first', () => {
    // Q3: 55.45 + 200; Q2: 10.97 + 20. Management 66.42, performance 220, total 286.42.
    const paid = feesPaid([
      deduction('Q3_2025', '55.45', '200', '2.32227'),
      deduction('Q2_2025', '10.97', '20', '0.281545'),
    ]);
    expect(paid.managementFee.toFixed()).toBe('66.42');
    expect(paid.performanceFee.toFixed()).toBe('220');
    expect(paid.totalFee.toFixed()).toBe('286.42');
    expect(
      paid.byQuarter.map((line) => [line.label, line.totalFee.toFixed(), line.shares.toFixed()]),
    ).toEqual([
      ['Q2 2025', '30.97', '0.281545'],
      ['Q3 2025', '255.45', '2.32227'],
    ]);
  });

  it('is all zeros without a run', () => {
    expect(feesPaid([])).toMatchObject({ byQuarter: [] });
    expect(feesPaid([]).totalFee.toFixed()).toBe('0');
  });
});

describe('feesOfQuarter', () => {
  it("answers one quarter's fees, zeros for a quarter no run charged", () => {
    const list = [deduction('Q3_2025', '55.45', '200', '2.32227')];
    expect(feesOfQuarter(list, 'Q3_2025')).toEqual({
      managementFee: new Decimal('55.45'),
      performanceFee: new Decimal(200),
    });
    expect(feesOfQuarter(list, 'Q2_2025')).toEqual({
      managementFee: new Decimal(0),
      performanceFee: new Decimal(0),
    });
  });
});

describe('highWaterMark', () => {
  const lot = (shares: string, mark: string) => ({
    investmentId: 1,
    date: '2025-01-01',
    shares: new Decimal(shares),
    highWaterMark: new Decimal(mark),
  });

  it('weighs the marks of the lots holding units by those units', () => {
    // (30 × 110 + 10 × 120) / 40 = (3300 + 1200) / 40 = 112.5; an empty lot does not count.
    expect(highWaterMark([lot('30', '110'), lot('10', '120'), lot('0', '500')])?.toFixed()).toBe('112.5');
  });

  it('rounds to 6 decimals and is null without units', () => {
    // (1 × 100 + 2 × 101) / 3 = 302 / 3 = 100.666666… → 100.666667.
    expect(highWaterMark([lot('1', '100'), lot('2', '101')])?.toFixed()).toBe('100.666667');
    expect(highWaterMark([lot('0', '100')])).toBeNull();
  });
});

import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Quarter } from '../quarters';
import { chargeFees, lotsAt, type InvestorFee, type LedgerRecord, type PastRun } from './fee-rule';
import { termsFor, type Crystallization, type FeeTerms } from './terms';

/*
 * docs/requirements.md#fee-rule, one table per case of the issue. Each row's arithmetic is worked by
 * hand in its comment; S and E are the quarter's first and last days, D = E − S + 1, N the NAV per
 * unit at E. Q1 2025 has 90 days, Q2 91, Q3 92, Q4 92.
 */

const terms = (management: number, performance: number, crystallization: Crystallization = 'quarterly') => ({
  managementFeePercent: new Decimal(management),
  performanceFeePercent: new Decimal(performance),
  crystallization,
});
const q = (quarter: Quarter['quarter'], year = 2025): Quarter => ({ quarter, year });
const lot = (id: number, date: string, shares: string | number, nav: string | number): LedgerRecord => ({
  id,
  date,
  shares,
  nav,
});

/** The fee as text, for exact comparison. */
function shown(fee: InvestorFee) {
  return {
    managementFee: fee.managementFee.toFixed(),
    performanceFee: fee.performanceFee.toFixed(),
    totalFee: fee.totalFee.toFixed(),
    feeShares: fee.feeShares.toFixed(),
    lots: fee.lots.map((each) => ({
      investmentId: each.investmentId,
      daysHeld: each.daysHeld,
      shares: each.shares.toFixed(),
      highWaterMark: each.highWaterMark.toFixed(),
      managementFee: each.managementFee.toFixed(),
      performanceFee: each.performanceFee.toFixed(),
      newHighWaterMark: each.newHighWaterMark.toFixed(),
      feeShares: each.feeShares.toFixed(),
    })),
  };
}

/** What a posted run leaves for the next one. */
const runOf = (periodEnd: string, fee: InvestorFee): PastRun => ({
  periodEnd,
  lots: fee.lots.map((each) => ({
    investmentId: each.investmentId,
    feeShares: each.feeShares,
    newHighWaterMark: each.newHighWaterMark,
  })),
});

describe('a full quarter', () => {
  it('charges rate × D/365 of the value and the gain above the entry NAV', () => {
    // Q3 2025, D = 92, N = 110, 2 % and 20 % quarterly; one lot of 100 units bought at 100 in January.
    // management = 100 × 110 × 2/100 × 92/365 = 220 × 92/365 = 20240/365 = 55.4520547… → 55.452055;
    // performance = 20/100 × (110 − 100) × 100 = 200, the mark becomes 110;
    // investor: 55.45 + 200.00 = 255.45; fee shares 255.45 / 110 = 2.3222727… → 2.32227.
    const fee = chargeFees({
      quarter: q(3),
      navPerUnit: 110,
      terms: terms(2, 20),
      records: [lot(1, '2025-01-15', 100, 100)],
      pastRuns: [],
    });
    expect(shown(fee)).toEqual({
      managementFee: '55.45',
      performanceFee: '200',
      totalFee: '255.45',
      feeShares: '2.32227',
      lots: [
        {
          investmentId: 1,
          daysHeld: 92,
          shares: '100',
          highWaterMark: '100',
          managementFee: '55.452055',
          performanceFee: '200',
          newHighWaterMark: '110',
          feeShares: '2.32227',
        },
      ],
    });
  });
});

describe('a lot bought mid-quarter', () => {
  it('pays management for its days only, and no performance below its own entry NAV', () => {
    // Lot A from January (92 days), lot B bought 2025-08-15: days 2025-08-15 to 2025-09-30 = 17 + 30 = 47.
    // N = 110, 2 % and 20 % quarterly.
    // A: management 10 × 110 × 0.02 × 92/365 = 22 × 92/365 = 2024/365 = 5.5452054… → 5.545205;
    //    performance 0.2 × (110 − 100) × 10 = 20, mark 110.
    // B: management 50 × 110 × 0.02 × 47/365 = 110 × 47/365 = 5170/365 = 14.1643835… → 14.164384;
    //    N 110 is below its mark 120: no performance fee, the mark stays 120.
    // investor: management 5.545205 + 14.164384 = 19.709589 → 19.71; performance 20; total 39.71;
    // fee shares 39.71 / 110 = 0.361.
    // split by lot fee: A 25.545205, B 14.164384 of 39.709589;
    //   B = 0.361 × 14.164384 / 39.709589 = 0.361 × 0.3566993… = 0.1287684… → 0.128768;
    //   A, the larger fee, takes the rest: 0.361 − 0.128768 = 0.232232.
    const fee = chargeFees({
      quarter: q(3),
      navPerUnit: 110,
      terms: terms(2, 20),
      records: [lot(1, '2025-01-15', 10, 100), lot(2, '2025-08-15', 50, 120)],
      pastRuns: [],
    });
    expect(shown(fee)).toMatchObject({
      managementFee: '19.71',
      performanceFee: '20',
      totalFee: '39.71',
      feeShares: '0.361',
      lots: [
        {
          investmentId: 1,
          daysHeld: 92,
          managementFee: '5.545205',
          performanceFee: '20',
          feeShares: '0.232232',
        },
        {
          investmentId: 2,
          daysHeld: 47,
          managementFee: '14.164384',
          performanceFee: '0',
          newHighWaterMark: '120',
          feeShares: '0.128768',
        },
      ],
    });
  });

  it('leaves out a lot dated after the quarter and counts one bought on the last day for a day', () => {
    // Bought 2025-09-30: 1 day. 100 × 100 × 0.02 × 1/365 = 200/365 = 0.5479452… → 0.547945; 0.55;
    // fee shares 0.55 / 100 = 0.0055. The lot of 2025-10-01 takes no part.
    const fee = chargeFees({
      quarter: q(3),
      navPerUnit: 100,
      terms: terms(2, 20),
      records: [lot(1, '2025-09-30', 100, 100), lot(2, '2025-10-01', 100, 100)],
      pastRuns: [],
    });
    expect(shown(fee)).toMatchObject({
      managementFee: '0.55',
      performanceFee: '0',
      feeShares: '0.0055',
      lots: [{ investmentId: 1, daysHeld: 1, managementFee: '0.547945' }],
    });
  });
});

describe('a loss quarter, then a recovery below the mark, then a new high', () => {
  it('charges performance only above the mark, and the next quarter only above the new mark', () => {
    // 0 % management, 20 % performance quarterly; one lot of 100 units at 100 (mark 100).
    const base = { terms: terms(0, 20), records: [lot(1, '2025-01-02', 100, 100)] };
    // Q1, N = 90 (a loss): 90 ≤ 100, no fee, the mark stays 100.
    const q1 = chargeFees({ ...base, quarter: q(1), navPerUnit: 90, pastRuns: [] });
    expect(shown(q1)).toMatchObject({ totalFee: '0', feeShares: '0', lots: [{ newHighWaterMark: '100' }] });
    // Q2, N = 95 (recovered, still below the mark): no fee, the mark stays 100.
    const q2 = chargeFees({ ...base, quarter: q(2), navPerUnit: 95, pastRuns: [runOf('2025-03-31', q1)] });
    expect(shown(q2)).toMatchObject({
      totalFee: '0',
      lots: [{ highWaterMark: '100', newHighWaterMark: '100' }],
    });
    // Q3, N = 120 (a new high): 0.2 × (120 − 100) × 100 = 400, the mark becomes 120;
    // fee shares 400 / 120 = 3.333333… → 3.33333.
    const runs = [runOf('2025-03-31', q1), runOf('2025-06-30', q2)];
    const q3 = chargeFees({ ...base, quarter: q(3), navPerUnit: 120, pastRuns: runs });
    expect(shown(q3)).toMatchObject({
      performanceFee: '400',
      feeShares: '3.33333',
      lots: [{ shares: '100', highWaterMark: '100', newHighWaterMark: '120', feeShares: '3.33333' }],
    });
    // Q4, N = 125: the lot holds 100 − 3.33333 = 96.66667 and its mark is 120:
    // 0.2 × (125 − 120) × 96.66667 = 96.66667 → 96.67; fee shares 96.67 / 125 = 0.77336.
    const q4 = chargeFees({
      ...base,
      quarter: q(4),
      navPerUnit: 125,
      pastRuns: [...runs, runOf('2025-09-30', q3)],
    });
    expect(shown(q4)).toMatchObject({
      performanceFee: '96.67',
      feeShares: '0.77336',
      lots: [
        { shares: '96.66667', highWaterMark: '120', performanceFee: '96.66667', newHighWaterMark: '125' },
      ],
    });
  });
});

describe('a partial redemption across two lots', () => {
  it('takes the oldest lot first and charges what is left of the next', () => {
    // Lot A 60 units at 100 (January), lot B 40 at 105 (February); 80 units redeemed 2025-05-05:
    // A gives its 60, B gives 20 and keeps 20. Q2 2025, D = 91, N = 110, 2 % and 20 % quarterly.
    // B: management 20 × 110 × 0.02 × 91/365 = 44 × 91/365 = 4004/365 = 10.9698630… → 10.969863;
    //    performance 0.2 × (110 − 105) × 20 = 20, mark 110.
    // investor: 10.97 + 20.00 = 30.97; fee shares 30.97 / 110 = 0.2815454… → 0.281545. A is empty.
    const fee = chargeFees({
      quarter: q(2),
      navPerUnit: 110,
      terms: terms(2, 20),
      records: [lot(1, '2025-01-10', 60, 100), lot(2, '2025-02-10', 40, 105), lot(3, '2025-05-05', -80, 108)],
      pastRuns: [],
    });
    expect(shown(fee)).toEqual({
      managementFee: '10.97',
      performanceFee: '20',
      totalFee: '30.97',
      feeShares: '0.281545',
      lots: [
        {
          investmentId: 2,
          daysHeld: 91,
          shares: '20',
          highWaterMark: '105',
          managementFee: '10.969863',
          performanceFee: '20',
          newHighWaterMark: '110',
          feeShares: '0.281545',
        },
      ],
    });
  });

  it('a redemption dated after the quarter takes no part in it', () => {
    // The 80 units leave on 2025-07-01, after Q2's end: A 60 and B 40 are both charged for Q2 (no
    // performance fee: 0 %). A: 60 × 110 × 0.02 × 91/365 = 132 × 91/365 = 12012/365 = 32.9095890… →
    // 32.909589; B: 40 × 110 × 0.02 × 91/365 = 88 × 91/365 = 8008/365 = 21.9397260… → 21.939726;
    // 54.849315 → 54.85.
    const fee = chargeFees({
      quarter: q(2),
      navPerUnit: 110,
      terms: terms(2, 0),
      records: [lot(1, '2025-01-10', 60, 100), lot(2, '2025-02-10', 40, 105), lot(3, '2025-07-01', -80, 108)],
      pastRuns: [],
    });
    expect(shown(fee)).toMatchObject({ managementFee: '54.85', lots: [{ shares: '60' }, { shares: '40' }] });
  });
});

describe('annual crystallization', () => {
  it('charges performance only at the end of Q4, against the mark the year started with', () => {
    // 0 % management, 20 % performance, annual; one lot of 100 at 100.
    const base = { terms: terms(0, 20, 'annual'), records: [lot(1, '2025-01-02', 100, 100)] };
    // Q3, N = 120: above the mark, but Q3 does not crystallize: no fee, the mark stays 100.
    const q3 = chargeFees({ ...base, quarter: q(3), navPerUnit: 120, pastRuns: [] });
    expect(shown(q3)).toMatchObject({ performanceFee: '0', lots: [{ newHighWaterMark: '100' }] });
    // Q4, N = 115: 0.2 × (115 − 100) × 100 = 300, the mark becomes 115;
    // fee shares 300 / 115 = 2.6086956… → 2.60870, written 2.6087.
    const q4 = chargeFees({ ...base, quarter: q(4), navPerUnit: 115, pastRuns: [runOf('2025-09-30', q3)] });
    expect(shown(q4)).toMatchObject({
      performanceFee: '300',
      feeShares: '2.6087',
      lots: [{ highWaterMark: '100', newHighWaterMark: '115' }],
    });
  });
});

describe('per-investor terms', () => {
  const fund: FeeTerms = terms(2, 20);
  const records = [lot(1, '2025-01-15', 100, 100)];

  it("an investor's own field replaces the fund's; a null one is the fund's", () => {
    // Own terms: 1 % management, performance null (the fund's 20 %), annual.
    // Q3, N = 110: management 100 × 110 × 0.01 × 92/365 = 110 × 92/365 = 10120/365 = 27.7260273… →
    // 27.726027 → 27.73; no performance fee in Q3 when annual; fee shares 27.73 / 110 = 0.2520909… →
    // 0.252091.
    const own = termsFor(fund, {
      managementFeePercent: new Decimal(1),
      performanceFeePercent: null,
      crystallization: 'annual',
    });
    expect(own.performanceFeePercent.toFixed()).toBe('20');
    const fee = chargeFees({ quarter: q(3), navPerUnit: 110, terms: own, records, pastRuns: [] });
    expect(shown(fee)).toMatchObject({ managementFee: '27.73', performanceFee: '0', feeShares: '0.252091' });
  });

  it("a founders' class with no fee pays nothing, and its marks still follow the NAV", () => {
    // 0 % and 0 %, quarterly: every fee is 0; N 110 is above the mark 100, so the mark becomes 110.
    const founders = termsFor(fund, {
      managementFeePercent: new Decimal(0),
      performanceFeePercent: new Decimal(0),
      crystallization: null,
    });
    const fee = chargeFees({ quarter: q(3), navPerUnit: 110, terms: founders, records, pastRuns: [] });
    expect(shown(fee)).toMatchObject({
      totalFee: '0',
      feeShares: '0',
      lots: [{ newHighWaterMark: '110', feeShares: '0' }],
    });
  });

  it('without an override the fund terms apply as they are', () => {
    expect(termsFor(fund, null)).toEqual(fund);
  });
});

describe('rounding at the cent and at 6 significant digits', () => {
  it('rounds a half cent up, and fee shares half up at the 6th significant digit', () => {
    // 0 % management, 20 % performance; 5.14375 units at 20, N = 32:
    // 0.2 × (32 − 20) × 5.14375 = 2.4 × 5.14375 = 12.345 exactly → 12.35 (half up);
    // fee shares 12.35 / 32 = 0.3859375 exactly: seven significant digits, the seventh a 5 → 0.385938.
    const fee = chargeFees({
      quarter: q(3),
      navPerUnit: 32,
      terms: terms(0, 20),
      records: [lot(1, '2025-01-15', '5.14375', 20)],
      pastRuns: [],
    });
    expect(shown(fee)).toMatchObject({
      performanceFee: '12.35',
      feeShares: '0.385938',
      lots: [{ performanceFee: '12.345' }],
    });
  });

  it("rounds the sum of the lots, not each lot, and splits the fee shares by each lot's fee", () => {
    // 20 % performance, N = 10. Lot A 2.51 at 8: 0.2 × 2 × 2.51 = 1.004; lot B 2.003 at 5:
    // 0.2 × 5 × 2.003 = 2.003. Sum 3.007 → 3.01 (each rounded first would give 1.00 + 2.00 = 3.00).
    // fee shares 3.01 / 10 = 0.301. A = 0.301 × 1.004 / 3.007 = 0.1005001… → 0.1005 (6 decimals);
    // B, the larger fee, takes the rest: 0.301 − 0.1005 = 0.2005.
    const fee = chargeFees({
      quarter: q(3),
      navPerUnit: 10,
      terms: terms(0, 20),
      records: [lot(1, '2025-01-15', '2.51', 8), lot(2, '2025-02-15', '2.003', 5)],
      pastRuns: [],
    });
    expect(shown(fee)).toMatchObject({
      performanceFee: '3.01',
      feeShares: '0.301',
      lots: [
        { performanceFee: '1.004', feeShares: '0.1005' },
        { performanceFee: '2.003', feeShares: '0.2005' },
      ],
    });
  });
});

describe('lotsAt', () => {
  it('replays redemptions oldest lot first and earlier runs after the redemptions of their day', () => {
    // A 10 (Jan), B 10 (Feb); 12 redeemed on 2025-03-31: A 10 → 0, B 10 → 8. The run that ended that
    // day (posted after the redemption) took 0.5 from B and set its mark to 110: B 8 − 0.5 = 7.5.
    const lots = lotsAt(
      [lot(1, '2025-01-10', 10, 100), lot(2, '2025-02-10', 10, 100), lot(3, '2025-03-31', -12, 100)],
      [{ periodEnd: '2025-03-31', lots: [{ investmentId: 2, feeShares: '0.5', newHighWaterMark: 110 }] }],
      '2025-06-30',
    );
    expect(
      lots.map((each) => [each.investmentId, each.shares.toFixed(), each.highWaterMark.toFixed()]),
    ).toEqual([
      [1, '0', '100'],
      [2, '7.5', '110'],
    ]);
  });

  it('a redemption larger than the lots bought by its day takes from later lots', () => {
    // A 5 (Jan); redemption of 8 in February; B 10 bought in March: A → 0, B gives 3 → 7.
    const lots = lotsAt(
      [lot(1, '2025-01-10', 5, 100), lot(2, '2025-02-10', -8, 100), lot(3, '2025-03-10', 10, 100)],
      [],
      '2025-03-31',
    );
    expect(lots.map((each) => each.shares.toFixed())).toEqual(['0', '7']);
  });
});

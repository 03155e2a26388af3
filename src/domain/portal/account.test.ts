import { describe, expect, it } from 'vitest';
import { TWR_REASONS } from '../investors/returns/time-weighted-return';
import { ACCOUNT_REASONS, accountSummary, quarterStartDate, type AccountInput } from './account';

const base: AccountInput = {
  entries: [{ date: '2025-01-01', amount: '1000', nav: '100', shares: '10' }],
  feeDeductions: [],
  highWaterMark: '100',
  quarterlyNavSnapshots: {},
  currentNav: '110',
  fundShares: '40',
  indexDays: [
    { date: '2025-01-01', price: 500 },
    { date: '2026-01-01', price: 550 },
  ],
  asOf: '2026-01-01',
};

describe('accountSummary', () => {
  it('one contribution that grows 10% in exactly a year: every return reads 10.00%', () => {
    const { capital, returns } = accountSummary(base);
    expect(capital).toEqual({
      shares: 10,
      currentNav: 110,
      value: 1100,
      contributed: 1000,
      redeemed: 0,
      gain: 100,
      gainPercent: 10,
      ownershipPercent: 25,
    });
    expect(returns.moneyWeighted).toEqual({ percent: 10, reason: null });
    expect(returns.timeWeighted).toEqual({ percent: 10, reason: null });
    expect(returns.index.timeWeighted).toEqual({ percent: 10, reason: null });
    expect(returns.index.moneyWeighted).toEqual({ percent: 10, reason: null });
  });

  it.each<[string, Partial<AccountInput>, Record<string, unknown>]>([
    [
      'contributions and a partial redemption',
      {
        entries: [
          { date: '2025-01-01', amount: '1000', nav: '100', shares: '10' },
          { date: '2025-04-01', amount: '1200', nav: '120', shares: '10' },
          { date: '2025-07-01', amount: '-650', nav: '130', shares: '-5' },
        ],
      },
      { shares: 15, value: 1650, contributed: 2200, redeemed: 650, gain: 100, gainPercent: 4.55 },
    ],
    [
      'figures that floats would get wrong (0.1 + 0.2)',
      {
        entries: [
          { date: '2025-01-01', amount: '0.1', nav: '1', shares: '0.1' },
          { date: '2025-01-02', amount: '0.2', nav: '1', shares: '0.2' },
        ],
        currentNav: '1',
      },
      { shares: 0.3, value: 0.3, contributed: 0.3, gain: 0 },
    ],
    [
      'no current NAV',
      { currentNav: null },
      { value: null, gain: null, gainPercent: null, currentNav: null },
    ],
  ])('%s', (_name, change, expected) => {
    expect(accountSummary({ ...base, ...change }).capital).toMatchObject(expected);
  });

  it('gives null with the reason where a return cannot be had', () => {
    const noNav = accountSummary({ ...base, currentNav: null }).returns;
    expect(noNav.moneyWeighted).toEqual({ percent: null, reason: ACCOUNT_REASONS.noNav });
    const empty = accountSummary({ ...base, entries: [] });
    expect(empty.returns.from).toBeNull();
    expect(empty.returns.timeWeighted).toEqual({ percent: null, reason: ACCOUNT_REASONS.noContribution });
    const sameDay = accountSummary({ ...base, asOf: '2025-01-01', currentNav: '100' });
    expect(sameDay.returns.timeWeighted).toEqual({ percent: null, reason: TWR_REASONS.tooFewPoints });
  });

  it('chains the NAV through the quarterly snapshots after the first contribution', () => {
    const { returns, history } = accountSummary({
      ...base,
      quarterlyNavSnapshots: { Q4_2024: 50, Q2_2025: 90, Q3_2025: 120 },
    });
    expect(returns.timeWeighted.percent).toBe(10);
    // Before the first contribution a snapshot is no part of the account.
    expect(history).toEqual([
      { date: '2025-01-01', value: 1000 },
      { date: '2025-04-01', value: 900 },
      { date: '2025-07-01', value: 1200 },
      { date: '2026-01-01', value: 1100 },
    ]);
  });

  it('a fee takes units without being a flow: value, returns and history are net of it', () => {
    // 10 units bought at 100; the Q3 2025 run took a fee of 22 (5 + 17) = 0.2 units at 110; NAV 121 a
    // year on. Units 9.8, value 9.8 × 121 = 1,185.80; contributed 1,000, redeemed 0; gain 185.80.
    // Account value chained: (10 − 0.2) × 110 / 1,000 = 1.078, then 121/110: 1.078 × 1.1 = 1.1858.
    // XIRR: −1,000 then +1,185.80 365 days later: 18.58 %.
    const summary = accountSummary({
      ...base,
      currentNav: '121',
      highWaterMark: '110',
      feeDeductions: [
        {
          quarter: 'Q3_2025',
          date: '2025-09-30',
          navPerUnit: '110',
          managementFee: '5',
          performanceFee: '17',
          totalFee: '22',
          shares: '0.2',
        },
      ],
    });
    expect(summary.capital).toMatchObject({
      shares: 9.8,
      value: 1185.8,
      contributed: 1000,
      redeemed: 0,
      gain: 185.8,
      gainPercent: 18.58,
    });
    expect(summary.returns.timeWeighted).toEqual({ percent: 18.58, reason: null });
    expect(summary.returns.moneyWeighted).toEqual({ percent: 18.58, reason: null });
    expect(summary.fees).toEqual({
      managementFee: 5,
      performanceFee: 17,
      totalFee: 22,
      byQuarter: [
        {
          quarter: 'Q3_2025',
          label: 'Q3 2025',
          managementFee: 5,
          performanceFee: 17,
          totalFee: 22,
          shares: 0.2,
        },
      ],
    });
    expect(summary.highWaterMark).toBe(110);
    expect(summary.history).toEqual([
      { date: '2025-01-01', value: 1000 },
      { date: '2025-09-30', value: 1078 },
      { date: '2026-01-01', value: 1185.8 },
    ]);
  });

  it('keeps one value per date', () => {
    const { history } = accountSummary({ ...base, quarterlyNavSnapshots: { Q1_2026: 111 } });
    expect(history.map((point) => point.date)).toEqual(['2025-01-01', '2026-01-01']);
  });
});

describe('quarterStartDate', () => {
  it.each([
    ['Q1_2025', '2025-01-01'],
    ['Q3_2025', '2025-07-01'],
    ['Q4_1999', '1999-10-01'],
    ['Q5_2025', null],
  ])('%s starts on %s', (key, date) => {
    expect(quarterStartDate(key)).toBe(date);
  });
});

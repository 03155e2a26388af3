import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatReturnUp2 } from '../format';
import {
  performanceSummary,
  type InvestorFigures,
  type PerformanceSummaryInput,
} from './performance-summary';

const jane: InvestorFigures = {
  totalShares: 316.984,
  totalInvested: 50000,
  quarterlyNavSnapshots: { Q2_2025: 150, Q3_2025: 162.3 },
  yearStartNavValues: { '2024': 120, '2025': 157.736681 },
  inceptionNav: 100,
};
const q3 = { quarter: 3, year: 2025 } as const;
const base: PerformanceSummaryInput = {
  investor: jane,
  currentNav: 176.4,
  fundShares: 1316.984,
  quarter: q3,
};

const fixed = (value: Decimal | null) => (value === null ? null : value.toFixed());
// Returns to 6 decimals here; the report text rounds them up to 2 (see the exactness test below).
const percent = (value: Decimal | null) =>
  value === null ? null : value.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed();

function figures(input: PerformanceSummaryInput) {
  const summary = performanceSummary(input);
  return {
    currentValue: fixed(summary.currentValue),
    totalGain: fixed(summary.totalGain),
    quarter: percent(summary.quarterReturnPercent),
    ytd: percent(summary.ytdReturnPercent),
    inception: percent(summary.sinceInceptionReturnPercent),
    ownership: fixed(summary.ownershipPercent),
    missing: summary.missing,
  };
}

describe('performanceSummary: gain, NAV returns and ownership of one investor', () => {
  it.each<[string, PerformanceSummaryInput, ReturnType<typeof figures>]>([
    [
      'Jane Doe at the end of Q3 2025, NAV 176.4',
      base,
      {
        currentValue: '55915.9776',
        totalGain: '5915.9776',
        quarter: '8.687616',
        ytd: '11.831946',
        inception: '76.4',
        ownership: '24.068933259629577884',
        missing: [],
      },
    ],
    [
      'the quarter decides which snapshot and which year-start NAV are read',
      { ...base, quarter: { quarter: 2, year: 2025 } },
      {
        currentValue: '55915.9776',
        totalGain: '5915.9776',
        quarter: '17.6',
        ytd: '11.831946',
        inception: '76.4',
        ownership: '24.068933259629577884',
        missing: [],
      },
    ],
    [
      'a falling NAV gives a loss and negative returns',
      { ...base, currentNav: 150, quarter: { quarter: 2, year: 2024 } },
      {
        currentValue: '47547.6',
        totalGain: '-2452.4',
        quarter: null,
        ytd: '25',
        inception: '50',
        ownership: '24.068933259629577884',
        missing: ['quarter-start NAV'],
      },
    ],
    [
      'overrides replace stored values and fill missing ones',
      {
        ...base,
        quarter: { quarter: 4, year: 2026 },
        overrides: { quarterStartNav: 180, yearStartNav: '176.4', inceptionNav: null },
      },
      {
        currentValue: '55915.9776',
        totalGain: '5915.9776',
        quarter: '-2',
        ytd: '0',
        inception: '76.4',
        ownership: '24.068933259629577884',
        missing: [],
      },
    ],
    [
      'nothing stored: all three listed as missing, in report order',
      {
        ...base,
        investor: { ...jane, quarterlyNavSnapshots: {}, yearStartNavValues: {}, inceptionNav: null },
      },
      {
        currentValue: '55915.9776',
        totalGain: '5915.9776',
        quarter: null,
        ytd: null,
        inception: null,
        ownership: '24.068933259629577884',
        missing: ['quarter-start NAV', 'year-start NAV', 'inception NAV'],
      },
    ],
    [
      'a start NAV of 0 cannot give a return and counts as missing',
      { ...base, investor: { ...jane, inceptionNav: 0 } },
      {
        currentValue: '55915.9776',
        totalGain: '5915.9776',
        quarter: '8.687616',
        ytd: '11.831946',
        inception: null,
        ownership: '24.068933259629577884',
        missing: ['inception NAV'],
      },
    ],
    [
      'the only investor owns 100 %; a fund without shares gives 0 %',
      { ...base, fundShares: 316.984 },
      {
        currentValue: '55915.9776',
        totalGain: '5915.9776',
        quarter: '8.687616',
        ytd: '11.831946',
        inception: '76.4',
        ownership: '100',
        missing: [],
      },
    ],
    [
      'an investor whose shares were all redeemed',
      { ...base, investor: { ...jane, totalShares: 0, totalInvested: -1200 }, fundShares: 0 },
      {
        currentValue: '0',
        totalGain: '1200',
        quarter: '8.687616',
        ytd: '11.831946',
        inception: '76.4',
        ownership: '0',
        missing: [],
      },
    ],
  ])('%s', (_scenario, input, expected) => {
    expect(figures(input)).toEqual(expected);
  });
});

describe('performanceSummary: returns are exact enough to round up', () => {
  it.each([
    ['exactly 8.67 % stays 8.67', 3.2601, '8.67%'],
    // decimal.js's default 20 digits, rounded half up, would make this 8.6700000000000000000 and '8.67'.
    ['a hair above 8.67 % reads 8.68', '3.2601000000000000000000003', '8.68%'],
    ['a hair below -1.23 % reads -1.23', '2.9630999999999999999999999', '-1.23%'],
  ])('%s', (_scenario, currentNav, expected) => {
    const summary = performanceSummary({
      ...base,
      currentNav,
      investor: { ...jane, quarterlyNavSnapshots: { Q3_2025: 3 } },
    });
    expect(summary.quarterReturnPercent && formatReturnUp2(summary.quarterReturnPercent)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GROWTH_HORIZON_YEARS,
  DEFAULT_GROWTH_RATE_PERCENT,
  EXAMPLE_QUARTERLY_CONTRIBUTION,
} from './constants';
import { growthProjection, type GrowthProjectionInput } from './growth-projection';

const table = (input: GrowthProjectionInput) =>
  growthProjection(input).map((row) => [
    row.year,
    row.value.toFixed(),
    row.contributions.toFixed(),
    row.growth.toFixed(),
  ]);

describe('growthProjection: compounded annually, contributions added at each year end', () => {
  it.each<[string, GrowthProjectionInput, (string | number)[][]]>([
    [
      '10,000 at 25 % without contributions',
      { currentValue: 10000, annualRatePercent: 25, years: 3 },
      [
        [0, '10000', '0', '0'],
        [1, '12500', '0', '2500'],
        [2, '15625', '0', '5625'],
        [3, '19531.25', '0', '9531.25'],
      ],
    ],
    [
      '10,000 at 25 % with the 4,200 a quarter contribution (16,800 a year)',
      {
        currentValue: 10000,
        annualRatePercent: 25,
        years: 3,
        quarterlyContribution: EXAMPLE_QUARTERLY_CONTRIBUTION,
      },
      [
        [0, '10000', '0', '0'],
        [1, '29300', '16800', '2500'],
        [2, '53425', '33600', '9825'],
        [3, '83581.25', '50400', '23181.25'],
      ],
    ],
    [
      'a null contribution is none',
      { currentValue: '316.984', annualRatePercent: 5, years: 1, quarterlyContribution: null },
      [
        [0, '316.984', '0', '0'],
        [1, '332.8332', '0', '15.8492'],
      ],
    ],
    [
      'a horizon of 0 years is today only',
      { currentValue: 100, annualRatePercent: 40, years: 0 },
      [[0, '100', '0', '0']],
    ],
    [
      'an investor with no holding yet, contributing',
      { currentValue: 0, annualRatePercent: 10, years: 2, quarterlyContribution: 100 },
      [
        [0, '0', '0', '0'],
        [1, '400', '400', '0'],
        [2, '840', '800', '40'],
      ],
    ],
  ])('%s', (_scenario, input, expected) => {
    expect(table(input)).toEqual(expected);
  });

  it('gives one row per year up to the default 10-year horizon at the default 25 %', () => {
    const rows = growthProjection({
      currentValue: 50000,
      annualRatePercent: DEFAULT_GROWTH_RATE_PERCENT,
      years: DEFAULT_GROWTH_HORIZON_YEARS,
    });
    expect(rows).toHaveLength(11);
    // 50,000 x 1.25^10 = 465661.2873077392578125, kept to decimal.js's 20 significant digits.
    expect(rows.at(-1)?.value.toFixed()).toBe('465661.28730773925781');
  });

  it.each([
    ['negative', -1],
    ['fractional', 2.5],
  ])('refuses a %s horizon', (_label, years) => {
    expect(() => growthProjection({ currentValue: 1, annualRatePercent: 5, years })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { viewedQuarter } from './viewed-quarter';

describe('viewedQuarter', () => {
  it.each([
    { param: 'Q3_2025', current: 'Q1 2026', expected: { quarter: 3, year: 2025 } },
    { param: 'Q3 2025', current: null, expected: { quarter: 3, year: 2025 } },
    { param: null, current: 'Q1 2026', expected: { quarter: 1, year: 2026 } },
    { param: 'not a quarter', current: 'Q4 2025', expected: { quarter: 4, year: 2025 } },
    { param: '', current: 'Q4 2025', expected: { quarter: 4, year: 2025 } },
    { param: null, current: null, expected: null },
    { param: 'Q9_2025', current: null, expected: null },
  ])('?quarter=$param with current $current shows $expected', ({ param, current, expected }) => {
    expect(viewedQuarter(param, current)).toEqual(expected);
  });
});

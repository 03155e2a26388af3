import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactPercentChange, percentChange, percentDifference } from './percent-change';

describe('percentChange', () => {
  it.each([
    ['no change', 100, 100, 0],
    ['ten percent up', 100, 110, 10],
    ['down', 400, 380, -5],
    ['repeating decimal up', 3, 4, 33.333],
    ['repeating decimal down', 3, 2, -33.333],
    ['rounds the last digit up', 6, 7, 16.667],
    ['exact tie rounds away from zero', 100, 100.0005, 0.001],
    ['negative exact tie rounds away from zero', 100, 99.9995, -0.001],
    ['doubling', 176.402113, 352.804226, 100],
    ['a zero start is no change rather than infinity', 0, 5, 0],
  ])('%s: %d -> %d is %d', (_scenario, from, to, expected) => {
    expect(percentChange(from, to)).toBe(expected);
    expect(exactPercentChange(from, to)).toBe(expected);
  });

  it('equals the exact decimal.js result for sheet-like prices', () => {
    const price = fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 10_000);
    fc.assert(
      fc.property(price, price, (from, to) => {
        expect(percentChange(from, to)).toBe(exactPercentChange(from, to));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('percentDifference', () => {
  it.each([
    [10, 5, 5],
    [0.3, 0.1, 0.2],
    [-4.5, -5, 0.5],
    [12.345, 12.346, -0.001],
  ])('%d - %d is %d', (a, b, expected) => {
    expect(percentDifference(a, b)).toBe(expected);
  });
});

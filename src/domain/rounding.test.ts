import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfUp } from './rounding';

describe('roundHalfUp', () => {
  it.each([
    ['tie rounds away from zero', 2.5, 0, 3],
    ['negative tie rounds away from zero', -2.5, 0, -3],
    ['float product just under the tie (1.0005 * 1000 = 1000.4999…)', 1.0005, 3, 1.001],
    ['negative of the same', -1.0005, 3, -1.001],
    ['1.005 to cents', 1.005, 2, 1.01],
    ['below the tie', 12.3444, 3, 12.344],
    ['above the tie', 12.3446, 3, 12.345],
    ['small negative rounds to zero, not -0', -0.0004, 3, 0],
    ['large value goes the exact way', 123456789.1235, 3, 123456789.124],
    ['integer unchanged', 42, 3, 42],
  ])('%s', (_scenario, value, decimals, expected) => {
    expect(Object.is(roundHalfUp(value, decimals), expected)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('leaves %s alone', (value) => {
    expect(roundHalfUp(value, 2)).toBe(value);
  });

  it('agrees with decimal.js ROUND_HALF_UP on the shortest decimal form', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e7, max: 1e7, noNaN: true }),
        fc.integer({ min: 0, max: 6 }),
        (value, dp) => {
          const expected = new Decimal(value).toDecimalPlaces(dp, Decimal.ROUND_HALF_UP).toNumber() || 0;
          expect(roundHalfUp(value, dp)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with decimal.js on ties written with up to 4 decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (n) => {
        const value = Number(`${n}5e-4`);
        const expected = new Decimal(value).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toNumber() || 0;
        expect(roundHalfUp(value, 3)).toBe(expected);
      }),
    );
  });
});

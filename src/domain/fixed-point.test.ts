import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalToNumber } from './rounding';
import { fractionDigits, ratioToNumber, roundDiv, scaledToNumber, toScaled } from './fixed-point';

describe('fixed-point figures', () => {
  it.each([
    ['12.5', 1],
    ['12.50', 2],
    ['-0.001', 3],
    ['7', 0],
    [3.25, 2],
    [new Decimal('1e-3'), 3],
  ])('%s has %i decimals', (value, digits) => expect(fractionDigits(value)).toBe(digits));

  it.each([
    ['12.5', 2, 1250n],
    ['-0.25', 2, -25n],
    ['-7', 3, -7000n],
    ['0.001', 3, 1n],
    [1.5, 2, 150n],
  ])('%s at scale %i is %s units', (value, scale, units) => expect(toScaled(value, scale)).toBe(units));

  it('refuses a figure with more decimals than the scale', () => {
    expect(() => toScaled('0.125', 2)).toThrow(RangeError);
  });

  it.each([
    [5n, 2n, 3n], // 2.5 → 3
    [-5n, 2n, -3n], // -2.5 → -3
    [7n, 3n, 2n],
    [-7n, 3n, -2n],
    [5n, -2n, -3n],
    [0n, 9n, 0n],
  ])('%s ÷ %s rounds half away from zero to %s', (n, d, q) => expect(roundDiv(n, d)).toBe(q));

  it.each([
    [1n, 8n, 2, 0.13], // 0.125 → 0.13
    [-1n, 8n, 2, -0.13],
    [2n, 3n, 2, 0.67],
    [-1n, 1000n, 2, 0], // -0.001 → 0, never -0
  ])('%s ÷ %s to %i places is %s', (n, d, places, value) =>
    expect(Object.is(ratioToNumber(n, d, places), value)).toBe(true),
  );

  it('rounds as decimal.js does: scaled figures and ratios', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }),
        fc.integer({ min: 0, max: 6 }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        (units, scale, divisor) => {
          const value = new Decimal(units.toString()).div(10 ** scale);
          expect(scaledToNumber(units, scale, 2)).toBe(decimalToNumber(value, 2));
          expect(ratioToNumber(units, divisor, 2)).toBe(
            decimalToNumber(new Decimal(units.toString()).div(divisor.toString()), 2),
          );
        },
      ),
    );
  });
});

import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundShares, sharesIssued } from './shares';

describe('sharesIssued: amount / NAV to 6 significant digits, halves away from zero', () => {
  it.each([
    ['the calculator defaults: 50,000 at 157.736681', '50000', '157.736681', '316.984'],
    ['a large amount keeps 6 digits and pads with zeros', '12345678.90', '1.5', '8230450'],
    ['a billion at 3', '1000000000', '3', '333333000'],
    ['one cent: small shares keep 6 significant digits', '0.01', '157.736681', '0.0000633968'],
    ['a third', '1', '3', '0.333333'],
    ['an exact quotient needs no rounding', '1', '0.000016', '62500'],
    ['a whole-number result drops trailing zeros', '250000', '173.84', '1438.1'],
    ['halfway rounds up', '2469.13', '2', '1234.57'],
    ['halfway on a redemption rounds away from zero', '-2469.13', '2', '-1234.57'],
    ['just below halfway rounds down', '1234.5649999', '1', '1234.56'],
    ['a quotient a hair below halfway is not rounded twice', '3.703694999999999999999', '3', '1.23456'],
    ['rounding carries into a seventh digit', '9999995', '1', '10000000'],
    ['a redemption carries negative shares', '-15793.06', '157.736681', '-100.123'],
    ['a redemption that carries', '-9999995', '1', '-10000000'],
  ])('%s: %s / %s = %s', (_scenario, amount, nav, expected) => {
    expect(sharesIssued(amount, nav).toFixed()).toBe(expected);
  });

  it('reads JS numbers through their shortest form', () => {
    expect(sharesIssued(50000, 157.736681).toFixed()).toBe('316.984');
    expect(sharesIssued(0.3, 0.1).toFixed()).toBe('3');
  });

  it.each([
    ['zero', 0],
    ['text zero', '0'],
    ['infinite', Infinity],
  ])('refuses a NAV of %s', (_label, nav) => {
    expect(() => sharesIssued(100, nav)).toThrow(RangeError);
  });

  // Cents of up to ±10^13 and NAVs of 1 millionth to 10^6 with 6 decimals: the fund's whole range.
  const amount = fc
    .bigInt({ min: -(10n ** 15n), max: 10n ** 15n })
    .map((cents) => new Decimal(cents.toString()).div(100));
  const nav = fc
    .bigInt({ min: 1n, max: 10n ** 12n })
    .map((micros) => new Decimal(micros.toString()).div(1e6));
  const Exact = Decimal.clone({ precision: 200 });

  it('keeps at most 6 significant digits and stays within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(amount, nav, (a, n) => {
        const shares = sharesIssued(a, n);
        expect(shares.sd()).toBeLessThanOrEqual(6);
        const exact = new Exact(a).div(n);
        if (exact.isZero()) {
          expect(shares.isZero()).toBe(true);
          return;
        }
        // The 6th significant digit's unit of the exact quotient; compare without dividing again:
        // |shares - a/n| <= unit/2  <=>  |shares*n - a| <= unit*n/2.
        const unit = new Exact(10).pow(exact.e - 5);
        const error = new Exact(shares).times(n).minus(a).abs();
        expect(error.lte(unit.times(n).div(2))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives a redemption exactly the negated shares of the same investment', () => {
    fc.assert(
      fc.property(amount, nav, (a, n) => {
        expect(sharesIssued(a.negated(), n).equals(sharesIssued(a, n).negated())).toBe(true);
      }),
    );
  });
});

describe('roundShares, and a client figure against sharesIssued', () => {
  it.each([
    ['already 6 digits', '100.123', '100.123'],
    ['more digits round half up', '100.1235', '100.124'],
    ['negative halves round away from zero', '-100.1235', '-100.124'],
    ['a whole count', '1000000.4', '1000000'],
  ])('roundShares: %s (%s -> %s)', (_scenario, shares, expected) => {
    expect(roundShares(shares).toFixed()).toBe(expected);
  });

  it.each([
    ['the exact figure', 316.984, true],
    ['the same figure as text with a trailing zero', '316.9840', true],
    ['the unrounded quotient', 316.98397407, false],
    ['one unit off in the 6th digit', 316.985, false],
    ['the wrong sign', -316.984, false],
  ])('a client figure that is %s agrees: %s', (_scenario, claimed, agrees) => {
    expect(new Decimal(claimed).equals(sharesIssued(50000, 157.736681))).toBe(agrees);
  });
});

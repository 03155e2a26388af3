import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { spreadEqually } from './spread-equally';

describe('spreading an amount equally over weeks', () => {
  it.each([
    ['an even split', '300', 3, ['100', '100', '100']],
    ['the last week takes the cents left over', '100', 3, ['33.33', '33.33', '33.34']],
    ['one week takes everything', '123.456', 1, ['123.456']],
    ['a loss is cut toward zero too', '-100', 3, ['-33.33', '-33.33', '-33.34']],
    ['fewer cents than weeks', '0.05', 10, ['0', '0', '0', '0', '0', '0', '0', '0', '0', '0.05']],
    ['a premium with sub-cent digits', '250.005', 2, ['125', '125.005']],
  ])('%s', (_scenario, total, parts, expected) => {
    expect(spreadEqually(total, parts).map((part) => part.toFixed())).toEqual(expected);
  });

  it('refuses zero weeks', () => {
    expect(() => spreadEqually('1', 0)).toThrow(RangeError);
  });

  it('the weeks always add back to exactly the premium, on its side of zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 60 }),
        (units, scale, weeks) => {
          const total = new Decimal(units).div(10 ** scale);
          const parts = spreadEqually(total, weeks);
          expect(parts).toHaveLength(weeks);
          expect(parts.reduce((sum, part) => sum.plus(part), new Decimal(0)).eq(total)).toBe(true);
          for (const part of parts)
            expect(part.isZero() || part.isNegative() === total.isNegative()).toBe(true);
          const first = parts[0]!;
          for (const part of parts.slice(0, -1)) expect(part.eq(first)).toBe(true);
          expect(parts[weeks - 1]!.minus(first).abs().lt(new Decimal(weeks).times('0.01'))).toBe(true);
        },
      ),
    );
  });
});

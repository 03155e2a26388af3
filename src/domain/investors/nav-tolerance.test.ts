import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { navDeviationPercent, navWithinTolerance } from './nav-tolerance';

// Worked by hand: deviation = |nav - books| / books x 100.
describe('navDeviationPercent and navWithinTolerance (10% unless said)', () => {
  it.each([
    // [case, nav, books' NAV, tolerance %, deviation %, within]
    ['the same NAV', '100', '100', 10, '0', true],
    ['10% above, the edge itself', '110', '100', 10, '10', true],
    ['a cent past 10% above', '110.01', '100', 10, '10.01', false],
    ['10% below, the edge itself', '90', '100', 10, '10', true],
    ['a cent past 10% below', '89.99', '100', 10, '10.01', false],
    ['half the books', '50', '100', 10, '50', false],
    ['half the books, with a 50% tolerance', '50', '100', 50, '50', true],
    ['the issue: 0.000001 against 100', '0.000001', '100', 10, '99.999999', false],
    ['six decimals: 1.358024 against 1.234567', '1.358024', '1.234567', 10, '10.000024', false],
    ['six decimals: 1.358023 against 1.234567', '1.358023', '1.234567', 10, '9.999943', true],
    ['double the books', '200', '100', 10, '100', false],
  ] as const)('%s', (_case, nav, books, tolerance, deviation, within) => {
    expect(navDeviationPercent(nav, books).toDecimalPlaces(6).toFixed()).toBe(deviation);
    expect(navWithinTolerance(nav, books, tolerance)).toBe(within);
  });

  it("refuses a books' NAV that is not above 0", () => {
    expect(() => navDeviationPercent(1, 0)).toThrow(RangeError);
    expect(() => navDeviationPercent(1, new Decimal(-1))).toThrow(RangeError);
  });
});

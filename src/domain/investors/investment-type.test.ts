import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { InvestmentType } from './constants';
import { defaultInvestmentType, typeMatchesSign } from './investment-type';

describe('defaultInvestmentType', () => {
  it.each([
    ["an investor's first record", '50000', 0, 'Initial Investment'],
    ['a later record', '10000', 3, 'Additional Investment'],
    ['a negative amount', '-500', 3, 'Redemption'],
  ])('%s is %s', (_scenario, amount, existing, type) => {
    expect(defaultInvestmentType(new Decimal(amount), existing)).toBe(type);
  });
});

describe('typeMatchesSign', () => {
  it.each<[InvestmentType, string, boolean]>([
    ['Redemption', '-1', true],
    ['Redemption', '1', false],
    ['Initial Investment', '1', true],
    ['Additional Investment', '-1', false],
    ['Additional Investment', '0', false],
  ])('%s with amount %s: %s', (type, amount, matches) => {
    expect(typeMatchesSign(type, new Decimal(amount))).toBe(matches);
  });
});

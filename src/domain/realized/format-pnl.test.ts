import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  formatCompactPnl,
  formatOptionalPnl,
  formatPercentPlain,
  formatPnl,
  formatRate,
  pnlTone,
} from './format-pnl';

describe('P&L and rate texts', () => {
  it.each([
    ['a gain', '1234.5', '+$1,234.50', 'gain'],
    ['a loss', '-12', '-$12.00', 'loss'],
    ['zero', '0', '$0.00', 'flat'],
    ['a loss that rounds to zero cents', '-0.004', '$0.00', 'flat'],
    ['a gain rounded half up', '0.005', '+$0.01', 'gain'],
  ])('%s', (_scenario, value, text, tone) => {
    expect(formatPnl(new Decimal(value))).toBe(text);
    expect(pnlTone(new Decimal(value))).toBe(tone);
  });

  it.each([
    ['no active days', null, '—'],
    ['two of three days', new Decimal(200).div(3), '66.7%'],
    ['every day', new Decimal(100), '100%'],
    ['no winning day', new Decimal(0), '0%'],
  ])('win rate with %s', (_scenario, value, text) => {
    expect(formatRate(value)).toBe(text);
  });

  it('an absent average is a dash', () => {
    expect(formatOptionalPnl(null)).toBe('—');
    expect(pnlTone(null)).toBe('flat');
  });
});

describe('plain percentages', () => {
  it.each([
    ['two decimals at most', '0.755', 2, '0.76%'],
    ['whole numbers without decimals', '78', 2, '78%'],
    ['thousands separated', '1234.5', 1, '1,234.5%'],
    ['absent', null, 2, '—'],
  ])('%s', (_scenario, value, decimals, text) => {
    expect(formatPercentPlain(value === null ? null : new Decimal(value), decimals)).toBe(text);
  });
});

describe('compact day P&L for a phone', () => {
  it.each([
    ['zero', '0', '$0'],
    ['cents round to dollars', '74.5', '+$75'],
    ['a loss under a thousand', '-100', '-$100'],
    ['just under a thousand', '999.49', '+$999'],
    ['thousands with a decimal', '1234.56', '+$1.2k'],
    ['a loss in thousands', '-9950', '-$10k'],
    ['tens of thousands', '12500', '+$13k'],
  ])('%s', (_scenario, value, text) => {
    expect(formatCompactPnl(new Decimal(value))).toBe(text);
  });
});

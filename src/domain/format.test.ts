import { describe, expect, it } from 'vitest';
import { formatCurrency, formatMoney3, formatNumber, formatPercent } from './format';
import { MASK } from './masking';

describe('formatNumber', () => {
  it.each([
    ['thousands separators', 1234567.5, 'TotalValue', '1,234,567.5'],
    ['no field name', 1234, undefined, '1,234'],
    ['small number', 12.25, '# Shares', '12.25'],
    ['NAV keeps six decimals', 176.402113, 'NAV', '176.402113'],
    ['more than six decimals are rounded half up', 1.23456789, 'Units', '1.234568'],
    ['negative', -98765.4, 'Max Loss', '-98,765.4'],
    ['percent field shown as it is', 1234.5, 'PercentChange %', '1234.5'],
    ['percent field named with the sign only', 12.5, '%', '12.5'],
    ['text shown as it is', '23.45%', 'PercentChange', '23.45%'],
    ['mask passes through', MASK, 'TotalValue', MASK],
    ['null is blank', null, 'TotalValue', ''],
    ['undefined is blank', undefined, 'TotalValue', ''],
    ['NaN is blank', NaN, 'TotalValue', ''],
  ])('%s', (_scenario, value, field, expected) => {
    expect(formatNumber(value, field)).toBe(expected);
  });
});

describe('formatPercent', () => {
  it.each([
    [12.345, '+12.35%'],
    [-3.1, '-3.10%'],
    [0, '+0.00%'],
    [-0, '+0.00%'],
    [-0.004, '+0.00%'],
    [-0.005, '-0.01%'],
    [1.005, '+1.01%'],
    [1234.5, '+1,234.50%'],
    [MASK, MASK],
    [null, ''],
  ])('%j -> %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe('formatCurrency', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [-1234.5, '-$1,234.50'],
    [0, '$0.00'],
    [-0.001, '$0.00'],
    [1.005, '$1.01'],
    [1234567.891, '$1,234,567.89'],
    [MASK, MASK],
    [undefined, ''],
  ])('%j -> %s', (value, expected) => {
    expect(formatCurrency(value)).toBe(expected);
  });
});

describe('formatMoney3', () => {
  it.each([
    [1234.5678, '1,234.568'],
    [1234.5, '1,234.500'],
    [-0.0005, '-0.001'],
    [1.0005, '1.001'],
    [0, '0.000'],
    [176.402113, '176.402'],
    [MASK, MASK],
  ])('%j -> %s', (value, expected) => {
    expect(formatMoney3(value)).toBe(expected);
  });
});

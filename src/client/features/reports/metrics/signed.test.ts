import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { signedMoney3, toneOf } from './signed';

describe('signedMoney3', () => {
  it.each([
    ['12.3456', '+12.346'],
    ['-1234.5', '-1,234.500'],
    ['0', '0.000'],
    ['-0.0001', '0.000'],
    ['0.0001', '0.000'],
  ])('%s gives %s', (value, text) => {
    expect(signedMoney3(new Decimal(value))).toBe(text);
  });
});

describe('toneOf', () => {
  it.each([
    ['1', 'tone--gain'],
    ['-1', 'tone--loss'],
    ['0', 'tone--flat'],
  ])('%s is %s', (value, tone) => {
    expect(toneOf(new Decimal(value))).toBe(tone);
  });

  it('is flat when unknown', () => {
    expect(toneOf(null)).toBe('tone--flat');
  });
});

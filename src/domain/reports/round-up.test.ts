import { describe, expect, it } from 'vitest';
import { roundUp2 } from './round-up';

describe('roundUp2: towards +infinity, 2 decimals', () => {
  it.each([
    ['a positive value rounds up', 8.671, '8.68'],
    ['even a hair above rounds up', '8.670000000000000000001', '8.68'],
    ['two decimals stay as they are', 8.67, '8.67'],
    ['a whole number gets two decimals', 76.4, '76.40'],
    ['a negative value rounds towards zero', -1.234, '-1.23'],
    ['a negative value with two decimals stays', -1.23, '-1.23'],
    ['a small negative value reads 0.00, not -0.00', -0.004, '0.00'],
    ['a small positive value reads 0.01', 0.0001, '0.01'],
    ['zero', 0, '0.00'],
    ['half-up would round down here', '11.831903', '11.84'],
  ])('%s: %s -> %s', (_scenario, value, expected) => {
    expect(roundUp2(value)).toBe(expected);
  });
});

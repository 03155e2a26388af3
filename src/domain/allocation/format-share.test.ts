import { describe, expect, it } from 'vitest';
import { formatShare } from './format-share';

describe('formatShare', () => {
  it.each([
    ['two decimals', 7.1, '7.10%'],
    ['rounded half up', 6.005, '6.01%'],
    ['a whole pie', 100, '100.00%'],
    ['nothing', 0, '0.00%'],
    ['no sign for a share', 12.345, '12.35%'],
    ['not a number is blank', Number.NaN, ''],
  ])('%s', (_scenario, value, expected) => {
    expect(formatShare(value)).toBe(expected);
  });
});

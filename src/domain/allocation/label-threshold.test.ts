import { describe, expect, it } from 'vitest';
import { showsSliceLabel } from './label-threshold';

describe('showsSliceLabel', () => {
  it.each([
    [6.01, true],
    [45, true],
    [6, false],
    [5.99, false],
    [0, false],
  ])('%d %% -> %s', (percentage, expected) => {
    expect(showsSliceLabel(percentage)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { PALETTE, paletteColor } from './palette';

describe('PALETTE', () => {
  it('holds ten distinct hex colours', () => {
    expect(PALETTE).toHaveLength(10);
    expect(new Set(PALETTE).size).toBe(10);
    for (const color of PALETTE) expect(color).toMatch(/^#[0-9A-F]{6}$/);
  });

  it.each([
    [0, '#4E79A7'],
    [9, '#BAB0AC'],
    [10, '#4E79A7'],
    [22, '#E15759'],
  ])('slice %i takes %s', (index, color) => {
    expect(paletteColor(index)).toBe(color);
  });
});

import { describe, expect, it } from 'vitest';
import { gainTone, toneClass } from './gain-tone';

describe('gainTone', () => {
  it.each([
    ['54.03%', 'gain'],
    ['-32.62%', 'loss'],
    [4.5, 'gain'],
    [-0.01, 'loss'],
    ['0.00%', null],
    [0, null],
    ['***', null],
    [null, null],
  ] as const)('%s', (value, expected) => {
    expect(gainTone(value)).toBe(expected);
  });
});

describe('toneClass', () => {
  it('names the tone, flat when there is none', () => {
    expect(toneClass(3)).toBe('tone--gain');
    expect(toneClass('-1%')).toBe('tone--loss');
    expect(toneClass('***')).toBe('tone--flat');
  });
});

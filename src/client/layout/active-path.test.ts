import { describe, expect, it } from 'vitest';
import { isHoldingsTabActive, isWithin } from './active-path';

describe('isWithin', () => {
  it.each([
    ['/about', true],
    ['/about/', true],
    ['/about/performance', true],
    ['/aboutus', false],
    ['/', false],
  ])('%s is within /about: %s', (path, expected) => {
    expect(isWithin(path, '/about')).toBe(expected);
  });
});

describe('isHoldingsTabActive', () => {
  it.each([
    ['/', true],
    ['/about', true],
    ['/about/holdings', true],
    ['/about/holdings/', true],
    ['/about/performance', false],
    ['/mission', false],
  ])('%s: %s', (path, expected) => {
    expect(isHoldingsTabActive(path)).toBe(expected);
  });
});

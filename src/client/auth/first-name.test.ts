import { describe, expect, it } from 'vitest';
import { firstName } from './first-name';

describe('firstName', () => {
  it.each([
    ['Ada Lovelace', 'Ada'],
    ['  Grace   Brewster Hopper ', 'Grace'],
    ['Cher', 'Cher'],
    ['', 'Account'],
    ['   ', 'Account'],
    [undefined, 'Account'],
  ])('%j gives %j', (name, expected) => {
    expect(firstName(name)).toBe(expected);
  });
});

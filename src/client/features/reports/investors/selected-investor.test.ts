import { describe, expect, it } from 'vitest';
import { parseInvestorParam } from './selected-investor';

describe('parseInvestorParam', () => {
  it.each<[string | null, number | null]>([
    ['12', 12],
    ['007', 7],
    ['2147483647', 2147483647],
    [null, null],
    ['', null],
    ['0', null],
    ['-2', null],
    ['1.5', null],
    ['12abc', null],
    [' 12', null],
    ['2147483648', null],
  ])('%j chooses %j', (value, id) => {
    expect(parseInvestorParam(value)).toBe(id);
  });
});

import { describe, expect, it } from 'vitest';
import { INVALID_RECORD_ID, readRecordId, recordIdParam } from './record-id';

describe('record ids: canonical positive integers within int4', () => {
  it.each<[unknown, number | null]>([
    [1, 1],
    ['1', 1],
    ['42', 42],
    [2147483647, 2147483647],
    ['2147483647', 2147483647],
    [2147483648, null],
    ['2147483648', null],
    [0, null],
    ['0', null],
    [-1, null],
    [1.5, null],
    ['+1', null],
    ['01', null],
    ['00001', null],
    [' 1 ', null],
    ['1.0', null],
    ['1e0', null],
    ['0x1', null],
    ['', null],
    [null, null],
    [Number.NaN, null],
  ])('%j reads %j', (value, expected) => {
    expect(readRecordId(value)).toBe(expected);
  });

  it('reads a path id as a number, and refuses the others with one message', () => {
    const schema = recordIdParam('Investor id');
    expect(schema.parse('7')).toBe(7);
    for (const text of ['+1', '01', ' 1', '12345678901', 'abc']) {
      const result = schema.safeParse(text);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVALID_RECORD_ID]);
    }
  });
});

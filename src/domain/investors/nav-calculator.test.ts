import { describe, expect, it } from 'vitest';
import { calculateNav } from './nav-calculator';

describe('calculateNav = account value / outstanding units, to 6 decimals', () => {
  it.each([
    ['both blank: the defaults 249283.45 / 1580.37432', '', '', '157.736966'],
    ['both missing', undefined, undefined, '157.736966'],
    ['both null', null, null, '157.736966'],
    ['spaces count as blank', '   ', ' ', '157.736966'],
    ['blank account value takes its default', '', '1000', '249.28345'],
    ['blank units take their default', '158037.432', '', '100'],
    ['typed values', '100000', '1000', '100'],
    ['numbers rather than text', 249283.45, 1580.37432, '157.736966'],
    ['halfway at the 7th decimal rounds up', '1.0000005', '1', '1.000001'],
    ['just below halfway rounds down', '1.00000049', '1', '1'],
    ['a negative account value is still a number', '-1000', '10', '-100'],
  ])('%s: %s / %s = %s', (_scenario, accountValue, outstandingUnits, expected) => {
    const result = calculateNav({ accountValue, outstandingUnits });
    expect(result.ok && result.nav.toFixed()).toBe(expected);
  });

  it('reports the values it used, defaults included', () => {
    const result = calculateNav({ accountValue: '', outstandingUnits: '2000' });
    expect(result.ok && [result.accountValue.toFixed(), result.outstandingUnits.toFixed()]).toEqual([
      '249283.45',
      '2000',
    ]);
  });

  it.each([
    ['zero units', '1000', '0'],
    ['zero units written with decimals', '1000', '0.000'],
    ['zero units as a number', 1000, 0],
    ['text units', '1000', 'abc'],
    ['a text account value', 'abc', '1000'],
    ['thousands separators', '249,283.45', '1580.37432'],
    ['a number followed by text', '1000abc', '10'],
    ['not a number', Number.NaN, '10'],
    ['infinity', Infinity, '10'],
  ])('%s: "Please enter valid numbers for both fields"', (_scenario, accountValue, outstandingUnits) => {
    expect(calculateNav({ accountValue, outstandingUnits })).toEqual({
      ok: false,
      error: 'Please enter valid numbers for both fields',
    });
  });
});

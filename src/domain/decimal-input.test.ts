import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { isBlank, parseDecimal, readFigure, toNumericText, type FigureKind } from './decimal-input';

describe('parseDecimal', () => {
  it.each([
    ['plain text', '1234.56', '1234.56'],
    ['surrounding spaces', ' 7 ', '7'],
    ['a leading dot', '.5', '0.5'],
    ['a trailing dot', '7.', '7'],
    ['a sign', '-0.25', '-0.25'],
    ['a JS number through its shortest form', 0.1, '0.1'],
    ['a decimal', new Decimal('2.5'), '2.5'],
  ])('reads %s', (_scenario, value, expected) => {
    expect(parseDecimal(value)?.toFixed()).toBe(expected);
  });

  it.each([
    ['blank', ''],
    ['thousands separators', '1,000'],
    ['an exponent in text', '1e3'],
    ['words', 'abc'],
    ['NaN', Number.NaN],
    ['Infinity', Infinity],
    ['null', null],
    ['a boolean', true],
  ])('gives null for %s', (_scenario, value) => {
    expect(parseDecimal(value)).toBeNull();
  });
});

describe('isBlank and toNumericText', () => {
  it.each([
    ['', true],
    ['  ', true],
    [null, true],
    [undefined, true],
    ['0', false],
    [0, false],
  ])('isBlank(%j) is %s', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });

  it.each([
    [1e-7, '0.0000001'],
    [1e21, '1000000000000000000000'],
    ['100.50', '100.5'],
  ])('toNumericText(%s) is %s', (value, text) => {
    expect(toNumericText(value)).toBe(text);
  });
});

describe('readFigure', () => {
  // One rule for every kind (docs/requirements.md#input-figures): strictly below the bound.
  it.each<[FigureKind, unknown, string | null]>([
    ['amount', '999999999999.99', '999999999999.99'],
    ['amount', '-999999999999.99', '-999999999999.99'],
    ['amount', 1e12, null],
    ['amount', '-1000000000000', null],
    ['shares', '999999999999.999999', '999999999999.999999'],
    ['shares', '1000000000000', null],
    ['nav', '999999999.999999', '999999999.999999'],
    ['nav', 1e9, null],
    ['amount', 'abc', null],
    ['amount', '', null],
  ])('%s %j reads %s', (kind, value, expected) => {
    expect(readFigure(value, kind)?.toFixed() ?? null).toBe(expected);
  });
});

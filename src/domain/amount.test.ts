import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, parsePercent } from './amount';

describe('parseAmount', () => {
  it.each([
    ['plain number', 1234.5, 1234.5],
    ['zero', 0, 0],
    ['numeric text', '1234.5', 1234.5],
    ['dollar and thousands commas', '$1,234.50', 1234.5],
    ['millions', '$12,345,678.9', 12345678.9],
    ['surrounding spaces', '  $ 1,234  ', 1234],
    ['minus before the dollar', '-$1,234.50', -1234.5],
    ['minus after the dollar', '$-1,234.50', -1234.5],
    ['accounting parentheses', '($1,234.50)', -1234.5],
    ['plus sign', '+12', 12],
    ['leading decimal point', '.5', 0.5],
    ['trailing decimal point', '12.', 12],
  ])('%s: %j -> %j', (_scenario, value, expected) => {
    expect(parseAmount(value)).toBe(expected);
  });

  it.each([
    ['blank', ''],
    ['spaces', '   '],
    ['mask', '***'],
    ['text', 'n/a'],
    ['misplaced commas', '1,23,4'],
    ['two signs', '-$-5'],
    ['sign inside parentheses', '(-5)'],
    ['only a dollar', '$'],
    ['only a point', '.'],
    ['boolean', true],
    ['null', null],
    ['undefined', undefined],
    ['NaN', NaN],
    ['Infinity', Infinity],
    ['a date', new Date(0)],
  ])('%s is no amount', (_scenario, value) => {
    expect(parseAmount(value)).toBeNull();
  });

  it('reads back any amount formatted with en-US separators and a dollar sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        const amount = cents / 100;
        const text = `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
        expect(parseAmount(text)).toBe(amount || 0);
      }),
    );
  });
});

describe('parsePercent', () => {
  it.each([
    ['percent text', '12.5%', 12.5],
    ['space before the sign', '-3.2 %', -3.2],
    ['trailing space', '23.45% ', 23.45],
    ['parenthesised negative', '(3.2%)', -3.2],
    ['number taken as points', 12.5, 12.5],
    ['text without the sign', '7', 7],
    ['blank', '', null],
    ['mask', '***', null],
    ['null', null, null],
  ])('%s: %j -> %j', (_scenario, value, expected) => {
    expect(parsePercent(value)).toBe(expected);
  });
});

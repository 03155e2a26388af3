import { describe, expect, it } from 'vitest';
import { rawText } from './csv-rows';
import {
  Columns,
  headerName,
  isAbsent,
  readBoundedText,
  readFigure,
  readQuantity,
  readTickerCell,
} from './cells';

describe('broker figures', () => {
  it.each<[string, string | null]>([
    ['3.40', '3.4'],
    ['$3.40', '3.4'],
    ['-$12,301.98', '-12301.98'],
    ['$-12,301.98', '-12301.98'],
    ['(1.25)', '-1.25'],
    ['($1,000.00)', '-1000'],
    ['+2', '2'],
    ['1,000', '1000'],
    ['  -340.00 ', '-340'],
    ['.5', '0.5'],
    ['-0.00', '0'],
    ['1,00', null],
    ['12,34.5', null],
    ['1e5', null],
    ['abc', null],
    ['--', null],
    ['', null],
    ['999999999999.99', '999999999999.99'],
    ['1000000000000', null],
  ])('%j reads as %j', (text, expected) => {
    expect(readFigure(text)?.toFixed() ?? null).toBe(expected);
  });

  it.each([
    ['', true],
    ['  ', true],
    ['--', true],
    ['-', true],
    ['n/a', true],
    ['0', false],
    ['0.00', false],
  ])('%j is absent: %s', (text, expected) => {
    expect(isAbsent(text)).toBe(expected);
  });

  it.each<[string, string | null]>([
    ['-1', '1'],
    ['100', '100'],
    ['1,000', '1000'],
    ['0', null],
    ['x', null],
  ])('quantity %j is %j (sign dropped, zero refused)', (text, expected) => {
    expect(readQuantity(text)?.toFixed() ?? null).toBe(expected);
  });
});

describe('text cells', () => {
  it('writes a row back as one line for the preview', () => {
    expect(rawText(['2025-09-17', '-$12,301.98', 'say "hi"', 'a\nb\u0007'])).toBe(
      '2025-09-17,"-$12,301.98","say ""hi""",a b ',
    );
    expect(rawText(['x'.repeat(2000)])).toHaveLength(1000);
  });

  it('bounds text and refuses control characters', () => {
    expect(readBoundedText(' U1234567 ', 10)).toBe('U1234567');
    expect(readBoundedText('U12345678901', 10)).toBeNull();
    expect(readBoundedText('U1\u0000', 10)).toBeNull();
    expect(readBoundedText('a\nb', 10)).toBeNull();
    expect(readBoundedText('', 10)).toBe('');
  });

  it.each<[string, string | null]>([
    ['aapl', 'AAPL'],
    [' BRK.B ', 'BRK.B'],
    ['BRK/B', 'BRK/B'],
    ['/ES', null],
    ['AB CD', null],
    ['ABCDEFGHIJKLM', null],
    ['=cmd', null],
  ])('ticker %j is %j', (text, expected) => {
    expect(readTickerCell(text, 12)).toBe(expected);
  });

  it('finds columns by name whatever their case, spacing, underscores or a BOM', () => {
    expect(headerName('\uFEFFOpen_Close ')).toBe('open close');
    const cols = new Columns(['\uFEFFDate', 'Fees & Comm', 'order_id']);
    const row = ['2025-09-17', '$0.66', ' 42 '];
    expect(cols.get(row, 'date')).toBe('2025-09-17');
    expect(cols.get(row, 'FEES & COMM')).toBe('$0.66');
    expect(cols.get(row, 'Order ID')).toBe('42');
    expect(cols.get(row, 'Missing')).toBe('');
    expect(cols.hasAll(['Date', 'order id'])).toBe(true);
    expect(cols.has('Amount')).toBe(false);
  });
});

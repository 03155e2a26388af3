import { describe, expect, it } from 'vitest';
import { importFixture } from '../../../test/support/import-fixtures';
import { readCsvRows } from './csv-rows';
import { detectFormat } from './detect-format';
import type { ImportFormat } from './execution';
import { IMPORT_MESSAGES } from './messages';
import { parseImportFile, readImportFormat } from './parse-import';

const detect = (text: string, chosen?: ImportFormat) => detectFormat(readCsvRows(text), chosen);

describe('format detection by header', () => {
  it.each<[string, ImportFormat, number]>([
    ['tastytrade-2025-09-01-19.csv', 'tastytrade', 0],
    ['tastytrade-problems.csv', 'tastytrade', 2],
    ['ibkr-2025-08-01-20.csv', 'ibkr', 11],
    ['schwab-2025-10-27-11-10.csv', 'schwab', 1],
    ['schwab-2025-11-05-11-14.csv', 'schwab', 0],
    ['template-sample.csv', 'template', 0],
  ])('%s is %s with its header on row index %i', (name, format, headerIndex) => {
    expect(detect(importFixture(name))).toEqual({ ok: true, format, headerIndex });
  });

  it('reads columns by name in any order, after a BOM, preamble lines and blank lines', () => {
    const text = '\uFEFFMy export\n\n\nAmount,Fees & Comm,Price,Quantity,Description,Symbol,Action,Date\n';
    expect(detect(text)).toEqual({ ok: true, format: 'schwab', headerIndex: 3 });
  });

  it('takes an IBKR statement without a Trades section as a statement', () => {
    const text = 'Statement,Header,Field Name,Field Value\nStatement,Data,Title,Activity Statement\n';
    expect(detect(text)).toEqual({ ok: true, format: 'ibkr', headerIndex: 0 });
  });

  it('names the known formats for a file it does not know', () => {
    const result = parseImportFile(importFixture('unknown-format.csv'));
    expect(result).toEqual({ ok: false, error: IMPORT_MESSAGES.unknownFormat });
    expect(IMPORT_MESSAGES.unknownFormat).toBe(
      "This file is not a format the import knows. Known formats: tastytrade 'Transactions' CSV, Interactive Brokers Activity Statement CSV, Charles Schwab 'Transactions' CSV, the fund's import template CSV.",
    );
  });

  it('looks only for the chosen format, and says which header it lacks', () => {
    const schwab = importFixture('schwab-2025-11-05-11-14.csv');
    expect(detect(schwab, 'schwab')).toMatchObject({ ok: true, format: 'schwab' });
    expect(detect(schwab, 'tastytrade')).toEqual({
      ok: false,
      error:
        "The file does not have the tastytrade 'Transactions' CSV header (Date, Type, Sub Type, Action, Symbol, Instrument Type, Value, Quantity, Average Price, Commissions, Fees).",
    });
  });

  it('lets a chosen format win when a file could be read as two', () => {
    // A template header that also carries every Schwab column.
    const text = 'date,ticker,kind,side,quantity,price,Action,Symbol,Description,Fees & Comm,Amount,Date\n';
    expect(detect(text)).toMatchObject({ format: 'schwab' });
    expect(detect(text, 'template')).toMatchObject({ format: 'template' });
  });

  it.each<[string, ImportFormat | null]>([
    ['tastytrade', 'tastytrade'],
    [' IBKR ', 'ibkr'],
    ['Schwab', 'schwab'],
    ['template', 'template'],
    ['fidelity', null],
    ['', null],
  ])('a format named on upload: %j is %j', (text, expected) => {
    expect(readImportFormat(text)).toBe(expected);
  });
});

describe('whole-file refusals', () => {
  it.each<[string, string, string]>([
    ['empty', '', IMPORT_MESSAGES.emptyFile],
    ['only a BOM and blank lines', '\uFEFF\n\n', IMPORT_MESSAGES.emptyFile],
    ['larger than 10 MB', 'x'.repeat(10 * 1024 * 1024 + 1), IMPORT_MESSAGES.tooLarge],
  ])('%s', (_name, text, error) => {
    expect(parseImportFile(text)).toEqual({ ok: false, error });
  });

  it('refuses an account with control characters', () => {
    const result = parseImportFile(importFixture('template-sample.csv'), { account: 'A\u0007' });
    expect(result.ok).toBe(false);
  });

  it('refuses more than 50,000 data rows but not 50,000', () => {
    const header = 'date,ticker,kind,side,quantity,price\n';
    const row = '2025-09-17 10:00:00,AAPL,stock,buy,1,230\n';
    const atLimit = parseImportFile(header + row.repeat(50_000));
    expect(atLimit.ok && atLimit.executions.length).toBe(50_000);
    expect(parseImportFile(header + row.repeat(50_001))).toEqual({
      ok: false,
      error: IMPORT_MESSAGES.tooManyRows,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  parseIbkrOptionSymbol,
  parseOccSymbol,
  parseSchwabOptionSymbol,
  parseShortUsDate,
  readRight,
  readStrike,
  type OptionContract,
} from './option-symbols';

const contract = (
  underlying: string,
  expiration: string,
  strike: string,
  right: 'C' | 'P',
): OptionContract => ({
  underlying,
  expiration,
  strike,
  right,
});

describe('OCC option symbols', () => {
  it.each<[string, string, OptionContract | null]>([
    ['padded root', 'AAPL  250117P00190000', contract('AAPL', '2025-01-17', '190', 'P')],
    ['unpadded root', 'AAPL250117P00190000', contract('AAPL', '2025-01-17', '190', 'P')],
    ['fractional strike', 'SPY   251017C00582500', contract('SPY', '2025-10-17', '582.5', 'C')],
    ['strike in thousandths', 'F     260116C00012125', contract('F', '2026-01-16', '12.125', 'C')],
    ['one-letter root padded', 'F     260116P00010000', contract('F', '2026-01-16', '10', 'P')],
    ['weekly root kept as written', 'SPXW  250919C05500000', contract('SPXW', '2025-09-19', '5500', 'C')],
    ['adjusted root with a digit', 'AAPL1250117P00190000', contract('AAPL1', '2025-01-17', '190', 'P')],
    ['lower case and spaces around', '  qqq   250912p00560000 ', contract('QQQ', '2025-09-12', '560', 'P')],
    ['impossible date', 'AAPL  250230P00190000', null],
    ['zero strike', 'AAPL  250117P00000000', null],
    ['right not C or P', 'AAPL  250117X00190000', null],
    ['seven-digit strike', 'AAPL  250117P0019000', null],
    ['root too long', 'ABCDEFG250117P00190000', null],
    ['a stock ticker', 'AAPL', null],
    ['blank', '', null],
  ])('%s: %j', (_name, text, expected) => {
    expect(parseOccSymbol(text)).toEqual(expected);
  });
});

describe('Interactive Brokers option symbols', () => {
  it.each<[string, string, OptionContract | null]>([
    ['call', 'ARKK 19SEP25 80 C', contract('ARKK', '2025-09-19', '80', 'C')],
    ['put with half strike', 'SPY 17OCT25 582.5 P', contract('SPY', '2025-10-17', '582.5', 'P')],
    ['class share with a space', 'BRK B 19SEP25 400 C', contract('BRK.B', '2025-09-19', '400', 'C')],
    ['extra spaces', ' QQQ  29AUG25  580  C ', contract('QQQ', '2025-08-29', '580', 'C')],
    ['leap day', 'AAPL 29FEB28 150 P', contract('AAPL', '2028-02-29', '150', 'P')],
    ['not a leap year', 'AAPL 29FEB27 150 P', null],
    ['unknown month', 'ARKK 19SEX25 80 C', null],
    ['strike not a number', 'ARKK 19SEP25 abc C', null],
    ['no right', 'ARKK 19SEP25 80', null],
    ['a stock', 'AAPL', null],
  ])('%s: %j', (_name, text, expected) => {
    expect(parseIbkrOptionSymbol(text)).toEqual(expected);
  });
});

describe('Charles Schwab option symbols', () => {
  it.each<[string, string, OptionContract | null]>([
    ['call', 'APP 11/07/2025 600.00 C', contract('APP', '2025-11-07', '600', 'C')],
    ['put with half strike', 'SPY 11/21/2025 582.50 P', contract('SPY', '2025-11-21', '582.5', 'P')],
    ['single-digit month and day', 'KO 1/2/2026 72.50 C', contract('KO', '2026-01-02', '72.5', 'C')],
    ['impossible date', 'APP 02/30/2025 600.00 C', null],
    ['IBKR date is not Schwab', 'ARKK 19SEP25 80 C', null],
    ['a stock', 'AMD', null],
  ])('%s: %j', (_name, text, expected) => {
    expect(parseSchwabOptionSymbol(text)).toEqual(expected);
  });
});

describe('tastytrade columns', () => {
  it.each<[string, string | null]>([
    ['9/12/25', '2025-09-12'],
    ['10/17/25', '2025-10-17'],
    ['12/19/2025', '2025-12-19'],
    ['2025-12-19', '2025-12-19'],
    ['2/30/25', null],
    ['13/1/25', null],
    ['', null],
  ])('expiration %j is %j', (text, expected) => {
    expect(parseShortUsDate(text)).toBe(expected);
  });

  it.each<[string, 'C' | 'P' | null]>([
    ['CALL', 'C'],
    ['PUT', 'P'],
    ['call', 'C'],
    ['p', 'P'],
    ['STRADDLE', null],
    ['', null],
  ])('right %j is %j', (text, expected) => {
    expect(readRight(text)).toBe(expected);
  });

  it.each<[string, string | null]>([
    ['640', '640'],
    ['72.5', '72.5'],
    ['600.00', '600'],
    ['$600.00', '600'],
    ['0', null],
    ['-5', null],
    ['1e3', null],
    ['', null],
  ])('strike %j is %j', (text, expected) => {
    expect(readStrike(text)).toBe(expected);
  });
});

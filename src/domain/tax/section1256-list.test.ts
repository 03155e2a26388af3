import { describe, expect, it } from 'vitest';
import { TAX_MESSAGES as M } from './messages';
import { DEFAULT_SECTION_1256_UNDERLYINGS } from './section1256';
import {
  MAX_SECTION_1256_SYMBOLS,
  section1256ListOf,
  section1256SymbolSchema,
  withoutSymbol,
  withSymbol,
} from './section1256-list';

describe('the Section 1256 list', () => {
  it.each([
    ['never saved: the default list', null, [...DEFAULT_SECTION_1256_UNDERLYINGS]],
    ['saved empty: no symbol at all', '', []],
    ['as brokers write them, read as the index, once each', '$SPX, spxw,^NDX,NDX', ['SPX', 'NDX']],
  ])('reads the stored text %s', (_, stored, list) => {
    expect(section1256ListOf(stored)).toEqual(list);
  });

  it.each([
    [' spx ', 'SPX'],
    ['$rut', 'RUT'],
    ['SPXW', 'SPX'],
    ['BRK.B', 'BRK.B'],
    ['ABCDEFGHIJKL', 'ABCDEFGHIJKL'],
  ])('takes the symbol %j as %s', (typed, kept) => {
    expect(section1256SymbolSchema.parse(typed)).toBe(kept);
  });

  it.each([
    ['missing', undefined, M.symbolRequired],
    ['blank', '  ', M.symbolRequired],
    ['not text', 5, M.symbol],
    ['13 characters', 'ABCDEFGHIJKLM', 'Symbol must be at most 12 characters'],
    ['a tab', 'SP\tX', 'Symbol contains a control character'],
    ['a comma (the stored separator)', 'SPX,VIX', M.symbol],
    ['a digit first', '9SPX', M.symbol],
  ])('refuses a symbol that is %s', (_, typed, message) => {
    const parsed = section1256SymbolSchema.safeParse(typed);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });

  it('adds at the end, once, up to the bound; removes only what is listed', () => {
    expect(withSymbol(['SPX'], 'VIX')).toEqual(['SPX', 'VIX']);
    expect(withSymbol(['SPX'], 'SPX')).toBe(M.symbolListed('SPX'));
    const full = Array.from({ length: MAX_SECTION_1256_SYMBOLS }, (_, i) => `X${i}`);
    expect(withSymbol(full, 'SPX')).toBe(M.symbolsFull);
    expect(M.symbolsFull).toContain(String(MAX_SECTION_1256_SYMBOLS));
    expect(withoutSymbol(['SPX', 'VIX'], 'SPX')).toEqual(['VIX']);
    expect(withoutSymbol(['VIX'], 'SPX')).toBeNull();
  });
});

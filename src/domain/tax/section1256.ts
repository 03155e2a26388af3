import Decimal from 'decimal.js';
import { SHARES_PER_CONTRACT } from '../positions/units';

/**
 * IRC §1256(b) and Form 6781 instructions: nonequity options (options on broad-based indexes) are
 * Section 1256 contracts. The default list is a setting the administrator can change.
 */
export const DEFAULT_SECTION_1256_UNDERLYINGS = ['SPX', 'XSP', 'NDX', 'RUT', 'VIX', 'OEX', 'DJX'] as const;

/** Index tickers are written with or without the broker's prefix ('$SPX', '^SPX', 'SPXW' → SPX). */
export function normalizeUnderlying(ticker: string): string {
  const bare = ticker
    .trim()
    .toUpperCase()
    .replace(/^[$^.]/, '');
  return bare.endsWith('W') && bare.length === 4 && bare !== 'DJXW' ? bare.slice(0, 3) : bare;
}

export function isSection1256(underlying: string, list: readonly string[]): boolean {
  const name = normalizeUnderlying(underlying);
  return list.some((entry) => normalizeUnderlying(entry) === name);
}

/** Form 6781, Part I, lines 8 and 9: 40% short-term, 60% long-term; the long part rounded to cents. */
export function split6040(gain: Decimal.Value): { shortTerm: Decimal; longTerm: Decimal } {
  const total = new Decimal(gain);
  const longTerm = total.times('0.6').toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { shortTerm: total.minus(longTerm), longTerm };
}

/** A mark is a price per share as quoted; a contract covers 100 shares (decision 026). */
export function markValue(price: Decimal.Value, contracts: Decimal.Value): Decimal {
  return new Decimal(price).times(SHARES_PER_CONTRACT).times(contracts);
}

import Decimal from 'decimal.js';

/*
 * The Taxes tab's open lots (decision 026, second pass): the lots of the year's answer with units left,
 * each with its cost per unit (per share, or per contract for an option). The basis the answer gives is
 * that of the remaining units, every adjustment included, so the per-unit cost is the one a sale of
 * them would carry.
 */

interface LotFigures {
  remaining: string;
  basis: string;
  acquired: string;
  ticker: string;
}

export type OpenLot<Lot extends LotFigures> = Lot & { perUnit: string };

/** The lots still held, oldest first (ties by ticker), each with basis ÷ remaining units, unrounded. */
export function openLots<Lot extends LotFigures>(lots: readonly Lot[]): OpenLot<Lot>[] {
  return lots
    .filter((lot) => new Decimal(lot.remaining).gt(0))
    .map((lot) => ({ ...lot, perUnit: new Decimal(lot.basis).div(lot.remaining).toFixed() }))
    .sort((a, b) => a.acquired.localeCompare(b.acquired) || a.ticker.localeCompare(b.ticker));
}

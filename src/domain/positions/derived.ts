import Decimal from 'decimal.js';
import { decimalOrNull, isPresent, type Amount, type MaybeAmount, type PositionType } from './units';

/** The figures the derived reads of docs/requirements.md#tl-derived look at; any may be missing. */
export interface PositionFigures {
  type: PositionType;
  quantity?: MaybeAmount;
  /** Theta. */
  totalContracts?: MaybeAmount;
  /** Option (and theta under its other name). */
  contracts?: MaybeAmount;
  /** Stock. */
  numberShares?: MaybeAmount;
  shares?: MaybeAmount;
  avgPrice?: MaybeAmount;
  /** Theta: premium x contracts. */
  netPremium?: MaybeAmount;
  /** Option: per contract; stock: per share. */
  costBasis?: MaybeAmount;
  totalValue?: MaybeAmount;
  totalCost?: MaybeAmount;
}

/*
 * Two of the three reads only pick a figure, so the pickers hand back the figure as it came (no
 * decimal.js: a list of 5,000 positions is mapped in a few milliseconds); only theta's average
 * divides, in decimal.
 */

const first = (...values: MaybeAmount[]): Amount | null => values.find(isPresent) ?? null;

/** quantity if present, else totalContracts or contracts (theta), numberShares or shares (stock), contracts (option). */
export function pickQuantity(position: PositionFigures): Amount | null {
  if (isPresent(position.quantity)) return position.quantity;
  switch (position.type) {
    case 'THETA':
      return first(position.totalContracts, position.contracts);
    case 'STOCK':
      return first(position.numberShares, position.shares);
    case 'OPTION':
      return first(position.contracts);
  }
}

/** avgPrice if present, else netPremium / quantity (theta), costBasis (stock and option). */
export function pickAvgPrice(position: PositionFigures): Amount | null {
  if (isPresent(position.avgPrice)) return position.avgPrice;
  if (position.type !== 'THETA') return first(position.costBasis);
  const netPremium = decimalOrNull(position.netPremium);
  const quantity = decimalOrNull(pickQuantity(position));
  if (netPremium === null || quantity === null || quantity.isZero()) return null;
  return netPremium.div(quantity);
}

/** totalValue if present, else netPremium (theta), totalCost (stock and option). */
export function pickValue(position: PositionFigures): Amount | null {
  if (isPresent(position.totalValue)) return position.totalValue;
  return first(position.type === 'THETA' ? position.netPremium : position.totalCost);
}

export const derivedQuantity = (position: PositionFigures): Decimal | null =>
  decimalOrNull(pickQuantity(position));
export const derivedAvgPrice = (position: PositionFigures): Decimal | null =>
  decimalOrNull(pickAvgPrice(position));

const toJsonNumber = (value: Amount | null): number | null =>
  value === null ? null : value instanceof Decimal ? value.toNumber() : Number(value);

/** The three derived reads as JSON numbers, for answers and the table. */
export function derivedFigures(position: PositionFigures): {
  quantity: number | null;
  avgPrice: number | null;
  value: number | null;
} {
  return {
    quantity: toJsonNumber(pickQuantity(position)),
    avgPrice: toJsonNumber(pickAvgPrice(position)),
    value: toJsonNumber(pickValue(position)),
  };
}

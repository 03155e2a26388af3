import Decimal from 'decimal.js';
import { parseDecimal } from '../decimal-input';
import { derivedAvgPrice, derivedQuantity, type PositionFigures } from './derived';
import { decimalOrNull, directionOf, type Amount, type Direction, type MaybeAmount } from './units';

/** A position as the close modal and the server see it: its figures plus theta's per-contract premium and the action. */
export interface EntryFigures extends PositionFigures {
  premium?: MaybeAmount;
  action?: string | null;
}

/**
 * What the units held cost (long) or brought in (short): theta netPremium, option and stock
 * totalCost; when the total is missing, the per-unit entry times the quantity.
 */
export function entryTotalOf(position: EntryFigures): Decimal | null {
  const total = decimalOrNull(position.type === 'THETA' ? position.netPremium : position.totalCost);
  if (total !== null) return total;
  const quantity = derivedQuantity(position);
  const perUnit = position.type === 'THETA' ? decimalOrNull(position.premium) : derivedAvgPrice(position);
  return quantity === null || perUnit === null ? null : perUnit.times(quantity);
}

export interface CloseSplit {
  /** closeValue x quantity: proceeds of a long close, cost of a short one. */
  closeTotal: Decimal;
  /** The share of the entry total that the closed units carry. */
  closedEntry: Decimal;
  /** What the units still held carry; zero after a full close. */
  remainingEntry: Decimal;
  remainingQuantity: Decimal;
  netProfit: Decimal;
  full: boolean;
}

/**
 * Closing `quantity` of `held` units at `closeValue` each. Realized P&L is (closeValue - entry) x q for
 * long positions and (entry - closeValue) x q for short ones, computed on totals: the closed units take
 * entryTotal x quantity / held and the rest keeps the remainder, so the P&L of partial closes adds up
 * to exactly what one full close would have made, even when the entry does not divide evenly.
 */
export function splitClose(input: {
  direction: Direction;
  held: Amount;
  entryTotal: Amount;
  quantity: Amount;
  closeValue: Amount;
}): CloseSplit {
  const held = new Decimal(input.held);
  const quantity = new Decimal(input.quantity);
  const entryTotal = new Decimal(input.entryTotal);
  const full = quantity.gte(held);
  const closedEntry = full ? entryTotal : entryTotal.times(quantity).div(held);
  const closeTotal = new Decimal(input.closeValue).times(quantity);
  const netProfit =
    input.direction === 'long' ? closeTotal.minus(closedEntry) : closedEntry.minus(closeTotal);
  return {
    closeTotal,
    closedEntry,
    remainingEntry: entryTotal.minus(closedEntry),
    remainingQuantity: held.minus(quantity),
    netProfit,
    full,
  };
}

/**
 * The close modal's live preview (docs/requirements.md#tl-pnl): stock, proceeds minus average cost; theta
 * STO, premium received minus close cost, BTO the reverse; option BTO, proceeds minus cost, STO the
 * reverse. Null, so no preview shows, unless quantity and close value are positive numbers and the
 * quantity is at most what is held.
 */
export function previewClosePnl(
  position: EntryFigures,
  quantity: MaybeAmount,
  closeValue: MaybeAmount,
): Decimal | null {
  const q = parseDecimal(quantity);
  const close = parseDecimal(closeValue);
  const held = derivedQuantity(position);
  const entryTotal = entryTotalOf(position);
  if (q === null || close === null || held === null || entryTotal === null) return null;
  if (!q.gt(0) || !close.gt(0) || q.gt(held)) return null;
  return splitClose({
    direction: directionOf(position.type, position.action),
    held,
    entryTotal,
    quantity: q,
    closeValue: close,
  }).netProfit;
}

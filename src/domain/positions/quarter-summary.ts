import Decimal from 'decimal.js';
import { realizedBy, type TransactionType } from './transaction-types';
import type { PositionType } from './units';

/** The fields of a listed position (`PositionItem`) that the quarter's summary reads. */
export interface SummaryPosition {
  type: PositionType;
  isOpen: boolean;
  netProfit: number | null;
  transactions: readonly { type: TransactionType; netProfit: number | null }[];
}

/**
 * What a position has realized so far (docs/requirements.md#tl-derived): a closed position's netProfit
 * (the sum of all its closes); for an open one, the P&L of its partial closes. Null when nothing is
 * realized yet, so the table can tell "nothing closed" from "closed at break-even".
 */
export function realizedPnlOf(position: SummaryPosition): Decimal | null {
  if (!position.isOpen && position.netProfit !== null) return new Decimal(position.netProfit);
  return realizedBy(position.transactions);
}

export interface QuarterSummary {
  /** Positions of each type, open and closed. */
  counts: Record<PositionType, number>;
  open: number;
  total: number;
  /**
   * Quarter Profit: the realized P&L of the quarter's positions, closed ones and the partial closes of
   * open ones. A position belongs to one quarter at a time (creating a quarter moves the open ones), so
   * every close is counted in exactly one quarter.
   */
  quarterProfit: Decimal;
}

/** The summary cards and the heading counts of a quarter's position list, in one pass. */
export function summarizeQuarter(positions: readonly SummaryPosition[]): QuarterSummary {
  const counts: Record<PositionType, number> = { THETA: 0, STOCK: 0, OPTION: 0 };
  let open = 0;
  let quarterProfit = new Decimal(0);
  for (const position of positions) {
    counts[position.type] += 1;
    if (position.isOpen) open += 1;
    const realized = realizedPnlOf(position);
    if (realized !== null) quarterProfit = quarterProfit.plus(realized);
  }
  return { counts, open, total: positions.length, quarterProfit };
}

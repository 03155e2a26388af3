import Decimal from 'decimal.js';
import type { ClosingEvent } from '../realized/closing-events';
import { decimalToNumber } from '../rounding';

/*
 * The wheel's real cost of a stock position (docs/requirements.md#tl-adjusted-cost): its cost per share
 * less, per share, the P&L that puts and calls on the same ticker realized while it was held.
 */

/** Decimals of the adjusted cost per share: a price, shown with 3 by the table. */
export const ADJUSTED_COST_DECIMALS = 4;

export interface StockHolding {
  ticker: string;
  /** Shares held (the list's `shares`). */
  shares: Decimal.Value | null;
  /** Cost per share (the list's `costBasis`, the average price). */
  costBasis: Decimal.Value | null;
  /** Wall-clock open and close timestamps ('YYYY-MM-DDTHH:mm:ss'); the date parts count. */
  openDate: string;
  closeDate: string | null;
}

/**
 * P: the P&L of the closing events of THETA and OPTION positions on the stock's ticker dated on or after
 * its open day and, once it is closed, on or before its close day. Days are wall-clock dates, so a put
 * assigned on the day the shares arrive counts.
 */
export function wheelPnl(stock: StockHolding, closes: readonly ClosingEvent[]): Decimal {
  const openDay = stock.openDate.slice(0, 10);
  const closeDay = stock.closeDate === null ? null : stock.closeDate.slice(0, 10);
  let total = new Decimal(0);
  for (const close of closes) {
    if (close.positionType === 'STOCK' || close.ticker !== stock.ticker) continue;
    if (close.day < openDay || (closeDay !== null && close.day > closeDay)) continue;
    total = total.plus(close.pnl);
  }
  return total;
}

/**
 * (cost basis × shares − P) ÷ shares, to ADJUSTED_COST_DECIMALS half away from zero; null when the
 * shares or the cost are missing or there are no shares to divide by.
 */
export function adjustedCostBasis(stock: StockHolding, closes: readonly ClosingEvent[]): number | null {
  if (stock.shares === null || stock.costBasis === null) return null;
  const shares = new Decimal(stock.shares);
  if (!shares.gt(0)) return null;
  const cost = new Decimal(stock.costBasis).times(shares);
  return decimalToNumber(cost.minus(wheelPnl(stock, closes)).div(shares), ADJUSTED_COST_DECIMALS);
}

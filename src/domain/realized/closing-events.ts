import Decimal from 'decimal.js';
import type { TransactionItem } from '../positions/responses';
import { isClosingType, type ClosingType } from '../positions/transaction-types';
import { parseTradeDate } from '../positions/trade-dates';
import type { PositionType } from '../positions/units';

export const CLOSING_TYPE_LABELS: Readonly<Record<ClosingType, string>> = {
  CLOSE: 'Close',
  PARTIAL_CLOSE: 'Partial close',
  ROLL_CLOSE: 'Roll close',
  EXPIRE: 'Expired',
  SELL: 'Sell',
};

/**
 * What the calendar reads of a position: the fields of the API's `PositionItem` it needs. The server
 * (journal analytics, adjusted cost) hands in the same shape with the P&L as the database's exact text.
 */
export interface ClosingSource {
  id: number;
  type: PositionType;
  ticker: string;
  transactions: readonly (Pick<TransactionItem, 'id' | 'type' | 'quantity' | 'closeValue' | 'date'> & {
    netProfit: Decimal.Value | null;
  })[];
}

/** One trade of the calendar: a close, partial close, roll close, expiry or sale. */
export interface ClosingEvent {
  transactionId: number;
  positionId: number;
  positionType: PositionType;
  ticker: string;
  type: ClosingType;
  quantity: number | null;
  /** Per contract (theta, option) or per share (stock). */
  closeValue: number | null;
  pnl: Decimal;
  /** The fund's calendar day, 'YYYY-MM-DD'. */
  day: string;
}

/**
 * The trade a transaction of `position` is, or null: only closing types are trades. The day is the date
 * part of the wall-clock timestamp as written, never read through a `Date`, so a close at 9:00 stays on
 * its date in every time zone. A closing transaction without a P&L counts as a trade of $0 (the books
 * always record one; an absent figure must not hide the trade); one with an unreadable date is left out.
 */
export function closingEventOf(
  position: Omit<ClosingSource, 'transactions'>,
  transaction: ClosingSource['transactions'][number],
): ClosingEvent | null {
  const day = closingDayOf(transaction);
  if (day === null || !isClosingType(transaction.type)) return null;
  return {
    transactionId: transaction.id,
    positionId: position.id,
    positionType: position.type,
    ticker: position.ticker,
    type: transaction.type,
    quantity: transaction.quantity,
    closeValue: transaction.closeValue,
    pnl: new Decimal(transaction.netProfit ?? 0),
    day,
  };
}

/**
 * The day of the trade a transaction is (see closingEventOf), or null when it is no trade: for a
 * reader that sums P&L without building the event (the journal's statistics).
 */
export function closingDayOf(
  transaction: Pick<ClosingSource['transactions'][number], 'type' | 'date'>,
): string | null {
  if (!isClosingType(transaction.type)) return null;
  return parseTradeDate(transaction.date)?.day ?? null;
}

/** Oldest first; one day's trades in the order they were booked. */
export const byDayThenId = (a: ClosingEvent, b: ClosingEvent): number =>
  (a.day < b.day ? -1 : a.day > b.day ? 1 : 0) || a.transactionId - b.transactionId;

/** Every closing event of the positions (see `closingEventOf`), oldest first. */
export function closingEventsOf(positions: readonly ClosingSource[]): ClosingEvent[] {
  const events: ClosingEvent[] = [];
  for (const position of positions) {
    for (const transaction of position.transactions) {
      const event = closingEventOf(position, transaction);
      if (event !== null) events.push(event);
    }
  }
  return events.sort(byDayThenId);
}

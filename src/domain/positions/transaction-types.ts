import Decimal from 'decimal.js';

/*
 * The kinds of trade a position records, and which of them realize P&L. The database enum, the API's
 * answers, the quarter summary, the server's netProfit and the calendar all read these lists.
 */

export const TRANSACTION_TYPES = [
  'OPEN',
  'CLOSE',
  'PARTIAL_CLOSE',
  'ROLL_CLOSE',
  'EXPIRE',
  'BUY',
  'SELL',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * The transactions that realize P&L: full, partial, roll and expiry closes of options, stock sales.
 * OPEN and BUY only build a position. A closed position's netProfit is the sum of its closes' netProfit.
 */
export const CLOSING_TYPES = ['CLOSE', 'PARTIAL_CLOSE', 'ROLL_CLOSE', 'EXPIRE', 'SELL'] as const;
export type ClosingType = (typeof CLOSING_TYPES)[number];

const CLOSING_SET: ReadonlySet<string> = new Set(CLOSING_TYPES);

/** Whether a transaction of this type realizes P&L. */
export const isClosingType = (type: TransactionType): type is ClosingType => CLOSING_SET.has(type);

/**
 * The P&L the closing transactions among `transactions` realized, or null when none has a netProfit,
 * so a caller can tell "nothing closed" from "closed at break-even".
 */
export function realizedBy(
  transactions: readonly { type: TransactionType; netProfit: Decimal.Value | null }[],
): Decimal | null {
  let total: Decimal | null = null;
  for (const { type, netProfit } of transactions) {
    if (!isClosingType(type) || netProfit === null) continue;
    total = (total ?? new Decimal(0)).plus(netProfit);
  }
  return total;
}

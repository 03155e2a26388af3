import type { JournalPosition } from '../../src/domain/journal/trades';
import type { TransactionType } from '../../src/domain/positions/transaction-types';

/*
 * Positions as the journal reads them (src/server/journal/load-journal.ts), built with only what a
 * scenario cares about. Fixtures for the journal's table tests.
 */

let nextId = 1;

type JournalTransaction = JournalPosition['transactions'][number];

/** A transaction on a day ('YYYY-MM-DD', booked at 9:00 like every close) or at a full wall-clock time. */
export function trade(
  type: TransactionType,
  date: string,
  figures: Partial<Omit<JournalTransaction, 'type' | 'date'>> = {},
): JournalTransaction {
  return {
    id: nextId++,
    type,
    quantity: 1,
    closeValue: null,
    netProfit: null,
    fees: null,
    ...figures,
    date: date.length === 10 ? `${date}T09:00:00` : date,
  };
}

/** A close of `quantity` on `date` with its P&L. */
export const closed = (date: string, netProfit: number | string | null, quantity = 1, fees?: string) =>
  trade('CLOSE', date, { netProfit, quantity, ...(fees === undefined ? {} : { fees }) });

export function journalPosition(
  figures: Partial<Omit<JournalPosition, 'transactions'>> & { transactions: JournalTransaction[] },
): JournalPosition {
  return {
    id: nextId++,
    type: 'THETA',
    ticker: 'AAPL',
    action: 'STO',
    optionType: 'P',
    openDate: '2025-01-02T00:00:00',
    premium: '100',
    tags: [],
    ...figures,
  };
}

/** A stock position (no action, option type or premium). */
export const journalStock = (
  figures: Partial<Omit<JournalPosition, 'transactions' | 'type'>> & { transactions: JournalTransaction[] },
): JournalPosition =>
  journalPosition({ type: 'STOCK', action: null, optionType: null, premium: null, ...figures });

import { csvDocument, csvText as textCell, type CsvCell as Cell } from '../csv';
import { dayOf, parseExpirationDate } from './trade-dates';
import type { PositionItem, TransactionItem } from './responses';

/*
 * GET /api/positions/export: a quarter's journal for a spreadsheet or a tax preparer. One row per
 * transaction carrying its position's fields (a position without transactions gets one row with the
 * transaction columns empty). Dates are 'YYYY-MM-DD'; amounts are plain numbers without currency signs
 * or separators; lines end in CRLF (RFC 4180).
 */

export const EXPORT_COLUMNS = [
  'Position ID',
  'Type',
  'Ticker',
  'Quarter',
  'Status',
  'Action',
  'Option Type',
  'Strike',
  'Expiration',
  'Open Date',
  'Close Date',
  'Sectors',
  'Tags',
  'Position Net Profit',
  'Comments',
  'Transaction ID',
  'Transaction Type',
  'Transaction Date',
  'Quantity',
  'Premium',
  'Price',
  'Close Value',
  'Total Value',
  'Transaction Net Profit',
  'Notes',
] as const;

function positionCells(position: PositionItem): Cell[] {
  const options = position.type === 'STOCK' ? null : position;
  const expiration = options?.expirationDate ? parseExpirationDate(options.expirationDate) : null;
  return [
    position.id,
    position.type,
    textCell(position.ticker),
    position.quarter,
    position.isOpen ? 'Open' : 'Closed',
    options?.action ?? '',
    options?.optionType ?? '',
    options?.strike,
    expiration,
    dayOf(position.openDate),
    position.closeDate === null ? '' : dayOf(position.closeDate),
    textCell(position.sectors.join('; ')),
    textCell(position.tags.join('; ')),
    position.netProfit,
    textCell(position.type === 'STOCK' ? position.thesis : position.comments),
  ];
}

function transactionCells(transaction: TransactionItem | null): Cell[] {
  if (transaction === null) return Array<Cell>(10).fill('');
  return [
    transaction.id,
    transaction.type,
    dayOf(transaction.date),
    transaction.quantity,
    transaction.premium,
    transaction.price,
    transaction.closeValue,
    transaction.totalValue,
    transaction.netProfit,
    textCell(transaction.notes),
  ];
}

function* rows(positions: readonly PositionItem[]): Generator<Cell[]> {
  for (const position of positions) {
    const shared = positionCells(position);
    const transactions = position.transactions.length > 0 ? position.transactions : [null];
    for (const transaction of transactions) yield [...shared, ...transactionCells(transaction)];
  }
}

export function positionsCsv(positions: readonly PositionItem[]): string {
  return csvDocument(EXPORT_COLUMNS, rows(positions));
}

/** 'trade-log-Q3_2025.csv'. */
export function exportFileName(quarterKey: string): string {
  return `trade-log-${quarterKey}.csv`;
}

import Decimal from 'decimal.js';
import { csvDocument, csvText } from '../csv';
import { decimalToNumber } from '../rounding';
import type { JournalTradeRow } from './api-schemas';
import { premiumCapture, premiumReceived, type DayRange, type JournalTrade } from './trades';

/*
 * The trades of a range as rows (docs/requirements.md#jr-api): the Analytics view's day detail reads
 * them as JSON, a spreadsheet as CSV. Money rounded to cents, the capture to 2 decimals, as the stats.
 */

export const JOURNAL_CSV_COLUMNS = [
  'Date',
  'Ticker',
  'Strategy',
  'Type',
  'Quantity',
  'P&L',
  'Fees',
  'Days Held',
  'Premium Capture %',
  'Tags',
] as const;

/** A trade as the API lists it. */
export function journalTradeRow(trade: JournalTrade): JournalTradeRow {
  const { event } = trade;
  const capture = premiumCapture(event.pnl, premiumReceived(trade));
  return {
    transactionId: event.transactionId,
    positionId: event.positionId,
    date: event.day,
    ticker: event.ticker,
    positionType: event.positionType,
    type: event.type,
    strategy: trade.position.strategy,
    quantity: event.quantity,
    closeValue: event.closeValue,
    pnl: decimalToNumber(event.pnl, 2),
    fees: trade.fees === null ? null : decimalToNumber(new Decimal(trade.fees), 2),
    daysHeld: trade.daysHeld,
    premiumCapture: capture === null ? null : decimalToNumber(capture, 2),
    tags: [...trade.position.tags],
  };
}

/** The trades as CSV: tickers and tags are typed by people, so they are defused for spreadsheets. */
export function journalTradesCsv(rows: readonly JournalTradeRow[]): string {
  return csvDocument(
    JOURNAL_CSV_COLUMNS,
    rows.map((row) => [
      row.date,
      csvText(row.ticker),
      row.strategy,
      row.type,
      row.quantity,
      row.pnl,
      row.fees,
      row.daysHeld,
      row.premiumCapture,
      csvText(row.tags.join('; ')),
    ]),
  );
}

/** 'journal-trades-2025-01-01-to-2025-03-31.csv', 'journal-trades-all.csv'. */
export function journalCsvFileName(range: DayRange): string {
  if (range.from === null && range.to === null) return 'journal-trades-all.csv';
  return `journal-trades-${range.from ?? 'start'}-to-${range.to ?? 'end'}.csv`;
}

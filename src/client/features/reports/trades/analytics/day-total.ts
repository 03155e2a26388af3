import Decimal from 'decimal.js';
import type { JournalTradeRow } from '../../../../../domain/journal/api-schemas';
import type { DayTotal } from '../../../../../domain/realized/calendar-stats';

/**
 * One day's trades as the calendar's day detail shows them (docs/requirements.md#cal-day): the
 * journal's rows become the calendar's closing events, so the same dialog serves both views.
 */
export function dayTotalOf(day: string, rows: readonly JournalTradeRow[]): DayTotal {
  const events = rows.map((row) => ({
    transactionId: row.transactionId,
    positionId: row.positionId,
    positionType: row.positionType,
    ticker: row.ticker,
    type: row.type,
    quantity: row.quantity,
    closeValue: row.closeValue,
    pnl: new Decimal(row.pnl),
    day: row.date,
  }));
  return {
    day,
    pnl: events.reduce((sum, event) => sum.plus(event.pnl), new Decimal(0)),
    trades: events.length,
    events,
  };
}

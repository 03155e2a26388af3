import Decimal from 'decimal.js';
import type { ClosingEvent } from './closing-events';

/** A calendar day's realized P&L: the sum of the P&L of its closing events. */
export interface DayTotal {
  day: string;
  pnl: Decimal;
  trades: number;
  events: ClosingEvent[];
}

/** The day totals keyed by 'YYYY-MM-DD'; only days with at least one closing event appear. */
export function dayTotals(events: readonly ClosingEvent[]): Map<string, DayTotal> {
  const totals = new Map<string, DayTotal>();
  for (const event of events) {
    const total = totals.get(event.day);
    if (total === undefined) {
      totals.set(event.day, { day: event.day, pnl: event.pnl, trades: 1, events: [event] });
    } else {
      total.pnl = total.pnl.plus(event.pnl);
      total.trades += 1;
      total.events.push(event);
    }
  }
  return totals;
}

/**
 * The six stat tiles, over every closing event of the quarter's positions (not only the month on
 * screen, so the tiles stay put while the reader pages through months). An average or rate with
 * nothing to divide by is null and shows as '—'.
 */
export interface CalendarStats {
  totalPnl: Decimal;
  /** Total P&L / active days. */
  avgPerDay: Decimal | null;
  /** Total P&L / trades. */
  avgPerTrade: Decimal | null;
  /**
   * Percent (0 to 100) of active days whose P&L is above zero. A day that nets exactly $0 is active
   * but not a win. Null with no active days: "no days" is not the same as "no winning days".
   */
  winRate: Decimal | null;
  /** Days with at least one closing event, whatever their P&L. */
  activeDays: number;
  /** Closing events. */
  trades: number;
}

export function calendarStats(events: readonly ClosingEvent[]): CalendarStats {
  const days = [...dayTotals(events).values()];
  const totalPnl = events.reduce((sum, event) => sum.plus(event.pnl), new Decimal(0));
  const activeDays = days.length;
  const winningDays = days.filter((day) => day.pnl.gt(0)).length;
  const trades = events.length;
  return {
    totalPnl,
    avgPerDay: activeDays === 0 ? null : totalPnl.div(activeDays),
    avgPerTrade: trades === 0 ? null : totalPnl.div(trades),
    winRate: activeDays === 0 ? null : new Decimal(winningDays).times(100).div(activeDays),
    activeDays,
    trades,
  };
}

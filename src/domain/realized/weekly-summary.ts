import Decimal from 'decimal.js';
import { calendarWeekLabel } from '../format';
import type { DayTotal } from './calendar-stats';
import type { GridWeek } from './month-grid';

/** One row of the side panel: a grid week's P&L and trades. */
export interface WeekSummary {
  monday: string;
  /** 'Nov 17 - Nov 23'. */
  label: string;
  pnl: Decimal;
  trades: number;
  activeDays: number;
}

/**
 * Per grid week, the whole Monday-to-Sunday week counts, including days borrowed from the neighbour
 * months: a week is a week, whichever month page shows it.
 */
export function weeklySummaries(
  grid: readonly GridWeek[],
  totals: ReadonlyMap<string, DayTotal>,
): WeekSummary[] {
  return grid.map((week) => {
    let pnl = new Decimal(0);
    let trades = 0;
    let activeDays = 0;
    for (const day of week.days) {
      const total = totals.get(day.date);
      if (total === undefined) continue;
      pnl = pnl.plus(total.pnl);
      trades += total.trades;
      activeDays += 1;
    }
    return { monday: week.monday, label: calendarWeekLabel(week.monday), pnl, trades, activeDays };
  });
}

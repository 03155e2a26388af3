import { addDays, mondayOf } from '../calendar';
import { roundHalfUp } from '../rounding';
import type { DayRange } from './trades';

/*
 * The Analytics view's year heat-map (docs/requirements.md#jr-screen): a column per Monday-to-Sunday
 * week, a cell per day of the year, coloured by the sign of the day's realized P&L and by its size
 * against the largest day shown.
 */

/** A week of the grid: its Monday and seven days, null where a day lies outside the year. */
export interface HeatWeek {
  monday: string;
  days: (string | null)[];
}

/** The weeks from the one holding 1 January to the one holding 31 December (53 or 54). */
export function yearWeeks(year: number): HeatWeek[] {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const weeks: HeatWeek[] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) {
    const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
    weeks.push({ monday, days: days.map((day) => (day >= first && day <= last ? day : null)) });
  }
  return weeks;
}

/** The index of the week each month starts in, for the month labels above the columns. */
export function monthColumns(weeks: readonly HeatWeek[]): { month: number; week: number }[] {
  const columns: { month: number; week: number }[] = [];
  weeks.forEach((week, index) => {
    for (const day of week.days)
      if (day?.endsWith('-01')) columns.push({ month: Number(day.slice(5, 7)), week: index });
  });
  return columns;
}

/**
 * How strongly a day is coloured: 0 for a day that nets exactly 0, else 1 to 4 by its share of the
 * largest day's size (up to a quarter is 1, more than three quarters is 4).
 */
export function heatLevel(pnl: number, largest: number): 0 | 1 | 2 | 3 | 4 {
  if (pnl === 0 || largest <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((Math.abs(pnl) / largest) * 4))) as 1 | 2 | 3 | 4;
}

/**
 * The years to draw, newest first: those from the first to the last active day; without any, the year
 * of today held inside the range.
 */
export function heatmapYears(activeDays: readonly string[], range: DayRange, today: string): number[] {
  if (activeDays.length === 0) {
    let day = today;
    if (range.to !== null && day > range.to) day = range.to;
    if (range.from !== null && day < range.from) day = range.from;
    return [Number(day.slice(0, 4))];
  }
  const first = Number(activeDays[0]!.slice(0, 4));
  const last = Number(activeDays[activeDays.length - 1]!.slice(0, 4));
  return Array.from({ length: last - first + 1 }, (_, index) => last - index);
}

/** One step of the heat-map's legend: the level's colour and the largest day's size it goes up to. */
export interface HeatBand {
  level: 1 | 2 | 3 | 4;
  /** Days up to this size (in dollars, gain or loss) take this level; the last band is the largest day. */
  upTo: number;
}

/**
 * The legend of the heat-map: what each level means in dollars, the same quarters of the largest day
 * that `heatLevel` uses, rounded to whole cents. No band without a largest day.
 */
export function heatBands(largest: number): HeatBand[] {
  if (!(largest > 0)) return [];
  return ([1, 2, 3, 4] as const).map((level) => ({
    level,
    upTo: roundHalfUp((largest * level) / 4, 2),
  }));
}

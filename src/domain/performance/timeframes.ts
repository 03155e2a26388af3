import { z } from 'zod';
import { addMonths, calendarDayOfIso, monthKey } from '../calendar';

/** In the order the Reports chart lists its buttons. */
export const TIMEFRAMES = ['month', '3months', '6months', 'year', 'all'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: Timeframe = 'all';
export const timeframeSchema = z.enum(TIMEFRAMES);

export const TIMEFRAME_LABELS: Readonly<Record<Timeframe, string>> = {
  month: 'Month',
  '3months': '3 Months',
  '6months': '6 Months',
  year: 'Year',
  all: 'All Time',
};

/** Inclusive 'YYYY-MM' range of a timeframe, or null for 'all'. */
export interface MonthRange {
  from: string;
  to: string;
}

/**
 * Every timeframe is a run of whole calendar months ending with the current month (the current year's
 * December for 'year'), so a month key comparison decides membership: the 1st of the first month is in,
 * the last day of the month before is out, whatever the time zone.
 */
export function timeframeMonths(timeframe: Timeframe, today: string): MonthRange | null {
  const { year, month } = calendarDayOfIso(today);
  const current = monthKey(year, month);
  const monthsBack = (count: number): string => {
    const start = addMonths(year, month, -count);
    return monthKey(start.year, start.month);
  };
  switch (timeframe) {
    case 'all':
      return null;
    case 'year':
      return { from: monthKey(year, 1), to: monthKey(year, 12) };
    case 'month':
      return { from: current, to: current };
    case '3months':
      return { from: monthsBack(2), to: current };
    case '6months':
      return { from: monthsBack(5), to: current };
  }
}

/** Entries (dated 'YYYY-MM-DD') inside the timeframe, in their given order. */
export function filterByTimeframe<Entry extends { date: string }>(
  entries: readonly Entry[],
  timeframe: Timeframe,
  today: string,
): Entry[] {
  const range = timeframeMonths(timeframe, today);
  if (range === null) return [...entries];
  return entries.filter((entry) => {
    const key = entry.date.slice(0, 7);
    return key >= range.from && key <= range.to;
  });
}

import { addDays, addMonths, calendarDayOfIso, daysInMonth, isoDate, mondayOf, monthKey } from '../calendar';
import type { ClosingEvent } from './closing-events';

export interface GridDay {
  /** 'YYYY-MM-DD'. */
  date: string;
  day: number;
  /** False for the leading and trailing days borrowed from the neighbour months. */
  inMonth: boolean;
}

export interface GridWeek {
  monday: string;
  /** Monday to Sunday, always seven. */
  days: GridDay[];
}

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/**
 * The month as weeks running Monday to Sunday: from the Monday on or before the 1st to the Sunday
 * on or after the last day, so four to six rows, with the neighbour months' days marked.
 */
export function monthGrid({ year, month }: YearMonth): GridWeek[] {
  const first = isoDate({ year, month, day: 1 });
  const last = isoDate({ year, month, day: daysInMonth(year, month) });
  const prefix = monthKey(year, month);
  const weeks: GridWeek[] = [];
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) {
    const days: GridDay[] = [];
    for (let offset = 0; offset < 7; offset += 1) {
      const date = addDays(monday, offset);
      days.push({ date, day: Number(date.slice(8, 10)), inMonth: date.startsWith(prefix) });
    }
    weeks.push({ monday, days });
  }
  return weeks;
}

/** The month the calendar opens on: that of the latest closing event, or today's when there is none. */
export function initialMonth(events: readonly ClosingEvent[], today: string): YearMonth {
  let latest: string | null = null;
  for (const event of events) if (latest === null || event.day > latest) latest = event.day;
  return monthOf(latest ?? today);
}

/** The year and month of a 'YYYY-MM-DD'. */
export function monthOf(isoDay: string): YearMonth {
  const { year, month } = calendarDayOfIso(isoDay.slice(0, 10));
  return { year, month };
}

export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth {
  return addMonths(year, month, delta);
}

import { calendarDayOfIso, daysInMonth, isoDate } from './calendar';

export interface Quarter {
  quarter: 1 | 2 | 3 | 4;
  year: number;
}

/** Jan-Mar Q1, Apr-Jun Q2, Jul-Sep Q3, Oct-Dec Q4; month is 1 to 12. */
export function quarterOfMonth(month: number, year: number): Quarter {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Month out of range: ${month}`);
  return { quarter: Math.ceil(month / 3) as Quarter['quarter'], year };
}

/** The quarter of a 'YYYY-MM-DD' (the fund's today, a record's date); throws on anything else. */
export function quarterOf(isoDay: string): Quarter {
  const { year, month } = calendarDayOfIso(isoDay);
  return quarterOfMonth(month, year);
}

/** 'Q3_2025': safe in keys, file names and URLs. */
export function quarterKey({ quarter, year }: Quarter): string {
  return `Q${quarter}_${year}`;
}

/** 'Q3 2025': for people. */
export function quarterLabel({ quarter, year }: Quarter): string {
  return `Q${quarter} ${year}`;
}

const QUARTER_PATTERN = /^Q([1-4])[ _](\d{4})$/;

/** Reads 'Q3 2025' or 'Q3_2025' exactly (capital Q, four-digit year, no padding); null otherwise. */
export function parseQuarter(text: string): Quarter | null {
  const match = QUARTER_PATTERN.exec(text);
  if (!match) return null;
  return { quarter: Number(match[1]) as Quarter['quarter'], year: Number(match[2]) };
}

export function nextQuarter({ quarter, year }: Quarter): Quarter {
  return quarter === 4
    ? { quarter: 1, year: year + 1 }
    : { quarter: (quarter + 1) as Quarter['quarter'], year };
}

export function previousQuarter({ quarter, year }: Quarter): Quarter {
  return quarter === 1
    ? { quarter: 4, year: year - 1 }
    : { quarter: (quarter - 1) as Quarter['quarter'], year };
}

/** Negative when a is earlier, 0 when equal, positive when later; fits `Array.prototype.sort`. */
export function compareQuarters(a: Quarter, b: Quarter): number {
  return a.year - b.year || a.quarter - b.quarter;
}

/** A sorted copy, oldest first. */
export function sortQuarters(quarters: readonly Quarter[]): Quarter[] {
  return [...quarters].sort(compareQuarters);
}

/** The quarter's first day, 'YYYY-MM-DD' ('2025-07-01' for Q3 2025). */
export function quarterFirstDay({ quarter, year }: Quarter): string {
  return isoDate({ year, month: quarter * 3 - 2, day: 1 });
}

/** The quarter's last day, 'YYYY-MM-DD' ('2025-09-30' for Q3 2025). */
export function quarterLastDay({ quarter, year }: Quarter): string {
  const month = quarter * 3;
  return isoDate({ year, month, day: daysInMonth(year, month) });
}

/** The quarter a 'YYYY-MM-DD' (or a timestamp starting with one) falls in; null when it does not read. */
export function quarterOfDay(day: string): Quarter | null {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(day);
  if (!match) return null;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return quarterOfMonth(month, Number(match[1]));
}

/** The quarter's first and last day, 'YYYY-MM-DD', both inclusive: Q3 2025 is 2025-07-01 to 2025-09-30. */
export function quarterDays(quarter: Quarter): { start: string; end: string } {
  return { start: quarterFirstDay(quarter), end: quarterLastDay(quarter) };
}

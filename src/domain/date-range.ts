/*
 * The one range every date that comes in must fall in. The fund's books start long after 1900 and an
 * expiration or a plan never reaches past 2100; anything outside is a typo ('0025' for '2025') or a probe,
 * and some of it (year 0) PostgreSQL cannot even store.
 */

export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;
/** 'YYYY-MM-DD' bounds, also the `min` and `max` of the forms' date inputs. */
export const EARLIEST_DAY = `${MIN_YEAR}-01-01`;
export const LATEST_DAY = `${MAX_YEAR}-12-31`;

/** How a date field is written; the OpenAPI document names it as `x-date`. */
export type DateNotation = 'YYYY-MM-DD' | 'MM/DD/YYYY' | 'YYYY' | 'Q#_YYYY';

const BOUNDS: Record<DateNotation, readonly [string, string]> = {
  'YYYY-MM-DD': [EARLIEST_DAY, LATEST_DAY],
  'MM/DD/YYYY': [`01/01/${MIN_YEAR}`, `12/31/${MAX_YEAR}`],
  YYYY: [String(MIN_YEAR), String(MAX_YEAR)],
  'Q#_YYYY': [`Q1 ${MIN_YEAR}`, `Q4 ${MAX_YEAR}`],
};

export function isYearInRange(year: number): boolean {
  return Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR;
}

/** For a zero-padded 'YYYY-MM-DD' (the date part of a timestamp counts). */
export function isDayInRange(day: string): boolean {
  const date = day.slice(0, 10);
  return date >= EARLIEST_DAY && date <= LATEST_DAY;
}

/** 'Open date must be between 1900-01-01 and 2100-12-31', in the field's own notation. */
export function dateRangeMessage(label: string, notation: DateNotation = 'YYYY-MM-DD'): string {
  const [from, to] = BOUNDS[notation];
  return `${label} must be between ${from} and ${to}`;
}

const RANGE_MESSAGE = /^[A-Z][A-Za-z -]* must be between (\S+|Q1 \d{4}) and (\S+|Q4 \d{4})$/;

/** Whether a text is a `dateRangeMessage`, which the API answers as written. */
export function isDateRangeMessage(message: string): boolean {
  return RANGE_MESSAGE.test(message);
}

/** Metadata for a date field's schema: `x-date` in the OpenAPI document says how it is written. */
export function dateMeta(notation: DateNotation): { 'x-date': DateNotation } {
  return { 'x-date': notation };
}

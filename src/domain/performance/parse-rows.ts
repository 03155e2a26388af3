import { parseAmount } from '../amount';
import { daysInMonth, isoDate, type CalendarDay } from '../calendar';
import { eachSteps, runSteps, sortSteps, type Steps } from '../steps';

/** One record as PapaParse gives it with `header: true, dynamicTyping: true`. */
export type CsvRecord = Record<string, unknown>;

export interface PerformanceRow extends CalendarDay {
  /** 'YYYY-MM-DD', zero-padded whatever the sheet wrote. */
  date: string;
  portfolioNAV: number;
  spyPrice: number;
}

export const EMPTY_CSV_MESSAGE = 'Empty CSV data received';
export const NO_VALID_ROWS_MESSAGE = 'No valid data found in CSV';

export function fetchFailedMessage(status: number, statusText: string): string {
  // HTTP/2 responses carry no status text; no dangling space then.
  return `Failed to fetch performance data: ${status} ${statusText}`.trimEnd();
}

/** Raised with a message of docs/requirements.md#sheet-perf-rows; callers make it the data's `error`. */
export class PerformanceDataError extends Error {
  override name = 'PerformanceDataError';
}

/**
 * The sheet's valid rows, ascending by date. A row is dropped when its Date has no readable year and
 * month or when PortfolioNAV or SPYPrice is missing, not a number, or not above zero (a zero price
 * would make every return infinite). Rows sharing a date keep their sheet order. A blank sheet is the
 * reader's to report (EMPTY_CSV_MESSAGE): a sheet with only its header row has no valid row.
 *
 * @throws PerformanceDataError with NO_VALID_ROWS_MESSAGE
 */
export function parsePerformanceRows(records: readonly CsvRecord[]): PerformanceRow[] {
  return runSteps(parsePerformanceRowsSteps(records));
}

/** `parsePerformanceRows` cut into steps (see `Steps`). */
export function* parsePerformanceRowsSteps(records: readonly CsvRecord[]): Steps<PerformanceRow[]> {
  const rows: PerformanceRow[] = [];
  let sorted = true;
  yield* eachSteps(records, (record) => {
    const dated = readRowDate(record.Date);
    const portfolioNAV = readPrice(record.PortfolioNAV);
    const spyPrice = readPrice(record.SPYPrice);
    if (dated === null || portfolioNAV === null || spyPrice === null) return;
    const row: PerformanceRow = {
      date: dated.date,
      year: dated.year,
      month: dated.month,
      day: dated.day,
      portfolioNAV,
      spyPrice,
    };
    const previous = rows.at(-1);
    if (previous !== undefined && previous.date > row.date) sorted = false;
    rows.push(row);
  });
  if (rows.length === 0) throw new PerformanceDataError(NO_VALID_ROWS_MESSAGE);
  // Sheets are nearly always in order already; skip the sort then. The sort is stable.
  if (sorted) return rows;
  return yield* sortSteps(rows, (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

function readPrice(value: unknown): number | null {
  const amount = parseAmount(value);
  return amount !== null && amount > 0 ? amount : null;
}

// The sheet's usual form: one regular expression, and the text itself serves as the row's date.
const CANONICAL_DATE = /^(\d{4})-(\d\d)-(\d\d)$/;

function readRowDate(value: unknown): (CalendarDay & { date: string }) | null {
  const canonical = typeof value === 'string' ? CANONICAL_DATE.exec(value) : null;
  if (canonical) {
    const year = Number(canonical[1]);
    const month = Number(canonical[2]);
    const day = Number(canonical[3]);
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
      return { date: canonical[0], year, month, day };
    }
  }
  const day = readCalendarDay(value);
  return day && { date: isoDate(day), year: day.year, month: day.month, day: day.day };
}

/**
 * Reads 'YYYY-M-D' style text. The year must have four digits and the month be 1-12; a day that is
 * missing, unreadable or not in that month falls back to 1 (docs/requirements.md#sheet-perf-rows).
 * Anything after the day's digits ('2023-01-03 00:00') is ignored.
 */
export function readCalendarDay(value: unknown): CalendarDay | null {
  if (value instanceof Date) {
    // PapaParse turns only full ISO timestamps with a zone into Dates; their UTC fields are the sheet's.
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getUTCFullYear(), month: value.getUTCMonth() + 1, day: value.getUTCDate() };
  }
  if (typeof value !== 'string') return null;
  const [yearText = '', monthText = '', dayText = ''] = value.trim().split('-');
  if (!/^\d{4}$/.test(yearText) || !/^\d{1,2}$/.test(monthText)) return null;
  const year = Number(yearText);
  const month = Number(monthText);
  if (month < 1 || month > 12) return null;
  const dayDigits = /^\d{1,2}/.exec(dayText)?.[0];
  const day = dayDigits === undefined ? 1 : Number(dayDigits);
  return { year, month, day: day >= 1 && day <= daysInMonth(year, month) ? day : 1 };
}

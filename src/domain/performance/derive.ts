import { monthName, monthYearLabel, type MonthName } from '../calendar';
import { mapSteps, runSteps, type Steps } from '../steps';
import type { PerformanceRow } from './parse-rows';
import { percentChange, percentDifference } from './percent-change';

export interface DerivedPerformanceRecord {
  /** 'YYYY-MM-DD'. */
  date: string;
  portfolioNAV: number;
  spyPrice: number;
  year: number;
  /** 1 to 12. */
  month: number;
  monthName: MonthName;
  /** 'Jan 2024'. */
  monthYear: string;
  /** Percent since the first row, 3 decimals. */
  portfolioReturn: number;
  /** Percent since the first row, 3 decimals. */
  spyReturn: number;
  /** portfolioReturn - spyReturn, percentage points. */
  relativeDiff: number;
}

/** Cumulative returns against the first row; rows must be in date order, as `parsePerformanceRows` leaves them. */
export function deriveRecords(rows: readonly PerformanceRow[]): DerivedPerformanceRecord[] {
  return runSteps(deriveRecordsSteps(rows));
}

/** `deriveRecords` cut into steps (see `Steps`). */
export function* deriveRecordsSteps(rows: readonly PerformanceRow[]): Steps<DerivedPerformanceRecord[]> {
  const first = rows[0];
  if (first === undefined) return [];
  // One label per month instead of one per row: the month changes about 21 times less often than the day.
  let labelKey = -1;
  let labelName: MonthName = 'January';
  let labelMonthYear = '';
  return yield* mapSteps(rows, (row) => {
    const key = row.year * 12 + row.month;
    if (key !== labelKey) {
      labelKey = key;
      labelName = monthName(row.month);
      labelMonthYear = monthYearLabel(row.year, row.month);
    }
    const portfolioReturn = percentChange(first.portfolioNAV, row.portfolioNAV);
    const spyReturn = percentChange(first.spyPrice, row.spyPrice);
    return {
      date: row.date,
      portfolioNAV: row.portfolioNAV,
      spyPrice: row.spyPrice,
      year: row.year,
      month: row.month,
      monthName: labelName,
      monthYear: labelMonthYear,
      portfolioReturn,
      spyReturn,
      relativeDiff: percentDifference(portfolioReturn, spyReturn),
    };
  });
}

import { monthYearLabel } from '../calendar';
import { runSteps, type Steps } from '../steps';
import { boundsByPeriodSteps, type DatedValues } from './period-bounds';
import { percentChange } from './percent-change';

export interface MonthlyReturn {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 'Jan 2024'. */
  monthYear: string;
  /** Latest row against the earliest row of the month, percent, 3 decimals. */
  portfolioReturn: number;
  spyReturn: number;
}

/** One record per calendar month present in the rows, oldest month first. */
export function monthlyReturns(rows: readonly DatedValues[]): MonthlyReturn[] {
  return runSteps(monthlyReturnsSteps(rows));
}

/** `monthlyReturns` cut into steps (see `Steps`); the months themselves are few. */
export function* monthlyReturnsSteps(rows: readonly DatedValues[]): Steps<MonthlyReturn[]> {
  const bounds = yield* boundsByPeriodSteps(rows, (row) => row.year * 12 + (row.month - 1));
  return [...bounds]
    .sort(([a], [b]) => a - b)
    .map(([, { earliest, latest }]) => ({
      year: earliest.year,
      month: earliest.month,
      monthYear: monthYearLabel(earliest.year, earliest.month),
      portfolioReturn: percentChange(earliest.portfolioNAV, latest.portfolioNAV),
      spyReturn: percentChange(earliest.spyPrice, latest.spyPrice),
    }));
}

import { monthYearLabel } from '../calendar';
import { boundsByPeriod, type DatedValues } from './period-bounds';
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
  return [...boundsByPeriod(rows, (row) => row.year * 12 + (row.month - 1))]
    .sort(([a], [b]) => a - b)
    .map(([, { earliest, latest }]) => ({
      year: earliest.year,
      month: earliest.month,
      monthYear: monthYearLabel(earliest.year, earliest.month),
      portfolioReturn: percentChange(earliest.portfolioNAV, latest.portfolioNAV),
      spyReturn: percentChange(earliest.spyPrice, latest.spyPrice),
    }));
}

import { calendarDayOf } from '../calendar';
import { boundsByPeriod, type DatedValues } from './period-bounds';
import { percentChange } from './percent-change';

export interface YearlyReturn {
  year: number;
  /** 'YTD' for the current year, otherwise 'Y2024'. */
  period: string;
  /** Latest row against the earliest row of the year, percent, 3 decimals. */
  portfolioReturn: number;
  spyReturn: number;
}

/** One record per calendar year present in the rows, oldest year first. */
export function yearlyReturns(rows: readonly DatedValues[], today: Date): YearlyReturn[] {
  const currentYear = calendarDayOf(today).year;
  return [...boundsByPeriod(rows, (row) => row.year)]
    .sort(([a], [b]) => a - b)
    .map(([year, { earliest, latest }]) => ({
      year,
      period: year === currentYear ? 'YTD' : `Y${year}`,
      portfolioReturn: percentChange(earliest.portfolioNAV, latest.portfolioNAV),
      spyReturn: percentChange(earliest.spyPrice, latest.spyPrice),
    }));
}

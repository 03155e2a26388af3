import { calendarDayOfIso } from '../calendar';
import { runSteps, type Steps } from '../steps';
import { boundsByPeriodSteps, type DatedValues } from './period-bounds';
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
export function yearlyReturns(rows: readonly DatedValues[], today: string): YearlyReturn[] {
  return runSteps(yearlyReturnsSteps(rows, today));
}

/** `yearlyReturns` cut into steps (see `Steps`); the years themselves are few. */
export function* yearlyReturnsSteps(rows: readonly DatedValues[], today: string): Steps<YearlyReturn[]> {
  const currentYear = calendarDayOfIso(today).year;
  const bounds = yield* boundsByPeriodSteps(rows, (row) => row.year);
  return [...bounds]
    .sort(([a], [b]) => a - b)
    .map(([year, { earliest, latest }]) => ({
      year,
      period: year === currentYear ? 'YTD' : `Y${year}`,
      portfolioReturn: percentChange(earliest.portfolioNAV, latest.portfolioNAV),
      spyReturn: percentChange(earliest.spyPrice, latest.spyPrice),
    }));
}

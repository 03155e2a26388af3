import { mapSteps, runSteps, type Steps } from '../steps';
import type { DerivedPerformanceRecord } from './derive';

/** The public performance chart's point; the series keys are the legend's labels. */
export interface ChartRecord {
  date: string;
  /** 'Jan 2024'. */
  month: string;
  /** Cumulative portfolio return, percent. */
  Portfolio: number;
  /** Cumulative index return, percent. */
  'S&P 500': number;
}

export function chartRecords(records: readonly DerivedPerformanceRecord[]): ChartRecord[] {
  return runSteps(chartRecordsSteps(records));
}

/** `chartRecords` cut into steps (see `Steps`). */
export function* chartRecordsSteps(records: readonly DerivedPerformanceRecord[]): Steps<ChartRecord[]> {
  return yield* mapSteps(records, (record) => ({
    date: record.date,
    month: record.monthYear,
    Portfolio: record.portfolioReturn,
    'S&P 500': record.spyReturn,
  }));
}

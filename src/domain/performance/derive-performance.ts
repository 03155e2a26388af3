import { runSteps, type Steps } from '../steps';
import { chartRecordsSteps, type ChartRecord } from './chart-records';
import { deriveRecordsSteps, type DerivedPerformanceRecord } from './derive';
import { monthlyReturnsSteps, type MonthlyReturn } from './monthly-returns';
import { parsePerformanceRowsSteps, type CsvRecord } from './parse-rows';
import { yearlyReturnsSteps, type YearlyReturn } from './yearly-returns';

/** Performance data as the API returns it and the view consumes it. */
export interface PerformanceData {
  navData: DerivedPerformanceRecord[];
  monthlyReturns: MonthlyReturn[];
  yearlyReturns: YearlyReturn[];
  chartData: ChartRecord[];
  /** Set only on failure, together with empty lists. */
  error?: string;
}

/**
 * Everything the public performance figures need, from the sheet's records. Dates are read once, in
 * `parsePerformanceRows`; every later step works on their numbers and strings.
 *
 * @throws PerformanceDataError for a sheet without a valid row
 */
export function derivePerformance(records: readonly CsvRecord[], today: string): PerformanceData {
  return runSteps(derivePerformanceSteps(records, today));
}

/** `derivePerformance` cut into steps (see `Steps`). */
export function* derivePerformanceSteps(
  records: readonly CsvRecord[],
  today: string,
): Steps<PerformanceData> {
  const navData = yield* deriveRecordsSteps(yield* parsePerformanceRowsSteps(records));
  return {
    navData,
    monthlyReturns: yield* monthlyReturnsSteps(navData),
    yearlyReturns: yield* yearlyReturnsSteps(navData, today),
    chartData: yield* chartRecordsSteps(navData),
  };
}

/** The failure shape of docs/requirements.md#sheet-perf-rows: empty lists plus the error message. */
export function performanceFailure(error: string): PerformanceData {
  return { navData: [], monthlyReturns: [], yearlyReturns: [], chartData: [], error };
}

import { chartRecords, type ChartRecord } from './chart-records';
import { deriveRecords, type DerivedPerformanceRecord } from './derive';
import { monthlyReturns, type MonthlyReturn } from './monthly-returns';
import { parsePerformanceRows, type CsvRecord } from './parse-rows';
import { yearlyReturns, type YearlyReturn } from './yearly-returns';

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
 * @throws PerformanceDataError for an empty sheet or one without a valid row
 */
export function derivePerformance(records: readonly CsvRecord[], today: Date): PerformanceData {
  const navData = deriveRecords(parsePerformanceRows(records));
  return {
    navData,
    monthlyReturns: monthlyReturns(navData),
    yearlyReturns: yearlyReturns(navData, today),
    chartData: chartRecords(navData),
  };
}

/** The spec's failure shape: empty lists plus the error message. */
export function performanceFailure(error: string): PerformanceData {
  return { navData: [], monthlyReturns: [], yearlyReturns: [], chartData: [], error };
}

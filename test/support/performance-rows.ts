import type { DatedValues } from '../../src/domain/performance/period-bounds';

/** A performance sheet row as the period rules read it: its date, the NAV and the S&P 500 proxy. */
export function datedValues(date: string, portfolioNAV: number, spyPrice: number): DatedValues {
  return {
    date,
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    portfolioNAV,
    spyPrice,
  };
}

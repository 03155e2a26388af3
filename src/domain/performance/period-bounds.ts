import { eachSteps, runSteps, type Steps } from '../steps';

/** What a period return needs of a row. */
export interface DatedValues {
  /** 'YYYY-MM-DD'. */
  date: string;
  year: number;
  /** 1 to 12. */
  month: number;
  portfolioNAV: number;
  spyPrice: number;
}

export interface PeriodBounds<Row> {
  earliest: Row;
  latest: Row;
}

/**
 * The earliest and latest row of each period, in one pass. Dates are compared rather than positions
 * trusted, so the result does not depend on the rows being sorted.
 */
export function boundsByPeriod<Row extends DatedValues, Key>(
  rows: readonly Row[],
  periodOf: (row: Row) => Key,
): Map<Key, PeriodBounds<Row>> {
  return runSteps(boundsByPeriodSteps(rows, periodOf));
}

/** `boundsByPeriod` cut into steps (see `Steps`). */
export function* boundsByPeriodSteps<Row extends DatedValues, Key>(
  rows: readonly Row[],
  periodOf: (row: Row) => Key,
): Steps<Map<Key, PeriodBounds<Row>>> {
  const bounds = new Map<Key, PeriodBounds<Row>>();
  yield* eachSteps(rows, (row) => {
    const key = periodOf(row);
    const current = bounds.get(key);
    if (current === undefined) {
      bounds.set(key, { earliest: row, latest: row });
      return;
    }
    if (row.date < current.earliest.date) current.earliest = row;
    // `>=` so that of two rows on the same last day the later-listed one counts, as a sheet reader expects.
    if (row.date >= current.latest.date) current.latest = row;
  });
  return bounds;
}

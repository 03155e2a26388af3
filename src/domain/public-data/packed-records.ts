/**
 * A compact, lossless form of the performance answer for the page's embedded JSON (decision 034):
 * its daily series are lists of flat records with the same keys, and writing the keys once with the
 * rows as arrays of values halves the bytes the browser parses before the page's first render. The
 * values are JSON's own, so unpacking gives back exactly what was packed.
 */
export interface PackedRecords {
  keys: string[];
  rows: unknown[][];
}

type FlatRecord = Record<string, unknown>;

const isFlatRecord = (value: unknown): value is FlatRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sameKeys(record: FlatRecord, keys: readonly string[]): boolean {
  const own = Object.keys(record);
  return own.length === keys.length && own.every((key, index) => key === keys[index]);
}

/** The records with their keys once, or null when they do not all have the same keys in order. */
export function packRecords(records: readonly unknown[]): PackedRecords | null {
  const first = records[0];
  if (!isFlatRecord(first)) return null;
  const keys = Object.keys(first);
  const rows: unknown[][] = [];
  for (const record of records) {
    if (!isFlatRecord(record) || !sameKeys(record, keys)) return null;
    rows.push(keys.map((key) => record[key]));
  }
  return { keys, rows };
}

export function unpackRecords({ keys, rows }: PackedRecords): FlatRecord[] {
  // A plain loop: it runs before hydration over every trading day, and Object.fromEntries over
  // mapped pairs cost a phone ~20 ms more for the performance series (decision 034).
  return rows.map((row) => {
    const record: FlatRecord = {};
    for (let index = 0; index < keys.length; index++) record[keys[index]!] = row[index];
    return record;
  });
}

const isPacked = (value: unknown): value is PackedRecords =>
  isFlatRecord(value) && Array.isArray(value.keys) && Array.isArray(value.rows);

/** The answer's fields that are long lists of records packed; the rest as they are. */
export function packListFields(answer: unknown): unknown {
  if (!isFlatRecord(answer)) return answer;
  return Object.fromEntries(
    Object.entries(answer).map(([key, value]) => [
      key,
      Array.isArray(value) ? (packRecords(value) ?? value) : value,
    ]),
  );
}

/** The answer as the API gives it, from what `packListFields` made of it. */
export function unpackListFields(packed: unknown): unknown {
  if (!isFlatRecord(packed)) return packed;
  return Object.fromEntries(
    Object.entries(packed).map(([key, value]) => [key, isPacked(value) ? unpackRecords(value) : value]),
  );
}

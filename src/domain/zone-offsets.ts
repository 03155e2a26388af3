/*
 * A zone's offsets from UTC over a span of time, as plain numbers: the server reads them from Intl
 * (`zoneOffsets` in time-zones.ts) and embeds them in a server-rendered page, so that the browser reads
 * the fund's day with arithmetic instead of constructing a time-zoned Intl.DateTimeFormat, whose first
 * use loads the browser's time-zone data in one blocking piece (~100 ms on a phone; decision 034).
 */

/** Offset `offsets[i]` (ms, New York in summer -4 h) holds from instant `starts[i]` to the next start, the last until `until`. */
export interface ZoneOffsets {
  starts: number[];
  offsets: number[];
  until: number;
}

/** The offset at an instant, or null when the table does not cover it. */
export function offsetFromTable(table: ZoneOffsets, epochMs: number): number | null {
  const { starts, offsets } = table;
  if (starts.length === 0 || epochMs < starts[0]! || epochMs >= table.until) return null;
  // A few changes a year: a backward scan from the latest is as quick as a binary search.
  let index = starts.length - 1;
  while (starts[index]! > epochMs) index -= 1;
  return offsets[index]!;
}

/** The wall clock of an instant, 'YYYY-MM-DDTHH:mm:ss', or null when the table does not cover it. */
export function wallClockFromTable(table: ZoneOffsets, epochMs: number): string | null {
  const offset = offsetFromTable(table, epochMs);
  if (offset === null) return null;
  return new Date(Math.floor(epochMs / 1000) * 1000 + offset).toISOString().slice(0, 19);
}

/** The calendar day of an instant, 'YYYY-MM-DD', or null when the table does not cover it. */
export function dayFromTable(table: ZoneOffsets, epochMs: number): string | null {
  return wallClockFromTable(table, epochMs)?.slice(0, 10) ?? null;
}

const isInstant = (value: unknown): value is number => Number.isSafeInteger(value);

/** The table from untrusted JSON (an embedded page's state), or null when it is not a well-formed one. */
export function parseZoneOffsets(value: unknown): ZoneOffsets | null {
  if (typeof value !== 'object' || value === null) return null;
  const { starts, offsets, until } = value as Record<string, unknown>;
  if (!Array.isArray(starts) || !Array.isArray(offsets) || !isInstant(until)) return null;
  if (starts.length === 0 || starts.length !== offsets.length) return null;
  if (!starts.every(isInstant) || !offsets.every(isInstant)) return null;
  // Ascending starts, and no offset beyond a day either way.
  for (let i = 1; i < starts.length; i += 1) if (starts[i]! <= starts[i - 1]!) return null;
  if (until <= starts[starts.length - 1]!) return null;
  if (offsets.some((offset) => Math.abs(offset) >= 86_400_000)) return null;
  return { starts: [...starts], offsets: [...offsets], until };
}

import type Decimal from 'decimal.js';

/*
 * The API's one row-to-JSON convention (docs/decisions/012-api-conventions.md), used by every resource:
 * - instants (timestamptz columns) as ISO 8601 in UTC with milliseconds: '2025-07-01T10:00:00.123Z';
 * - money, NAV, prices and quantities as JSON numbers, converted from the database's exact numeric
 *   text here and only here; an absent figure stays null, and a stored figure that is not a finite
 *   number is a server error, never a silent 0.
 * Trade dates (the fund's wall clock, no zone) and calendar days ('YYYY-MM-DD') are not instants and
 * keep their own forms (src/domain/positions/trade-dates.ts).
 */

/** A timestamptz as either driver writes it: '2025-07-01 10:00:00.123456+00', optional fraction and minutes. */
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d+)?(Z|[+-]\d{2}(?::?\d{2})?)$/;

/** A stored instant as '2025-07-01T10:00:00.123Z' (sub-millisecond digits dropped). */
export function isoInstant(text: string): string {
  const match = PG_TIMESTAMP.exec(text);
  if (match === null) throw new Error(`Not a stored timestamp: ${JSON.stringify(text.slice(0, 40))}`);
  const [, day, time, fraction = '', zone] = match;
  const millis = `${fraction.slice(1)}000`.slice(0, 3);
  // The sessions run in UTC, so the common case needs no Date (a list holds thousands of rows).
  if (zone === 'Z' || /^\+00(?::?00)?$/.test(zone!)) return `${day}T${time}.${millis}Z`;
  const offset = zone!.length === 3 ? `${zone}:00` : zone!.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  return new Date(`${day}T${time}.${millis}${offset}`).toISOString();
}

/** A stored figure (numeric text, or a Decimal computed from such) as a JSON number. */
export function jsonFigure(value: string | Decimal): number {
  const number =
    typeof value !== 'string' ? value.toNumber() : value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isFinite(number)) throw new Error(`Not a finite figure: ${String(value).slice(0, 40)}`);
  return number;
}

/** The same, with null for an absent figure. */
export function jsonFigureOrNull(value: string | Decimal | null): number | null {
  return value === null ? null : jsonFigure(value);
}

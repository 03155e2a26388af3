import { z } from 'zod';

/*
 * Record ids as the books issue them: positive whole numbers up to the int4 limit of the id columns.
 * Text must be the number's one canonical spelling ('12'): '+12', '012', ' 12 ', '12.0' and '1e1' are
 * refused, so one record never has several addresses and nothing past the column's range reaches the
 * database.
 */

export const MAX_RECORD_ID = 2_147_483_647;
const CANONICAL = /^[1-9][0-9]*$/;
export const INVALID_RECORD_ID =
  'Expected a whole number from 1, written without signs, spaces or leading zeros';

/** A JSON number (a whole one in range) or canonical text; null otherwise. */
export function readRecordId(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1 && value <= MAX_RECORD_ID ? value : null;
  }
  if (typeof value !== 'string' || !CANONICAL.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}

/** A path or query id (always text there), read as a number. */
export function recordIdParam(description: string, message = INVALID_RECORD_ID) {
  // Each check stops the next, so a bad id reads one message, not three.
  return z
    .string({ error: message })
    .max(String(MAX_RECORD_ID).length, { error: message, abort: true })
    .regex(CANONICAL, { error: message, abort: true })
    .refine((text) => readRecordId(text) !== null, { error: message })
    .transform(Number)
    .describe(description);
}

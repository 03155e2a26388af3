import { MAX_RECORD_ID } from '../../../../domain/record-id';
/** The query parameter that keeps the chosen investor across reloads: ?investor=12. */
export const INVESTOR_PARAM = 'investor';

/** A positive whole id from the query string, or null ('', 'abc', '1.5', '-2' choose no one). */
export function parseInvestorParam(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

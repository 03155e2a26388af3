import {
  compareQuarters,
  nextQuarter,
  parseQuarter,
  quarterKey,
  quarterLabel,
  quarterOf,
  sortQuarters,
  type Quarter,
} from '../quarters';
import { parseTradeDate } from './trade-dates';

/**
 * The Trade Log's current quarter: the latest quarter the fund has (created with 'Create New
 * Quarter' or named on a position), or, before there is any, the quarter of `today`.
 */
export function currentTradeQuarter(known: readonly Quarter[], today: string): Quarter {
  let latest: Quarter | null = null;
  for (const quarter of known) if (latest === null || compareQuarters(quarter, latest) > 0) latest = quarter;
  return latest ?? quarterOf(today);
}

/** The selector's list, oldest first, always holding the current quarter. */
export function tradeQuarterList(known: readonly Quarter[], today: string): Quarter[] {
  const current = currentTradeQuarter(known, today);
  const byKey = new Map(known.map((quarter) => [quarterKey(quarter), quarter]));
  byKey.set(quarterKey(current), current);
  return sortQuarters([...byKey.values()]);
}

/** 'Create New Quarter' suggests the quarter after the current one, in display form ('Q4 2025'). */
export function suggestedQuarterName(current: Quarter): string {
  return quarterLabel(nextQuarter(current));
}

const LAST_UPDATED_PREFIX = 'trade_log_last_updated_';

/** The app setting holding a quarter's 'Last updated' date: 'trade_log_last_updated_Q3_2025'. */
export function lastUpdatedSettingKey(quarter: Quarter): string {
  return `${LAST_UPDATED_PREFIX}${quarterKey(quarter)}`;
}

/** The quarter of a 'Last updated' setting key, or null when the key is not one (key form only). */
export function parseLastUpdatedSettingKey(key: string): Quarter | null {
  if (!key.startsWith(LAST_UPDATED_PREFIX)) return null;
  const rest = key.slice(LAST_UPDATED_PREFIX.length);
  return rest.includes('_') ? parseQuarter(rest) : null;
}

/**
 * Whether a 'Last updated' value lies after `now`. A date ('2025-09-30') or a zone-less timestamp is
 * the fund's wall clock and is compared by calendar day with `today` (the fund's); a timestamp with a zone is an
 * instant and may be at most a minute ahead (clock skew between browser and server).
 */
export function isInFuture(value: string, now: Date, today: string): boolean {
  const parsed = parseTradeDate(value);
  if (parsed === null) return false;
  if (parsed.zoned) return Date.parse(value.trim()) > now.getTime() + 60_000;
  return parsed.day > today;
}

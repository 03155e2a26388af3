import { daysInMonth } from '../calendar';
import { NEW_YORK, type WallClock } from '../time-zones';
import type { ImportFormat } from './execution';

/*
 * The books keep trades on the fund's wall clock (FUND_TIME_ZONE, src/server/fund-clock.ts), whatever
 * zone a file was written in or the viewer sits in. Each file's times are read in the file's own zone
 * and moved into the fund's (src/domain/time-zones.ts).
 */

/**
 * The zone each format writes its times in when the file itself does not say. The US brokers export
 * on New York time: an IBKR statement names its zone on its 'WhenGenerated' line (read when known),
 * the template has a time_zone column, tastytrade writes each time with its UTC offset, and Schwab
 * writes dates alone (its New York trade date is booked as that date).
 */
export const FILE_TIME_ZONES: Readonly<Record<ImportFormat, string>> = {
  tastytrade: NEW_YORK,
  ibkr: NEW_YORK,
  schwab: NEW_YORK,
  template: NEW_YORK,
};

/** Options expire at the US market's close, 16:00 in New York. */
export const MARKET_ZONE = NEW_YORK;
export const MARKET_CLOSE_HOUR = 16;

/** Years a trade may carry; anything else is a misread date. */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2100;

/** Checks ranges (a real calendar day, 23:59:59 at most, a year from 1990 to 2100). */
export function validWallClock(w: WallClock): boolean {
  return (
    w.year >= FIRST_YEAR &&
    w.year <= LAST_YEAR &&
    w.month >= 1 &&
    w.month <= 12 &&
    w.day >= 1 &&
    w.day <= daysInMonth(w.year, w.month) &&
    w.hour <= 23 &&
    w.minute <= 59 &&
    w.second <= 59
  );
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:(?:T|,? +)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/**
 * 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm[:ss]', 'YYYY-MM-DDTHH:mm[:ss]' or IBKR's 'YYYY-MM-DD, HH:mm:ss'.
 * `timeKnown` is false for a date alone (read as midnight). Null when unreadable or out of range.
 */
export function parseWallClock(text: string): { wall: WallClock; timeKnown: boolean } | null {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const wall = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h ?? 0),
    minute: Number(mi ?? 0),
    second: Number(s ?? 0),
  };
  return validWallClock(wall) ? { wall, timeKnown: h !== undefined } : null;
}

const OFFSET_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:(Z)|([+-])(\d{2}):?(\d{2})?)$/;

/** The instant of '2025-09-17T14:40:51+0100' (also '+01:00', '+01', 'Z', fractions); null otherwise. */
export function parseOffsetTimestamp(text: string): number | null {
  const match = OFFSET_TIMESTAMP.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zulu, sign, oh, om] = match;
  const wall = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s ?? 0),
  };
  if (!validWallClock(wall)) return null;
  const offsetMinutes = zulu ? 0 : (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om ?? 0));
  if (Math.abs(offsetMinutes) > 14 * 60) return null;
  return (
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) -
    offsetMinutes * 60_000
  );
}

import { daysInMonth, isoDate } from '../calendar';

/*
 * The fund's books keep trades on New York wall-clock time, whatever zone a file was written in or the
 * viewer sits in. Intl.DateTimeFormat knows every IANA zone in Node and in browsers, so no date library
 * is needed: an instant's New York time is read from its formatted parts, and a wall-clock time in
 * another zone is turned into an instant by correcting a first guess with that zone's offset.
 */

export const NEW_YORK = 'America/New_York';

/** Wall-clock fields; month 1 to 12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** Years a trade may carry; anything else is a misread date. */
const FIRST_YEAR = 1990;
const LAST_YEAR = 2100;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat | null {
  const cached = formatters.get(zone);
  if (cached) return cached;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/** An IANA zone name this runtime knows ('Europe/London'); 'UTC' too. */
export function isTimeZone(zone: string): boolean {
  return zone.trim() !== '' && formatterFor(zone) !== null;
}

function partsAt(epochMs: number, formatter: Intl.DateTimeFormat): WallClock {
  const fields: Record<string, number> = {};
  for (const part of formatter.formatToParts(epochMs)) fields[part.type] = Number(part.value);
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

const utcOf = (w: WallClock): number => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The zone's offset from UTC at an instant, in milliseconds (New York in summer: -4 hours). */
function offsetAt(epochMs: number, formatter: Intl.DateTimeFormat): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  return utcOf(partsAt(whole, formatter)) - whole;
}

const HOUR = 3_600_000;
// New York changes offset on whole UTC hours, so one offset per UTC hour is exact; bounded in size.
const newYorkOffsets = new Map<number, number>();

function newYorkOffset(epochMs: number): number {
  const bucket = Math.floor(epochMs / HOUR);
  let offset = newYorkOffsets.get(bucket);
  if (offset === undefined) {
    if (newYorkOffsets.size > 50_000) newYorkOffsets.clear();
    offset = offsetAt(bucket * HOUR, formatterFor(NEW_YORK)!);
    newYorkOffsets.set(bucket, offset);
  }
  return offset;
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm:ss'. */
export function wallClockText(w: WallClock): string {
  return `${isoDate(w)}T${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;
}

/** The New York wall clock of an instant, 'YYYY-MM-DDTHH:mm:ss'. */
export function newYorkTimeOf(epochMs: number): string {
  const local = new Date(Math.floor(epochMs / 1000) * 1000 + newYorkOffset(epochMs));
  return local.toISOString().slice(0, 19);
}

/**
 * The instant a wall-clock time names in a zone. A time skipped by a spring-forward change reads as
 * the hour after; a repeated autumn hour reads as its first occurrence. Null for an unknown zone.
 */
export function instantOf(wall: WallClock, zone: string): number | null {
  let offset: (epochMs: number) => number = newYorkOffset;
  if (zone !== NEW_YORK) {
    const formatter = formatterFor(zone);
    if (formatter === null) return null;
    offset = (epochMs) => offsetAt(epochMs, formatter);
  }
  const guess = utcOf(wall);
  const firstOffset = offset(guess);
  const first = guess - firstOffset;
  const secondOffset = offset(first);
  if (secondOffset === firstOffset) return first;
  const second = guess - secondOffset;
  return offset(second) === secondOffset ? second : Math.max(first, second);
}

/** The New York wall clock of a wall-clock time in another zone; null for an unknown zone. */
export function newYorkTimeFromZone(wall: WallClock, zone: string): string | null {
  if (zone === NEW_YORK) return wallClockText(wall);
  const instant = instantOf(wall, zone);
  return instant === null ? null : newYorkTimeOf(instant);
}

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
  return utcOf(wall) - offsetMinutes * 60_000;
}

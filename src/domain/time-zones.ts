import { isoDate } from './calendar';
import type { ZoneOffsets } from './zone-offsets';

/*
 * Wall-clock time in IANA zones, with Intl.DateTimeFormat alone (it knows every zone in Node and in
 * browsers): an instant's wall clock is read from its formatted parts, and a wall-clock time is turned
 * into an instant by correcting a first guess with the zone's offset. The fund's one clock
 * (FUND_TIME_ZONE) reads the present through these on the server and in the browser; broker imports
 * move a file's times into the fund's zone with them. Nothing here reads the present itself.
 */

export const NEW_YORK = 'America/New_York';

/** The fund's zone when FUND_TIME_ZONE is not set (development and tests; production must set it). */
export const DEFAULT_FUND_TIME_ZONE = NEW_YORK;

/** Wall-clock fields; month 1 to 12. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

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

function knownFormatter(zone: string): Intl.DateTimeFormat {
  const formatter = formatterFor(zone);
  if (formatter === null) throw new RangeError(`Unknown time zone: ${zone}`);
  return formatter;
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
function exactOffset(epochMs: number, formatter: Intl.DateTimeFormat): number {
  const whole = Math.floor(epochMs / 1000) * 1000;
  return utcOf(partsAt(whole, formatter)) - whole;
}

const HOUR = 3_600_000;
/**
 * Per zone and UTC hour, the offset when it holds for the whole hour (null when it changes within it):
 * an import of 50,000 rows formats a few hundred hours instead of every row. Bounded in size.
 */
const hourOffsets = new Map<string, Map<number, number | null>>();

function offsetAt(epochMs: number, zone: string): number {
  let hours = hourOffsets.get(zone);
  if (hours === undefined) hourOffsets.set(zone, (hours = new Map()));
  const bucket = Math.floor(epochMs / HOUR);
  let offset = hours.get(bucket);
  if (offset === undefined) {
    if (hours.size > 50_000) hours.clear();
    const formatter = knownFormatter(zone);
    const start = exactOffset(bucket * HOUR, formatter);
    offset = exactOffset((bucket + 1) * HOUR - 1000, formatter) === start ? start : null;
    hours.set(bucket, offset);
  }
  return offset ?? exactOffset(epochMs, knownFormatter(zone));
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/** 'YYYY-MM-DDTHH:mm:ss'. */
export function wallClockText(w: WallClock): string {
  return `${isoDate(w)}T${pad2(w.hour)}:${pad2(w.minute)}:${pad2(w.second)}`;
}

/** The wall clock of an instant in a zone, 'YYYY-MM-DDTHH:mm:ss'. Throws for an unknown zone. */
export function zonedTimeText(epochMs: number, zone: string): string {
  const local = new Date(Math.floor(epochMs / 1000) * 1000 + offsetAt(epochMs, zone));
  return local.toISOString().slice(0, 19);
}

/** The calendar day of an instant in a zone, 'YYYY-MM-DD'. Throws for an unknown zone. */
export function zonedDay(epochMs: number, zone: string): string {
  return zonedTimeText(epochMs, zone).slice(0, 10);
}

/**
 * The instant a wall-clock time names in a zone. A time skipped by a spring-forward change reads as
 * the hour after; a repeated autumn hour reads as its first occurrence. Null for an unknown zone.
 */
export function instantOf(wall: WallClock, zone: string): number | null {
  if (!isTimeZone(zone)) return null;
  const offset = (epochMs: number) => offsetAt(epochMs, zone);
  const guess = utcOf(wall);
  const firstOffset = offset(guess);
  const first = guess - firstOffset;
  const secondOffset = offset(first);
  if (secondOffset === firstOffset) return first;
  const second = guess - secondOffset;
  return offset(second) === secondOffset ? second : Math.max(first, second);
}

/** A wall-clock time in one zone as the wall clock of another; null for an unknown zone. */
export function wallClockInZone(wall: WallClock, fromZone: string, toZone: string): string | null {
  if (fromZone === toZone) return isTimeZone(fromZone) ? wallClockText(wall) : null;
  if (!isTimeZone(toZone)) return null;
  const instant = instantOf(wall, fromZone);
  return instant === null ? null : zonedTimeText(instant, toZone);
}

/** How far apart the offsets are read: no zone changes its offset twice within six hours. */
const OFFSET_STEP = 6 * HOUR;

/**
 * The zone's offsets from `fromMs` until `untilMs` (zone-offsets.ts), each change found to the second
 * between two readings six hours apart. Throws for an unknown zone.
 */
export function zoneOffsets(zone: string, fromMs: number, untilMs: number): ZoneOffsets {
  const formatter = knownFormatter(zone);
  const offset = (epochMs: number) => exactOffset(epochMs, formatter);
  let at = Math.floor(fromMs / 1000) * 1000;
  const until = Math.floor(untilMs / 1000) * 1000;
  const starts = [at];
  const offsets = [offset(at)];
  while (at < until) {
    const next = Math.min(at + OFFSET_STEP, until);
    const current = offsets[offsets.length - 1]!;
    if (offset(next) !== current) {
      // The first second of the new offset, between `at` (old) and `next` (new).
      let low = at;
      let high = next;
      while (high - low > 1000) {
        const middle = low + Math.floor((high - low) / 2000) * 1000;
        if (offset(middle) === current) low = middle;
        else high = middle;
      }
      if (high >= until) break;
      starts.push(high);
      offsets.push(offset(high));
      at = high;
    } else {
      at = next;
    }
  }
  return { starts, offsets, until };
}

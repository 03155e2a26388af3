import { daysInMonth, isoDate } from '../calendar';

/*
 * Trade dates are the fund's wall-clock time without a zone ('YYYY-MM-DDTHH:mm:ss'), as the database
 * keeps them: a close "at 9:00 on 30 September" belongs to 30 September wherever the server runs.
 * Input may be a date ('2025-09-30') or a full ISO timestamp; a timestamp's date and time are taken as
 * written and its zone, if any, is dropped, because the sender's wall clock is the fund's.
 */

/** Every close (full, partial, roll, backfill, edit) is booked at 9:00 (docs/requirements.md#tl-dates). */
export const CLOSE_TIME = '09:00:00';

/** A date-only open, average-down or roll date starts at midnight. */
export const START_OF_DAY = '00:00:00';

const DATE_OR_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

export interface TradeDate {
  /** 'YYYY-MM-DD'. */
  day: string;
  /** 'HH:mm:ss', or null when only a date was given. */
  time: string | null;
  /** True when a timestamp carried a zone ('Z', '+02:00'), which the wall-clock reading drops. */
  zoned: boolean;
}

function validDay(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Reads 'YYYY-MM-DD' or an ISO timestamp; null for anything else, including impossible dates. */
export function parseTradeDate(text: string): TradeDate | null {
  const trimmed = text.trim();
  const match = DATE_OR_TIMESTAMP.exec(trimmed);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (!validDay(year, month, day)) return null;
  // The pattern's first ten characters are the zero-padded date itself (the journal reads 50,000).
  const isoDay = trimmed.slice(0, 10);
  if (h === undefined || mi === undefined) return { day: isoDay, time: null, zoned: false };
  if (Number(h) > 23 || Number(mi) > 59 || Number(s ?? 0) > 59) return null;
  return { day: isoDay, time: `${h}:${mi}:${s ?? '00'}`, zoned: zone !== undefined };
}

/** The stored timestamp of an open, average-down or roll date: its written time, or midnight. */
export function tradeTimestamp(date: TradeDate): string {
  return `${date.day}T${date.time ?? START_OF_DAY}`;
}

/** The stored timestamp of a close date: 9:00 on its calendar date, whatever time was sent. */
export function closeTimestamp(date: TradeDate): string {
  return `${date.day}T${CLOSE_TIME}`;
}

/** 'YYYY-MM-DD' of a stored timestamp. */
export function dayOf(timestamp: string): string {
  return timestamp.slice(0, 10);
}

/** The database's '2025-09-30 09:00:00[.ffffff]' as the API's '2025-09-30T09:00:00'. */
export function wallClockTimestamp(value: string): string {
  return value.replace(' ', 'T').slice(0, 19);
}

/**
 * "Close date must be after open date" (docs/requirements.md#tl-dates), read on calendar days: a
 * position may be opened and closed on the same day (the close is booked at 9:00, the open at its own time).
 */
export function closesBeforeOpening(closeDay: string, openTimestamp: string): boolean {
  return closeDay < dayOf(openTimestamp);
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * An expiration date as the form shows it, 'MM/DD/YYYY' (single-digit month and day accepted), or as
 * a date input gives it, 'YYYY-MM-DD'. Returns the stored 'YYYY-MM-DD', or null.
 */
export function parseExpirationDate(text: string): string | null {
  const trimmed = text.trim();
  const us = US_DATE.exec(trimmed);
  const iso = us ? null : ISO_DATE.exec(trimmed);
  const parts = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : null;
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  return validDay(year, month, day) ? isoDate({ year, month, day }) : null;
}

/** The stored '2025-12-19' as the form's '12/19/2025'. */
export function formatExpirationDate(isoDay: string): string {
  const [year = '', month = '', day = ''] = isoDay.split('-');
  return `${month}/${day}/${year}`;
}

/** Today as a trade date (no time), for a close, average-down or roll date left out. */
export function todayTradeDate(today: string): TradeDate {
  return { day: today, time: null, zoned: false };
}

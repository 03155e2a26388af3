import Decimal from 'decimal.js';
import { calendarDayOfIso, MONTH_ABBREVIATIONS, WEEKDAY_NAMES, addDays, weekdayIndex } from './calendar';
import { roundHalfUp } from './rounding';

/*
 * The one formatting module (docs/requirements.md#pub-format): every figure and date a person reads, on
 * screen, in a PDF or in a text, is written here, so one holding never reads two ways. Which kind a
 * place uses is the place's rule: the portal, statements, confirmations, notices and tax packages show
 * money (a NAV per unit included) in cents and percents with 2 decimals; the Reports area (and its
 * batch statement text) keeps the specification's 3 decimals for money and shares;
 * CSV files carry exact figures and ISO dates and are not formatted at all.
 */

/** Anything a figure cell may hold; text (including the mask '***') is shown as it is. */
export type Figure = number | string | null | undefined;
/** A figure from the books: decimal.js keeps every digit, a number is read as its shortest form. */
export type Exact = Decimal | number;

/** Text, blanks and non-finite numbers: the caller gets back what there is to show, never 'NaN'. */
function passThrough(value: Figure | Decimal): string | null {
  if (Decimal.isDecimal(value)) return value.isFinite() ? null : '';
  if (typeof value === 'string') return value;
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return null;
}

// Built once per precision, and only for figures of more than 15 significant digits: a browser's first
// Intl.NumberFormat loads its number data, 25-40 ms on a phone in one piece (decision 034).
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(min: number, max: number): Intl.NumberFormat {
  const key = `${min}-${max}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
    numberFormats.set(key, format);
  }
  return format;
}

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const joined = (whole: string, decimals: string) =>
  decimals === '' ? group(whole) : `${group(whole)}.${decimals}`;

/** Beyond this many units of the last decimal a double's digits may read differently from Intl's. */
const PLAIN_DIGITS_LIMIT = 1e15;

/**
 * What Intl.NumberFormat('en-US', {min, max}) writes for `abs` (not negative, already rounded to `max`
 * decimals), without Intl: below 10^15 units of the last decimal the double holds those decimals
 * exactly enough that toFixed and Intl read the same digits (format.test.ts checks them against each
 * other). Null beyond, where Intl decides.
 */
function plainDigits(abs: number, min: number, max: number): string | null {
  if (abs * 10 ** max >= PLAIN_DIGITS_LIMIT) return null;
  const [whole = '0', fraction = ''] = abs.toFixed(max).split('.');
  return joined(whole, fraction.replace(/0+$/, '').padEnd(min, '0'));
}

/**
 * The digits of a figure without its sign: en-US thousands separators, `min` to `max` decimals,
 * half away from zero (`max` null: every digit the figure has). `negative` is read after rounding,
 * so nothing ever reads '-0.00'. Numbers take the fast float path (src/domain/rounding.ts), decimals
 * the exact one: a share count of 28 digits keeps all of them.
 */
function digits(value: Exact, min: number, max: number | null): { negative: boolean; text: string } {
  if (!Decimal.isDecimal(value) && max !== null) {
    const rounded = roundHalfUp(value, max);
    const abs = Math.abs(rounded);
    return { negative: rounded < 0, text: plainDigits(abs, min, max) ?? numberFormat(min, max).format(abs) };
  }
  const exact = new Decimal(value);
  const rounded = max === null ? exact : exact.toDecimalPlaces(max, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction = ''] = rounded.abs().toFixed().split('.');
  return {
    negative: rounded.isNegative() && !rounded.isZero(),
    text: joined(whole, fraction.padEnd(min, '0')),
  };
}

function signed(value: Exact, min: number, max: number | null, prefix = '', suffix = ''): string {
  const { negative, text } = digits(value, min, max);
  return `${negative ? '-' : ''}${prefix}${text}${suffix}`;
}

/**
 * A sheet figure with en-US thousands separators ('12,345.5'), up to 6 decimals so share counts and
 * NAVs keep their precision. Columns whose name contains '%' hold percentages and are shown unchanged.
 */
export function formatNumber(value: Figure, fieldName?: string): string {
  const text = passThrough(value);
  if (text !== null) return text;
  if (fieldName?.includes('%')) return String(value);
  return signed(value as number, 0, 6);
}

/** A figure with two decimals and no unit: '147.02', '-3.10', '1,234.50' (a chart's index values). */
export function formatTwoDecimals(value: Figure): string {
  return passThrough(value) ?? signed(value as number, 2, 2);
}

/** Money in dollars and cents: '$1,234.50', '-$1,234.50' (the portal, statements, confirmations). */
export function formatCurrency(value: Figure | Decimal): string {
  return passThrough(value) ?? signed(value as Exact, 2, 2, '$');
}

/** '1,234.568': the Reports area's money and share amounts, always three decimals. */
export function formatMoney3(value: Figure | Decimal): string {
  return passThrough(value) ?? signed(value as Exact, 3, 3);
}

/** '$1,234.568', '-$0.500': the Reports area's money where the text names no unit. */
export function formatDollars3(value: Figure | Decimal): string {
  return passThrough(value) ?? signed(value as Exact, 3, 3, '$');
}

/**
 * The NAV per unit in the Reports area: '$176.400', '$157.736681', at least 3 decimals and at most the
 * books' 6, as the administrator types and checks it (the specification's NAV step is 0.000001).
 */
export function formatNav(value: Figure | Decimal): string {
  return passThrough(value) ?? signed(value as Exact, 3, 6, '$');
}

/**
 * The NAV per unit where an investor reads it (the portal, statements, confirmations, notices, tax
 * packages): a price in money, so in cents like every other amount there, '$176.40' (issue 31 item 8).
 * The books keep every digit, and units are still shown as held, so value = units × NAV is worked
 * exactly even where the shown price is rounded.
 */
export function formatNavPerUnit(value: Figure | Decimal): string {
  return formatCurrency(value);
}

/**
 * Units (shares) outside the Reports area, exactly as the books hold them: '1,580.37432',
 * '0.0000633968', '20'. A statement, a confirmation and the portal show one holding alike.
 */
export function formatUnits(value: Figure | Decimal): string {
  return passThrough(value) ?? signed(value as Exact, 0, null);
}

/**
 * A change: '+12.35%', '-3.10%', '+0.00%'. The sign is read after rounding, so -0.001 shows '+0.00%'
 * rather than a negative zero.
 */
export function formatPercent(value: Figure | Decimal): string {
  const text = passThrough(value);
  if (text !== null) return text;
  const { negative, text: figure } = digits(value as Exact, 2, 2);
  return `${negative ? '-' : '+'}${figure}%`;
}

/** A share of a whole, never negative so without a sign: '7.11%' (an ownership, a slice of the pie). */
export function formatShare(value: Figure | Decimal): string {
  return passThrough(value) ?? signed(value as Exact, 2, 2, '', '%');
}

/** '1,234.57%', '0.75%', '78%', '-3.5%': a rate with as few decimals as it needs, up to `decimals`. */
export function formatPercentUpTo(value: Exact, decimals: number): string {
  return signed(value, 0, decimals, '', '%');
}

/** What a return reads while its start NAV is missing. */
export const RETURN_NOT_AVAILABLE = 'Not available';

/**
 * A return in the Reports area, 3 decimals, always signed: '+8.671%', '-1.235%', '+0.000%'
 * (docs/requirements.md#pub-format).
 */
export function formatReturn3(value: Decimal.Value | null): string {
  if (value === null) return RETURN_NOT_AVAILABLE;
  const { negative, text } = digits(new Decimal(value), 3, 3);
  return `${negative ? '-' : '+'}${text}%`;
}

/** A share of the fund in the Reports area: '24.069%'. */
export function formatOwnership3(value: Decimal.Value): string {
  return signed(new Decimal(value), 3, 3, '', '%');
}

/**
 * A statement's return, rounded up (towards +infinity) to 2 decimals (docs/requirements.md#rep-text):
 * 8.671 reads '8.68%', -1.234 reads '-1.23%', 8.67 stays '8.67%', and a negative value that rounds up
 * to zero reads '0.00%', never '-0.00%'.
 */
export function formatReturnUp2(value: Decimal.Value): string {
  return signed(new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_CEIL), 2, 2, '', '%');
}

/* Dates. On screen and in PDFs one form: 'Nov 27, 2026'. CSV files keep 'YYYY-MM-DD'. */

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;
const SQL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)([+-]\d{2}(?::?\d{2})?|Z)?$/i;

/**
 * A timestamp as PostgreSQL writes one ('2026-11-28 11:48:54.582+00', what a text-mode column answers)
 * in ISO form ('2026-11-28T11:48:54.582+00:00'), which Date reads; anything else as it is.
 */
function isoTimestamp(value: string): string {
  const match = SQL_TIMESTAMP.exec(value);
  if (match === null) return value;
  const [, day, time, zone = ''] = match;
  return `${day}T${time}${/^[+-]\d{2}$/.test(zone) ? `${zone}:00` : zone}`;
}

function dayText(year: number, month: number, day: number): string {
  return `${MONTH_ABBREVIATIONS[month - 1] ?? ''} ${day}, ${year}`;
}

/**
 * 'Nov 27, 2026' from '2026-11-27' or from a timestamp. A plain date is read from its text so no time
 * zone can shift the day; a timestamp with a zone is an instant, shown on the reader's own calendar,
 * and one without a zone is the fund's wall clock, read as written. Anything else is shown as it is.
 */
export function formatDate(text: string): string {
  const value = isoTimestamp(text);
  const plain = /^\d{4}-\d{2}-\d{2}$/.test(value) || (TIMESTAMP.test(value) && !hasZone(value));
  if (plain) {
    const { year, month, day } = calendarDayOfIso(value.slice(0, 10));
    return dayText(year, month, day);
  }
  const date = TIMESTAMP.test(value) ? new Date(value) : null;
  if (date === null || Number.isNaN(date.getTime())) return text;
  return dayText(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

const hasZone = (timestamp: string) => /(?:Z|[+-]\d{2}:?\d{2})$/i.test(timestamp);

/**
 * An instant on the reader's clock: 'Nov 27, 2026, 3:04 PM' (a backup taken, an import committed).
 * A text that is not a timestamp is shown as it is; null is blank.
 */
export function formatDateTime(text: string | null): string {
  if (text === null) return '';
  const value = isoTimestamp(text);
  const date = TIMESTAMP.test(value) ? new Date(value) : null;
  if (date === null || Number.isNaN(date.getTime())) return text;
  const day = dayText(date.getFullYear(), date.getMonth() + 1, date.getDate());
  return `${day}, ${clockText(date.getHours(), date.getMinutes())}`;
}

const clockText = (hours: number, minutes: number) =>
  `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;

/**
 * An instant in UTC, for a text sent to people in other zones (a notice's e-mail):
 * 'Nov 27, 2026, 3:04 PM UTC'.
 */
export function formatInstantUtc(instant: Date): string {
  const day = dayText(instant.getUTCFullYear(), instant.getUTCMonth() + 1, instant.getUTCDate());
  return `${day}, ${clockText(instant.getUTCHours(), instant.getUTCMinutes())} UTC`;
}

/** 'Nov 17': a day within a known year (a week's label, a chart's tick). */
export function formatShortDay(isoDay: string): string {
  const { month, day } = calendarDayOfIso(isoDay);
  return `${MONTH_ABBREVIATIONS[month - 1] ?? ''} ${day}`;
}

/** 'Wednesday, Nov 19, 2025': a day's heading, and what a screen reader says for a calendar cell. */
export function formatLongDay(isoDay: string): string {
  return `${WEEKDAY_NAMES[weekdayIndex(isoDay)]}, ${formatDate(isoDay)}`;
}

/** 'Nov 17 - Nov 21': a trading week, Monday to Friday (the Weekly Profit Tracker's label). */
export function tradingWeekLabel(monday: string): string {
  return `${formatShortDay(monday)} - ${formatShortDay(addDays(monday, 4))}`;
}

/** 'Nov 17 - Nov 23': a calendar week, Monday to Sunday (the calendar's weekly summary). */
export function calendarWeekLabel(monday: string): string {
  return `${formatShortDay(monday)} - ${formatShortDay(addDays(monday, 6))}`;
}

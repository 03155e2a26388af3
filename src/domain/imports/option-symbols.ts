import Decimal from 'decimal.js';
import { daysInMonth, isoDate, MONTH_ABBREVIATIONS } from '../calendar';
import { parseExpirationDate } from '../positions/trade-dates';
import type { OptionType } from '../positions/units';

/** An option contract as a symbol names it. */
export interface OptionContract {
  /** The symbol's root or underlying, upper case ('SPXW' for an OCC weekly root). */
  underlying: string;
  /** 'YYYY-MM-DD'. */
  expiration: string;
  /** Shortest plain decimal text ('190', '182.5'). */
  strike: string;
  right: OptionType;
}

const ROOT = /^[A-Z][A-Z0-9.]{0,5}$/;

function twoDigitYearDate(yy: number, month: number, day: number): string | null {
  const year = 2000 + yy;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return isoDate({ year, month, day });
}

function strikeText(text: string): string | null {
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const strike = new Decimal(text);
  return strike.gt(0) ? strike.toFixed() : null;
}

const OCC = /^([A-Z][A-Z0-9.]{0,5}) *(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/;

/**
 * OCC's 21-character symbol, 'AAPL  250117P00190000' (root padded to six), or unpadded
 * 'AAPL250117P00190000'; the strike is the last eight digits in thousandths ('00182500' is 182.5).
 */
export function parseOccSymbol(text: string): OptionContract | null {
  const match = OCC.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, root = '', yy, mm, dd, right, thousandths = ''] = match;
  const expiration = twoDigitYearDate(Number(yy), Number(mm), Number(dd));
  const strike = new Decimal(thousandths).div(1000);
  if (expiration === null || strike.lte(0)) return null;
  return { underlying: root, expiration, strike: strike.toFixed(), right: right as OptionType };
}

const IBKR_DATE = /^(\d{2})([A-Z]{3})(\d{2})$/;
const MONTHS = MONTH_ABBREVIATIONS.map((name) => name.toUpperCase());

/** '{UNDERLYING} {DDMONYY} {strike} {C|P}' from the end, so 'BRK B 19SEP25 400 C' is 'BRK.B'. */
function splitFromEnd(
  text: string,
): { underlying: string; date: string; strike: string; right: string } | null {
  const tokens = text.trim().toUpperCase().split(/\s+/);
  if (tokens.length < 4) return null;
  const [date = '', strike = '', right = ''] = tokens.slice(-3);
  const underlying = tokens.slice(0, -3).join('.');
  return { underlying, date, strike, right };
}

/** Interactive Brokers: 'ARKK 19SEP25 80 C', 'SPY 17OCT25 582.5 P'. */
export function parseIbkrOptionSymbol(text: string): OptionContract | null {
  const parts = splitFromEnd(text);
  if (parts === null || !ROOT.test(parts.underlying)) return null;
  const date = IBKR_DATE.exec(parts.date);
  const month = date ? MONTHS.indexOf(date[2] ?? '') + 1 : 0;
  const expiration = date && month > 0 ? twoDigitYearDate(Number(date[3]), month, Number(date[1])) : null;
  const strike = strikeText(parts.strike);
  if (expiration === null || strike === null || (parts.right !== 'C' && parts.right !== 'P')) return null;
  return { underlying: parts.underlying, expiration, strike, right: parts.right };
}

/** Charles Schwab: 'APP 11/07/2025 600.00 C'. */
export function parseSchwabOptionSymbol(text: string): OptionContract | null {
  const parts = splitFromEnd(text);
  if (parts === null || !ROOT.test(parts.underlying) || !parts.date.includes('/')) return null;
  const expiration = parseExpirationDate(parts.date);
  const strike = strikeText(parts.strike);
  if (expiration === null || strike === null || (parts.right !== 'C' && parts.right !== 'P')) return null;
  return { underlying: parts.underlying, expiration, strike, right: parts.right };
}

const SHORT_US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2})$/;

/** tastytrade's expiration '9/12/25' (and 'MM/DD/YYYY' or 'YYYY-MM-DD'); null otherwise. */
export function parseShortUsDate(text: string): string | null {
  const match = SHORT_US_DATE.exec(text.trim());
  if (!match) return parseExpirationDate(text);
  return twoDigitYearDate(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** 'C', 'P', 'CALL' or 'PUT' in any case. */
export function readRight(text: string): OptionType | null {
  const upper = text.trim().toUpperCase();
  if (upper === 'C' || upper === 'CALL') return 'C';
  if (upper === 'P' || upper === 'PUT') return 'P';
  return null;
}

/** A strike above zero as shortest decimal text ('600.00' is '600'); null otherwise. */
export function readStrike(text: string): string | null {
  return strikeText(text.trim().replace(/^\$/, ''));
}

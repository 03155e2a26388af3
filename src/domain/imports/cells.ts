import Decimal from 'decimal.js';
import { withinBound } from '../decimal-input';

/*
 * Cell readers shared by the format readers. Brokers write figures as '$3.40', '-$12,301.98',
 * '(1.25)', '1,000' or '--'; these read them all into decimal.js, never a float.
 */

const FIGURE = /^\d+(\.\d*)?$|^\.\d+$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/** Blank, or a broker's "nothing here" ('--', '-', 'N/A'). */
export function isAbsent(text: string | undefined): boolean {
  const trimmed = (text ?? '').trim();
  return trimmed === '' || trimmed === '--' || trimmed === '-' || trimmed.toUpperCase() === 'N/A';
}

/**
 * A signed figure: '$3.40', '-$12,301.98', '$-1.5', '(1.25)' (negative), '+2', '1,000.5'.
 * Null when absent or unreadable; check `isAbsent` first where absence has a meaning.
 */
export function readFigure(text: string | undefined): Decimal | null {
  let rest = (text ?? '').trim();
  let negative = false;
  if (rest.startsWith('(') && rest.endsWith(')')) {
    negative = true;
    rest = rest.slice(1, -1).trim();
  }
  if (rest.startsWith('-') || rest.startsWith('+')) {
    negative = negative !== rest.startsWith('-');
    rest = rest.slice(1);
  }
  if (rest.startsWith('$')) rest = rest.slice(1);
  if (!negative && rest.startsWith('-')) {
    negative = true;
    rest = rest.slice(1);
  }
  if (GROUPED.test(rest)) rest = rest.replaceAll(',', '');
  if (!FIGURE.test(rest)) return null;
  const value = new Decimal(rest);
  if (!withinBound(value, 'amount')) return null;
  return negative && !value.isZero() ? value.negated() : value;
}

/** A figure above zero, sign dropped (brokers sign quantities by side); null when zero or unreadable. */
export function readQuantity(text: string | undefined): Decimal | null {
  const value = readFigure(text);
  return value === null || value.isZero() ? null : value.abs();
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Trimmed one-line text of at most `max` characters; null when longer or holding control characters. */
export function readBoundedText(text: string | undefined, max: number): string | null {
  const trimmed = (text ?? '').trim();
  return trimmed.length <= max && !CONTROL.test(trimmed) ? trimmed : null;
}

const TICKER = /^[A-Z][A-Z0-9./-]*$/;

/** An upper-cased ticker ('brk.b' is 'BRK.B') of at most `max` characters; null otherwise. */
export function readTickerCell(text: string | undefined, max: number): string | null {
  const ticker = (text ?? '').trim().toUpperCase();
  return ticker.length <= max && TICKER.test(ticker) ? ticker : null;
}

/** Column names compared loosely: case, spacing, underscores and a BOM do not matter. */
export function headerName(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replaceAll('_', ' ')
    .replace(/\s+/g, ' ');
}

/** Cells of a row by column name. */
export class Columns {
  private readonly index = new Map<string, number>();
  /** Names as callers spell them, so each is normalized once rather than once per row. */
  private readonly lookups = new Map<string, number | undefined>();

  constructor(header: readonly string[]) {
    header.forEach((name, position) => {
      const key = headerName(name);
      if (key !== '' && !this.index.has(key)) this.index.set(key, position);
    });
  }

  private position(name: string): number | undefined {
    if (this.lookups.has(name)) return this.lookups.get(name);
    const position = this.index.get(headerName(name));
    this.lookups.set(name, position);
    return position;
  }

  has(name: string): boolean {
    return this.position(name) !== undefined;
  }

  hasAll(names: readonly string[]): boolean {
    return names.every((name) => this.has(name));
  }

  /** The trimmed cell, '' when the column or the cell is missing. */
  get(row: readonly string[], name: string): string {
    const position = this.position(name);
    return position === undefined ? '' : (row[position] ?? '').trim();
  }
}

/** Plain decimal text in its shortest form ('3.40' is '3.4'). */
export function decimalText(value: Decimal): string {
  return value.toFixed();
}

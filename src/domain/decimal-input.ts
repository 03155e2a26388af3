import Decimal from 'decimal.js';

/*
 * The one reader of figures that come in (docs/requirements.md#input-figures): every money, NAV and
 * share field of the Trade Log, the investor tools, the batch reports and the broker-file import reads
 * through here, so they agree on what text is a number and on where a figure is too large.
 */

/** What a number input or a JSON payload may hold for an amount: '1234.5', '-0.25', '.5', '7.'. */
export const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * The bounds of a figure's size. One rule for all: a figure must be strictly below its bound, so
 * 999,999,999,999.99 is accepted and 1,000,000,000,000 is refused. Far above anything the fund holds,
 * low enough that a typo cannot poison the totals, and exact as a JSON number.
 */
export const FIGURE_BOUNDS = {
  /** Money: amounts, premiums, prices, P&L, contributions. */
  amount: new Decimal('1e12'),
  /** Share counts (investor shares; Trade Log quantities have their own, smaller limit). */
  shares: new Decimal('1e12'),
  /** NAV per share. */
  nav: new Decimal('1e9'),
} as const;
export type FigureKind = keyof typeof FIGURE_BOUNDS;

/**
 * An exact decimal from a form field or payload value, or null when it holds no number. Text must be a
 * plain decimal (no thousands separators, no exponent), because that is what number inputs produce;
 * a JS number is read through its shortest form, so 0.1 reads exactly 0.1. Never throws, so a form's
 * half-typed value ('', '1.', 'abc') is safe to pass. No bound: see `readFigure`.
 */
export function parseDecimal(value: unknown): Decimal | null {
  if (Decimal.isDecimal(value)) return value.isFinite() ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? new Decimal(text) : null;
}

/** Whether `value` is within the bound of its kind (strictly below it in size). */
export function withinBound(value: Decimal, kind: FigureKind = 'amount'): boolean {
  return value.abs().lt(FIGURE_BOUNDS[kind]);
}

/** `parseDecimal`, then null when the figure is not within the bound of its kind. */
export function readFigure(value: unknown, kind: FigureKind = 'amount'): Decimal | null {
  const parsed = parseDecimal(value);
  return parsed !== null && withinBound(parsed, kind) ? parsed : null;
}

/** An empty form field: nothing, or only spaces. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The numeric text PostgreSQL stores: plain notation ('0.0000001', never '1e-7'), no exponent. */
export function toNumericText(value: Decimal.Value): string {
  return new Decimal(value).toFixed();
}

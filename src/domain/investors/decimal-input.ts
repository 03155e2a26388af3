import Decimal from 'decimal.js';

/** What a number input or a JSON payload may hold for an amount: '1234.5', '-0.25', '.5', '7.'. */
export const DECIMAL_TEXT = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/**
 * An exact decimal from a form field or payload value, or null when it holds no number. Text must be a
 * plain decimal (no thousands separators, no exponent), because that is what number inputs produce;
 * a JS number is read through its shortest form, so 0.1 reads exactly 0.1.
 */
export function parseDecimal(value: unknown): Decimal | null {
  if (Decimal.isDecimal(value)) return value.isFinite() ? value : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return DECIMAL_TEXT.test(text) ? new Decimal(text) : null;
}

/** An empty form field: nothing, or only spaces. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The numeric text PostgreSQL stores: plain notation, no exponent, no trailing zeros. */
export function toNumericText(value: Decimal.Value): string {
  return new Decimal(value).toFixed();
}

import Decimal from 'decimal.js';

/*
 * Exact sums of many money figures as integers (decision 028): each figure becomes a BigInt count of
 * 10^-scale units, where `scale` is the most decimals any figure has (2 for cents), so additions
 * are exact and cost no decimal objects; only the final figures are rounded, half away from zero,
 * as decimal.js's ROUND_HALF_UP does.
 */

const PLAIN = /^-?\d+(?:\.(\d+))?$/;

/** Plain decimal text ('-12.5'): the database's numeric text; anything else goes through decimal.js. */
const plainText = (value: Decimal.Value): string =>
  typeof value === 'string' && PLAIN.test(value) ? value : new Decimal(value).toFixed();

/** How many decimals a figure is written with ('12.50' has 2). */
export function fractionDigits(value: Decimal.Value): number {
  const text = plainText(value);
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** The figure as a count of 10^-scale units; throws if it has more decimals than `scale`. */
export function toScaled(value: Decimal.Value, scale: number): bigint {
  const text = plainText(value);
  const dot = text.indexOf('.');
  if (dot === -1) return BigInt(text + '0'.repeat(scale));
  const fraction = text.length - dot - 1;
  if (fraction > scale) throw new RangeError(`${text} has more than ${scale} decimals`);
  return BigInt(text.slice(0, dot) + text.slice(dot + 1) + '0'.repeat(scale - fraction));
}

/** numerator ÷ denominator rounded to an integer, half away from zero. */
export function roundDiv(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const a = numerator < 0n ? -numerator : numerator;
  const b = denominator < 0n ? -denominator : denominator;
  let quotient = a / b;
  if ((a % b) * 2n >= b) quotient += 1n;
  return negative ? -quotient : quotient;
}

const POWERS: bigint[] = [];
const power = (n: number): bigint => (POWERS[n] ??= 10n ** BigInt(n));

/** numerator ÷ denominator rounded half away from zero to `places` decimals, as a number (never -0). */
export function ratioToNumber(numerator: bigint, denominator: bigint, places: number): number {
  return Number(roundDiv(numerator * power(places), denominator)) / 10 ** places || 0;
}

/** A count of 10^-scale units rounded half away from zero to `places` decimals, as a number. */
export function scaledToNumber(value: bigint, scale: number, places: number): number {
  if (scale <= places) return Number(value) / 10 ** scale || 0;
  return Number(roundDiv(value, power(scale - places))) / 10 ** places || 0;
}

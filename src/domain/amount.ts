/**
 * Published sheets give figures as numbers when the cell is plain and as text when the sheet
 * formats it ('$1,234.50', '(1,234.50)', '12.5 %'); both must read the same.
 */

// Sign before or after the dollar sign ('-$5', '$-5'); thousands commas only in groups of three.
const AMOUNT_PATTERN = /^([+-]?)\$?([+-]?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d*))?$/;

/** A number from a sheet cell, or null when the cell holds no amount (blank, '***', text, boolean). */
export function parseAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  let text = value.replace(/\s+/g, '');
  // Accounting format writes negatives in parentheses.
  const parenthesised = text.startsWith('(') && text.endsWith(')');
  if (parenthesised) text = text.slice(1, -1);
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return null;
  const [, signBefore = '', signAfter = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (signBefore !== '' && signAfter !== '') return null;
  const sign = signBefore || signAfter;
  if (parenthesised && sign !== '') return null;
  const magnitude = Number(`${whole.replaceAll(',', '') || '0'}.${fraction || '0'}`);
  return (parenthesised || sign === '-' ? -magnitude : magnitude) || 0;
}

/**
 * A percentage in percent points: '12.5%', '-3.2 %' and 12.5 all read 12.5. A bare number is taken
 * as points already, because the sheets write 12.5 for 12.5 %, never 0.125.
 */
export function parsePercent(value: unknown): number | null {
  if (typeof value !== 'string') return parseAmount(value);
  return parseAmount(value.replace(/%(\)?)\s*$/, '$1'));
}

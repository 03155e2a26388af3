import type Decimal from 'decimal.js';
import { formatMoney3 } from '../../../../domain/format';

/** '+1,234.568' or '-1,234.568': a change always shows its sign, so colour is never the only cue. */
export function signedMoney3(value: Decimal): string {
  const text = formatMoney3(value.toNumber());
  const zero = formatMoney3(0);
  // A change that rounds to nothing shows no sign at all, not '-0.000'.
  if (text === zero || text === `-${zero}`) return zero;
  return text.startsWith('-') ? text : `+${text}`;
}

/** The colour class of a change; flat (or unknown) gets none. */
export function toneOf(value: Decimal | null | undefined): string {
  if (!value || value.isZero()) return 'tone--flat';
  return value.isNegative() ? 'tone--loss' : 'tone--gain';
}

import Decimal from 'decimal.js';

/**
 * A report's return as text, rounded up (towards +infinity) to 2 decimals (docs/requirements.md#rep-text):
 * 8.671 reads '8.68', -1.234 reads '-1.23', 8.67 stays '8.67'. A negative value that rounds up to
 * zero reads '0.00', never '-0.00'.
 */
export function roundUp2(value: Decimal.Value): string {
  const rounded = new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_CEIL);
  return (rounded.isZero() ? new Decimal(0) : rounded).toFixed(2);
}

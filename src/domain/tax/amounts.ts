import Decimal from 'decimal.js';

/*
 * Pub 550, "Basis of Investment Property" and "How To Figure Gain or Loss": commissions and fees are
 * part of what a purchase costs and reduce what a sale realizes. A written option's premium is what it
 * brought in, less fees; buying it back costs the price plus fees.
 */

/** What a purchase (shares, a bought option, a buy-back) cost, fees included. */
export function costWithFees(total: Decimal.Value, fees: Decimal.Value | null): Decimal {
  return new Decimal(total).abs().plus(new Decimal(fees ?? 0).abs());
}

/** What a sale (shares, a bought option sold, a written option's premium) realized, net of fees. */
export function proceedsNetOfFees(total: Decimal.Value, fees: Decimal.Value | null): Decimal {
  return new Decimal(total).abs().minus(new Decimal(fees ?? 0).abs());
}

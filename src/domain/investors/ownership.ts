import Decimal from 'decimal.js';

/** An investor's share of the fund in percent (25 for a quarter); 0 while the fund has no shares. */
export function ownershipPercent(investorShares: Decimal.Value, totalShares: Decimal.Value): Decimal {
  const total = new Decimal(totalShares);
  if (total.isZero()) return new Decimal(0);
  return new Decimal(investorShares).div(total).times(100);
}

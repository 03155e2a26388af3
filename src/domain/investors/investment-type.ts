import type Decimal from 'decimal.js';
import type { InvestmentType } from './constants';

/** The type a record gets when none is given: by its sign, and 'Initial' for an investor's first record. */
export function defaultInvestmentType(amount: Decimal, existingRecords: number): InvestmentType {
  if (amount.isNegative()) return 'Redemption';
  return existingRecords === 0 ? 'Initial Investment' : 'Additional Investment';
}

/** A redemption takes money out (negative), an investment puts it in (positive). */
export function typeMatchesSign(type: InvestmentType, amount: Decimal): boolean {
  return type === 'Redemption' ? amount.isNegative() : amount.isPositive() && !amount.isZero();
}

import Decimal from 'decimal.js';

/* Fee terms (docs/requirements.md#fee-terms): the fund's, and each investor's own where set. */

export const CRYSTALLIZATIONS = ['quarterly', 'annual'] as const;
export type Crystallization = (typeof CRYSTALLIZATIONS)[number];

/** Annual management fee and performance fee, in percent; the largest each may be. */
export const MANAGEMENT_FEE_MAX = 5;
export const PERFORMANCE_FEE_MAX = 50;

export interface FeeTerms {
  /** Annual percent of the value held (2 for 2 %). */
  managementFeePercent: Decimal;
  /** Percent of the gain above the high-water mark. */
  performanceFeePercent: Decimal;
  crystallization: Crystallization;
}

/** An investor's own terms: each null field is the fund's. */
export interface FeeTermsOverride {
  managementFeePercent: Decimal | null;
  performanceFeePercent: Decimal | null;
  crystallization: Crystallization | null;
}

/** The fund's terms until the administrator sets them: no fees. */
export const DEFAULT_FEE_TERMS: FeeTerms = {
  managementFeePercent: new Decimal(0),
  performanceFeePercent: new Decimal(0),
  crystallization: 'quarterly',
};

/** The terms an investor pays: their own where set, the fund's elsewhere. */
export function termsFor(fund: FeeTerms, own: FeeTermsOverride | null | undefined): FeeTerms {
  return {
    managementFeePercent: own?.managementFeePercent ?? fund.managementFeePercent,
    performanceFeePercent: own?.performanceFeePercent ?? fund.performanceFeePercent,
    crystallization: own?.crystallization ?? fund.crystallization,
  };
}

/** Whether any fee is charged under these terms. */
export function chargesFees(terms: FeeTerms): boolean {
  return !terms.managementFeePercent.isZero() || !terms.performanceFeePercent.isZero();
}

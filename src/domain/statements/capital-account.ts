import Decimal from 'decimal.js';

/** One contribution (amount above 0) or redemption (below 0) with the units it bought or sold. */
export interface CapitalRecord {
  /** 'YYYY-MM-DD'. */
  date: string;
  amount: Decimal.Value;
  shares: Decimal.Value;
}

/** The fees charged to one investor for one quarter, in dollars (fee runs fill them: decision 018). */
export interface StatementFees {
  managementFee: Decimal.Value;
  performanceFee: Decimal.Value;
}

export const NO_FEES: StatementFees = { managementFee: 0, performanceFee: 0 };

/** Units a fee run took, on `date` (its quarter's last day, 'YYYY-MM-DD'). */
export interface FeeUnits {
  date: string;
  shares: Decimal.Value;
}

export interface CapitalAccountInput {
  /** The investor's records, in any order; those after `end` take no part. */
  records: readonly CapitalRecord[];
  /** The quarter's first and last day, 'YYYY-MM-DD', both inclusive. */
  start: string;
  end: string;
  /** NAV per unit at the quarter's start: values the units held before `start`. */
  openingNav: Decimal.Value;
  /** NAV per unit at the quarter's end: values the units held on `end`. */
  closingNav: Decimal.Value;
  fees: StatementFees;
  /** Fee units taken: they leave the units held (opening and closing), and are not flows. */
  feeUnits?: readonly FeeUnits[];
}

/** A quarter's capital account: every figure in dollars, rounded to cents. */
export interface CapitalAccount {
  openingShares: Decimal;
  closingShares: Decimal;
  openingValue: Decimal;
  contributions: Decimal;
  /** Shown as a positive amount. */
  redemptions: Decimal;
  managementFee: Decimal;
  performanceFee: Decimal;
  /** What makes the table add up (see capitalAccount). */
  gain: Decimal;
  closingValue: Decimal;
}

const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * One investor's capital account for a quarter (docs/requirements.md#stmt-capital):
 * opening value = units held before the quarter × the opening NAV; contributions and redemptions =
 * the amounts dated in the quarter (redemptions as a positive amount); closing value = units held at
 * the quarter's end × the closing NAV; each rounded to cents, half up. The gain is then whatever makes
 * the rounded table add up:
 *
 *   closing = opening + contributions − redemptions − management fee − performance fee + gain
 *
 * so it is the investment result before fees, and the printed figures always reconcile to the cent.
 */
export function capitalAccount(input: CapitalAccountInput): CapitalAccount {
  let openingShares = new Decimal(0);
  let closingShares = new Decimal(0);
  let contributions = new Decimal(0);
  let redemptions = new Decimal(0);
  for (const record of input.records) {
    if (record.date > input.end) continue;
    const shares = new Decimal(record.shares);
    closingShares = closingShares.plus(shares);
    if (record.date < input.start) {
      openingShares = openingShares.plus(shares);
      continue;
    }
    const amount = new Decimal(record.amount);
    if (amount.gt(0)) contributions = contributions.plus(amount);
    else redemptions = redemptions.minus(amount);
  }
  for (const fee of input.feeUnits ?? []) {
    if (fee.date > input.end) continue;
    closingShares = closingShares.minus(fee.shares);
    if (fee.date < input.start) openingShares = openingShares.minus(fee.shares);
  }
  const openingValue = cents(openingShares.times(input.openingNav));
  const closingValue = cents(closingShares.times(input.closingNav));
  const managementFee = cents(input.fees.managementFee);
  const performanceFee = cents(input.fees.performanceFee);
  const contributed = cents(contributions);
  const redeemed = cents(redemptions);
  const gain = closingValue
    .minus(openingValue)
    .minus(contributed)
    .plus(redeemed)
    .plus(managementFee)
    .plus(performanceFee);
  return {
    openingShares,
    closingShares,
    openingValue,
    contributions: contributed,
    redemptions: redeemed,
    managementFee,
    performanceFee,
    gain,
    closingValue,
  };
}

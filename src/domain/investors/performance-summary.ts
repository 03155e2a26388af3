import Decimal from 'decimal.js';
import { quarterKey, type Quarter } from '../quarters';
import { ownershipPercent } from './ownership';

/** What the summary reads of an investor: the totals and NAV snapshots the investors API answers with. */
export interface InvestorFigures {
  totalShares: Decimal.Value;
  totalInvested: Decimal.Value;
  /** Quarter key ('Q3_2025') to the NAV at that quarter's start. */
  quarterlyNavSnapshots: Readonly<Record<string, number>>;
  /** Year ('2025') to the NAV at that year's start. */
  yearStartNavValues: Readonly<Record<string, number>>;
  inceptionNav: number | null;
}

/** Start NAVs typed in for one report run; each one given replaces the investor's stored value. */
export interface NavOverrides {
  quarterStartNav?: Decimal.Value | null;
  yearStartNav?: Decimal.Value | null;
  inceptionNav?: Decimal.Value | null;
}

export const MISSING_NAV_LABELS = {
  quarterStartNav: 'quarter-start NAV',
  yearStartNav: 'year-start NAV',
  inceptionNav: 'inception NAV',
} as const;
export type MissingNav = (typeof MISSING_NAV_LABELS)[keyof typeof MISSING_NAV_LABELS];

export interface PerformanceSummaryInput {
  investor: InvestorFigures;
  /** NAV per unit now. */
  currentNav: Decimal.Value;
  /** The fund's outstanding shares (every investor's), for the ownership percent. */
  fundShares: Decimal.Value;
  /** The quarter reported on: its start NAV is the investor's snapshot keyed 'Q3_2025'. */
  quarter: Quarter;
  overrides?: NavOverrides;
}

export interface PerformanceSummary {
  shares: Decimal;
  totalInvested: Decimal;
  currentNav: Decimal;
  /** shares x current NAV. */
  currentValue: Decimal;
  /** shares x current NAV - invested. */
  totalGain: Decimal;
  quarterStartNav: Decimal | null;
  yearStartNav: Decimal | null;
  inceptionNav: Decimal | null;
  /** Percent change of the NAV per unit since each start; null while that start NAV is missing. */
  quarterReturnPercent: Decimal | null;
  ytdReturnPercent: Decimal | null;
  sinceInceptionReturnPercent: Decimal | null;
  ownershipPercent: Decimal;
  /** The start NAVs that are missing (absent, or not above 0), in report order. */
  missing: MissingNav[];
}

// Returns are shown rounded UP to 2 decimals; a quotient computed to 64 digits and itself rounded up
// can never fall below the exact value, so that rounding is exact (decimal.js's 20 digits, rounded half
// up, could turn 8.6700…01 into 8.67).
const Upward = Decimal.clone({ precision: 64, rounding: Decimal.ROUND_CEIL });

function percentChange(from: Decimal, to: Decimal): Decimal {
  return new Decimal(new Upward(to).minus(from).times(100).div(from));
}

function startNav(override: Decimal.Value | null | undefined, stored: number | null | undefined) {
  const value = override ?? stored;
  if (value === undefined || value === null) return null;
  const nav = new Decimal(value);
  return nav.isFinite() && nav.gt(0) ? nav : null;
}

/**
 * An investor's Performance Summary (docs/requirements.md#inv-summary): total gain = shares x NAV - invested;
 * quarter, year-to-date and since-inception percent changes of the NAV per unit, from the quarter-start
 * NAV (the snapshot of `quarter`), the year-start NAV (of `quarter`'s year) and the inception NAV;
 * ownership = the investor's shares / the fund's shares.
 */
export function performanceSummary(input: PerformanceSummaryInput): PerformanceSummary {
  const { investor, overrides = {} } = input;
  const shares = new Decimal(investor.totalShares);
  const totalInvested = new Decimal(investor.totalInvested);
  const currentNav = new Decimal(input.currentNav);
  const currentValue = shares.times(currentNav);
  const quarterStartNav = startNav(
    overrides.quarterStartNav,
    investor.quarterlyNavSnapshots[quarterKey(input.quarter)],
  );
  const yearStartNav = startNav(
    overrides.yearStartNav,
    investor.yearStartNavValues[String(input.quarter.year)],
  );
  const inceptionNav = startNav(overrides.inceptionNav, investor.inceptionNav);
  const missing: MissingNav[] = [];
  if (!quarterStartNav) missing.push(MISSING_NAV_LABELS.quarterStartNav);
  if (!yearStartNav) missing.push(MISSING_NAV_LABELS.yearStartNav);
  if (!inceptionNav) missing.push(MISSING_NAV_LABELS.inceptionNav);
  return {
    shares,
    totalInvested,
    currentNav,
    currentValue,
    totalGain: currentValue.minus(totalInvested),
    quarterStartNav,
    yearStartNav,
    inceptionNav,
    quarterReturnPercent: quarterStartNav && percentChange(quarterStartNav, currentNav),
    ytdReturnPercent: yearStartNav && percentChange(yearStartNav, currentNav),
    sinceInceptionReturnPercent: inceptionNav && percentChange(inceptionNav, currentNav),
    ownershipPercent: ownershipPercent(shares, input.fundShares),
    missing,
  };
}

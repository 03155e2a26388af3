import Decimal from 'decimal.js';
import { compareQuarters, parseQuarter, quarterLabel } from '../quarters';
import type { Lot } from './fee-rule';

/*
 * What an investor has paid in fees and where their high-water mark stands
 * (docs/requirements.md#fee-display): the investor pages, /api/me/account and the statements read
 * these, so each figure is worked out once.
 */

/** One posted run's charge to one investor, as the books keep it. */
export interface FeeDeduction {
  /** 'Q3_2025'. */
  quarter: string;
  /** The quarter's last day, 'YYYY-MM-DD': the day the fee shares leave the account. */
  date: string;
  navPerUnit: Decimal.Value;
  managementFee: Decimal.Value;
  performanceFee: Decimal.Value;
  totalFee: Decimal.Value;
  /** The units taken, a positive count. */
  shares: Decimal.Value;
}

export interface QuarterFees {
  quarter: string;
  /** 'Q3 2025'. */
  label: string;
  managementFee: Decimal;
  performanceFee: Decimal;
  totalFee: Decimal;
  shares: Decimal;
}

export interface FeesPaid {
  managementFee: Decimal;
  performanceFee: Decimal;
  totalFee: Decimal;
  /** Oldest quarter first. */
  byQuarter: QuarterFees[];
}

const ZERO = new Decimal(0);

function labelOf(key: string): string {
  const quarter = parseQuarter(key);
  return quarter ? quarterLabel(quarter) : key;
}

/** Totals and one line per quarter (one run per quarter, so one deduction). */
export function feesPaid(deductions: readonly FeeDeduction[]): FeesPaid {
  const byQuarter = deductions
    .map((deduction) => ({
      quarter: deduction.quarter,
      label: labelOf(deduction.quarter),
      managementFee: new Decimal(deduction.managementFee),
      performanceFee: new Decimal(deduction.performanceFee),
      totalFee: new Decimal(deduction.totalFee),
      shares: new Decimal(deduction.shares),
    }))
    .sort((a, b) => {
      const qa = parseQuarter(a.quarter);
      const qb = parseQuarter(b.quarter);
      return qa && qb ? compareQuarters(qa, qb) : a.quarter.localeCompare(b.quarter);
    });
  const sum = (pick: (line: QuarterFees) => Decimal) =>
    byQuarter.reduce((total, line) => total.plus(pick(line)), ZERO);
  return {
    managementFee: sum((line) => line.managementFee),
    performanceFee: sum((line) => line.performanceFee),
    totalFee: sum((line) => line.totalFee),
    byQuarter,
  };
}

/** The management and performance fee of one quarter; zeros when no run charged it. */
export function feesOfQuarter(
  deductions: readonly FeeDeduction[],
  quarter: string,
): { managementFee: Decimal; performanceFee: Decimal } {
  const found = deductions.find((deduction) => deduction.quarter === quarter);
  return {
    managementFee: new Decimal(found?.managementFee ?? 0),
    performanceFee: new Decimal(found?.performanceFee ?? 0),
  };
}

/** High-water marks are shown to the NAV's 6 decimals. */
export const MARK_DECIMALS = 6;

/**
 * The investor's high-water mark: the marks of the lots still holding units, weighted by those
 * units (the NAV per unit above which the next performance fee starts, on average); null without
 * units. One lot's mark is its own.
 */
export function highWaterMark(lots: readonly Lot[]): Decimal | null {
  let units = ZERO;
  let weighted = ZERO;
  for (const lot of lots) {
    if (lot.shares.lte(0)) continue;
    units = units.plus(lot.shares);
    weighted = weighted.plus(lot.shares.times(lot.highWaterMark));
  }
  return units.isZero() ? null : weighted.div(units).toDecimalPlaces(MARK_DECIMALS, Decimal.ROUND_HALF_UP);
}

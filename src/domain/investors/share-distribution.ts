import Decimal from 'decimal.js';
import { FALLBACK_OUTSTANDING_SHARES, RECENT_INVESTORS_COUNT } from './constants';
import { fundTotals } from './investor-totals';
import { ownershipPercent } from './ownership';

/** What the overview and the metrics read of an investor (the API's totals). */
export interface InvestorSummary {
  id: number;
  name: string;
  email: string;
  totalInvested: Decimal.Value;
  totalShares: Decimal.Value;
  investmentCount: number;
}

export interface InvestorShareRow {
  id: number;
  name: string;
  email: string;
  totalInvested: Decimal;
  totalShares: Decimal;
  investmentCount: number;
  /** Shares / all investors' shares, in percent. */
  ownershipPercent: Decimal;
}

/** Every investor with their ownership of the fund, in the list's order. */
export function investorShareRows(investors: readonly InvestorSummary[]): InvestorShareRow[] {
  const { outstandingShares } = fundTotals(investors);
  return investors.map((investor) => ({
    id: investor.id,
    name: investor.name,
    email: investor.email,
    totalInvested: new Decimal(investor.totalInvested),
    totalShares: new Decimal(investor.totalShares),
    investmentCount: investor.investmentCount,
    ownershipPercent: ownershipPercent(investor.totalShares, outstandingShares),
  }));
}

export interface DistributionRow extends InvestorShareRow {
  /** Shares x current NAV; null while no NAV is known. */
  value: Decimal | null;
}

/** The metrics' share distribution: every investor's shares, ownership and value at the current NAV. */
export function shareDistributionRows(
  investors: readonly InvestorSummary[],
  nav: Decimal.Value | null,
): DistributionRow[] {
  return investorShareRows(investors).map((row) => ({
    ...row,
    value: nav === null ? null : row.totalShares.times(nav),
  }));
}

/**
 * The Recent Investors table: the first five investors of the list (the API lists the oldest first),
 * each with their ownership of the whole fund, not of the five.
 */
export function recentInvestorRows(
  investors: readonly InvestorSummary[],
  count: number = RECENT_INVESTORS_COUNT,
): InvestorShareRow[] {
  return investorShareRows(investors).slice(0, Math.max(0, count));
}

export interface OutstandingShares {
  shares: Decimal;
  /** True when the investors could not be read: 548022.45 stands in (docs/requirements.md#met-cards). */
  fallback: boolean;
}

/**
 * The metrics page's outstanding shares: the investors' shares, or the fallback when the investors
 * could not be loaded (null). A fund without investors yet has 0 shares; that is a fact, not a failure.
 */
export function metricsOutstandingShares(
  investors: readonly { totalShares: Decimal.Value; totalInvested: Decimal.Value }[] | null,
): OutstandingShares {
  if (investors === null) return { shares: new Decimal(FALLBACK_OUTSTANDING_SHARES), fallback: true };
  return { shares: fundTotals(investors).outstandingShares, fallback: false };
}

/** Total Value w/o Leverage = outstanding shares x current NAV. */
export function totalValueWithoutLeverage(outstandingShares: Decimal.Value, nav: Decimal.Value): Decimal {
  return new Decimal(outstandingShares).times(nav);
}

import Decimal from 'decimal.js';
import { parseDecimal } from '../decimal-input';

/**
 * An investment record as it may arrive: the API's names, or the alternate names older records and
 * the sample investors use (date, amount, navPrice). Figures may be numbers or numeric text.
 */
export interface InvestmentRecordInput {
  id?: unknown;
  investmentDate?: string | null;
  date?: string | null;
  amountInvested?: unknown;
  amount?: unknown;
  navAtEntry?: unknown;
  navPrice?: unknown;
  sharesIssued?: unknown;
  type?: string | null;
}

export interface InvestmentRecord {
  investmentDate: string | null;
  amountInvested: Decimal;
  /** Null when the record carries no readable NAV. */
  navAtEntry: Decimal | null;
  sharesIssued: Decimal;
  type: string | null;
}

const present = <T>(primary: T | null | undefined, alternate: T | null | undefined) =>
  primary !== undefined && primary !== null ? primary : alternate;

/** Reads either naming; the API's name wins when both are there. A missing or unreadable figure is 0. */
export function readInvestment(record: InvestmentRecordInput): InvestmentRecord {
  return {
    investmentDate: present(record.investmentDate, record.date) ?? null,
    amountInvested: parseDecimal(present(record.amountInvested, record.amount)) ?? new Decimal(0),
    navAtEntry: parseDecimal(present(record.navAtEntry, record.navPrice)),
    sharesIssued: parseDecimal(record.sharesIssued) ?? new Decimal(0),
    type: record.type ?? null,
  };
}

export interface InvestorTotals {
  /** Sum of amounts: redemptions (negative) reduce it; fees are not in it. */
  totalInvested: Decimal;
  /** Shares held now: issued minus redeemed minus the fee shares of posted fee runs. */
  totalShares: Decimal;
  /** Every record, redemptions included. */
  investmentCount: number;
}

/** A posted fee run's units taken from the investor (docs/requirements.md#fee-what): a positive count. */
export interface FeeSharesTaken {
  shares: Decimal.Value;
}

/**
 * The one rule for what an investor holds: every record's shares less the fee shares of every posted
 * fee run. A fee is neither a contribution nor a redemption, so it leaves `totalInvested` alone.
 */
export function investorTotals(
  records: readonly InvestmentRecordInput[],
  fees: readonly FeeSharesTaken[],
): InvestorTotals {
  let totalInvested = new Decimal(0);
  let totalShares = new Decimal(0);
  for (const record of records) {
    const investment = readInvestment(record);
    totalInvested = totalInvested.plus(investment.amountInvested);
    totalShares = totalShares.plus(investment.sharesIssued);
  }
  for (const fee of fees) totalShares = totalShares.minus(fee.shares);
  return { totalInvested, totalShares, investmentCount: records.length };
}

export interface FundTotals {
  investorCount: number;
  /** All investors' shares: the fund's outstanding shares. */
  outstandingShares: Decimal;
  totalInvested: Decimal;
}

/** Investor Overview figures from each investor's totals (as the API gives them, or from `investorTotals`). */
export function fundTotals(
  investors: readonly { totalShares: Decimal.Value; totalInvested: Decimal.Value }[],
): FundTotals {
  let outstandingShares = new Decimal(0);
  let totalInvested = new Decimal(0);
  for (const investor of investors) {
    outstandingShares = outstandingShares.plus(investor.totalShares);
    totalInvested = totalInvested.plus(investor.totalInvested);
  }
  return { investorCount: investors.length, outstandingShares, totalInvested };
}

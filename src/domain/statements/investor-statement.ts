import Decimal from 'decimal.js';
import { readInvestment, type InvestmentRecordInput } from '../investors/investor-totals';
import { performanceSummary, type MissingNav, type NavOverrides } from '../investors/performance-summary';
import { quarterDays, type Quarter } from '../quarters';
import {
  capitalAccount,
  type CapitalAccount,
  type CapitalRecord,
  type FeeUnits,
  type StatementFees,
} from './capital-account';

/** An investor as a statement reads them: every record, so the figures can be cut at a quarter's end. */
export interface StatementInvestor {
  id: number;
  name: string;
  investments: readonly (InvestmentRecordInput & { investmentDate: string })[];
  /**
   * The fee units posted runs took, each on its quarter's last day (docs/requirements.md#fee-what): they
   * leave the account's units, and are neither contributions nor redemptions. None when left out.
   */
  feeDeductions?: readonly FeeUnits[];
  /** Quarter key ('Q3_2025') to the NAV at that quarter's start. */
  quarterlyNavSnapshots: Readonly<Record<string, number>>;
  /** Year ('2025') to the NAV at that year's start. */
  yearStartNavValues: Readonly<Record<string, number>>;
  inceptionNav: number | null;
}

/** What a statement lacks, in this order: the quarter-end NAV, then the start NAVs of the returns. */
export const QUARTER_END_NAV = 'quarter-end NAV';
export type MissingStatementFigure = typeof QUARTER_END_NAV | MissingNav;

export interface StatementRequest {
  fundName: string;
  quarter: Quarter;
  /** NAV per unit at the quarter's end; null (or not above 0) when it is not known. */
  closingNav: Decimal.Value | null;
  withdrawalTerms: string;
  /** Every investor's units at the quarter's end: the fund's, for the ownership percent. */
  fundShares: Decimal.Value;
  /**
   * The day of an interim statement ('YYYY-MM-DD'), for a quarter that has not ended: its figures are
   * that day's, `closingNav` that day's NAV, and it is no end-of-quarter statement (decision 029).
   */
  asOf?: string;
}

/** Everything a statement says, as figures; statement-view.ts words and formats it. */
export interface InvestorStatement {
  fundName: string;
  investorName: string;
  quarter: Quarter;
  /** The quarter's first and last day, 'YYYY-MM-DD'. */
  start: string;
  end: string;
  /** Set on an interim statement: the day its figures are of (its `end` is that day too). */
  asOf?: string;
  capital: CapitalAccount;
  openingNav: Decimal;
  closingNav: Decimal;
  ownershipPercent: Decimal;
  /** Percent changes of the NAV per unit to the quarter's end (docs/requirements.md#stmt-returns). */
  returns: { quarter: Decimal; yearToDate: Decimal; inceptionToDate: Decimal };
  withdrawalTerms: string;
}

export type StatementResult =
  { statement: InvestorStatement; missing: [] } | { statement: null; missing: MissingStatementFigure[] };

/** The investor's records as the capital account reads them. */
export function capitalRecords(investor: Pick<StatementInvestor, 'investments'>): CapitalRecord[] {
  return investor.investments.map((record) => {
    const read = readInvestment(record);
    return { date: record.investmentDate, amount: read.amountInvested, shares: read.sharesIssued };
  });
}

/**
 * The investor's units at the end of `end` (a 'YYYY-MM-DD' day): every record up to that day, less the
 * fee units taken up to that day.
 */
export function sharesAt(
  investor: Pick<StatementInvestor, 'investments' | 'feeDeductions'>,
  end: string,
): Decimal {
  const bought = capitalRecords(investor)
    .filter((record) => record.date <= end)
    .reduce((sum, record) => sum.plus(record.shares), new Decimal(0));
  return (investor.feeDeductions ?? [])
    .filter((fee) => fee.date <= end)
    .reduce((units, fee) => units.minus(fee.shares), bought);
}

/**
 * One investor's statement for one quarter (docs/requirements.md#stmt): the capital account of the
 * quarter with the fees given (the server's feesForStatement), the returns of the batch reports'
 * rule (quarter, year to date and inception to date, from the quarter-start, year-start and inception
 * NAVs, `overrides` typed over the stored ones), the units and ownership at the quarter's end. Without
 * one of those NAVs, or the quarter-end NAV, it says what is missing instead.
 */
export function investorStatement(
  investor: StatementInvestor,
  request: StatementRequest,
  fees: StatementFees,
  overrides?: NavOverrides,
): StatementResult {
  const days = quarterDays(request.quarter);
  const start = days.start;
  const end = request.asOf !== undefined && request.asOf < days.end ? request.asOf : days.end;
  const interim = end !== days.end;
  const records = capitalRecords(investor);
  const upToEnd = records.filter((record) => record.date <= end);
  const feeUnits = investor.feeDeductions ?? [];
  const closingNav = request.closingNav === null ? null : new Decimal(request.closingNav);
  const hasClosingNav = closingNav !== null && closingNav.isFinite() && closingNav.gt(0);
  const summary = performanceSummary({
    investor: {
      totalShares: sharesAt(investor, end),
      totalInvested: upToEnd.reduce((sum, record) => sum.plus(record.amount), new Decimal(0)),
      quarterlyNavSnapshots: investor.quarterlyNavSnapshots,
      yearStartNavValues: investor.yearStartNavValues,
      inceptionNav: investor.inceptionNav,
    },
    // Without a quarter-end NAV the summary only tells what else is missing.
    currentNav: hasClosingNav ? closingNav : 1,
    fundShares: request.fundShares,
    quarter: request.quarter,
    overrides,
  });
  const missing: MissingStatementFigure[] = hasClosingNav ? [] : [QUARTER_END_NAV];
  missing.push(...summary.missing);
  const { quarterStartNav, quarterReturnPercent, ytdReturnPercent, sinceInceptionReturnPercent } = summary;
  if (
    missing.length > 0 ||
    !hasClosingNav ||
    quarterStartNav === null ||
    quarterReturnPercent === null ||
    ytdReturnPercent === null ||
    sinceInceptionReturnPercent === null
  )
    return { statement: null, missing };
  return {
    statement: {
      fundName: request.fundName,
      investorName: investor.name,
      quarter: request.quarter,
      start,
      end,
      ...(interim ? { asOf: end } : {}),
      capital: capitalAccount({
        records,
        start,
        end,
        openingNav: quarterStartNav,
        closingNav,
        fees,
        feeUnits,
      }),
      openingNav: quarterStartNav,
      closingNav,
      ownershipPercent: summary.ownershipPercent,
      returns: {
        quarter: quarterReturnPercent,
        yearToDate: ytdReturnPercent,
        inceptionToDate: sinceInceptionReturnPercent,
      },
      withdrawalTerms: request.withdrawalTerms,
    },
    missing: [],
  };
}

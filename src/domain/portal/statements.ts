import Decimal from 'decimal.js';
import { DEFAULT_WITHDRAWAL_TERMS } from '../reports/settings';
import {
  compareQuarters,
  nextQuarter,
  parseQuarter,
  quarterDays,
  quarterKey,
  quarterLabel,
  quarterOf,
  type Quarter,
} from '../quarters';
import { NO_FEES, type StatementFees } from '../statements/capital-account';
import {
  investorStatement,
  sharesAt,
  type InvestorStatement,
  type StatementInvestor,
} from '../statements/investor-statement';
import type { StatementInfo } from './account-schema';

export { QUARTER_END_NAV, type StatementInvestor } from '../statements/investor-statement';

/** The investor's quarters: from their first record's quarter to the current one, newest first. */
export function statementQuarters(investor: StatementInvestor, today: Quarter): Quarter[] {
  const dates = investor.investments.map((record) => record.investmentDate).sort();
  const first = dates[0];
  if (first === undefined) return [];
  let quarter = quarterOf(first.slice(0, 10));
  const quarters: Quarter[] = [];
  while (compareQuarters(quarter, today) <= 0) {
    quarters.unshift(quarter);
    quarter = nextQuarter(quarter);
  }
  return quarters;
}

export interface StatementContext {
  investors: readonly StatementInvestor[];
  /** The current quarter: its statement uses today's NAV. */
  today: Quarter;
  /** NAV per unit today; null when it cannot be read. */
  currentNav: Decimal.Value | null;
  /**
   * The fund's day ('YYYY-MM-DD'): the current quarter's statement is an interim one as of it, with
   * today's NAV (decision 029). Without it, the current quarter's statement runs to the quarter's end.
   */
  todayDay?: string;
  fundName: string;
  withdrawalTerms?: string;
}

export type Statement = StatementInfo & { statement: InvestorStatement | null };

/**
 * One quarter's statement for one investor, by the batch reports' own rules
 * (docs/requirements.md#portal-statements): figures as at the quarter's end, the quarter-end NAV
 * being the next quarter's start snapshot (today's NAV for the current quarter), `fees` the
 * investor's for that quarter. What is missing is listed instead of a statement.
 */
export function statementFor(
  investorId: number,
  key: string,
  context: StatementContext,
  fees: StatementFees,
): Statement | null {
  const quarter = parseQuarter(key);
  const investor = context.investors.find((candidate) => candidate.id === investorId);
  if (!quarter || !investor) return null;
  const base = { quarter: quarterKey(quarter), label: quarterLabel(quarter) };
  if (!statementQuarters(investor, context.today).some((known) => compareQuarters(known, quarter) === 0))
    return null;
  const isCurrent = compareQuarters(quarter, context.today) === 0;
  const closingNav = isCurrent
    ? context.currentNav
    : (investor.quarterlyNavSnapshots[quarterKey(nextQuarter(quarter))] ?? null);
  const quarterEnd = quarterDays(quarter).end;
  const end =
    isCurrent && context.todayDay !== undefined && context.todayDay < quarterEnd
      ? context.todayDay
      : quarterEnd;
  // Every investor counts, so the ownership is measured against the whole fund, as in the batch.
  const fundShares = context.investors.reduce((sum, each) => sum.plus(sharesAt(each, end)), new Decimal(0));
  const result = investorStatement(
    investor,
    {
      fundName: context.fundName,
      quarter,
      closingNav,
      withdrawalTerms: context.withdrawalTerms ?? DEFAULT_WITHDRAWAL_TERMS,
      fundShares,
      ...(isCurrent && context.todayDay !== undefined ? { asOf: context.todayDay } : {}),
    },
    fees,
  );
  const interim = end === quarterEnd ? {} : { asOf: end };
  if (result.statement === null)
    return { ...base, available: false, missing: result.missing, ...interim, statement: null };
  return { ...base, available: true, missing: [], ...interim, statement: result.statement };
}

/** Every quarter of the investor, newest first, each with whether its statement can be made. */
export function statementList(investorId: number, context: StatementContext): StatementInfo[] {
  const investor = context.investors.find((candidate) => candidate.id === investorId);
  if (!investor) return [];
  return statementQuarters(investor, context.today).flatMap((quarter) => {
    // Fees change a statement's figures, never whether it can be made.
    const made = statementFor(investorId, quarterKey(quarter), context, NO_FEES);
    if (!made) return [];
    const { statement: _statement, ...info } = made;
    return [info];
  });
}

/** What a closed quarter's statement lacks when its close could not store one. */
export const NOT_STORED_AT_CLOSE = 'a statement stored when the quarter closed';

/**
 * The list as a closed quarter changes it (docs/requirements.md#period-close): a closed quarter's
 * statement is available exactly when its close stored one. `closed` maps each closed quarter's key to
 * whether it holds this investor's statement.
 */
export function withStoredStatements(
  list: readonly StatementInfo[],
  closed: ReadonlyMap<string, boolean>,
): StatementInfo[] {
  return list.map((info) => {
    const stored = closed.get(info.quarter);
    if (stored === undefined) return info;
    if (stored) return { ...info, available: true, missing: [] };
    return { ...info, available: false, missing: info.available ? [NOT_STORED_AT_CLOSE] : info.missing };
  });
}

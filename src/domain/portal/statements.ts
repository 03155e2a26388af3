import Decimal from 'decimal.js';
import { investorTotals, type InvestmentRecordInput } from '../investors/investor-totals';
import { generateReports, type ReportInvestor } from '../reports/generate-reports';
import { DEFAULT_WITHDRAWAL_TERMS, type ReportQuarter } from '../reports/settings';
import {
  compareQuarters,
  nextQuarter,
  parseQuarter,
  quarterFirstDay,
  quarterKey,
  quarterLabel,
  type Quarter,
} from '../quarters';
import type { StatementInfo } from './account-schema';

/** An investor as the statement reads them: every record, so the figures can be cut at a quarter's end. */
export interface StatementInvestor {
  id: number;
  name: string;
  investments: readonly (InvestmentRecordInput & { investmentDate: string })[];
  /** Posted fee runs' charges: their units leave on `date`, the quarter's last day. */
  feeDeductions: readonly { date: string; shares: Decimal.Value }[];
  quarterlyNavSnapshots: Readonly<Record<string, number>>;
  yearStartNavValues: Readonly<Record<string, number>>;
  inceptionNav: number | null;
}

export const QUARTER_END_NAV = 'quarter-end NAV';

/** The day after the quarter's last day ('2025-10-01' for Q3 2025). */
function quarterEnd(quarter: Quarter): string {
  return quarterFirstDay(nextQuarter(quarter));
}

/** The investor's quarters: from their first record's quarter to the current one, newest first. */
export function statementQuarters(investor: StatementInvestor, today: Quarter): Quarter[] {
  const dates = investor.investments.map((record) => record.investmentDate).sort();
  const first = dates[0];
  if (first === undefined) return [];
  let quarter: Quarter = {
    year: Number(first.slice(0, 4)),
    quarter: Math.ceil(Number(first.slice(5, 7)) / 3) as Quarter['quarter'],
  };
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
  fundName: string;
  withdrawalTerms?: string;
}

function asOfEnd(investor: StatementInvestor, end: string): ReportInvestor {
  const records = investor.investments.filter((record) => record.investmentDate < end);
  const fees = investor.feeDeductions.filter((fee) => fee.date < end);
  const totals = investorTotals(records, fees);
  return {
    id: investor.id,
    name: investor.name,
    totalShares: totals.totalShares,
    totalInvested: totals.totalInvested,
    quarterlyNavSnapshots: investor.quarterlyNavSnapshots,
    yearStartNavValues: investor.yearStartNavValues,
    inceptionNav: investor.inceptionNav,
  };
}

export type Statement = StatementInfo & { text: string | null };

/**
 * One quarter's statement for one investor, made by the batch reports' own generator
 * (docs/requirements.md#portal-statements): holdings as at the quarter's end, the quarter-end NAV
 * being the next quarter's start snapshot (today's NAV for the current quarter). What is missing is
 * listed instead of a statement.
 */
export function statementFor(investorId: number, key: string, context: StatementContext): Statement | null {
  const quarter = parseQuarter(key);
  const investor = context.investors.find((candidate) => candidate.id === investorId);
  if (!quarter || !investor) return null;
  const base = { quarter: quarterKey(quarter), label: quarterLabel(quarter) };
  if (!statementQuarters(investor, context.today).some((known) => compareQuarters(known, quarter) === 0))
    return null;
  const isCurrent = compareQuarters(quarter, context.today) === 0;
  const endNav = isCurrent
    ? context.currentNav
    : (investor.quarterlyNavSnapshots[quarterKey(nextQuarter(quarter))] ?? null);
  const end = quarterEnd(quarter);
  const all = context.investors.map((each) => asOfEnd(each, end));
  const hasEndNav = endNav !== null && new Decimal(endNav).gt(0);
  // Every investor is passed, so the ownership is measured against the whole fund, as in the batch.
  const batch = generateReports(all, {
    quarter: `Q${quarter.quarter}` as ReportQuarter,
    year: quarter.year,
    // Without a quarter-end NAV the run only tells what else is missing; its text is not used.
    currentNav: new Decimal(hasEndNav ? endNav : 1),
    withdrawalTerms: context.withdrawalTerms ?? DEFAULT_WITHDRAWAL_TERMS,
    fundName: context.fundName,
  });
  const report = batch.reports.find((each) => each.investorId === investorId);
  const missing: string[] = hasEndNav ? [] : [QUARTER_END_NAV];
  missing.push(...(batch.skipped.find((each) => each.investorId === investorId)?.missing ?? []));
  if (!report || missing.length > 0) return { ...base, available: false, missing, text: null };
  return { ...base, available: true, missing: [], text: report.text };
}

/** Every quarter of the investor, newest first, each with whether its statement can be made. */
export function statementList(investorId: number, context: StatementContext): StatementInfo[] {
  const investor = context.investors.find((candidate) => candidate.id === investorId);
  if (!investor) return [];
  return statementQuarters(investor, context.today).flatMap((quarter) => {
    const statement = statementFor(investorId, quarterKey(quarter), context);
    if (!statement) return [];
    const { text: _text, ...info } = statement;
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

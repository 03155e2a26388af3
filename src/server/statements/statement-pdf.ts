import { statementFor, type StatementContext } from '../../domain/portal/statements';
import { quarterOf } from '../../domain/quarters';
import { reportFileName } from '../../domain/reports/report-file-name';
import type { ReportQuarter } from '../../domain/reports/settings';
import { textToPdf } from '../../domain/reports/text-pdf';
import type { Db } from '../db/client';
import { loadInvestors, loadInvestorsIn } from '../investors/investor-reads';
import type { Executor } from '../trades/records';

/*
 * The one place a quarter's statement becomes a PDF (docs/requirements.md#portal-statements,
 * #period-close): the investor portal's download, the administrator's download and the period close,
 * which stores what this answers, all call `renderStatementPdf`. A new statement renderer replaces its
 * body; its callers and the stored statements do not change.
 */

export interface StatementPdf {
  fileName: string;
  content: Buffer;
}

export type StatementOutcome =
  | { kind: 'pdf'; pdf: StatementPdf }
  /** The quarter is the investor's, but figures it needs are missing. */
  | { kind: 'missing'; missing: string[] }
  /** No such quarter for this investor (before their first record, after today, or no investor). */
  | { kind: 'unknown' };

/**
 * Every investor's records, fees and NAV data as the statements read them: in one snapshot of `db`, or
 * inside the transaction `tx` a close holds.
 */
export async function loadStatementContext(
  source: { db: Db } | { tx: Executor },
  options: { now: Date; currentNav: number | null; fundName: string },
): Promise<StatementContext> {
  return {
    investors: 'db' in source ? await loadInvestors(source.db) : await loadInvestorsIn(source.tx),
    today: quarterOf(options.now),
    currentNav: options.currentNav,
    fundName: options.fundName,
  };
}

/** One investor's statement for `quarter` ('Q3_2025') as a PDF, or why there is none. */
export async function renderStatementPdf(
  context: StatementContext,
  investorId: number,
  quarter: string,
): Promise<StatementOutcome> {
  const statement = statementFor(investorId, quarter, context);
  const investor = context.investors.find((candidate) => candidate.id === investorId);
  if (!statement || !investor) return { kind: 'unknown' };
  if (statement.text === null) return { kind: 'missing', missing: statement.missing };
  const [q, year] = statement.quarter.split('_') as [ReportQuarter, string];
  return {
    kind: 'pdf',
    pdf: {
      fileName: reportFileName(investor, q, Number(year), 'pdf'),
      content: Buffer.from(textToPdf(statement.text, { title: `${statement.label} statement` })),
    },
  };
}

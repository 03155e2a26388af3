import type { InvestorStatement } from '../../domain/statements/investor-statement';
import { statementView, type StatementTable } from '../../domain/statements/statement-view';
import { statementFor, type StatementContext } from '../../domain/portal/statements';
import { parseQuarter, quarterLabel, quarterOf } from '../../domain/quarters';
import { reportFileName } from '../../domain/reports/report-file-name';
import type { ReportQuarter } from '../../domain/reports/settings';
import type { Db } from '../db/client';
import { loadInvestors, loadInvestorsIn } from '../investors/investor-reads';
import { createPdf } from '../pdf/pdf-document';
import type { PdfTable } from '../pdf/table';
import type { Executor } from '../books';
import { feesForStatement } from './fees';

/*
 * The one place a quarter's statement becomes a PDF (docs/requirements.md#portal-statements,
 * #stmt-layout, #period-close): the investor portal's download, the administrator's download and the
 * period close, which stores what this answers, all call `renderStatementPdf`.
 */

function tableOf(section: StatementTable, emphasizeLast = false): PdfTable {
  return {
    columns: [
      // The table's own header row names it: a heading above it would say the same twice.
      { header: section.columns[0] || section.title, width: 0.65, align: 'left' },
      { header: section.columns[1], width: 0.35, align: 'right' },
    ],
    rows: section.rows,
    emphasizeLast,
  };
}

/**
 * One investor's statement as a PDF (docs/requirements.md#stmt-layout): the same view as its text,
 * the capital account and the other figures as tables. The file's dates are the quarter's last day,
 * so a statement of the same figures is the same file.
 */
export async function statementPdf(statement: InvestorStatement): Promise<Buffer> {
  const view = statementView(statement);
  const pdf = await createPdf({
    header: view.fundName,
    title: `${quarterLabel(statement.quarter)} statement: ${statement.investorName}`,
    subject: view.title,
    date: new Date(`${statement.end}T00:00:00Z`),
  });
  pdf
    .title(view.title)
    .paragraph(view.period, { muted: true })
    .paragraph(view.preparedFor, { bold: true })
    .space(0.5)
    .paragraph(view.greeting)
    .paragraph(view.introduction)
    .space(0.5)
    .table(tableOf(view.capital, true))
    .space(0.5)
    .table(tableOf(view.holding))
    .space(0.5)
    .table(tableOf(view.returns))
    .paragraph(view.returnsNote, { muted: true })
    .heading(view.withdrawals.title)
    .paragraph(view.withdrawals.text)
    .space(0.5);
  for (const line of view.closing) pdf.paragraph(line);
  return pdf.finish();
}

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
  options: { today: string; currentNav: number | null; fundName: string },
): Promise<StatementContext> {
  return {
    investors: 'db' in source ? await loadInvestors(source.db) : await loadInvestorsIn(source.tx),
    today: quarterOf(options.today),
    todayDay: options.today,
    currentNav: options.currentNav,
    fundName: options.fundName,
  };
}

/**
 * One investor's statement for `quarter` ('Q3_2025') as a PDF, or why there is none; its fee lines
 * read through `ex` (a close passes its own transaction).
 */
export async function renderStatementPdf(
  context: StatementContext,
  investorId: number,
  quarter: string,
  ex: Executor,
): Promise<StatementOutcome> {
  const asked = parseQuarter(quarter);
  const investor = context.investors.find((candidate) => candidate.id === investorId);
  if (!asked || !investor) return { kind: 'unknown' };
  const statement = statementFor(investorId, quarter, context, await feesForStatement(ex, investorId, asked));
  if (!statement) return { kind: 'unknown' };
  if (statement.statement === null) return { kind: 'missing', missing: statement.missing };
  const [q, year] = statement.quarter.split('_') as [ReportQuarter, string];
  return {
    kind: 'pdf',
    pdf: {
      fileName: reportFileName(investor, q, Number(year), 'pdf'),
      content: await statementPdf(statement.statement),
    },
  };
}

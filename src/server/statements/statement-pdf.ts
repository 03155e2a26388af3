import type { InvestorStatement } from '../../domain/statements/investor-statement';
import { statementView, type StatementTable } from '../../domain/statements/statement-view';
import { quarterLabel } from '../../domain/quarters';
import { createPdf } from '../pdf/pdf-document';
import type { PdfTable } from '../pdf/table';

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

import type { StatementTable, StatementView } from './statement-view';

function table(section: StatementTable): string[] {
  return [section.title.toUpperCase(), ...section.rows.map(([label, value]) => `${label}: ${value}`)];
}

/**
 * The statement as plain text, the same view the PDF prints (docs/requirements.md#stmt-layout): the
 * batch screen shows it for editing and copying, and saves it as a .txt document. Lines end with '\n'.
 */
export function statementText(view: StatementView): string {
  return [
    view.fundName,
    view.title,
    view.period,
    '',
    view.preparedFor,
    '',
    view.greeting,
    '',
    view.introduction,
    '',
    ...table(view.capital),
    '',
    ...table(view.holding),
    '',
    ...table(view.returns),
    view.returnsNote,
    '',
    view.withdrawals.title.toUpperCase(),
    view.withdrawals.text,
    '',
    ...view.closing,
    '',
  ].join('\n');
}

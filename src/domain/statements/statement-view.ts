import type Decimal from 'decimal.js';
import {
  formatCurrency,
  formatDate,
  formatDollars3,
  formatMoney3,
  formatNav,
  formatNavPerUnit,
  formatOwnership3,
  formatReturnUp2,
  formatShare,
  formatUnits,
} from '../format';
import { quarterLabel } from '../quarters';
import type { InvestorStatement } from './investor-statement';

/** A two-column table of the statement: what each line is, and its figure. */
export interface StatementTable {
  title: string;
  /** The header row: what the labels are, what the figures are. */
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}

/**
 * The statement's words and formatted figures, in reading order (docs/requirements.md#stmt-layout).
 * The text a person edits (statement-text.ts) and the PDF (src/server/statements) are both made from
 * this one view, so they cannot tell different figures.
 */
export interface StatementView {
  /** The fund's name: the first line of the text, the header of every PDF page. */
  fundName: string;
  title: string;
  period: string;
  preparedFor: string;
  greeting: string;
  introduction: string;
  capital: StatementTable;
  holding: StatementTable;
  returns: StatementTable;
  returnsNote: string;
  withdrawals: { title: string; text: string };
  closing: readonly string[];
}

export const STATEMENT_TITLE = 'End-of-Quarter Investor Statement';
/** The title of a statement for a quarter that has not ended (decision 029). */
export const interimTitle = (asOf: string) => `Interim statement as of ${formatDate(asOf)}`;
export const RETURNS_NOTE =
  'Returns are time-weighted: the change in the NAV per unit over each period, so contributions and ' +
  'redemptions do not move them. They are rounded up to two decimal places. Past performance does not ' +
  'guarantee future results.';

/**
 * How a statement writes its figures (docs/requirements.md#rep-text): a statement the investor reads
 * (its PDF, in the portal or saved by the administrator) shows money in cents and its share of the fund
 * with 2 decimals, units as the books hold them; the Reports area's batch text keeps the
 * specification's 3 decimals for money and units. The NAV per unit is money to the investor, in cents on
 * the statement, and keeps the books' 3-6 decimals in the batch text; both round returns up to 2.
 */
export type StatementFigures = 'statement' | 'report';

const FIGURES: Record<
  StatementFigures,
  {
    money: (v: Decimal) => string;
    units: (v: Decimal) => string;
    share: (v: Decimal) => string;
    nav: (v: Decimal) => string;
  }
> = {
  statement: { money: formatCurrency, units: formatUnits, share: formatShare, nav: formatNavPerUnit },
  report: { money: formatDollars3, units: formatMoney3, share: formatOwnership3, nav: formatNav },
};

export function statementView(
  statement: InvestorStatement,
  figures: StatementFigures = 'statement',
): StatementView {
  const { money, units, share, nav } = FIGURES[figures];
  const { fundName, investorName, capital } = statement;
  const period = quarterLabel(statement.quarter);
  const interim = statement.asOf !== undefined;
  const endLine: readonly [string, string] = interim
    ? [`Value as of ${formatDate(statement.end)}`, money(capital.closingValue)]
    : [`Closing value (${formatDate(statement.end)})`, money(capital.closingValue)];
  return {
    fundName,
    title: interim ? interimTitle(statement.end) : STATEMENT_TITLE,
    period: `${period}: ${formatDate(statement.start)} to ${formatDate(statement.end)}`,
    preparedFor: `Prepared for: ${investorName}`,
    greeting: `Dear ${investorName},`,
    introduction:
      `Thank you for your continued investment in ${fundName}. This statement summarizes your ` +
      (interim
        ? `capital account and the fund's performance for ${period} so far: the quarter has not ended.`
        : `capital account and the fund's performance for ${period}.`),
    capital: {
      title: 'Capital account',
      columns: ['', `${period} (USD)`],
      rows: [
        [`Opening value (${formatDate(statement.start)})`, money(capital.openingValue)],
        ['Contributions', money(capital.contributions)],
        ['Redemptions', money(capital.redemptions)],
        ['Management fee', money(capital.managementFee)],
        ['Performance fee', money(capital.performanceFee)],
        ['Gain', money(capital.gain)],
        endLine,
      ],
    },
    holding: {
      title: 'Your holding',
      columns: ['', `At ${formatDate(statement.end)}`],
      rows: [
        ['Units held', units(capital.closingShares)],
        ['NAV per unit', nav(statement.closingNav)],
        ['Your share of the fund', share(statement.ownershipPercent)],
      ],
    },
    returns: {
      title: 'Returns',
      columns: ['', 'Return'],
      rows: [
        [`Quarter (${period})`, formatReturnUp2(statement.returns.quarter)],
        [`Year to date (${statement.quarter.year})`, formatReturnUp2(statement.returns.yearToDate)],
        ['Inception to date', formatReturnUp2(statement.returns.inceptionToDate)],
      ],
    },
    returnsNote: RETURNS_NOTE,
    withdrawals: { title: 'Withdrawals', text: statement.withdrawalTerms },
    closing: ['Sincerely,', fundName],
  };
}

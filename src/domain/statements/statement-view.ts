import Decimal from 'decimal.js';
import { MONTH_NAMES } from '../calendar';
import { formatCurrency, formatMoney3, formatNumber } from '../format';
import { quarterLabel } from '../quarters';
import { roundUp2 } from '../reports/round-up';
import { decimalToNumber } from '../rounding';
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
export const RETURNS_NOTE =
  'Returns are time-weighted: the change in the NAV per unit over each period, so contributions and ' +
  'redemptions do not move them. They are rounded up to two decimal places. Past performance does not ' +
  'guarantee future results.';

const navFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 6 });

/** '$12,000.00', '-$1,000.00'. */
export const moneyText = (value: Decimal) => formatCurrency(decimalToNumber(value, 2));
/** '$176.400', '$157.736681': the NAV per unit to its full 6 decimals, at least 3. */
export const navText = (value: Decimal) => `$${navFormat.format(decimalToNumber(value, 6))}`;
/** '8.69%': rounded up to 2 decimals, as every statement return (docs/requirements.md#rep-text). */
const percentUp = (value: Decimal) => `${roundUp2(value)}%`;

/** 'July 1, 2025' for '2025-07-01'. */
export function longDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${date}, ${year}`;
}

export function statementView(statement: InvestorStatement): StatementView {
  const { fundName, investorName, capital } = statement;
  const period = quarterLabel(statement.quarter);
  return {
    fundName,
    title: STATEMENT_TITLE,
    period: `${period}: ${longDate(statement.start)} to ${longDate(statement.end)}`,
    preparedFor: `Prepared for: ${investorName}`,
    greeting: `Dear ${investorName},`,
    introduction:
      `Thank you for your continued investment in ${fundName}. This statement summarizes your ` +
      `capital account and the fund's performance for ${period}.`,
    capital: {
      title: 'Capital account',
      columns: ['', `${period} (USD)`],
      rows: [
        [`Opening value (${longDate(statement.start)})`, moneyText(capital.openingValue)],
        ['Contributions', moneyText(capital.contributions)],
        ['Redemptions', moneyText(capital.redemptions)],
        ['Management fee', moneyText(capital.managementFee)],
        ['Performance fee', moneyText(capital.performanceFee)],
        ['Gain', moneyText(capital.gain)],
        [`Closing value (${longDate(statement.end)})`, moneyText(capital.closingValue)],
      ],
    },
    holding: {
      title: 'Your holding',
      columns: ['', `At ${longDate(statement.end)}`],
      rows: [
        ['Units held', formatNumber(decimalToNumber(capital.closingShares, 6))],
        ['NAV per unit', navText(statement.closingNav)],
        ['Your share of the fund', `${formatMoney3(decimalToNumber(statement.ownershipPercent, 3))}%`],
      ],
    },
    returns: {
      title: 'Returns',
      columns: ['', 'Return'],
      rows: [
        [`Quarter (${period})`, percentUp(statement.returns.quarter)],
        [`Year to date (${statement.quarter.year})`, percentUp(statement.returns.yearToDate)],
        ['Inception to date', percentUp(statement.returns.inceptionToDate)],
      ],
    },
    returnsNote: RETURNS_NOTE,
    withdrawals: { title: 'Withdrawals', text: statement.withdrawalTerms },
    closing: ['Sincerely,', fundName],
  };
}

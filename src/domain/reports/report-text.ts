import Decimal from 'decimal.js';
import { formatMoney3 } from '../format';
import type { PerformanceSummary } from '../investors/performance-summary';
import { quarterLabel, type Quarter } from '../quarters';
import { decimalToNumber } from '../rounding';
import { roundUp2 } from './round-up';

export interface ReportTextInput {
  fundName: string;
  investorName: string;
  quarter: Quarter;
  /** With all three start NAVs present (generateReports skips investors without them). */
  summary: PerformanceSummary;
  withdrawalTerms: string;
}

const navFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 3, maximumFractionDigits: 6 });

/** '$55,915.978', '-$2,452.400': money with 3 decimals (docs/requirements.md#rep-text). */
function money(value: Decimal): string {
  const rounded = decimalToNumber(value, 3);
  return `${rounded < 0 ? '-' : ''}$${formatMoney3(Math.abs(rounded))}`;
}

/** '$176.400', '$157.736681': the NAV per unit to its full 6 decimals, at least 3. */
function nav(value: Decimal): string {
  return `$${navFormat.format(decimalToNumber(value, 6))}`;
}

/** '8.68%': returns rounded up to 2 decimals in report text (docs/requirements.md#rep-text). */
function percentUp(value: Decimal | null): string {
  return value === null ? 'not available' : `${roundUp2(value)}%`;
}

/**
 * The end-of-quarter statement of one investor, as plain text: the screen shows it for editing, copies
 * it, saves it as a .txt document or a PDF. Lines end with '\n'.
 */
export function reportText(input: ReportTextInput): string {
  const { fundName, investorName, summary } = input;
  const period = quarterLabel(input.quarter);
  return [
    fundName,
    'End-of-Quarter Investor Statement',
    period,
    '',
    `Prepared for: ${investorName}`,
    '',
    `Dear ${investorName},`,
    '',
    `Thank you for your continued investment in ${fundName}. This statement summarizes your holding and the fund's performance at the end of ${period}.`,
    '',
    'YOUR HOLDING',
    `Shares held: ${formatMoney3(decimalToNumber(summary.shares, 3))}`,
    `Current NAV per unit: ${nav(summary.currentNav)}`,
    `Current value: ${money(summary.currentValue)}`,
    `Total invested: ${money(summary.totalInvested)}`,
    `Total gain: ${money(summary.totalGain)}`,
    '',
    'PERFORMANCE (change in NAV per unit)',
    `Quarter return (${period}): ${percentUp(summary.quarterReturnPercent)}`,
    `Year-to-date return (${input.quarter.year}): ${percentUp(summary.ytdReturnPercent)}`,
    `Return since inception: ${percentUp(summary.sinceInceptionReturnPercent)}`,
    '',
    'OWNERSHIP',
    `Your share of the fund: ${formatMoney3(decimalToNumber(summary.ownershipPercent, 3))}%`,
    '',
    'WITHDRAWALS',
    input.withdrawalTerms,
    '',
    'Returns are rounded up to two decimal places. Past performance does not guarantee future results.',
    '',
    'Sincerely,',
    fundName,
    '',
  ].join('\n');
}

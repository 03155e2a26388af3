import Decimal from 'decimal.js';
import { csvDocument, csvText } from '../csv';
import { formatCurrency, formatDate } from '../format';
import type { Form8949Row, RealizedTotals } from './form-8949';
import type { InvestorTaxItems } from './k1';
import { TAX_MESSAGES as M } from './messages';

/*
 * What the tax documents say, for the CSV, the PDFs and the screens alike: the realized gains as
 * Form 8949 lines with Schedule D and Form 6781 totals, and an investor's tax package (K-1 items).
 */

export const REALIZED_CSV_HEADER = [
  'Description',
  'Date acquired',
  'Date sold',
  'Proceeds',
  'Cost basis',
  'Code',
  'Adjustment',
  'Gain or loss',
  'Term',
  'Section 1256',
] as const;

/** Exact figures and ISO dates, as every CSV of the fund keeps them. */
export function realizedCsv(rows: readonly Form8949Row[]): string {
  return csvDocument(
    REALIZED_CSV_HEADER,
    rows.map((row) => [
      csvText(row.description),
      row.dateAcquired,
      row.dateSold,
      row.proceeds,
      row.costBasis,
      row.code,
      row.adjustment,
      row.gain,
      row.term,
      row.section1256 ? 'yes' : 'no',
    ]),
  );
}

export const realizedFileName = (year: number, extension: 'csv' | 'pdf') =>
  `realized-gains-${year}.${extension}`;
export const packageFileName = (year: number, investorId: number) =>
  `tax-package-${year}-investor-${investorId}.pdf`;

/**
 * A tax figure (exact decimal text, '4000.00') as money on screen and in the PDFs: '$4,000.00'. The
 * format module shows text as it is (a mask stays a mask), so the figure is read as a decimal first.
 */
export const taxMoney = (value: Decimal.Value): string => formatCurrency(new Decimal(value));

export const statusLine = (year: number, draft: boolean) => (draft ? M.draft(year) : M.stored(year));

export const realizedTitle = (year: number) => `Realized Gains and Losses ${year}`;

/** The PDF's Form 8949 lines: display dates ('Nov 27, 2026') and cents; the CSV keeps ISO and every digit. */
export function realizedTableRows(rows: readonly Form8949Row[]): string[][] {
  return rows.map((row) => [
    row.description,
    formatDate(row.dateAcquired),
    formatDate(row.dateSold),
    taxMoney(row.proceeds),
    taxMoney(row.costBasis),
    row.code,
    row.code === 'W' ? taxMoney(row.adjustment) : '',
    taxMoney(row.gain),
    row.section1256 ? '1256' : row.term === 'short' ? 'Short' : 'Long',
  ]);
}

export function totalsTableRows(totals: RealizedTotals): string[][] {
  const part = (label: string, t: RealizedTotals['shortTerm']) => [
    label,
    taxMoney(t.proceeds),
    taxMoney(t.costBasis),
    taxMoney(t.adjustment),
    taxMoney(t.gain),
  ];
  return [
    part('Short-term (Schedule D, Part I)', totals.shortTerm),
    part('Long-term (Schedule D, Part II)', totals.longTerm),
    [
      'Section 1256 (Form 6781, Part I)',
      '',
      '',
      '',
      `${taxMoney(totals.section1256.gain)} (40% short ${taxMoney(totals.section1256.shortTerm)}, 60% long ${taxMoney(totals.section1256.longTerm)})`,
    ],
  ];
}

export const PACKAGE_TITLE = 'Tax Package: Partner’s Share of Income (Schedule K-1 items)';

export function packageItemRows(items: InvestorTaxItems): string[][] {
  return [
    ['Box 8: Net short-term capital gain (loss)', taxMoney(items.shortTermGain)],
    ['Box 9a: Net long-term capital gain (loss)', taxMoney(items.longTermGain)],
    ['Box 11, code C: Section 1256 contracts and straddles', taxMoney(items.section1256Gain)],
  ];
}

export function packageCapitalRows(items: InvestorTaxItems): string[][] {
  return [
    ['Beginning capital account', taxMoney(items.capital.beginning)],
    ['Capital contributed during the year', taxMoney(items.capital.contributed)],
    ['Withdrawals and distributions', taxMoney(items.capital.withdrawn)],
    ['Current year increase (decrease)', taxMoney(items.capital.change)],
    ['Ending capital account', taxMoney(items.capital.ending)],
  ];
}

export const PACKAGE_NOTE =
  'These are the items of your Schedule K-1 (Form 1065) for the year. Section 1256 gains are split 60% long-term and 40% short-term on your Form 6781. Keep this with your tax records.';

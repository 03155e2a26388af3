import { csvDocument, csvText } from '../csv';

/** One investment or redemption in the ledger export; figures as the database keeps them (exact text). */
export interface LedgerRow {
  investorId: number;
  investorName: string;
  email: string;
  investmentId: number;
  /** 'YYYY-MM-DD'. */
  investmentDate: string;
  type: string | null;
  amountInvested: string;
  navAtEntry: string;
  sharesIssued: string;
}

export const LEDGER_HEADER = [
  'Investor ID',
  'Investor',
  'Email',
  'Investment ID',
  'Date',
  'Type',
  'Amount Invested',
  'NAV at Entry',
  'Shares Issued',
] as const;

/** The investor ledger as CSV text: a header row, one row per record, CRLF line ends. */
export function ledgerCsv(rows: readonly LedgerRow[]): string {
  // Names and e-mails are typed by people, so they are defused (figures are never text).
  return csvDocument(
    LEDGER_HEADER,
    rows.map((row) => [
      row.investorId,
      csvText(row.investorName),
      csvText(row.email),
      row.investmentId,
      row.investmentDate,
      csvText(row.type),
      row.amountInvested,
      row.navAtEntry,
      row.sharesIssued,
    ]),
  );
}

/** 'investor-ledger-2025-09-30.csv' for the download on `today` ('YYYY-MM-DD'). */
export function ledgerFileName(today: string): string {
  return `investor-ledger-${today}.csv`;
}

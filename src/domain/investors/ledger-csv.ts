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

// A spreadsheet runs a cell that starts with one of these as a formula; names and e-mails are typed
// by people, so they are defused with a leading apostrophe (figures are never text, so never touched).
const FORMULA_START = /^[=+\-@\t\r]/;

function textCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** The investor ledger as CSV text: a header row, one row per record, CRLF line ends. */
export function ledgerCsv(rows: readonly LedgerRow[]): string {
  const lines = [LEDGER_HEADER.join(',')];
  for (const row of rows) {
    const cells = [
      String(row.investorId),
      textCell(row.investorName),
      textCell(row.email),
      String(row.investmentId),
      row.investmentDate,
      textCell(row.type ?? ''),
      row.amountInvested,
      row.navAtEntry,
      row.sharesIssued,
    ];
    lines.push(cells.map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** 'investor-ledger-2025-09-30.csv' for the download on `today` ('YYYY-MM-DD'). */
export function ledgerFileName(today: string): string {
  return `investor-ledger-${today}.csv`;
}

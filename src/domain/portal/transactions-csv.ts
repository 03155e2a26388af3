/** One record as the database keeps it (exact numeric text). */
export interface CsvTransaction {
  date: string;
  amount: string;
  nav: string;
  shares: string;
}

export const TRANSACTIONS_CSV_HEADER = [
  'Date',
  'Type',
  'Amount (USD)',
  'NAV per unit (USD)',
  'Shares',
] as const;

/**
 * The investor's own transactions as CSV, CRLF line ends (docs/requirements.md#portal-transactions).
 * Every cell is a date, a fixed word or a figure, so nothing needs quoting or defusing.
 */
export function transactionsCsv(rows: readonly CsvTransaction[]): string {
  const lines = [TRANSACTIONS_CSV_HEADER.join(',')];
  for (const row of rows) {
    const kind = row.amount.trim().startsWith('-') ? 'Redemption' : 'Contribution';
    lines.push([row.date, kind, row.amount, row.nav, row.shares].join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** 'my-transactions-2025-11-24.csv'. */
export function transactionsFileName(today: string): string {
  return `my-transactions-${today}.csv`;
}

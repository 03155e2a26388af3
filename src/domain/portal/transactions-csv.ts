import Decimal from 'decimal.js';

/** An investment or redemption as the database keeps it (exact numeric text). */
export interface RecordRow {
  id: number;
  date: string;
  amount: string;
  nav: string;
  shares: string;
}

/** A posted fee run's charge to the investor, as the database keeps it. */
export interface FeeRow {
  feeRunId: number;
  /** The quarter's last day. */
  date: string;
  navPerUnit: string;
  managementFee: string;
  performanceFee: string;
  totalFee: string;
  /** Units taken, a positive count. */
  shares: string;
}

export type TransactionKind = 'contribution' | 'redemption' | 'fee';

/** One line of the investor's transactions (docs/requirements.md#portal-transactions). */
export interface TransactionRow {
  /** The investment's id, or the fee run's. */
  id: number;
  date: string;
  kind: TransactionKind;
  /** A redemption and a fee are negative. */
  amount: string;
  nav: string;
  shares: string;
  managementFee: string | null;
  performanceFee: string | null;
}

const negated = (value: string) => new Decimal(value).negated().toFixed();

/**
 * The records and fees in date order, a fee after the records of its day (it is taken at the end of
 * the quarter's last day). A fee carries its value and units as negative figures, like a redemption,
 * but its own kind: it is neither a contribution nor a redemption.
 */
export function transactionRows(records: readonly RecordRow[], fees: readonly FeeRow[]): TransactionRow[] {
  const rows: TransactionRow[] = [
    ...records.map((record) => ({
      id: record.id,
      date: record.date,
      kind: (record.amount.trim().startsWith('-') ? 'redemption' : 'contribution') as TransactionKind,
      amount: record.amount,
      nav: record.nav,
      shares: record.shares,
      managementFee: null,
      performanceFee: null,
    })),
    ...fees.map((fee) => ({
      id: fee.feeRunId,
      date: fee.date,
      kind: 'fee' as const,
      amount: negated(fee.totalFee),
      nav: fee.navPerUnit,
      shares: negated(fee.shares),
      managementFee: fee.managementFee,
      performanceFee: fee.performanceFee,
    })),
  ];
  // Stable: records keep their order, and a fee follows the records of its day.
  return rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

export const TRANSACTIONS_CSV_HEADER = [
  'Date',
  'Type',
  'Amount (USD)',
  'NAV per unit (USD)',
  'Shares',
] as const;

export const TRANSACTION_TYPE_NAMES: Record<TransactionKind, string> = {
  contribution: 'Contribution',
  redemption: 'Redemption',
  fee: 'Fee',
};

/**
 * The investor's own transactions as CSV, CRLF line ends (docs/requirements.md#portal-transactions).
 * Every cell is a date, a fixed word or a figure, so nothing needs quoting or defusing.
 */
export function transactionsCsv(rows: readonly TransactionRow[]): string {
  const lines = [TRANSACTIONS_CSV_HEADER.join(',')];
  for (const row of rows)
    lines.push([row.date, TRANSACTION_TYPE_NAMES[row.kind], row.amount, row.nav, row.shares].join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** 'my-transactions-2025-11-24.csv'. */
export function transactionsFileName(today: string): string {
  return `my-transactions-${today}.csv`;
}

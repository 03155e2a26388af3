import { describe, expect, it } from 'vitest';
import { transactionRows, transactionsCsv, transactionsFileName } from './transactions-csv';

const records = [
  { id: 1, date: '2025-01-15', amount: '10000.10', nav: '157.736681', shares: '63.3974' },
  { id: 2, date: '2025-09-30', amount: '-2500', nav: '125', shares: '-20' },
];
const fee = {
  feeRunId: 7,
  date: '2025-09-30',
  navPerUnit: '110',
  managementFee: '55.45',
  performanceFee: '200',
  totalFee: '255.45',
  shares: '2.32227',
};

describe('transactionRows', () => {
  it('puts a fee after the records of its day, negative, with its own kind and parts', () => {
    const rows = transactionRows(records, [fee]);
    expect(rows.map((row) => [row.kind, row.id, row.amount, row.shares])).toEqual([
      ['contribution', 1, '10000.10', '63.3974'],
      ['redemption', 2, '-2500', '-20'],
      ['fee', 7, '-255.45', '-2.32227'],
    ]);
    expect(rows[2]).toMatchObject({ nav: '110', managementFee: '55.45', performanceFee: '200' });
    expect(rows[0]).toMatchObject({ managementFee: null, performanceFee: null });
  });
});

describe('transactionsCsv', () => {
  it('writes a header and one row per record and fee, exact figures, CRLF line ends', () => {
    expect(transactionsCsv(transactionRows(records, [fee]))).toBe(
      'Date,Type,Amount (USD),NAV per unit (USD),Shares\r\n' +
        '2025-01-15,Contribution,10000.10,157.736681,63.3974\r\n' +
        '2025-09-30,Redemption,-2500,125,-20\r\n' +
        '2025-09-30,Fee,-255.45,110,-2.32227\r\n',
    );
  });

  it('names the file by the day', () => {
    expect(transactionsFileName('2025-11-24')).toBe('my-transactions-2025-11-24.csv');
  });
});

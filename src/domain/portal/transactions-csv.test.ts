import { describe, expect, it } from 'vitest';
import { transactionsCsv, transactionsFileName } from './transactions-csv';

describe('transactionsCsv', () => {
  it('writes a header and one row per record, exact figures, CRLF line ends', () => {
    expect(
      transactionsCsv([
        { date: '2025-01-15', amount: '10000.10', nav: '157.736681', shares: '63.3974' },
        { date: '2025-08-01', amount: '-2500', nav: '125', shares: '-20' },
      ]),
    ).toBe(
      'Date,Type,Amount (USD),NAV per unit (USD),Shares\r\n' +
        '2025-01-15,Contribution,10000.10,157.736681,63.3974\r\n' +
        '2025-08-01,Redemption,-2500,125,-20\r\n',
    );
  });

  it('names the file by the day', () => {
    expect(transactionsFileName('2025-11-24')).toBe('my-transactions-2025-11-24.csv');
  });
});

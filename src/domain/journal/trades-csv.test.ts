import { describe, expect, it } from 'vitest';
import { closed, journalPosition, journalStock, trade } from '../../../test/support/journal-positions';
import { journalTrades } from './trades';
import { JOURNAL_CSV_COLUMNS, journalCsvFileName, journalTradeRow, journalTradesCsv } from './trades-csv';

const trades = journalTrades(
  [
    journalPosition({
      ticker: 'SPY',
      openDate: '2025-03-03T10:30:00',
      tags: ['=cmd()', 'wheel'],
      transactions: [
        trade('OPEN', '2025-03-03T10:30:00', { quantity: 5 }),
        trade('PARTIAL_CLOSE', '2025-03-12', {
          quantity: 2,
          netProfit: '140.005',
          closeValue: 30,
          fees: '1.3',
        }),
      ],
    }),
    journalStock({
      ticker: '+X',
      openDate: '2025-03-01T00:00:00',
      transactions: [closed('2025-03-13', '-12.5', 10)],
    }),
  ],
  { range: { from: null, to: null }, tag: null },
);

describe("the journal's trades as rows and CSV (docs/requirements.md#jr-api)", () => {
  it('gives each trade its figures, money to cents, the capture to 2 decimals', () => {
    expect(trades.map(journalTradeRow)[0]).toEqual({
      transactionId: trades[0]!.event.transactionId,
      positionId: trades[0]!.event.positionId,
      date: '2025-03-12',
      ticker: 'SPY',
      positionType: 'THETA',
      type: 'PARTIAL_CLOSE',
      strategy: 'THETA STO P',
      quantity: 2,
      closeValue: 30,
      pnl: 140.01, // 140.005, half away from zero
      fees: 1.3,
      daysHeld: 9,
      premiumCapture: 70, // 140.005 / (100 x 2) x 100 = 70.0025
      tags: ['=cmd()', 'wheel'],
    });
  });

  it('writes the CSV with typed text defused for spreadsheets', () => {
    expect(journalTradesCsv(trades.map(journalTradeRow))).toBe(
      [
        JOURNAL_CSV_COLUMNS.join(','),
        "2025-03-12,SPY,THETA STO P,PARTIAL_CLOSE,2,140.01,1.3,9,70,'=cmd(); wheel",
        "2025-03-13,'+X,STOCK,CLOSE,10,-12.5,,12,,",
        '',
      ].join('\r\n'),
    );
  });

  it('names the file after the range', () => {
    expect(journalCsvFileName({ from: '2025-01-01', to: '2025-03-31' })).toBe(
      'journal-trades-2025-01-01-to-2025-03-31.csv',
    );
    expect(journalCsvFileName({ from: null, to: '2025-03-31' })).toBe(
      'journal-trades-start-to-2025-03-31.csv',
    );
    expect(journalCsvFileName({ from: null, to: null })).toBe('journal-trades-all.csv');
  });
});

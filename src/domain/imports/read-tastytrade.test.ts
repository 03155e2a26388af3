import { describe, expect, it } from 'vitest';
import { importFixture } from '../../../test/support/import-fixtures';
import type { Execution, FileReading } from './execution';
import { parseImportFile } from './parse-import';

function read(name: string, account = '5WT00001'): FileReading {
  const result = parseImportFile(importFixture(name), { account });
  if (!result.ok) throw new Error(result.error);
  return result;
}

const byRow = (reading: FileReading, row: number): Execution => {
  const execution = reading.executions.find((e) => e.rowNumber === row);
  if (!execution) throw new Error(`no execution on row ${row}`);
  return execution;
};

describe('tastytrade Transactions CSV', () => {
  const reading = read('tastytrade-2025-09-01-19.csv');

  it('reads every trade row, leaves the cash movement out and has no problems', () => {
    expect(reading.format).toBe('tastytrade');
    expect(reading.executions).toHaveLength(16);
    expect(reading.ignored).toEqual([{ rowNumber: 11, reason: 'Cash movement, not a trade' }]);
    expect(reading.problems).toEqual([]);
    expect(reading.dataRows).toBe(17);
  });

  it('reads a sold put: per-share price from the per-contract average, fees paid as positive', () => {
    expect(byRow(reading, 18)).toEqual({
      rowNumber: 18,
      format: 'tastytrade',
      account: '5WT00001',
      brokerExecutionId: null,
      orderId: '400001',
      ticker: 'SPY',
      instrument: { kind: 'OPTION', expiration: '2025-09-26', strike: '640', right: 'P', multiplier: '100' },
      tradeDate: '2025-09-02',
      tradeTime: '2025-09-02T10:05:10',
      timeKnown: true,
      side: 'SELL',
      effect: 'OPEN',
      event: 'TRADE',
      quantity: '1',
      pricePerShare: '3.4',
      fees: '1.14',
      raw: '2025-09-02T15:05:10+0100,Trade,Sell to Open,SELL_TO_OPEN,SPY   250926P00640000,Equity Option,Sold 1 SPY 09/26/25 Put 640.00 @ 3.40,340.00,1,340.00,-1.00,-0.14,100,SPY,SPY,9/26/25,640,PUT,400001,338.86,USD',
    });
  });

  it.each<[string, number, Partial<Execution>]>([
    [
      'bought to close, commissions "--"',
      12,
      { side: 'BUY', effect: 'CLOSE', pricePerShare: '1.2', fees: '0.13' },
    ],
    [
      'a bought call, 3 contracts',
      17,
      { side: 'BUY', effect: 'OPEN', quantity: '3', pricePerShare: '4.1', fees: '3.36' },
    ],
    [
      'a stock, price per share',
      5,
      { instrument: { kind: 'STOCK' }, quantity: '10', pricePerShare: '170', fees: '0.08' },
    ],
    [
      'after 20:00 local in London: same New York day',
      5,
      { tradeDate: '2025-09-16', tradeTime: '2025-09-16T16:45:00' },
    ],
    [
      'past midnight in London: the New York date before',
      4,
      { tradeDate: '2025-09-16', tradeTime: '2025-09-16T20:30:00' },
    ],
    [
      'an expiration posted on Saturday is on its expiration date',
      10,
      {
        event: 'EXPIRATION',
        side: 'BUY',
        effect: 'CLOSE',
        tradeDate: '2025-09-12',
        tradeTime: '2025-09-12T16:00:00',
        pricePerShare: '0',
        orderId: null,
      },
    ],
    [
      'an assignment posted after the close is at the close',
      3,
      { event: 'ASSIGNMENT', tradeTime: '2025-09-19T16:00:00' },
    ],
    [
      "the assignment's stock row is a delivery",
      2,
      { event: 'DELIVERY', ticker: 'IWM', quantity: '100', pricePerShare: '235', side: 'BUY' },
    ],
  ])('%s (row %i)', (_name, row, expected) => {
    expect(byRow(reading, row)).toMatchObject(expected);
  });

  it('reads a file without the Total column, with the offsets of another zone, to the same New York times', () => {
    const later = read('tastytrade-2025-09-15-30.csv');
    expect(later.problems).toEqual([]);
    const times = (r: FileReading, rows: number[]) => rows.map((row) => byRow(r, row).tradeTime);
    expect(times(later, [2, 3, 6, 7])).toEqual([
      '2025-09-29T13:15:00',
      '2025-09-22T11:00:00',
      '2025-09-16T20:30:00',
      '2025-09-16T16:45:00',
    ]);
    expect(times(later, [6, 7])).toEqual(times(reading, [4, 5]));
  });
});

describe('tastytrade rows that cannot be read', () => {
  const reading = read('tastytrade-problems.csv');

  it('reports each with its row number and reason and still reads the others', () => {
    expect(reading.problems.map(({ rowNumber, reason }) => ({ rowNumber, reason }))).toEqual([
      { rowNumber: 4, reason: "Unknown row type: 'Receive Deliver: Symbol Change'" },
      { rowNumber: 5, reason: 'Only stocks and equity options can be imported' },
      { rowNumber: 6, reason: "Cannot read Date: '2025-09-17T99:00:00+0100'" },
      { rowNumber: 10, reason: "Cannot read Average Price: 'abc'" },
    ]);
    expect(reading.executions.map((e) => e.rowNumber)).toEqual([8, 9]);
  });

  it('reads the contract from the OCC symbol when the contract columns are blank', () => {
    expect(byRow(reading, 9)).toMatchObject({
      ticker: 'KO',
      instrument: { kind: 'OPTION', expiration: '2025-10-17', strike: '72.5', right: 'C', multiplier: '100' },
      pricePerShare: '0.45',
    });
  });

  it.each<[string, string, string]>([
    [
      'a foreign currency',
      'Trade,Sell to Open,SELL_TO_OPEN,SPY,Equity,x,1,1,1,--,0,1,,SPY,,,,1,1,EUR',
      'Only trades in USD can be imported',
    ],
    [
      'an unknown type',
      'Dividend,x,SELL_TO_OPEN,SPY,Equity,x,1,1,1,--,0,1,,SPY,,,,1,1,USD',
      "Unknown row type: 'Dividend'",
    ],
    [
      'an unknown action',
      'Trade,x,SELL_SHORT,SPY,Equity,x,1,1,1,--,0,1,,SPY,,,,1,1,USD',
      "Cannot read Action: 'SELL_SHORT'",
    ],
    [
      'a zero quantity',
      'Trade,x,BUY_TO_OPEN,SPY,Equity,x,1,0,1,--,0,1,,SPY,,,,1,1,USD',
      "Cannot read Quantity: '0'",
    ],
    [
      'contract columns that disagree with themselves',
      'Trade,x,BUY_TO_OPEN,SPY   250926P00640000,Equity Option,x,-1,1,-1,--,0,100,SPY,SPY,9/31/25,640,PUT,1,1,USD',
      "Cannot read Expiration Date: '9/31/25'",
    ],
    [
      'an expired stock',
      'Receive Deliver,Expiration,SELL_TO_CLOSE,SPY,Equity,x,0,1,0,--,0,1,,SPY,,,,,0,USD',
      "Unknown row type: 'Receive Deliver: Expiration'",
    ],
  ])('%s', (_name, rest, reason) => {
    const header = importFixture('tastytrade-2025-09-01-19.csv').split('\n')[0];
    const result = parseImportFile(`${header}\n2025-09-17T15:00:00+0100,${rest}\n`);
    expect(result.ok && result.problems.map((p) => p.reason)).toEqual([reason]);
  });
});

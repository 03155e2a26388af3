import { describe, expect, it } from 'vitest';
import { importFixture } from '../../../test/support/import-fixtures';
import type { Execution, FileReading } from './execution';
import { parseImportFile } from './parse-import';

function read(text: string, account?: string): FileReading {
  const result = parseImportFile(text, { account });
  if (!result.ok) throw new Error(result.error);
  return result;
}

const byRow = (reading: FileReading, row: number): Execution => {
  const execution = reading.executions.find((e) => e.rowNumber === row);
  if (!execution) throw new Error(`no execution on row ${row}`);
  return execution;
};

const HEADER =
  'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Exchange,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code';

describe('Interactive Brokers Activity Statement', () => {
  const reading = read(importFixture('ibkr-2025-08-01-20.csv'), 'ignored because the statement names one');

  it('reads the Order rows only, leaving out closed lots, subtotals, totals and currency conversions', () => {
    expect(reading.format).toBe('ibkr');
    expect(reading.executions.map((e) => e.rowNumber)).toEqual([
      13, 14, 17, 21, 22, 24, 25, 26, 27, 28, 29, 30,
    ]);
    expect(reading.ignored).toEqual([
      { rowNumber: 15, reason: 'Detail of a row the statement also gives as a whole (one level is read)' },
      { rowNumber: 16, reason: 'Summary row' },
      { rowNumber: 18, reason: 'Summary row' },
      { rowNumber: 19, reason: 'Summary row' },
      { rowNumber: 23, reason: 'Detail of a row the statement also gives as a whole (one level is read)' },
      { rowNumber: 31, reason: 'Summary row' },
      { rowNumber: 32, reason: 'Summary row' },
      { rowNumber: 34, reason: 'Currency conversion, not a trade' },
    ]);
    expect(reading.problems).toEqual([]);
    expect(reading.warnings).toEqual([]);
  });

  it.each<[string, number, Partial<Execution>]>([
    [
      'a sold put: negative quantity is a sell, Comm/Fee paid is positive fees',
      21,
      {
        account: 'U1234567',
        ticker: 'ARKK',
        instrument: { kind: 'OPTION', expiration: '2025-09-19', strike: '80', right: 'P', multiplier: '100' },
        tradeTime: '2025-08-06T15:32:56',
        side: 'SELL',
        effect: 'OPEN',
        event: 'TRADE',
        quantity: '1',
        pricePerShare: '1.85',
        fees: '1.05',
      },
    ],
    ['its buy-back', 22, { side: 'BUY', effect: 'CLOSE', pricePerShare: '0.4', tradeDate: '2025-08-20' }],
    [
      'a partial stock sale (C;P)',
      14,
      { instrument: { kind: 'STOCK' }, side: 'SELL', effect: 'CLOSE', quantity: '40' },
    ],
    [
      'an expiration (C;Ep)',
      28,
      { event: 'EXPIRATION', effect: 'CLOSE', tradeDate: '2025-08-15', pricePerShare: '0' },
    ],
    ['an assigned put (A;C)', 26, { event: 'ASSIGNMENT', effect: 'CLOSE', side: 'BUY' }],
    [
      'its stock row at the strike (A;O)',
      17,
      { event: 'ASSIGNMENT', effect: 'OPEN', quantity: '100', pricePerShare: '20' },
    ],
  ])('%s (row %i)', (_name, row, expected) => {
    expect(byRow(reading, row)).toMatchObject(expected);
  });

  it('reads a statement without an Account column with the Account Information account', () => {
    const later = read(importFixture('ibkr-2025-08-15-31.csv'));
    expect(new Set(later.executions.map((e) => e.account))).toEqual(new Set(['U1234567']));
  });

  it('reads times in the zone the statement names: after 20:00 in New York is still that New York date', () => {
    const cest = read(importFixture('ibkr-cest-statement.csv'));
    expect(cest.executions.map((e) => [e.tradeDate, e.tradeTime, e.account])).toEqual([
      ['2025-08-06', '2025-08-06T20:15:00', 'U7654321'],
      ['2025-08-07', '2025-08-07T15:59:30', 'U7654321'],
    ]);
  });

  it('reads Trade rows when there are no Order rows, and never both', () => {
    const text = [
      HEADER,
      'Trades,Data,Trade,Stocks,USD,AAPL,"2025-08-04, 09:45:10",-,100,200.5,202,-20050,-1,20051,0,150,O',
      'Trades,Data,ClosedLot,Stocks,USD,AAPL,2025-08-01,,100,199,,,,19900,,,',
    ].join('\n');
    expect(read(text).executions.map((e) => e.rowNumber)).toEqual([2]);
    const withOrders = `${text}\nTrades,Data,Order,Stocks,USD,MSFT,"2025-08-05, 10:00:00",-,1,500,500,-500,-1,501,0,0,O`;
    expect(read(withOrders).executions.map((e) => e.ticker)).toEqual(['MSFT']);
  });

  it('warns about a statement zone it cannot place and reads New York time', () => {
    const text = [
      'Statement,Header,Field Name,Field Value',
      'Statement,Data,WhenGenerated,"2025-08-08, 09:00:00 IST"',
      HEADER,
      'Trades,Data,Order,Stocks,USD,AAPL,"2025-08-04, 09:45:10",-,100,200.5,202,-20050,-1,20051,0,150,O',
    ].join('\n');
    const reading = read(text);
    expect(reading.warnings).toEqual([
      "The statement's time zone 'IST' is not known; its times are read as New York time.",
    ]);
    expect(reading.executions[0]?.tradeTime).toBe('2025-08-04T09:45:10');
  });

  it.each<[string, string, string]>([
    [
      'a foreign currency',
      'Stocks,EUR,SAP,"2025-08-04, 09:45:10",-,1,200,200,-200,-1,201,0,0,O',
      'Only trades in USD can be imported',
    ],
    [
      'futures',
      'Futures,USD,ESU5,"2025-08-04, 09:45:10",-,1,6400,6400,0,-2,0,0,0,O',
      'Only stocks and equity options can be imported',
    ],
    [
      'an unreadable option',
      'Equity and Index Options,USD,ARKK SEP 80 C,"2025-08-04, 09:45:10",-,1,2,2,-200,-1,201,0,0,O',
      "Cannot read Symbol: 'ARKK SEP 80 C'",
    ],
    [
      'a date without a time',
      'Stocks,USD,AAPL,2025-08-04,-,1,200,200,-200,-1,201,0,0,O',
      "Cannot read Date/Time: '2025-08-04'",
    ],
    [
      'a zero quantity',
      'Stocks,USD,AAPL,"2025-08-04, 09:45:10",-,0,200,200,0,-1,0,0,0,O',
      "Cannot read Quantity: '0'",
    ],
  ])('reports %s', (_name, rest, reason) => {
    const result = read(`${HEADER}\nTrades,Data,Order,${rest}`);
    expect(result.problems.map((p) => p.reason)).toEqual([reason]);
  });

  it('reads the Flex form of Date/Time and an OCC symbol', () => {
    const reading = read(
      `${HEADER}\nTrades,Data,Order,Equity and Index Options,USD,AAPL  251017C00230000,20250804;094510,-,2,4.1,4,-820,-1,821,0,0,O`,
    );
    expect(reading.executions[0]).toMatchObject({
      ticker: 'AAPL',
      tradeTime: '2025-08-04T09:45:10',
      instrument: { kind: 'OPTION', expiration: '2025-10-17', strike: '230', right: 'C' },
      side: 'BUY',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { importFixture } from '../../../test/support/import-fixtures';
import type { Execution, FileReading } from './execution';
import { parseImportFile } from './parse-import';

function read(text: string): FileReading {
  const result = parseImportFile(text, { account: 'Individual ...123' });
  if (!result.ok) throw new Error(result.error);
  return result;
}

const byRow = (reading: FileReading, row: number): Execution => {
  const execution = reading.executions.find((e) => e.rowNumber === row);
  if (!execution) throw new Error(`no execution on row ${row}`);
  return execution;
};

const HEADER = '"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"';

describe('Charles Schwab Transactions CSV', () => {
  const reading = read(importFixture('schwab-2025-10-27-11-10.csv'));

  it('skips the preamble line, leaves out cash rows and the total row', () => {
    expect(reading.format).toBe('schwab');
    expect(reading.executions).toHaveLength(14);
    expect(reading.ignored).toEqual([
      { rowNumber: 11, reason: 'Cash movement, not a trade' },
      { rowNumber: 17, reason: 'Cash movement, not a trade' },
      { rowNumber: 19, reason: 'Summary row' },
    ]);
    expect(reading.problems).toEqual([]);
  });

  it('reads a sold put with its dollar price and fees', () => {
    expect(byRow(reading, 18)).toMatchObject({
      account: 'Individual ...123',
      ticker: 'APP',
      instrument: { kind: 'OPTION', expiration: '2025-11-07', strike: '600', right: 'P', multiplier: '100' },
      tradeDate: '2025-10-27',
      tradeTime: '2025-10-27T00:00:00',
      timeKnown: false,
      side: 'SELL',
      effect: 'OPEN',
      quantity: '1',
      pricePerShare: '12.3',
      fees: '0.66',
    });
  });

  it.each<[string, number, Partial<Execution>]>([
    [
      "the 'as of' date is the trade's",
      10,
      { tradeDate: '2025-11-03', side: 'BUY', effect: 'CLOSE', pricePerShare: '3.4' },
    ],
    [
      'Expired: the expiration date, side not said',
      12,
      { event: 'EXPIRATION', side: null, tradeDate: '2025-10-31', pricePerShare: '0' },
    ],
    [
      'Assigned: a sold option bought back at 0',
      6,
      { event: 'ASSIGNMENT', side: 'BUY', effect: 'CLOSE', tradeDate: '2025-11-07' },
    ],
    [
      "the assignment's stock, a plain Buy",
      5,
      { instrument: { kind: 'STOCK' }, effect: 'UNKNOWN', quantity: '100', pricePerShare: '250', fees: '0' },
    ],
    ['two contracts sold to close', 9, { quantity: '2', pricePerShare: '7.25', fees: '1.32' }],
  ])('%s (row %i)', (_name, row, expected) => {
    expect(byRow(reading, row)).toMatchObject(expected);
  });

  it.each<[string, string, string]>([
    [
      'an unknown action',
      '"11/03/2025","Stock Split","KO","COCA COLA CO","50","","",""',
      "Unknown row type: 'Stock Split'",
    ],
    [
      'an unreadable date',
      '"11/31/2025","Buy","KO","COCA COLA CO","50","$70.10","",""',
      "Cannot read Date: '11/31/2025'",
    ],
    [
      'an unreadable price',
      '"11/03/2025","Buy","KO","COCA COLA CO","50","$7O.10","",""',
      "Cannot read Price: '$7O.10'",
    ],
    [
      'an expiration of a stock',
      '"11/03/2025","Expired","KO","COCA COLA CO","50","","",""',
      "Cannot read Symbol: 'KO'",
    ],
  ])('reports %s', (_name, row, reason) => {
    expect(read(`${HEADER}\n${row}`).problems.map((p) => p.reason)).toEqual([reason]);
  });
});

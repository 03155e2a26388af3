import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFixture } from '../../../test/support/import-fixtures';
import type { Execution, FileReading } from './execution';
import { parseImportFile } from './parse-import';
import { TEMPLATE_COLUMNS } from './read-template';

function read(text: string): FileReading {
  const result = parseImportFile(text, { account: 'Main' });
  if (!result.ok) throw new Error(result.error);
  return result;
}

const byRow = (reading: FileReading, row: number): Execution => {
  const execution = reading.executions.find((e) => e.rowNumber === row);
  if (!execution) throw new Error(`no execution on row ${row}`);
  return execution;
};

const HEADER = TEMPLATE_COLUMNS.join(',');

describe("the fund's import template", () => {
  it('is the file offered for download: its header alone, read as the template', () => {
    const text = readFileSync(new URL('../../../data/import-template.csv', import.meta.url), 'utf8');
    expect(text).toBe(`${HEADER}\n`);
    expect(parseImportFile(text)).toMatchObject({
      ok: true,
      format: 'template',
      executions: [],
      problems: [],
    });
  });

  const reading = read(importFixture('template-sample.csv'));

  it('reads every row of the sample', () => {
    expect(reading.problems).toEqual([]);
    expect(reading.executions).toHaveLength(17);
  });

  it.each<[string, number, Partial<Execution>]>([
    [
      'a sold put with fees and an order id',
      2,
      {
        account: 'IRA-1',
        orderId: 'T-1',
        ticker: 'SPY',
        instrument: {
          kind: 'OPTION',
          expiration: '2025-09-26',
          strike: '640',
          right: 'P',
          multiplier: '100',
        },
        tradeTime: '2025-09-02T10:05:10',
        side: 'SELL',
        effect: 'OPEN',
        pricePerShare: '3.4',
        fees: '1.14',
      },
    ],
    [
      'an expiration date as MM/DD/YYYY',
      4,
      {
        instrument: {
          kind: 'OPTION',
          expiration: '2025-10-17',
          strike: '230',
          right: 'C',
          multiplier: '100',
        },
      },
    ],
    ['an expiration posted the next day', 7, { event: 'EXPIRATION', tradeDate: '2025-09-12' }],
    [
      'an assignment and its stock',
      10,
      { event: 'ASSIGNMENT', instrument: { kind: 'STOCK' }, quantity: '100' },
    ],
    [
      'Berlin after 02:00 is New York after 20:00 the day before',
      16,
      { tradeDate: '2025-09-16', tradeTime: '2025-09-16T20:15:00', brokerExecutionId: 'E-10' },
    ],
    [
      'an OCC symbol in the ticker column',
      17,
      {
        ticker: 'KO',
        instrument: {
          kind: 'OPTION',
          expiration: '2025-10-17',
          strike: '72.5',
          right: 'C',
          multiplier: '100',
        },
      },
    ],
    [
      'a date alone is the trade date in any zone',
      18,
      { tradeDate: '2025-09-18', timeKnown: false, effect: 'UNKNOWN' },
    ],
  ])('%s (row %i)', (_name, row, expected) => {
    expect(byRow(reading, row)).toMatchObject(expected);
  });

  it('uses the account chosen on upload when the account cell is blank', () => {
    const text = `${HEADER}\n2025-09-17 10:00:00,,,AAPL,stock,,,buy,open,10,230,0,,,,`;
    expect(read(text).executions[0]?.account).toBe('Main');
  });

  it('reads the optional tags column: ; or , between names, the Trade Log rule for tags', () => {
    const text = `${HEADER}\n2025-09-17 10:00:00,,,AAPL,put,2025-10-17,220,sell,open,1,3.10,0,,,,,"wheel; Earnings,WHEEL"`;
    expect(read(text).executions[0]?.tags).toEqual(['wheel', 'Earnings']);
    const untagged = `${HEADER}\n2025-09-17 10:00:00,,,AAPL,stock,,,buy,open,10,230,0,,,,,`;
    expect(read(untagged).executions[0]?.tags).toEqual([]);
  });

  it.each([
    ['eleven tags', 'a;b;c;d;e;f;g;h;i;j;k', 'Please choose at most 10 tags'],
    ['a tag of 41 characters', 'x'.repeat(41), 'Tag names must be at most 40 characters'],
  ])('refuses a row with %s', (_name, tags, reason) => {
    const text = `${HEADER}\n2025-09-17 10:00:00,,,AAPL,stock,,,buy,open,10,230,0,,,,,${tags}`;
    expect(read(text).problems).toEqual([expect.objectContaining({ rowNumber: 2, reason })]);
  });

  it('reads a mini option multiplier', () => {
    const text = `${HEADER}\n2025-09-17 10:00:00,,,AAPL,call,2025-10-17,230,buy,open,1,4.10,0,,,,10`;
    expect(read(text).executions[0]?.instrument).toMatchObject({ multiplier: '10' });
  });

  it.each<[string, string, string]>([
    [
      'an unknown zone',
      '2025-09-17 10:00:00,Mars/Olympus,,AAPL,stock,,,buy,open,10,230,0,,,,',
      "Unknown time zone: 'Mars/Olympus'",
    ],
    [
      'an unknown kind',
      '2025-09-17 10:00:00,,,AAPL,future,,,buy,open,10,230,0,,,,',
      "Cannot read kind: 'future'",
    ],
    ['no kind and no OCC symbol', '2025-09-17 10:00:00,,,AAPL,,,,buy,open,10,230,0,,,,', 'Missing kind'],
    [
      'an unknown side',
      '2025-09-17 10:00:00,,,AAPL,stock,,,short,open,10,230,0,,,,',
      "Cannot read side: 'short'",
    ],
    ['a missing side', '2025-09-17 10:00:00,,,AAPL,stock,,,,open,10,230,0,,,,', 'Missing side'],
    [
      'a negative price',
      '2025-09-17 10:00:00,,,AAPL,stock,,,buy,open,10,-230,0,,,,',
      "Cannot read price: '-230'",
    ],
    ['a missing price', '2025-09-17 10:00:00,,,AAPL,stock,,,buy,open,10,,0,,,,', 'Missing price'],
    [
      'a put without a strike',
      '2025-09-17 10:00:00,,,AAPL,put,2025-10-17,,sell,open,1,2,0,,,,',
      "Cannot read strike: ''",
    ],
    [
      'an expired stock',
      '2025-09-17 10:00:00,,,AAPL,stock,,,sell,close,10,0,0,,,expiration,',
      "Cannot read event: 'expiration'",
    ],
    [
      'a ticker with a formula',
      '2025-09-17 10:00:00,,,=HYPERLINK(1),stock,,,buy,open,10,230,0,,,,',
      "Cannot read ticker: '=HYPERLINK(1)'",
    ],
    [
      'an order id too long',
      `2025-09-17 10:00:00,,,AAPL,stock,,,buy,open,10,230,0,${'9'.repeat(65)},,,`,
      `Cannot read order_id: '${'9'.repeat(57)}...'`,
    ],
  ])('reports %s', (_name, row, reason) => {
    expect(read(`${HEADER}\n${row}`).problems.map((p) => p.reason)).toEqual([reason]);
  });
});

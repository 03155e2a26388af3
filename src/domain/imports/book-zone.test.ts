import { describe, expect, it } from 'vitest';
import { importFixture } from '../../../test/support/import-fixtures';
import type { Execution } from './execution';
import { parseImportFile } from './parse-import';
import { TEMPLATE_COLUMNS } from './read-template';
import { FILE_TIME_ZONES } from './trade-times';

/*
 * The books keep the fund's wall clock (FUND_TIME_ZONE); each file's times are read in the file's own
 * zone (FILE_TIME_ZONES, or what the file says) and moved into the fund's. New York is the default
 * fund zone, so the other reader tests read New York times.
 */

function executions(text: string, bookZone?: string): Execution[] {
  const result = parseImportFile(text, { account: 'Main', bookZone });
  if (!result.ok) throw new Error(result.error);
  return result.executions;
}

const timesOf = (list: Execution[]) => list.map((e) => [e.rowNumber, e.tradeTime, e.tradeDate]);

describe("an import on the books' clock", () => {
  it('names New York as the zone of every format the file does not override', () => {
    expect(FILE_TIME_ZONES).toEqual({
      tastytrade: 'America/New_York',
      ibkr: 'America/New_York',
      schwab: 'America/New_York',
      template: 'America/New_York',
    });
  });

  it('is New York time when no zone is given', () => {
    const file = importFixture('tastytrade-2025-09-01-19.csv');
    expect(timesOf(executions(file))).toEqual(timesOf(executions(file, 'America/New_York')));
  });

  it("moves tastytrade's offset times into a London fund's clock", () => {
    const list = executions(importFixture('tastytrade-2025-09-01-19.csv'), 'Europe/London');
    // Written 2025-09-17T01:30:00+0100: 01:30 in London, 20:30 the day before in New York.
    const nvda = list.find((e) => e.rowNumber === 4)!;
    expect([nvda.tradeTime, nvda.tradeDate]).toEqual(['2025-09-17T01:30:00', '2025-09-17']);
    const newYork = executions(importFixture('tastytrade-2025-09-01-19.csv')).find((e) => e.rowNumber === 4)!;
    expect([newYork.tradeTime, newYork.tradeDate]).toEqual(['2025-09-16T20:30:00', '2025-09-16']);
  });

  it("moves a template row's time from its time_zone into the fund's", () => {
    const header = TEMPLATE_COLUMNS.join(',');
    const row = (date: string, zone: string) =>
      `${date},${zone},IRA,SPY,put,2025-09-26,640,sell,open,1,3.40,1.14,T-1,,trade,100`;
    const text = [header, row('2025-09-17 02:15:00', 'Europe/London'), row('2025-09-16 21:00:00', '')].join(
      '\n',
    );
    expect(timesOf(executions(text, 'Asia/Tokyo'))).toEqual([
      [2, '2025-09-17T10:15:00', '2025-09-17'],
      // A blank time_zone is New York's (FILE_TIME_ZONES.template): 21:00 there is 10:00 next day in Tokyo.
      [3, '2025-09-17T10:00:00', '2025-09-17'],
    ]);
  });

  it("moves an IBKR statement's times from the zone it names into the fund's", () => {
    const berlin = executions(importFixture('ibkr-cest-statement.csv'), 'Europe/Berlin');
    const newYork = executions(importFixture('ibkr-cest-statement.csv'));
    expect(berlin.length).toBeGreaterThan(0);
    // CEST is Berlin's own clock: read as written; New York is six hours behind it.
    for (const [index, execution] of berlin.entries()) {
      const ny = newYork[index]!;
      const shifted = new Date(Date.parse(`${ny.tradeTime}Z`) + 6 * 3_600_000).toISOString().slice(0, 19);
      if (execution.event === 'TRADE') expect(execution.tradeTime).toBe(shifted);
    }
  });

  it("puts an expiration at the market's close, New York's 16:00, on the fund's clock", () => {
    const file = importFixture('schwab-2025-10-27-11-10.csv');
    const expired = (zone?: string) => executions(file, zone).find((e) => e.event === 'EXPIRATION')!;
    expect(expired().tradeTime).toBe('2025-10-31T16:00:00');
    expect(expired('Europe/London').tradeTime).toBe('2025-10-31T20:00:00');
    expect(expired('Asia/Tokyo')).toMatchObject({
      tradeTime: '2025-11-01T05:00:00',
      tradeDate: '2025-11-01',
    });
  });

  it("keeps Schwab's dates as written: a date alone has no time to move", () => {
    const file = importFixture('schwab-2025-10-27-11-10.csv');
    const trades = (zone?: string) => executions(file, zone).filter((e) => e.event === 'TRADE');
    expect(trades('Asia/Tokyo').map((e) => e.tradeDate)).toEqual(trades().map((e) => e.tradeDate));
  });
});

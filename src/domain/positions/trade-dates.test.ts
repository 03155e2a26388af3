import { describe, expect, it } from 'vitest';
import {
  closesBeforeOpening,
  closeTimestamp,
  formatExpirationDate,
  parseExpirationDate,
  parseTradeDate,
  todayTradeDate,
  tradeTimestamp,
  wallClockTimestamp,
} from './trade-dates';

describe('trade dates: the fund wall clock', () => {
  it.each<[string, string, string | null, string | null]>([
    // name, input, stored open/trade timestamp, stored close timestamp
    [
      'a date opens at midnight and closes at 9:00',
      '2025-09-30',
      '2025-09-30T00:00:00',
      '2025-09-30T09:00:00',
    ],
    [
      'a timestamp keeps its written time',
      '2025-09-30T14:35:10',
      '2025-09-30T14:35:10',
      '2025-09-30T09:00:00',
    ],
    [
      'a zone is dropped, not converted',
      '2025-09-30T23:30:00-07:00',
      '2025-09-30T23:30:00',
      '2025-09-30T09:00:00',
    ],
    [
      'a UTC timestamp with milliseconds',
      '2025-10-01T06:30:00.000Z',
      '2025-10-01T06:30:00',
      '2025-10-01T09:00:00',
    ],
    ['minutes without seconds', '2025-09-30T08:15', '2025-09-30T08:15:00', '2025-09-30T09:00:00'],
    ['a leap day', '2024-02-29', '2024-02-29T00:00:00', '2024-02-29T09:00:00'],
    ['no leap day in 2025', '2025-02-29', null, null],
    ['month 13', '2025-13-01', null, null],
    ['hour 24', '2025-09-30T24:00:00', null, null],
    ['US form is not a trade date', '09/30/2025', null, null],
    ['blank', '', null, null],
  ])('%s', (_name, input, trade, close) => {
    const parsed = parseTradeDate(input);
    expect(parsed === null ? null : tradeTimestamp(parsed)).toBe(trade);
    expect(parsed === null ? null : closeTimestamp(parsed)).toBe(close);
  });

  it('marks a timestamp with a zone', () => {
    expect(parseTradeDate('2025-09-30T10:00:00Z')?.zoned).toBe(true);
    expect(parseTradeDate('2025-09-30T10:00:00')?.zoned).toBe(false);
    expect(parseTradeDate('2025-09-30')?.zoned).toBe(false);
  });

  it.each([
    ['2025-09-30 09:00:00', '2025-09-30T09:00:00'],
    ['2025-09-30 09:00:00.123456', '2025-09-30T09:00:00'],
    ['2025-09-30T09:00:00', '2025-09-30T09:00:00'],
  ])('reads the database timestamp %s as %s', (value, expected) => {
    expect(wallClockTimestamp(value)).toBe(expected);
  });

  it("takes today's date from the clock it is given", () => {
    expect(todayTradeDate('2025-01-05')).toEqual({ day: '2025-01-05', time: null, zoned: false });
  });

  it.each<[string, string, string, boolean]>([
    ['close the day before the open', '2025-07-01', '2025-07-02T00:00:00', true],
    ['close on the open day', '2025-07-02', '2025-07-02T10:30:00', false],
    ['close after the open day', '2025-07-03', '2025-07-02T10:30:00', false],
  ])('%s', (_name, closeDay, openTimestamp, before) => {
    expect(closesBeforeOpening(closeDay, openTimestamp)).toBe(before);
  });
});

describe('expiration dates', () => {
  it.each<[string, string | null]>([
    ['12/19/2025', '2025-12-19'],
    ['1/2/2026', '2026-01-02'],
    ['2025-12-19', '2025-12-19'],
    [' 12/19/2025 ', '2025-12-19'],
    ['02/30/2026', null],
    ['13/01/2026', null],
    ['12-19-2025', null],
    ['12/19/25', null],
    ['', null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseExpirationDate(text)).toBe(expected);
  });

  it('shows the stored date as the form does', () => {
    expect(formatExpirationDate('2026-01-02')).toBe('01/02/2026');
  });
});

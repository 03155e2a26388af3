import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fetchFailedMessage,
  NO_VALID_ROWS_MESSAGE,
  parsePerformanceRows,
  PerformanceDataError,
  readCalendarDay,
  type CsvRecord,
} from './parse-rows';

const record = (date: unknown, nav: unknown = 100, spy: unknown = 400): CsvRecord => ({
  Date: date,
  PortfolioNAV: nav,
  SPYPrice: spy,
});

describe('parsePerformanceRows', () => {
  it.each([
    ['zero-padded date', record('2023-01-03'), '2023-01-03', 100, 400],
    ['single-digit month and day', record('2023-1-3'), '2023-01-03', 100, 400],
    ['unreadable day defaults to 1', record('2023-02-xx'), '2023-02-01', 100, 400],
    ['missing day defaults to 1', record('2023-02'), '2023-02-01', 100, 400],
    ['day past the end of the month defaults to 1', record('2023-02-30'), '2023-02-01', 100, 400],
    ['day 0 defaults to 1', record('2023-02-00'), '2023-02-01', 100, 400],
    ['leap day is kept', record('2024-02-29'), '2024-02-29', 100, 400],
    ['time after the day is ignored', record('2023-01-03 16:00'), '2023-01-03', 100, 400],
    ['spaces around the date', record(' 2023-01-03 '), '2023-01-03', 100, 400],
    ['numbers written as text', record('2023-01-03', '100.25', '401.5'), '2023-01-03', 100.25, 401.5],
    ['dollar amounts', record('2023-01-03', '$1,100.25', '$401.50'), '2023-01-03', 1100.25, 401.5],
    [
      'timestamp PapaParse turned into a Date',
      record(new Date('2023-01-03T00:00:00Z')),
      '2023-01-03',
      100,
      400,
    ],
  ])('keeps a row: %s', (_scenario, input, date, portfolioNAV, spyPrice) => {
    const [row] = parsePerformanceRows([input]);
    expect(row?.date).toBe(date);
    expect(row?.portfolioNAV).toBe(portfolioNAV);
    expect(row?.spyPrice).toBe(spyPrice);
  });

  it('keeps the calendar numbers alongside the date text', () => {
    expect(parsePerformanceRows([record('2023-7-4', 101.5, 440.25)])).toEqual([
      { date: '2023-07-04', year: 2023, month: 7, day: 4, portfolioNAV: 101.5, spyPrice: 440.25 },
    ]);
  });

  it.each([
    ['Date missing', { PortfolioNAV: 100, SPYPrice: 400 }],
    ['Date null', record(null)],
    ['Date empty', record('')],
    ['Date a number', record(20230103)],
    ['Date with slashes', record('01/03/2023')],
    ['two-digit year', record('23-01-03')],
    ['month 13', record('2023-13-01')],
    ['month 0', record('2023-00-10')],
    ['invalid Date object', record(new Date('nonsense'))],
    ['PortfolioNAV missing', { Date: '2023-01-03', SPYPrice: 400 }],
    ['PortfolioNAV null', record('2023-01-03', null)],
    ['PortfolioNAV empty', record('2023-01-03', '')],
    ['PortfolioNAV text', record('2023-01-03', 'n/a')],
    ['PortfolioNAV boolean', record('2023-01-03', true)],
    ['PortfolioNAV zero', record('2023-01-03', 0)],
    ['PortfolioNAV negative', record('2023-01-03', -5)],
    ['SPYPrice missing', { Date: '2023-01-03', PortfolioNAV: 100 }],
    ['SPYPrice null', record('2023-01-03', 100, null)],
    ['SPYPrice text', record('2023-01-03', 100, 'closed')],
  ])('drops a row: %s', (_scenario, input) => {
    expect(parsePerformanceRows([input, record('2023-06-01')]).map((row) => row.date)).toEqual([
      '2023-06-01',
    ]);
  });

  it('sorts rows ascending by date, keeping the sheet order of equal dates', () => {
    const rows = parsePerformanceRows([
      record('2023-03-01', 103),
      record('2023-1-15', 101),
      record('2023-03-01', 104),
      record('2022-12-30', 99),
    ]);
    expect(rows.map((row) => [row.date, row.portfolioNAV])).toEqual([
      ['2022-12-30', 99],
      ['2023-01-15', 101],
      ['2023-03-01', 103],
      ['2023-03-01', 104],
    ]);
  });

  it.each([
    // A sheet with only its header row; a blank sheet is the reader's 'Empty CSV data received'.
    ['no records at all', [], NO_VALID_ROWS_MESSAGE],
    ['only invalid rows', [record(''), record('2023-01-03', null)], NO_VALID_ROWS_MESSAGE],
  ])('raises the required error for %s', (_scenario, input, message) => {
    expect(() => parsePerformanceRows(input)).toThrow(new PerformanceDataError(message));
  });

  it('always returns every valid row, in date order', () => {
    const validRecord = fc
      .record({
        year: fc.integer({ min: 1990, max: 2100 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 28 }),
        nav: fc.double({ min: 0.01, max: 1e6, noNaN: true }),
      })
      .map(({ year, month, day, nav }) => record(`${year}-${month}-${day}`, nav, nav * 4));
    fc.assert(
      fc.property(fc.array(validRecord, { minLength: 1, maxLength: 50 }), (records) => {
        const rows = parsePerformanceRows(records);
        expect(rows).toHaveLength(records.length);
        for (let i = 1; i < rows.length; i++) expect(rows[i - 1]!.date <= rows[i]!.date).toBe(true);
      }),
    );
  });
});

describe('readCalendarDay', () => {
  it.each([
    ['2025-12-31', { year: 2025, month: 12, day: 31 }],
    ['2025-4-31', { year: 2025, month: 4, day: 1 }],
    ['2025-04-', { year: 2025, month: 4, day: 1 }],
    ['2025-04-7th', { year: 2025, month: 4, day: 7 }],
    ['2025', null],
    ['April 2025', null],
  ])('%j -> %j', (text, expected) => {
    expect(readCalendarDay(text)).toEqual(expected);
  });
});

describe('fetchFailedMessage', () => {
  it.each([
    [404, 'Not Found', 'Failed to fetch performance data: 404 Not Found'],
    [503, 'Service Unavailable', 'Failed to fetch performance data: 503 Service Unavailable'],
    [500, '', 'Failed to fetch performance data: 500'],
  ])('%i %j', (status, statusText, expected) => {
    expect(fetchFailedMessage(status, statusText)).toBe(expected);
  });
});

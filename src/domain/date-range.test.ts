import { describe, expect, it } from 'vitest';
import { dateRangeMessage, isDateRangeMessage, isDayInRange, isYearInRange } from './date-range';

describe('the date range: 1900-01-01 to 2100-12-31', () => {
  it.each([
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2025-09-30', true],
    ['2025-09-30T23:59:59Z', true],
    ['2100-12-31', true],
    ['2101-01-01', false],
    ['9999-12-31', false],
  ])('%s in range: %s', (day, expected) => {
    expect(isDayInRange(day)).toBe(expected);
  });

  it.each([
    [0, false],
    [1899, false],
    [1900, true],
    [2100, true],
    [2101, false],
    [2025.5, false],
  ])('year %s in range: %s', (year, expected) => {
    expect(isYearInRange(year)).toBe(expected);
  });

  it.each([
    ['YYYY-MM-DD', 'Open date must be between 1900-01-01 and 2100-12-31'],
    ['MM/DD/YYYY', 'Open date must be between 01/01/1900 and 12/31/2100'],
    ['YYYY', 'Open date must be between 1900 and 2100'],
    ['Q#_YYYY', 'Open date must be between Q1 1900 and Q4 2100'],
  ] as const)('says the range in the notation %s, and the API recognises it', (notation, message) => {
    expect(dateRangeMessage('Open date', notation)).toBe(message);
    expect(isDateRangeMessage(message)).toBe(true);
  });
});

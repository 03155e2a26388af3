import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar';
import { earliestDealingDate } from './dealing-date';

describe('earliestDealingDate: the first quarter end at least N days after the request date', () => {
  it.each([
    // request date, notice days, earliest dealing date: the arithmetic
    ['2025-07-01', 60, '2025-09-30'], // Jul 1 + 30 (Jul) = Jul 31, + 30 = Aug 30; Q3 ends Sep 30
    ['2025-08-01', 60, '2025-09-30'], // Aug 1 + 30 = Aug 31, + 30 = Sep 30: the notice ends on a quarter end
    ['2025-08-02', 60, '2025-12-31'], // Aug 2 + 60 = Oct 1, one day into Q4: Dec 31
    ['2025-09-30', 60, '2025-12-31'], // on a quarter end: Sep 30 + 60 = Nov 29, in Q4
    ['2025-11-15', 60, '2026-03-31'], // Nov 15 + 15 = Nov 30, + 31 = Dec 31, + 14 = Jan 14 2026: Q1 2026
    ['2025-12-31', 0, '2025-12-31'], // no notice, on a quarter end: that day
    ['2025-10-01', 0, '2025-12-31'], // no notice, the day after a quarter end: the next one
    ['2025-09-30', 1, '2025-12-31'], // one day after Sep 30 is Oct 1
    ['2024-01-31', 60, '2024-03-31'], // leap year: Jan 31 + 29 (Feb 2024) = Feb 29, + 31 = Mar 31
    ['2023-01-31', 60, '2023-06-30'], // not a leap year: Jan 31 + 28 = Feb 28, + 31 = Mar 31 is 59; 60 is Apr 1
    ['2024-02-29', 31, '2024-03-31'], // leap day + 31 = Mar 31
    ['2100-01-31', 60, '2100-06-30'], // 2100 is not a leap year (divisible by 100, not by 400)
    ['2000-01-31', 60, '2000-03-31'], // 2000 is (divisible by 400)
    ['2025-01-01', 366, '2026-03-31'], // Jan 1 2025 + 365 = Jan 1 2026, + 1 = Jan 2 2026
    ['2025-06-30', 90, '2025-09-30'], // Jun 30 + 31 (Jul) + 31 (Aug) + 28 = Sep 28
  ])('requested %s with %i days of notice: %s', (requestDate, days, expected) => {
    expect(earliestDealingDate(requestDate, days)).toBe(expected);
  });

  it('refuses a negative or fractional notice', () => {
    expect(() => earliestDealingDate('2025-07-01', -1)).toThrow(RangeError);
    expect(() => earliestDealingDate('2025-07-01', 1.5)).toThrow(RangeError);
  });

  it('is never before the day the notice runs out, and always a quarter end', () => {
    for (let offset = 0; offset < 800; offset += 7) {
      const requestDate = addDays('2023-11-20', offset);
      for (const days of [0, 1, 45, 60, 92]) {
        const dealing = earliestDealingDate(requestDate, days);
        expect(dealing >= addDays(requestDate, days)).toBe(true);
        expect(['03-31', '06-30', '09-30', '12-31']).toContain(dealing.slice(5));
        // The first such quarter end: the one before lies before the notice runs out.
        expect(addDays(dealing, -92) < addDays(requestDate, days)).toBe(true);
      }
    }
  });
});

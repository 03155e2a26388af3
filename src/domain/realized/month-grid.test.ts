import { describe, expect, it } from 'vitest';
import { closingEvent as event } from '../../../test/support/closing-events';
import { dayTotals } from './calendar-stats';
import { initialMonth, monthGrid, shiftMonth } from './month-grid';
import { weeklySummaries } from './weekly-summary';

const firstAndLast = (year: number, month: number) => {
  const grid = monthGrid({ year, month });
  const days = grid.flatMap((week) => week.days);
  return {
    rows: grid.length,
    first: days[0],
    last: days[days.length - 1],
    leading: grid[0]!.days.filter((day) => !day.inMonth).length,
    trailing: grid[grid.length - 1]!.days.filter((day) => !day.inMonth).length,
  };
};

describe('month grid, Monday to Sunday', () => {
  it.each([
    // scenario, year, month, rows, first cell, last cell, leading days, trailing days
    ['a month starting on a Monday (September 2025)', 2025, 9, 5, '2025-09-01', '2025-10-05', 0, 5],
    ['a month starting on a Sunday (June 2025)', 2025, 6, 6, '2025-05-26', '2025-07-06', 6, 6],
    ['a 28-day February starting on a Monday (2027)', 2027, 2, 4, '2027-02-01', '2027-02-28', 0, 0],
    ['a month ending on a Sunday (November 2025)', 2025, 11, 5, '2025-10-27', '2025-11-30', 5, 0],
    ['December into the new year (2025)', 2025, 12, 5, '2025-12-01', '2026-01-04', 0, 4],
  ])('%s', (_scenario, year, month, rows, first, last, leading, trailing) => {
    const grid = firstAndLast(year, month);
    expect(grid.rows).toBe(rows);
    expect(grid.first?.date).toBe(first);
    expect(grid.last?.date).toBe(last);
    expect(grid.leading).toBe(leading);
    expect(grid.trailing).toBe(trailing);
  });

  it('marks the neighbour months and numbers the days', () => {
    const [firstWeek] = monthGrid({ year: 2025, month: 6 });
    expect(firstWeek?.days.map((day) => [day.day, day.inMonth])).toEqual([
      [26, false],
      [27, false],
      [28, false],
      [29, false],
      [30, false],
      [31, false],
      [1, true],
    ]);
  });

  it('every week starts on a Monday and has seven days', () => {
    for (let month = 1; month <= 12; month += 1) {
      for (const week of monthGrid({ year: 2026, month })) {
        expect(week.days).toHaveLength(7);
        expect(week.days[0]?.date).toBe(week.monday);
      }
    }
  });
});

describe('the month the calendar opens on', () => {
  const today = '2026-02-14';
  it.each([
    ['no closing events: today', [], { year: 2026, month: 2 }],
    ['the latest event', [event('2025-11-10', '1'), event('2025-12-01', '1')], { year: 2025, month: 12 }],
  ])('%s', (_scenario, events, expected) => {
    expect(initialMonth(events, today)).toEqual(expected);
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 2025, month: 1 }, -1)).toEqual({ year: 2024, month: 12 });
  });
});

describe('weekly summaries', () => {
  it('count whole grid weeks, neighbour-month days included', () => {
    const totals = dayTotals([
      event('2025-10-31', '100'),
      event('2025-11-02', '-40'),
      event('2025-11-02', '15.5'),
      event('2025-11-19', '350'),
      event('2025-12-01', '999'),
    ]);
    const weeks = weeklySummaries(monthGrid({ year: 2025, month: 11 }), totals);
    expect(weeks.map((w) => [w.label, w.pnl.toFixed(), w.trades, w.activeDays])).toEqual([
      ['Oct 27 - Nov 2', '75.5', 3, 2],
      ['Nov 3 - Nov 9', '0', 0, 0],
      ['Nov 10 - Nov 16', '0', 0, 0],
      ['Nov 17 - Nov 23', '350', 1, 1],
      ['Nov 24 - Nov 30', '0', 0, 0],
    ]);
  });
});

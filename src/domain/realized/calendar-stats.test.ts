import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closingEvent as event } from '../../../test/support/closing-events';
import { calendarStats, dayTotals } from './calendar-stats';
import type { ClosingEvent } from './closing-events';

const text = (value: Decimal | null) => (value === null ? null : value.toFixed());

describe('calendar stats', () => {
  it.each<[string, ClosingEvent[], Record<string, string | number | null>]>([
    [
      'no closing events: averages and win rate are absent',
      [],
      { total: '0', perDay: null, perTrade: null, winRate: null, activeDays: 0, trades: 0 },
    ],
    [
      'one winning trade',
      [event('2025-11-10', '350')],
      { total: '350', perDay: '350', perTrade: '350', winRate: '100', activeDays: 1, trades: 1 },
    ],
    [
      'two trades on one day and a losing day',
      [event('2025-11-10', '140'), event('2025-11-10', '100.25'), event('2025-11-14', '-90')],
      {
        total: '150.25',
        perDay: '75.125',
        perTrade: '50.083333333333333333',
        winRate: '50',
        activeDays: 2,
        trades: 3,
      },
    ],
    [
      'a day that nets to zero is active but not a win',
      [event('2025-11-10', '50'), event('2025-11-10', '-50'), event('2025-11-11', '10')],
      {
        total: '10',
        perDay: '5',
        perTrade: '3.3333333333333333333',
        winRate: '50',
        activeDays: 2,
        trades: 3,
      },
    ],
    [
      'only losing days',
      [event('2025-11-10', '-1'), event('2025-11-12', '-2')],
      { total: '-3', perDay: '-1.5', perTrade: '-1.5', winRate: '0', activeDays: 2, trades: 2 },
    ],
  ])('%s', (_scenario, events, expected) => {
    const stats = calendarStats(events);
    expect({
      total: text(stats.totalPnl),
      perDay: text(stats.avgPerDay),
      perTrade: text(stats.avgPerTrade),
      winRate: text(stats.winRate),
      activeDays: stats.activeDays,
      trades: stats.trades,
    }).toEqual(expected);
  });

  it('day totals add up to the total P&L, whatever the events', () => {
    const days = ['2025-11-10', '2025-11-11', '2025-11-30', '2025-12-01'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            day: fc.constantFrom(...days),
            cents: fc.integer({ min: -1_000_000, max: 1_000_000 }),
          }),
        ),
        (rows) => {
          const events = rows.map((row) => event(row.day, new Decimal(row.cents).div(100).toFixed()));
          const totals = [...dayTotals(events).values()];
          const sum = totals.reduce((acc, day) => acc.plus(day.pnl), new Decimal(0));
          const stats = calendarStats(events);
          expect(sum.eq(stats.totalPnl)).toBe(true);
          expect(totals.reduce((acc, day) => acc + day.trades, 0)).toBe(stats.trades);
          expect(stats.activeDays).toBe(totals.length);
        },
      ),
    );
  });
});

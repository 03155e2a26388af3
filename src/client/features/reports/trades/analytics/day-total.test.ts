import { describe, expect, it } from 'vitest';
import { dayTotalOf } from './day-total';

describe("a day of the journal as the calendar's day detail", () => {
  it('sums the P&L and keeps each trade', () => {
    const row = {
      positionId: 1,
      date: '2025-03-10',
      ticker: 'AAPL',
      positionType: 'THETA' as const,
      type: 'CLOSE' as const,
      strategy: 'THETA STO P',
      quantity: 1,
      closeValue: 100,
      fees: null,
      daysHeld: 7,
      premiumCapture: 0,
      tags: [],
    };
    const total = dayTotalOf('2025-03-10', [
      { ...row, transactionId: 1, pnl: 0 },
      { ...row, transactionId: 2, ticker: 'QQQ', type: 'PARTIAL_CLOSE', pnl: -200.5 },
    ]);
    expect(total.trades).toBe(2);
    expect(total.pnl.toNumber()).toBe(-200.5);
    expect(total.events.map((event) => [event.ticker, event.type, event.pnl.toNumber()])).toEqual([
      ['AAPL', 'CLOSE', 0],
      ['QQQ', 'PARTIAL_CLOSE', -200.5],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { closingEventsOf } from './closing-events';
import { stock, theta, transaction } from '../../../test/support/position-items';

describe('closing events of a quarter', () => {
  const partlyClosed = theta({
    ticker: 'SPY',
    openDate: '2025-11-03',
    expirationDate: '12/19/2025',
    contracts: 5,
    netPremium: 500,
    transactions: [
      transaction('OPEN', '2025-11-03T10:30:00', { quantity: 5, premium: 100 }),
      transaction('OPEN', '2025-11-04T11:00:00', { quantity: 1, premium: 100 }),
      transaction('PARTIAL_CLOSE', '2025-11-10T09:00:00', { quantity: 2, closeValue: 30, netProfit: 140 }),
      transaction('ROLL_CLOSE', '2025-11-14T09:00:00', { quantity: 3, closeValue: 130, netProfit: -90 }),
    ],
  });
  const sold = stock({
    ticker: 'MSFT',
    shares: 10,
    open: false,
    transactions: [
      transaction('BUY', '2025-10-01T00:00:00', { quantity: 10, price: 400 }),
      transaction('SELL', '2025-11-10T09:00:00', { quantity: 10, closeValue: 410, netProfit: 100.25 }),
    ],
  });
  const expired = theta({
    ticker: 'QQQ',
    openDate: '2025-11-01',
    expirationDate: '11/21/2025',
    transactions: [
      transaction('OPEN', '2025-11-01T00:00:00'),
      transaction('EXPIRE', '2025-11-21T23:59:00', { closeValue: 0, netProfit: 250 }),
      transaction('CLOSE', 'not a date', { netProfit: 1 }),
    ],
  });

  const events = closingEventsOf([partlyClosed, sold, expired]);

  it('keeps one event per close, partial close, roll close, expiry and sale, oldest first', () => {
    expect(events.map((e) => [e.day, e.ticker, e.type, e.pnl.toFixed()])).toEqual([
      ['2025-11-10', 'SPY', 'PARTIAL_CLOSE', '140'],
      ['2025-11-10', 'MSFT', 'SELL', '100.25'],
      ['2025-11-14', 'SPY', 'ROLL_CLOSE', '-90'],
      ['2025-11-21', 'QQQ', 'EXPIRE', '250'],
    ]);
  });

  it.each([
    ['a close at 9:00', '2025-11-10T09:00:00', '2025-11-10'],
    ['a close just before midnight', '2025-11-30T23:59:59', '2025-11-30'],
    ['a close just after midnight', '2025-12-01T00:00:00', '2025-12-01'],
    ['a timestamp with a zone keeps its written date', '2025-12-31T22:00:00-08:00', '2025-12-31'],
  ])('the day is the date as written: %s', (_scenario, date, day) => {
    const position = theta({
      openDate: '2025-11-01',
      expirationDate: '12/31/2025',
      transactions: [transaction('CLOSE', date, { netProfit: 5 })],
    });
    expect(closingEventsOf([position]).map((e) => e.day)).toEqual([day]);
  });

  it('counts a closing trade without a P&L as a $0 trade', () => {
    const position = theta({
      openDate: '2025-11-01',
      expirationDate: '12/31/2025',
      transactions: [transaction('EXPIRE', '2025-12-31T09:00:00', { netProfit: null })],
    });
    expect(closingEventsOf([position]).map((e) => e.pnl.toFixed())).toEqual(['0']);
  });
});

import { describe, expect, it } from 'vitest';
import { closingEventsOf, type ClosingSource } from '../realized/closing-events';
import { adjustedCostBasis, wheelPnl, type StockHolding } from './adjusted-cost';

let nextId = 1;
const close = (date: string, netProfit: string) => ({
  id: nextId++,
  type: 'CLOSE' as const,
  quantity: 1,
  closeValue: 0,
  netProfit,
  date: `${date}T09:00:00`,
});
const source = (type: ClosingSource['type'], ticker: string, ...closes: ReturnType<typeof close>[]) => ({
  id: nextId++,
  type,
  ticker,
  transactions: closes,
});

/*
 * The wheel on AAPL, 2025 (docs/requirements.md#tl-adjusted-cost):
 * - a put sold before (closed Fri 10 Jan, +80): before the shares, not counted;
 * - a put sold and assigned on Fri 17 Jan (closed at 0 that day, +300): the day the 100 shares at 100
 *   arrive, counted;
 * - a covered call expired Fri 21 Feb (+150) and another bought back Fri 14 Mar (+150);
 * - an option on MSFT (+500) and the stock's own sale: other ticker, not an option, not counted.
 */
const closes = closingEventsOf([
  source('THETA', 'AAPL', close('2025-01-10', '80')),
  source('THETA', 'AAPL', close('2025-01-17', '300')),
  source('THETA', 'AAPL', close('2025-02-21', '150')),
  source('THETA', 'AAPL', close('2025-03-14', '150')),
  source('OPTION', 'MSFT', close('2025-02-03', '500')),
  source('STOCK', 'AAPL', close('2025-03-20', '200')),
]);

const held: StockHolding = {
  ticker: 'AAPL',
  shares: 100,
  costBasis: 100,
  openDate: '2025-01-17T00:00:00',
  closeDate: null,
};

describe('adjusted cost of a stock position (docs/requirements.md#tl-adjusted-cost)', () => {
  it('across an assignment and two covered calls: P = 300 + 150 + 150 = 600', () => {
    expect(wheelPnl(held, closes).toString()).toBe('600');
    // (100 x 100 - 600) / 100 = 94.
    expect(adjustedCostBasis(held, closes)).toBe(94);
  });

  it.each([
    // Called away on 20 Mar: everything up to that day counts, a later call does not.
    ['closed on 20 Mar, a call closed that day counted', '2025-03-20T09:00:00', '25', 93.75], // (10000 - 625) / 100
    ['closed on 19 Mar, a call closed on the 20th not counted', '2025-03-19T09:00:00', '25', 94],
    ['closed on 20 Mar, a call lost on that day raises the cost', '2025-03-20T09:00:00', '-100', 95], // (10000 - 500) / 100
  ])('%s', (_name, closeDate, lastCall, adjusted) => {
    const withLast = [
      ...closes,
      ...closingEventsOf([source('THETA', 'AAPL', close('2025-03-20', lastCall))]),
    ];
    expect(adjustedCostBasis({ ...held, closeDate }, withLast)).toBe(adjusted);
  });

  it('is the cost basis itself without options on the ticker', () => {
    expect(adjustedCostBasis({ ...held, ticker: 'NVDA', costBasis: '123.4567' }, closes)).toBe(123.4567);
  });

  it('rounds to 4 decimals half away from zero: 300 over 7 shares at 10 is 10 - 42.857142... = -32.8571', () => {
    // (10 x 7 - 300) / 7 = -230 / 7 = -32.857142...
    expect(
      adjustedCostBasis({ ...held, shares: 7, costBasis: 10, openDate: '2025-01-17T00:00:00' }, [closes[1]!]),
    ).toBe(-32.8571);
  });

  it.each([
    ['no shares', { shares: 0 }],
    ['shares missing', { shares: null }],
    ['cost missing', { costBasis: null }],
  ])('is null with %s', (_name, change) => {
    expect(adjustedCostBasis({ ...held, ...change }, closes)).toBeNull();
  });
});

import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closed, journalPosition, journalStock, trade } from '../../../test/support/journal-positions';
import { preparePosition } from './prepared-journal';
import { journalStats, preparedJournalStats } from './stats';
import type { JournalFilter, JournalPosition } from './trades';

const ALL: JournalFilter = { range: { from: null, to: null }, tag: null };

const statsOf = (positions: JournalPosition[], filter: JournalFilter = ALL) =>
  journalStats(positions, filter);

const weekdays = (buckets: Record<string, [number, number]>) =>
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((key) => ({
    key,
    netPnl: buckets[key]?.[0] ?? 0,
    trades: buckets[key]?.[1] ?? 0,
  }));

/*
 * A small book, March-April 2025 (1 March 2025 was a Saturday):
 * - AAPL theta STO put, 4 contracts at 100, opened Mon 3 Mar, tagged wheel, 1.00 of fees on its open:
 *   2 closed Fri 7 Mar +120, 1 closed Sun 9 Mar +30, the last closed Mon 10 Mar at exactly 0.
 * - MSFT stock opened Fri 28 Feb, sold Sat 8 Mar -50.
 * - QQQ option BTO call opened Mon 3 Mar, tagged earnings and wheel: 1 closed Mon 10 Mar -200, the other
 *   Tue 1 Apr +300 with 0.65 of fees.
 */
const aapl = journalPosition({
  ticker: 'AAPL',
  openDate: '2025-03-03T10:00:00',
  tags: ['wheel'],
  transactions: [
    trade('OPEN', '2025-03-03T10:00:00', { quantity: 4, fees: '1.00' }),
    trade('PARTIAL_CLOSE', '2025-03-07', { quantity: 2, netProfit: '120' }),
    trade('PARTIAL_CLOSE', '2025-03-09', { quantity: 1, netProfit: '30' }),
    trade('CLOSE', '2025-03-10', { quantity: 1, netProfit: '0' }),
  ],
});
const msft = journalStock({
  ticker: 'MSFT',
  openDate: '2025-02-28T00:00:00',
  transactions: [trade('SELL', '2025-03-08', { quantity: 10, netProfit: '-50' })],
});
const qqq = journalPosition({
  type: 'OPTION',
  ticker: 'QQQ',
  action: 'BTO',
  optionType: 'C',
  premium: null,
  openDate: '2025-03-03T11:00:00',
  tags: ['earnings', 'wheel'],
  transactions: [
    trade('PARTIAL_CLOSE', '2025-03-10', { quantity: 1, netProfit: '-200' }),
    trade('CLOSE', '2025-04-01', { quantity: 1, netProfit: '300', fees: '0.65' }),
  ],
});
const book = [aapl, msft, qqq];

describe('journal statistics (docs/requirements.md#jr-stats)', () => {
  it('of the book: totals worked by hand', () => {
    expect(statsOf(book).totals).toEqual({
      netPnl: 200, // 120 - 50 + 30 - 200 + 0 + 300
      trades: 6,
      wins: 3, // 120, 30, 300
      losses: 2, // -50, -200
      breakeven: 1, // AAPL's last close at 0
      winRate: 50, // 3 / 6 x 100
      avgWin: 150, // 450 / 3
      avgLoss: -125, // -250 / 2
      profitFactor: 1.8, // 450 / |-250|
      expectancy: 33.33, // 200 / 6 = 33.333...
      largestWin: 300,
      largestLoss: -200,
      maxDrawdown: 220, // peak 120 (7 Mar) to -100 (10 Mar), see the equity below
      activeDays: 5, // 7, 8, 9, 10 Mar and 1 Apr
      avgDaysHeld: 10.17, // (4 + 6 + 7 + 8 + 7 + 29) / 6 = 61 / 6 = 10.1666...
      avgPremiumCapture: 37.5, // AAPL only (theta STO): (120 + 30 + 0) / (100 x (2 + 1 + 1)) x 100
      fees: 1.65, // 1.00 on AAPL's open + 0.65 on QQQ's last close
      netAfterFees: 198.35, // 200 - 1.65
    });
  });

  it('of the book: the daily P&L, the equity curve and its drawdown beneath', () => {
    const stats = statsOf(book);
    expect(stats.daily).toEqual([
      { date: '2025-03-07', netPnl: 120, trades: 1 },
      { date: '2025-03-08', netPnl: -50, trades: 1 },
      { date: '2025-03-09', netPnl: 30, trades: 1 },
      { date: '2025-03-10', netPnl: -200, trades: 2 }, // -200 + 0
      { date: '2025-04-01', netPnl: 300, trades: 1 },
    ]);
    expect(stats.equity).toEqual([
      { date: '2025-03-07', cumulative: 120, drawdown: 0 },
      { date: '2025-03-08', cumulative: 70, drawdown: 50 }, // 120 - 70
      { date: '2025-03-09', cumulative: 100, drawdown: 20 },
      { date: '2025-03-10', cumulative: -100, drawdown: 220 },
      { date: '2025-04-01', cumulative: 200, drawdown: 0 }, // a new peak
    ]);
  });

  it('of the book: by ticker and strategy, net P&L descending', () => {
    const stats = statsOf(book);
    expect(stats.byTicker).toEqual([
      { key: 'AAPL', netPnl: 150, trades: 3, wins: 2, winRate: 66.67 }, // 2 / 3 x 100
      { key: 'QQQ', netPnl: 100, trades: 2, wins: 1, winRate: 50 },
      { key: 'MSFT', netPnl: -50, trades: 1, wins: 0, winRate: 0 },
    ]);
    expect(stats.byStrategy).toEqual([
      { key: 'THETA STO P', netPnl: 150, trades: 3, wins: 2, winRate: 66.67 },
      { key: 'OPTION BTO C', netPnl: 100, trades: 2, wins: 1, winRate: 50 },
      { key: 'STOCK', netPnl: -50, trades: 1, wins: 0, winRate: 0 },
    ]);
  });

  it('of the book: a trade counts under each tag of its position; untagged trades are not listed', () => {
    expect(statsOf(book).byTag).toEqual([
      // AAPL's 3 (150, 2 wins) and QQQ's 2 (100, 1 win).
      { key: 'wheel', netPnl: 250, trades: 5, wins: 3, winRate: 60 },
      { key: 'earnings', netPnl: 100, trades: 2, wins: 1, winRate: 50 },
    ]);
  });

  it('puts each trade on the weekday of its close day, across a weekend, Monday first', () => {
    expect(statsOf(book).byWeekday).toEqual(
      weekdays({
        Monday: [-200, 2], // 10 Mar: -200 and 0
        Tuesday: [300, 1], // 1 Apr
        Friday: [120, 1], // 7 Mar
        Saturday: [-50, 1], // 8 Mar
        Sunday: [30, 1], // 9 Mar
      }),
    );
  });

  it('lists the months with trades, ascending', () => {
    expect(statsOf(book).byMonth).toEqual([
      { key: '2025-03', netPnl: -100, trades: 5 }, // 120 - 50 + 30 - 200 + 0
      { key: '2025-04', netPnl: 300, trades: 1 },
    ]);
  });

  it('of a tag: only its positions, and their fees', () => {
    const stats = statsOf(book, { ...ALL, tag: 'Earnings' });
    expect(stats.totals).toMatchObject({ netPnl: 100, trades: 2, fees: 0.65, netAfterFees: 99.35 });
    expect(stats.byTicker.map((row) => row.key)).toEqual(['QQQ']);
    expect(stats.byTag.map((row) => row.key)).toEqual(['earnings', 'wheel']);
  });

  it('of a range: both ends in, and the curve starts at 0 before its first day', () => {
    const stats = statsOf(book, { range: { from: '2025-03-08', to: '2025-03-10' }, tag: null });
    expect(stats.from).toBe('2025-03-08');
    expect(stats.to).toBe('2025-03-10');
    expect(stats.totals).toMatchObject({
      netPnl: -220, // -50 + 30 - 200 + 0
      trades: 4,
      maxDrawdown: 220, // the 0 start is the peak: down to -50, -20, then -220
      fees: 0, // the 1.00 is on 3 Mar, the 0.65 on 1 Apr
    });
    expect(stats.equity.map((point) => point.drawdown)).toEqual([50, 20, 220]);
  });

  it('of an empty range: no trades, every undefined figure null, seven empty weekdays', () => {
    expect(statsOf(book, { range: { from: '2025-05-01', to: '2025-05-31' }, tag: null })).toEqual({
      from: '2025-05-01',
      to: '2025-05-31',
      totals: {
        netPnl: 0,
        trades: 0,
        wins: 0,
        losses: 0,
        breakeven: 0,
        winRate: null,
        avgWin: null,
        avgLoss: null,
        profitFactor: null,
        expectancy: null,
        largestWin: null,
        largestLoss: null,
        maxDrawdown: 0,
        activeDays: 0,
        avgDaysHeld: null,
        avgPremiumCapture: null,
        fees: 0,
        netAfterFees: 0,
      },
      byTicker: [],
      byStrategy: [],
      byTag: [],
      byWeekday: weekdays({}),
      byMonth: [],
      daily: [],
      equity: [],
    });
  });

  it('of all wins: no losses, so profit factor, average and largest loss are null; no drawdown', () => {
    const wins = [
      journalPosition({ transactions: [closed('2025-03-03', '40'), closed('2025-03-04', '60')] }),
    ];
    expect(statsOf(wins).totals).toMatchObject({
      netPnl: 100,
      wins: 2,
      losses: 0,
      winRate: 100,
      avgWin: 50,
      avgLoss: null,
      profitFactor: null,
      largestWin: 60,
      largestLoss: null,
      maxDrawdown: 0,
    });
  });

  it('of all losses: no wins, so the profit factor is 0 (nothing won per dollar lost)', () => {
    const losses = [
      journalPosition({ transactions: [closed('2025-03-03', '-40'), closed('2025-03-04', '-60')] }),
    ];
    expect(statsOf(losses).totals).toMatchObject({
      winRate: 0,
      avgWin: null,
      avgLoss: -50,
      profitFactor: 0,
      largestWin: null,
      largestLoss: -60,
      maxDrawdown: 100, // 0, -40, -100
    });
  });

  it.each([
    ['0.125', 0.13], // half a cent goes away from zero
    ['-0.125', -0.13],
    ['1000.004999', 1000],
  ])('rounds a net P&L of %s to %s', (pnl, cents) => {
    const stats = statsOf([journalPosition({ transactions: [closed('2025-03-03', pnl)] })]);
    expect(stats.totals.netPnl).toBe(cents);
    expect(stats.equity[0]!.cumulative).toBe(cents);
  });

  // Sums are exact before the one rounding (decision 028): figures of more than 2 decimals set the scale.
  it('sums sub-cent figures exactly and rounds once: fees of 0.0049 and 0.0001 are 0.01', () => {
    const book = [
      journalPosition({
        premium: '0.333',
        transactions: [
          closed('2025-03-03', '0.005', 1, '0.0049'),
          closed('2025-03-04', '0.005', 1, '0.0001'),
          closed('2025-03-04', '-0.0150'),
          closed('2025-03-05', '0.0350'),
        ],
      }),
    ];
    expect(statsOf(book).totals).toMatchObject({
      netPnl: 0.03, // 0.005 + 0.005 - 0.015 + 0.035
      avgWin: 0.02, // 0.045 / 3 = 0.015 → 0.02, away from zero
      avgLoss: -0.02, // -0.015 → -0.02
      expectancy: 0.01, // 0.03 / 4 = 0.0075 → 0.01
      fees: 0.01, // 0.0049 + 0.0001 = 0.005 → 0.01, each alone would round to 0.00
      netAfterFees: 0.03, // 0.030 - 0.005 = 0.025 → 0.03
      maxDrawdown: 0.01, // days 0.005, -0.010, 0.035: cumulative 0.005, -0.005 (0.010 below), 0.030
      avgPremiumCapture: 2.25, // 0.03 / (0.333 x 4) x 100 = 2.2522...
    });
  });

  it('rounds rates to 2 decimals: 1 win in 3 is 33.33%, a profit factor of 2/3 is 0.67', () => {
    const book = [
      journalPosition({
        transactions: [closed('2025-03-03', '20'), closed('2025-03-04', '-10'), closed('2025-03-05', '-20')],
      }),
    ];
    expect(statsOf(book).totals).toMatchObject({ winRate: 33.33, profitFactor: 0.67 }); // 20 / 30
  });
});

describe('journal statistics: invariants', () => {
  const day = fc
    .integer({ min: 0, max: 400 })
    .map((n) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10));
  const pnl = fc
    .integer({ min: -100_000, max: 100_000 })
    .map((cents) => new Decimal(cents).div(100).toFixed());
  const book = fc.array(
    fc.record({ tags: fc.subarray(['a', 'b', 'c']), closes: fc.array(fc.tuple(day, pnl), { maxLength: 8 }) }),
    { maxLength: 8 },
  );

  it('counts every trade once in the totals, the days, the weekdays, the months, tickers and strategies', () => {
    fc.assert(
      fc.property(book, (positions) => {
        const stats = statsOf(
          positions.map(({ tags, closes }) =>
            journalPosition({ tags, transactions: closes.map(([d, p]) => closed(d, p)) }),
          ),
        );
        const sum = (rows: { trades: number }[]) => rows.reduce((n, row) => n + row.trades, 0);
        const { trades, wins, losses, breakeven } = stats.totals;
        expect(wins + losses + breakeven).toBe(trades);
        for (const rows of [stats.daily, stats.byWeekday, stats.byMonth, stats.byTicker, stats.byStrategy])
          expect(sum(rows)).toBe(trades);
        expect(stats.byWeekday).toHaveLength(7);
        expect(stats.equity).toHaveLength(stats.totals.activeDays);
        expect(stats.equity.at(-1)?.cumulative ?? 0).toBe(stats.totals.netPnl);
        expect(stats.totals.maxDrawdown).toBe(Math.max(0, ...stats.equity.map((point) => point.drawdown)));
      }),
    );
  });
  it('answers the same whatever the scale the positions were prepared at (the kept book keeps the largest)', () => {
    const range = fc.option(fc.tuple(day, day), { nil: null });
    fc.assert(
      fc.property(book, range, fc.integer({ min: 0, max: 4 }), (positions, bounds, extra) => {
        const journal = positions.map(({ tags, closes }, i) =>
          journalPosition({ id: i + 1, tags, transactions: closes.map(([d, p]) => closed(d, p)) }),
        );
        const [from, to] = bounds === null ? [null, null] : [bounds[0], bounds[1]].sort();
        const filter: JournalFilter = { range: { from: from ?? null, to: to ?? null }, tag: 'B' };
        const scale = 2 + extra;
        const prepared = journal.map((position) => preparePosition(position, scale));
        expect(preparedJournalStats(prepared, scale, filter)).toEqual(journalStats(journal, filter));
      }),
    );
  });
});

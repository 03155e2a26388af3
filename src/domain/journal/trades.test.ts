import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { closed, journalPosition, journalStock, trade } from '../../../test/support/journal-positions';
import {
  daysHeld,
  feesInRange,
  journalTrades,
  premiumCapture,
  premiumReceived,
  strategyOf,
  type JournalFilter,
  type JournalPosition,
} from './trades';

const ALL: JournalFilter = { range: { from: null, to: null }, tag: null };

describe('strategy of a trade (docs/requirements.md#jr-strategy)', () => {
  it.each([
    ['THETA', 'STO', 'P', 'THETA STO P'],
    ['THETA', 'STO', 'C', 'THETA STO C'],
    ['THETA', 'BTO', 'P', 'THETA BTO P'],
    ['THETA', 'BTO', 'C', 'THETA BTO C'],
    ['OPTION', 'BTO', 'C', 'OPTION BTO C'],
    ['OPTION', 'BTO', 'P', 'OPTION BTO P'],
    ['OPTION', 'STO', 'C', 'OPTION STO C'],
    ['OPTION', 'STO', 'P', 'OPTION STO P'],
    ['STOCK', null, null, 'STOCK'],
    // Missing action: the type's default (as Add Position fills it in).
    ['THETA', null, 'P', 'THETA STO P'],
    ['OPTION', null, 'C', 'OPTION BTO C'],
    // Missing right: no guess.
    ['THETA', 'STO', null, 'THETA STO'],
  ] as const)('%s %s %s is %s', (type, action, optionType, strategy) => {
    expect(strategyOf({ type, action, optionType })).toBe(strategy);
  });
});

describe('days held (docs/requirements.md#jr-holding)', () => {
  it.each([
    ['2025-03-03', '2025-03-03', 0], // opened and closed on one day
    ['2025-03-03', '2025-03-12', 9],
    ['2024-02-28', '2024-03-01', 2], // 29 February 2024 lies between
    ['2024-12-31', '2025-01-01', 1],
  ])('%s to %s is %i days', (open, close, days) => {
    expect(daysHeld(open, close)).toBe(days);
  });
});

describe('premium capture (docs/requirements.md#jr-premium)', () => {
  const onlyTrade = (position: Partial<JournalPosition>, quantity: number | null, netProfit: string) =>
    journalTrades(
      [
        journalPosition({
          ...position,
          transactions: [trade('PARTIAL_CLOSE', '2025-03-12', { quantity, netProfit })],
        }),
      ],
      ALL,
    )[0]!;

  it('of a partial close: 2 of 5 contracts at 100 each received 200; closed at +140 keeps 70%', () => {
    // 140 / (100 x 2) x 100 = 70.
    const partial = onlyTrade({ type: 'THETA', action: 'STO', premium: '100' }, 2, '140');
    const received = premiumReceived(partial);
    expect(received?.toString()).toBe('200');
    expect(premiumCapture(partial.event.pnl, received)?.toString()).toBe('70');
  });

  it('of a loss: bought back for more than received, -50 on 250 is -20%', () => {
    // -50 / (250 x 1) x 100 = -20.
    const loss = onlyTrade({ type: 'THETA', action: 'STO', premium: '250' }, 1, '-50');
    expect(premiumCapture(loss.event.pnl, premiumReceived(loss))?.toString()).toBe('-20');
  });

  it.each<[string, Partial<JournalPosition>, number | null]>([
    ['a BTO theta', { type: 'THETA', action: 'BTO', premium: '100' }, 1],
    ['an option', { type: 'OPTION', action: 'STO', premium: '100' }, 1],
    ['a stock', { type: 'STOCK', action: null, premium: null }, 1],
    ['a premium of 0 (nothing received to capture)', { type: 'THETA', action: 'STO', premium: '0' }, 1],
    ['no premium recorded', { type: 'THETA', action: 'STO', premium: null }, 1],
    ['no quantity closed', { type: 'THETA', action: 'STO', premium: '100' }, null],
  ])('is undefined (null) for %s', (_name, position, quantity) => {
    const received = premiumReceived(onlyTrade(position, quantity, '10'));
    expect(received).toBeNull();
    expect(premiumCapture(new Decimal(10), received)).toBeNull();
  });
});

describe('the journal trades (docs/requirements.md#jr-trades)', () => {
  const spy = journalPosition({
    ticker: 'SPY',
    openDate: '2025-03-03T10:30:00',
    tags: ['Wheel', 'earnings'],
    transactions: [
      trade('OPEN', '2025-03-03T10:30:00', { quantity: 5, fees: '3.25' }),
      trade('PARTIAL_CLOSE', '2025-03-12', { quantity: 2, netProfit: '140', fees: '1.30' }),
      trade('ROLL_CLOSE', '2025-03-31', { quantity: 3, netProfit: '-90.005' }),
    ],
  });
  const msft = journalStock({
    ticker: 'MSFT',
    openDate: '2025-02-01T00:00:00',
    transactions: [trade('SELL', '2025-04-01', { quantity: 10, netProfit: null })],
  });
  const books = [spy, msft];

  it('are the closing events of every position, oldest first, with strategy, days held and tags', () => {
    const trades = journalTrades(books, ALL);
    expect(
      trades.map((t) => [
        t.event.day,
        t.event.ticker,
        t.event.type,
        t.event.pnl.toString(),
        t.position.strategy,
        t.daysHeld,
      ]),
    ).toEqual([
      ['2025-03-12', 'SPY', 'PARTIAL_CLOSE', '140', 'THETA STO P', 9],
      ['2025-03-31', 'SPY', 'ROLL_CLOSE', '-90.005', 'THETA STO P', 28],
      // A close without a P&L counts as $0, as on the calendar.
      ['2025-04-01', 'MSFT', 'SELL', '0', 'STOCK', 59],
    ]);
    expect(trades[0]!.position.tags).toEqual(['Wheel', 'earnings']);
    expect(trades[0]!.fees).toBe('1.30');
    expect(premiumReceived(trades[2]!)).toBeNull();
    // 3 contracts x 100 per contract.
    expect(premiumReceived(trades[1]!)?.toString()).toBe('300');
  });

  it('keep both ends of the range (wall-clock days)', () => {
    const range = { from: '2025-03-12', to: '2025-03-31' };
    expect(journalTrades(books, { range, tag: null }).map((t) => t.event.day)).toEqual([
      '2025-03-12',
      '2025-03-31',
    ]);
    const oneDay = { from: '2025-04-01', to: '2025-04-01' };
    expect(journalTrades(books, { range: oneDay, tag: null }).map((t) => t.event.ticker)).toEqual(['MSFT']);
  });

  it('are none in an empty range', () => {
    expect(journalTrades(books, { range: { from: '2025-03-13', to: '2025-03-30' }, tag: null })).toEqual([]);
  });

  it("of a tag are its positions' trades, the tag matched ignoring case", () => {
    expect(journalTrades(books, { ...ALL, tag: 'WHEEL' }).map((t) => t.event.ticker)).toEqual(['SPY', 'SPY']);
    expect(journalTrades(books, { ...ALL, tag: 'hedge' })).toEqual([]);
  });
});

describe('fees in a range (docs/requirements.md#jr-fees)', () => {
  const position = journalPosition({
    tags: ['wheel'],
    transactions: [
      trade('OPEN', '2025-03-03T10:30:00', { fees: '3.25' }),
      trade('CLOSE', '2025-03-12', { netProfit: '140', fees: '1.30' }),
      trade('OPEN', '2025-04-02T10:00:00', { fees: '0.65' }),
    ],
  });
  const untagged = journalPosition({ transactions: [closed('2025-03-20', '10', 1, '2.00')] });

  it.each([
    ['every transaction, opens included', { from: null, to: null }, null, '7.2'], // 3.25 + 1.30 + 0.65 + 2.00
    ['the range only, both ends in', { from: '2025-03-03', to: '2025-03-12' }, null, '4.55'], // 3.25 + 1.30
    ['of the tag only', { from: null, to: null }, 'wheel', '5.2'], // 3.25 + 1.30 + 0.65
    ['none in the range', { from: '2025-05-01', to: '2025-05-31' }, null, '0'],
  ])('sums %s', (_name, range, tag, total) => {
    expect(feesInRange([position, untagged], { range, tag }).toString()).toBe(total);
  });
});

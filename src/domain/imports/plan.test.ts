import { describe, expect, it } from 'vitest';
import type { Execution } from './execution';
import { chronological, planImport } from './plan';
import type { OpenPositionSnapshot } from './plan-types';
import {
  entryOf,
  openPosition,
  optionExecution as option,
  stockExecution as stock,
} from '../../../test/support/import-executions';

const plan = (executions: Execution[], positions: OpenPositionSnapshot[] = [], duplicates: number[] = []) =>
  planImport(executions, positions, { duplicates: new Set(duplicates) });

describe('opening trades', () => {
  it.each<[string, Execution, OpenPositionSnapshot[], Record<string, unknown>]>([
    [
      'a sold put is a theta: premium per contract, fees paid',
      option(2, {
        side: 'SELL',
        effect: 'OPEN',
        quantity: '2',
        price: '3.40',
        fees: '2.28',
        time: '2025-09-30T15:59:00',
      }),
      [],
      {
        outcome: 'OPEN_THETA',
        change: {
          kind: 'OPEN',
          position: { source: 'NEW', rowNumber: 2 },
          positionType: 'THETA',
          ticker: 'SPY',
          action: 'STO',
          expiration: '2025-10-17',
          strike: '640',
          right: 'P',
          quantity: '2',
          price: '340',
          fees: '2.28',
          openedAt: '2025-09-30T15:59:00',
          quarter: { quarter: 3, year: 2025 },
        },
      },
    ],
    [
      'a bought call is an option: cost basis per contract, quarter of its date',
      option(2, { side: 'BUY', right: 'C', strike: '230', price: '4.1', time: '2025-10-01T09:30:00' }),
      [],
      {
        outcome: 'OPEN_OPTION',
        change: { positionType: 'OPTION', action: 'BTO', price: '410', quarter: { quarter: 4, year: 2025 } },
      },
    ],
    [
      'a mini option: price times its multiplier',
      option(2, { side: 'BUY', multiplier: '10', price: '4.1' }),
      [],
      { outcome: 'OPEN_OPTION', change: { price: '41' } },
    ],
    [
      'a stock buy: price per share',
      stock(2, { quantity: '10', price: '170.25' }),
      [],
      {
        outcome: 'OPEN_STOCK',
        change: { positionType: 'STOCK', action: null, expiration: null, quantity: '10', price: '170.25' },
      },
    ],
    [
      'selling more of a held theta averages it down',
      option(2, { side: 'SELL', price: '2.5' }),
      [openPosition(7, { quantity: '3' })],
      {
        outcome: 'AVERAGE_DOWN',
        change: { kind: 'ADD', position: { source: 'EXISTING', id: 7 }, quantity: '1', price: '250' },
      },
    ],
    [
      'buying more of a held stock adds shares',
      stock(2, { quantity: '5', price: '171.5' }),
      [
        openPosition(8, {
          type: 'STOCK',
          ticker: 'AAPL',
          expiration: null,
          strike: null,
          right: null,
          action: null,
          quantity: 10,
        }),
      ],
      {
        outcome: 'AVERAGE_DOWN',
        change: { kind: 'ADD', position: { source: 'EXISTING', id: 8 }, price: '171.5' },
      },
    ],
    [
      'a bought put beside a held sold put of the same contract is a new option',
      option(2, { side: 'BUY', effect: 'OPEN' }),
      [openPosition(7)],
      { outcome: 'OPEN_OPTION', change: { kind: 'OPEN', action: 'BTO' } },
    ],
  ])('%s', (_name, execution, positions, expected) => {
    const entry = entryOf(plan([execution], positions), execution.rowNumber);
    expect(entry.outcome).toBe(expected.outcome);
    expect(entry.changes).toHaveLength(1);
    expect(entry.changes[0]).toMatchObject(expected.change as object);
  });
});

describe('closing trades', () => {
  it.each<[string, Execution, OpenPositionSnapshot[], Record<string, unknown>]>([
    [
      'a sold put bought back in full',
      option(2, { side: 'BUY', effect: 'CLOSE', price: '1.20', fees: '0.13', time: '2025-09-10T11:00:00' }),
      [openPosition(7)],
      {
        outcome: 'CLOSE',
        change: {
          kind: 'CLOSE',
          position: { source: 'EXISTING', id: 7 },
          positionType: 'THETA',
          quantity: '1',
          closeValue: '120',
          fees: '0.13',
          closeDate: '2025-09-10',
          full: true,
        },
      },
    ],
    [
      'one of three contracts: a partial close',
      option(2, { side: 'BUY', effect: 'CLOSE', price: '1.2' }),
      [openPosition(7, { quantity: 3 })],
      { outcome: 'PARTIAL_CLOSE', change: { quantity: '1', full: false } },
    ],
    [
      'a bought option sold to close',
      option(2, { side: 'SELL', effect: 'CLOSE', price: '6' }),
      [openPosition(9, { type: 'OPTION', action: 'BTO', quantity: 1 })],
      {
        outcome: 'CLOSE',
        change: { position: { source: 'EXISTING', id: 9 }, positionType: 'OPTION', closeValue: '600' },
      },
    ],
    [
      'part of a stock sold: price per share',
      stock(2, { side: 'SELL', effect: 'CLOSE', quantity: '40', price: '210' }),
      [
        openPosition(8, {
          type: 'STOCK',
          ticker: 'AAPL',
          expiration: null,
          strike: null,
          right: null,
          action: null,
          quantity: 100,
        }),
      ],
      { outcome: 'PARTIAL_CLOSE', change: { positionType: 'STOCK', quantity: '40', closeValue: '210' } },
    ],
  ])('%s', (_name, execution, positions, expected) => {
    const entry = entryOf(plan([execution], positions), execution.rowNumber);
    expect(entry.outcome).toBe(expected.outcome);
    expect(entry.changes[0]).toMatchObject(expected.change as object);
  });

  it('closes across two positions of the same contract, oldest first, fees on the first change', () => {
    const entry = entryOf(
      plan(
        [option(2, { side: 'BUY', effect: 'CLOSE', quantity: '3', fees: '0.39' })],
        [openPosition(4, { quantity: 1 }), openPosition(7, { quantity: 2 })],
      ),
      2,
    );
    expect(entry.outcome).toBe('CLOSE');
    expect(entry.changes.map((c) => [c.kind === 'CLOSE' && c.position, c.quantity, c.fees])).toEqual([
      [{ source: 'EXISTING', id: 4 }, '1', '0.39'],
      [{ source: 'EXISTING', id: 7 }, '2', '0'],
    ]);
  });

  it('counts positions opened earlier in the same file as open, in time order whatever the file order', () => {
    // Newest first, as tastytrade and Schwab list them.
    const executions = [
      option(2, { side: 'BUY', effect: 'CLOSE', time: '2025-09-10T11:00:00' }),
      option(3, { side: 'SELL', effect: 'OPEN', time: '2025-09-02T10:05:10' }),
    ];
    const result = plan(executions);
    expect(result.entries.map((e) => [e.rowNumber, e.outcome])).toEqual([
      [3, 'OPEN_THETA'],
      [2, 'CLOSE'],
    ]);
    expect(entryOf(result, 2).changes[0]).toMatchObject({ position: { source: 'NEW', rowNumber: 3 } });
  });

  it('reads same-time rows of a newest-first file bottom up', () => {
    const executions = [
      option(2, { side: 'BUY', effect: 'CLOSE', time: '2025-09-10T00:00:00', timeKnown: false }),
      option(3, { side: 'SELL', effect: 'OPEN', time: '2025-09-10T00:00:00', timeKnown: false }),
      option(4, {
        side: 'SELL',
        effect: 'OPEN',
        ticker: 'QQQ',
        time: '2025-09-01T00:00:00',
        timeKnown: false,
      }),
    ];
    expect(chronological(executions).map((e) => e.rowNumber)).toEqual([4, 3, 2]);
    expect(chronological([...executions].reverse()).map((e) => e.rowNumber)).toEqual([4, 3, 2]);
  });
});

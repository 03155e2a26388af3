import { describe, expect, it } from 'vitest';
import type { Execution } from './execution';
import { planImport } from './plan';
import type { OpenPositionSnapshot, PlanEntry } from './plan-types';
import {
  entryOf,
  openPosition,
  optionExecution as option,
  stockExecution as stock,
} from '../../../test/support/import-executions';

const plan = (executions: Execution[], positions: OpenPositionSnapshot[] = [], duplicates: number[] = []) =>
  planImport(executions, positions, { duplicates: new Set(duplicates) });

const brief = (entry: PlanEntry) => ({ outcome: entry.outcome, reason: entry.reason });

describe('rows that need review', () => {
  it.each<[string, Execution, OpenPositionSnapshot[], string]>([
    [
      'a close with no matching open',
      option(2, { side: 'BUY', effect: 'CLOSE' }),
      [],
      'A close with no matching open position',
    ],
    [
      'a close of a contract held the other way',
      option(2, { side: 'SELL', effect: 'CLOSE' }),
      [openPosition(7)],
      'A close with no matching open position',
    ],
    [
      'more than held',
      option(2, { side: 'BUY', effect: 'CLOSE', quantity: '3' }),
      [openPosition(7, { quantity: 2 })],
      'Closing 3 but 2 are held',
    ],
    [
      'more than the one held',
      option(2, { side: 'BUY', effect: 'CLOSE', quantity: '2' }),
      [openPosition(7)],
      'Closing 2 but 1 is held',
    ],
    [
      'stock sold without shares (short stock)',
      stock(2, { side: 'SELL', effect: 'UNKNOWN' }),
      [],
      'Selling stock that is not held (short stock) is not supported by the Trade Log',
    ],
    [
      'stock sold to open',
      stock(2, { side: 'SELL', effect: 'OPEN' }),
      [],
      'Selling stock that is not held (short stock) is not supported by the Trade Log',
    ],
    [
      'stock bought to close',
      stock(2, { side: 'BUY', effect: 'CLOSE' }),
      [],
      'A close with no matching open position',
    ],
    [
      'a fractional share',
      stock(2, { quantity: '0.5' }),
      [],
      'The Trade Log holds whole contracts and shares only',
    ],
    [
      'over a million',
      stock(2, { quantity: '1000001' }),
      [],
      'The Trade Log holds whole contracts and shares only',
    ],
  ])('%s', (_name, execution, positions, reason) => {
    expect(brief(entryOf(plan([execution], positions), 2))).toEqual({ outcome: 'NEEDS_REVIEW', reason });
    expect(entryOf(plan([execution], positions), 2).changes).toEqual([]);
  });

  it('leaves the positions as they were, so later rows still match', () => {
    const result = plan(
      [
        option(2, { side: 'BUY', effect: 'CLOSE', quantity: '3', time: '2025-09-10T10:00:00' }),
        option(3, { side: 'BUY', effect: 'CLOSE', quantity: '2', time: '2025-09-10T11:00:00' }),
      ],
      [openPosition(7, { quantity: 2 })],
    );
    expect(result.entries.map((e) => e.outcome)).toEqual(['NEEDS_REVIEW', 'CLOSE']);
  });
});

describe('rows that say neither open nor close', () => {
  it.each<[string, Execution, OpenPositionSnapshot[], string]>([
    [
      'a buy of a sold contract closes it',
      option(2, { side: 'BUY', effect: 'UNKNOWN' }),
      [openPosition(7)],
      'CLOSE',
    ],
    [
      'a buy of a contract not held opens it',
      option(2, { side: 'BUY', effect: 'UNKNOWN' }),
      [],
      'OPEN_OPTION',
    ],
    [
      'a sell of a contract not held is a theta',
      option(2, { side: 'SELL', effect: 'UNKNOWN' }),
      [],
      'OPEN_THETA',
    ],
    ['a stock buy', stock(2, { effect: 'UNKNOWN' }), [], 'OPEN_STOCK'],
  ])('%s, and say so', (_name, execution, positions, outcome) => {
    const entry = entryOf(plan([execution], positions), 2);
    expect(entry.outcome).toBe(outcome);
    expect(entry.notes).toEqual(['Open or close read from the positions held (the file does not say)']);
  });
});

describe('duplicates', () => {
  it('change nothing, and the rows after them plan against the Trade Log as it is', () => {
    const result = plan(
      [
        option(2, { side: 'SELL', effect: 'OPEN', time: '2025-09-02T10:00:00' }),
        option(3, { side: 'BUY', effect: 'CLOSE', time: '2025-09-10T10:00:00' }),
      ],
      [openPosition(7)],
      [2],
    );
    expect(result.entries.map((e) => [e.rowNumber, e.outcome, e.changes.length])).toEqual([
      [2, 'DUPLICATE', 0],
      [3, 'CLOSE', 1],
    ]);
    expect(entryOf(result, 3).changes[0]).toMatchObject({ position: { source: 'EXISTING', id: 7 } });
    expect(result.counts).toMatchObject({ DUPLICATE: 1, CLOSE: 1, OPEN_THETA: 0 });
  });
});

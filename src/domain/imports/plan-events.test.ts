import { describe, expect, it } from 'vitest';
import type { Execution } from './execution';
import type { OpenPositionSnapshot } from './plan-types';
import {
  entryOf,
  optionEvent as event,
  planOf as plan,
  sharesHeld as shares,
  openPosition,
  optionExecution as option,
} from '../../../test/support/import-executions';

describe('expirations', () => {
  it('close the position at 0 on the expiration date', () => {
    const entry = entryOf(
      plan([event(2, 'EXPIRATION', { quantity: '2' })], [openPosition(7, { quantity: 2 })]),
      2,
    );
    expect(entry.outcome).toBe('EXPIRE');
    expect(entry.changes).toEqual([
      {
        kind: 'CLOSE',
        position: { source: 'EXISTING', id: 7 },
        positionType: 'THETA',
        quantity: '2',
        closeValue: '0',
        fees: '0',
        closeDate: '2025-10-17',
        full: true,
      },
    ]);
    expect(entry.notes).toEqual(['Closed at 0 on the expiration date']);
  });

  it('close a bought option when the file does not say which side expired', () => {
    const entry = entryOf(
      plan([event(2, 'EXPIRATION', { side: null })], [openPosition(9, { type: 'OPTION', action: 'BTO' })]),
      2,
    );
    expect(entry).toMatchObject({
      outcome: 'EXPIRE',
      changes: [{ position: { source: 'EXISTING', id: 9 } }],
    });
  });

  it.each<[string, Execution, OpenPositionSnapshot[], string]>([
    [
      'both sides held and the file does not say which',
      event(2, 'EXPIRATION', { side: null }),
      [openPosition(7), openPosition(9, { type: 'OPTION', action: 'BTO' })],
      'Both a sold and a bought position of this contract are open; choose which expired',
    ],
    ['nothing held', event(2, 'EXPIRATION'), [], 'A close with no matching open position'],
  ])('need review with %s', (_name, execution, positions, reason) => {
    expect(entryOf(plan([execution], positions), 2)).toMatchObject({
      outcome: 'NEEDS_REVIEW',
      reason,
      changes: [],
    });
  });
});

describe('assignments and exercises', () => {
  it.each<[string, Execution, OpenPositionSnapshot[], string, object[]]>([
    [
      'an assigned sold put: theta closed at 0, shares bought at the strike',
      event(2, 'ASSIGNMENT', { quantity: '2' }),
      [openPosition(7, { quantity: 2 })],
      'ASSIGNMENT',
      [
        {
          kind: 'CLOSE',
          position: { source: 'EXISTING', id: 7 },
          closeValue: '0',
          quantity: '2',
          closeDate: '2025-10-17',
        },
        {
          kind: 'OPEN',
          positionType: 'STOCK',
          ticker: 'SPY',
          quantity: '200',
          price: '640',
          openedAt: '2025-10-17T16:00:00',
        },
      ],
    ],
    [
      'an assigned put with shares already held adds to them',
      event(2, 'ASSIGNMENT'),
      [openPosition(7), shares(8, 50)],
      'ASSIGNMENT',
      [
        { kind: 'CLOSE', position: { source: 'EXISTING', id: 7 } },
        { kind: 'ADD', position: { source: 'EXISTING', id: 8 }, quantity: '100', price: '640' },
      ],
    ],
    [
      'an assigned covered call: theta closed at 0, shares sold at the strike',
      event(2, 'ASSIGNMENT', { right: 'C', strike: '700' }),
      [openPosition(7, { right: 'C', strike: '700' }), shares(8, 300)],
      'ASSIGNMENT',
      [
        { kind: 'CLOSE', position: { source: 'EXISTING', id: 7 }, closeValue: '0' },
        {
          kind: 'CLOSE',
          position: { source: 'EXISTING', id: 8 },
          quantity: '100',
          closeValue: '700',
          full: false,
        },
      ],
    ],
    [
      'an exercised bought call: option closed at 0, shares bought at the strike',
      event(2, 'EXERCISE', { side: 'SELL', right: 'C', strike: '600' }),
      [openPosition(9, { type: 'OPTION', action: 'BTO', right: 'C', strike: '600' })],
      'EXERCISE',
      [
        { kind: 'CLOSE', position: { source: 'EXISTING', id: 9 }, positionType: 'OPTION', closeValue: '0' },
        { kind: 'OPEN', positionType: 'STOCK', quantity: '100', price: '600' },
      ],
    ],
    [
      'an exercised bought put: shares sold at the strike',
      event(2, 'EXERCISE', { side: 'SELL' }),
      [openPosition(9, { type: 'OPTION', action: 'BTO' }), shares(8, 100)],
      'EXERCISE',
      [
        { kind: 'CLOSE', position: { source: 'EXISTING', id: 9 } },
        { kind: 'CLOSE', position: { source: 'EXISTING', id: 8 }, closeValue: '640', full: true },
      ],
    ],
    [
      'a mini contract moves 10 shares',
      event(2, 'ASSIGNMENT', { multiplier: '10' }),
      [openPosition(7)],
      'ASSIGNMENT',
      [{ kind: 'CLOSE' }, { kind: 'OPEN', quantity: '10' }],
    ],
  ])('%s', (_name, execution, positions, outcome, changes) => {
    const entry = entryOf(plan([execution], positions), 2);
    expect(entry.outcome).toBe(outcome);
    expect(entry.changes).toHaveLength(changes.length);
    changes.forEach((change, i) => expect(entry.changes[i]).toMatchObject(change));
  });

  it('need review when a call is assigned without the shares to deliver, and leave the theta open', () => {
    const result = plan(
      [
        event(2, 'ASSIGNMENT', { right: 'C' }),
        option(3, { right: 'C', side: 'BUY', effect: 'CLOSE', time: '2025-10-18T10:00:00' }),
      ],
      [openPosition(7, { right: 'C' }), shares(8, 99)],
    );
    expect(entryOf(result, 2)).toMatchObject({
      outcome: 'NEEDS_REVIEW',
      reason: 'Assigned on a call without enough shares held to deliver',
      changes: [],
    });
    expect(entryOf(result, 3).outcome).toBe('CLOSE');
  });
});

import { describe, expect, it } from 'vitest';
import type { Execution } from './execution';
import { ROLL_WINDOW_SECONDS } from './limits';
import { planImport } from './plan';
import { entryOf, openPosition, optionExecution as option } from '../../../test/support/import-executions';

const held = [openPosition(7), openPosition(9, { type: 'OPTION', action: 'BTO', right: 'C', strike: '600' })];

/** Buy back the held SPY 640 P theta and sell a later one. */
function thetaRoll(
  close: Partial<Parameters<typeof option>[1]>,
  open: Partial<Parameters<typeof option>[1]>,
): Execution[] {
  return [
    option(2, { side: 'BUY', effect: 'CLOSE', time: '2025-10-10T10:00:00', ...close }),
    option(3, {
      side: 'SELL',
      effect: 'OPEN',
      expiration: '2025-11-21',
      time: '2025-10-10T10:00:00',
      ...open,
    }),
  ];
}

const proposals = (executions: Execution[], confirmedRolls: string[] = []) =>
  planImport(executions, held, { confirmedRolls }).rolls.map(({ id, basis, confirmed }) => ({
    id,
    basis,
    confirmed,
  }));

describe('roll proposals', () => {
  it.each<[string, Execution[], string | null]>([
    [
      'a close and an open in one order',
      thetaRoll({ orderId: 'R1' }, { orderId: 'R1', time: '2025-10-10T10:00:30' }),
      'SAME_ORDER',
    ],
    [
      'filled within the window, no order numbers',
      thetaRoll({}, { time: `2025-10-10T10:00:0${ROLL_WINDOW_SECONDS}` }),
      'SAME_TIME',
    ],
    [
      'the open before the close within the window',
      thetaRoll({ time: '2025-10-10T10:00:03' }, {}),
      'SAME_TIME',
    ],
    [
      'a second past the window',
      thetaRoll({}, { time: `2025-10-10T10:00:0${ROLL_WINDOW_SECONDS + 1}` }),
      null,
    ],
    ['the same time but two orders', thetaRoll({ orderId: 'A' }, { orderId: 'B' }), null],
    [
      'the same day in a file without times',
      thetaRoll(
        { timeKnown: false, time: '2025-10-10T00:00:00' },
        { timeKnown: false, time: '2025-10-10T00:00:00' },
      ),
      'SAME_DAY',
    ],
    [
      'different days in a file without times',
      thetaRoll(
        { timeKnown: false, time: '2025-10-10T00:00:00' },
        { timeKnown: false, time: '2025-10-13T00:00:00' },
      ),
      null,
    ],
    ['another underlying', thetaRoll({}, { ticker: 'QQQ' }), null],
    ['a theta closed and an option bought', thetaRoll({}, { side: 'BUY' }), null],
  ])('%s', (_name, executions, basis) => {
    const rolls = proposals(executions);
    expect(rolls).toEqual(basis === null ? [] : [{ id: '2-3', basis, confirmed: false }]);
  });

  it('not for a partial close (the Trade Log rolls whole positions)', () => {
    const executions = thetaRoll({}, {});
    expect(planImport(executions, [openPosition(7, { quantity: 2 })]).rolls).toEqual([]);
  });

  it('not for an expiration and an open at the same time', () => {
    const executions = thetaRoll(
      { event: 'EXPIRATION', price: '0', expiration: '2025-10-10', time: '2025-10-10T16:00:00' },
      { time: '2025-10-10T16:00:00' },
    );
    const result = planImport(executions, [openPosition(7, { expiration: '2025-10-10' })]);
    expect(result.entries.map((e) => e.outcome)).toEqual(['EXPIRE', 'OPEN_THETA']);
    expect(result.rolls).toEqual([]);
  });

  it('of a bought option: sold to close and bought to open', () => {
    const executions = [
      option(2, { side: 'SELL', effect: 'CLOSE', right: 'C', strike: '600', orderId: 'R2' }),
      option(3, { side: 'BUY', effect: 'OPEN', right: 'C', strike: '620', orderId: 'R2' }),
    ];
    expect(proposals(executions)).toEqual([{ id: '2-3', basis: 'SAME_ORDER', confirmed: false }]);
  });

  it('pair the legs of a two-legged roll by their right', () => {
    const both = [openPosition(7), openPosition(8, { right: 'C', strike: '700' })];
    const order = { orderId: 'R3', time: '2025-10-10T10:00:00' };
    const executions = [
      option(2, { ...order, side: 'BUY', effect: 'CLOSE' }),
      option(3, { ...order, side: 'BUY', effect: 'CLOSE', right: 'C', strike: '700' }),
      option(4, { ...order, side: 'SELL', right: 'C', strike: '710', expiration: '2025-11-21' }),
      option(5, { ...order, side: 'SELL', right: 'P', strike: '630', expiration: '2025-11-21' }),
    ];
    const rolls = planImport(executions, both).rolls;
    expect(rolls.map((r) => [r.closeRow, r.openRow])).toEqual([
      [2, 5],
      [3, 4],
    ]);
  });
});

describe('confirming a roll', () => {
  const executions = thetaRoll({ orderId: 'R1' }, { orderId: 'R1' });

  it('marks both rows ROLL and keeps their changes', () => {
    const unconfirmed = planImport(executions, held);
    const confirmed = planImport(executions, held, { confirmedRolls: ['2-3'] });
    expect(unconfirmed.entries.map((e) => [e.rowNumber, e.outcome, e.rollId])).toEqual([
      [2, 'CLOSE', '2-3'],
      [3, 'OPEN_THETA', '2-3'],
    ]);
    expect(confirmed.entries.map((e) => [e.rowNumber, e.outcome, e.rollId])).toEqual([
      [2, 'ROLL', '2-3'],
      [3, 'ROLL', '2-3'],
    ]);
    expect(confirmed.rolls[0]?.confirmed).toBe(true);
    expect(entryOf(confirmed, 2).changes).toEqual(entryOf(unconfirmed, 2).changes);
    expect(entryOf(confirmed, 3).changes).toEqual(entryOf(unconfirmed, 3).changes);
    expect(confirmed.counts).toMatchObject({ ROLL: 2, CLOSE: 0, OPEN_THETA: 0 });
  });

  it('ignores ids that are not proposals', () => {
    expect(planImport(executions, held, { confirmedRolls: ['3-2', 'x'] }).counts.ROLL).toBe(0);
  });
});

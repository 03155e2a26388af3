import { describe, expect, it } from 'vitest';
import type { Execution } from './execution';
import {
  entryOf,
  optionEvent as event,
  planOf as plan,
  sharesHeld as shares,
  openPosition,
  stockExecution as stock,
} from '../../../test/support/import-executions';

describe("an assignment's stock row in the same file", () => {
  const put = openPosition(7);
  const delivery = stock(3, { ticker: 'SPY', event: 'DELIVERY', price: '640', time: '2025-10-17T17:00:00' });

  it.each<[string, Execution]>([
    [
      'a delivery (tastytrade)',
      stock(3, { ticker: 'SPY', event: 'DELIVERY', price: '640', time: '2025-10-17T17:00:00' }),
    ],
    [
      'an assignment stock row (IBKR)',
      stock(3, { ticker: 'SPY', event: 'ASSIGNMENT', price: '640', time: '2025-10-17T16:20:00' }),
    ],
    [
      'a plain buy at the strike posted days later (Schwab)',
      stock(3, { ticker: 'SPY', effect: 'UNKNOWN', price: '640.00', time: '2025-10-20T00:00:00' }),
    ],
  ])('is %s linked to the option row, which books the shares once', (_name, stockRow) => {
    const result = plan([stockRow, event(2, 'ASSIGNMENT')], [put]);
    expect(entryOf(result, 2)).toMatchObject({ outcome: 'ASSIGNMENT', linkedRow: 3 });
    expect(entryOf(result, 2).changes.map((c) => c.kind)).toEqual(['CLOSE', 'OPEN']);
    expect(entryOf(result, 3)).toMatchObject({
      outcome: 'ASSIGNMENT',
      linkedRow: 2,
      changes: [],
      notes: ['Stock of the assignment or exercise on row 2'],
    });
    expect(result.counts.OPEN_STOCK).toBe(0);
  });

  it.each<[string, Execution]>([
    [
      'another price',
      stock(3, { ticker: 'SPY', event: 'DELIVERY', price: '641', time: '2025-10-17T17:00:00' }),
    ],
    [
      'another quantity',
      stock(3, {
        ticker: 'SPY',
        event: 'DELIVERY',
        price: '640',
        quantity: '200',
        time: '2025-10-17T17:00:00',
      }),
    ],
    [
      'another side',
      stock(3, { ticker: 'SPY', event: 'DELIVERY', price: '640', side: 'SELL', time: '2025-10-17T17:00:00' }),
    ],
    [
      'another ticker',
      stock(3, { ticker: 'QQQ', event: 'DELIVERY', price: '640', time: '2025-10-17T17:00:00' }),
    ],
    ['a week later', stock(3, { ticker: 'SPY', price: '640', time: '2025-10-24T10:00:00' })],
    ['(the same, linked)', delivery],
  ])('is not linked with %s', (name, stockRow) => {
    const result = plan([event(2, 'ASSIGNMENT'), stockRow], [put, shares(8, 1000)]);
    expect(entryOf(result, 3).linkedRow).toBe(name === '(the same, linked)' ? 2 : null);
  });

  it('needs review when its option row does', () => {
    const result = plan([event(2, 'ASSIGNMENT'), delivery]);
    expect(entryOf(result, 2).outcome).toBe('NEEDS_REVIEW');
    expect(entryOf(result, 3)).toMatchObject({
      outcome: 'NEEDS_REVIEW',
      reason: 'Part of the assignment or exercise on row 2, which needs review',
    });
  });

  it('imported before: the option row closes the theta and books no shares again', () => {
    const result = plan([event(2, 'ASSIGNMENT'), delivery], [put], [3]);
    expect(entryOf(result, 3).outcome).toBe('DUPLICATE');
    expect(entryOf(result, 2)).toMatchObject({
      outcome: 'ASSIGNMENT',
      notes: ['The shares of this assignment or exercise were imported before'],
    });
    expect(entryOf(result, 2).changes.map((c) => c.kind)).toEqual(['CLOSE']);
  });

  it('with its option row imported before, books nothing', () => {
    const result = plan([event(2, 'ASSIGNMENT'), delivery], [], [2]);
    expect(entryOf(result, 3)).toMatchObject({ outcome: 'ASSIGNMENT', changes: [], linkedRow: 2 });
  });

  it('without an option row in the file is a stock trade, and says so', () => {
    const entry = entryOf(plan([stock(3, { ticker: 'SPY', event: 'DELIVERY', price: '640' })]), 3);
    expect(entry).toMatchObject({
      outcome: 'OPEN_STOCK',
      notes: ['Stock delivered by an assignment or exercise that is not in this file'],
    });
  });
});

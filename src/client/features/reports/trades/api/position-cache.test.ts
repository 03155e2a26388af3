import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { summarizeQuarter } from '../../../../../domain/positions/quarter-summary';
import type { PositionItem } from '../../../../../domain/positions/responses';
import { samplePositions } from '../sample-positions';
import { stockListsAffectedBy, storeChangedPositions, withChangedPositions } from './position-cache';
import { TRADE_LOG_KEYS } from './trade-log-keys';

const q3 = samplePositions('Q3 2025');
const q4 = samplePositions('Q4 2025').map((position) => ({ ...position, id: position.id - 100 }));
const ids = (list: readonly PositionItem[]) => list.map((position) => position.id);
const first = q3[0]!;
const closed: PositionItem = { ...first, isOpen: false, netProfit: 1234, closeDate: '2025-08-01T09:00:00Z' };
const added: PositionItem = { ...first, id: 9001, ticker: 'NEW' };

describe('a quarter list after a change', () => {
  it.each<[string, PositionItem[], number[]]>([
    ['a close replaces the row in place', [closed], ids(q3)],
    ['an added position goes to the end', [added], [...ids(q3), 9001]],
    ['a roll replaces the rolled row and adds the new one', [closed, added], [...ids(q3), 9001]],
    ['a position of another quarter is not added', [{ ...added, quarter: 'Q4 2025' }], ids(q3)],
    [
      'an edit that files the position elsewhere removes it',
      [{ ...first, quarter: 'Q4 2025' }],
      ids(q3).slice(1),
    ],
    ['nothing changed, nothing moves', [], ids(q3)],
  ])('%s', (_name, changed, expected) => {
    expect(ids(withChangedPositions(q3, 'Q3_2025', changed))).toEqual(expected);
  });

  it('keeps the other rows as they were and takes the changed one as the server sent it', () => {
    const next = withChangedPositions(q3, 'Q3 2025', [closed]);
    expect(next[0]).toBe(closed);
    expect(next.slice(1)).toEqual(q3.slice(1));
    expect(q3[0]).toBe(first);
  });

  it('Quarter Profit follows the changed position', () => {
    const before = summarizeQuarter(q3);
    const after = summarizeQuarter(withChangedPositions(q3, 'Q3_2025', [closed]));
    expect(after).not.toEqual(before);
    expect(after).toEqual(summarizeQuarter([closed, ...q3.slice(1)]));
  });
});

describe('storing changed positions in the cache', () => {
  it('updates every cached quarter list without marking any stale, and leaves unknown quarters alone', () => {
    const client = new QueryClient();
    client.setQueryData(TRADE_LOG_KEYS.positionsOf('Q3_2025'), q3);
    client.setQueryData(TRADE_LOG_KEYS.positionsOf('Q4_2025'), q4);
    const moved: PositionItem = { ...added, quarter: 'Q4 2025' };
    storeChangedPositions(client, [closed, moved]);
    expect(client.getQueryData<PositionItem[]>(TRADE_LOG_KEYS.positionsOf('Q3_2025'))![0]).toEqual(closed);
    expect(ids(client.getQueryData<PositionItem[]>(TRADE_LOG_KEYS.positionsOf('Q4_2025'))!)).toEqual([
      ...ids(q4),
      9001,
    ]);
    expect(client.getQueryState(TRADE_LOG_KEYS.positionsOf('Q3_2025'))!.isInvalidated).toBe(false);
    expect(client.getQueryData(TRADE_LOG_KEYS.positionsOf('Q1_2026'))).toBeUndefined();
  });
});

describe("lists whose stock's adjusted cost a change moves", () => {
  const client = new QueryClient();
  client.setQueryData(TRADE_LOG_KEYS.positionsOf('Q3_2025'), q3);
  client.setQueryData(TRADE_LOG_KEYS.positionsOf('Q4_2025'), q4);
  const theta = q3.find((p) => p.type === 'THETA' && p.ticker === 'AAPL')!;
  const stock = q3.find((p) => p.type === 'STOCK')!;

  it.each<[string, PositionItem[], string[]]>([
    // Both sample quarters hold the stock.
    ['a close of a call on the stock ticker', [{ ...theta, ticker: stock.ticker }], ['Q3_2025', 'Q4_2025']],
    ['an option on a ticker no stock has', [theta], []],
    ['a change to a stock itself (its answer carries its figure)', [stock], []],
  ])('%s', (_name, changed, quarters) => {
    expect(stockListsAffectedBy(client, changed)).toEqual(
      quarters.map((quarter) => TRADE_LOG_KEYS.positionsOf(quarter)),
    );
  });

  it('counts the ticker an edited option had before', () => {
    const before: PositionItem = { ...theta, ticker: stock.ticker };
    client.setQueryData(TRADE_LOG_KEYS.positionsOf('Q3_2025'), [
      before,
      ...q3.filter((p) => p.id !== theta.id),
    ]);
    expect(stockListsAffectedBy(client, [{ ...before, ticker: 'ZZZ' }])).toEqual([
      TRADE_LOG_KEYS.positionsOf('Q3_2025'),
      TRADE_LOG_KEYS.positionsOf('Q4_2025'),
    ]);
  });
});

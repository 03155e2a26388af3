import { describe, expect, it } from 'vitest';
import { importFixture } from '../../../test/support/import-fixtures';
import type { Execution } from './execution';
import { parseImportFile } from './parse-import';
import { planImport } from './plan';
import type { ImportPlan, OpenPositionSnapshot, PlanOutcome } from './plan-types';
import { duplicateRows, rowKeys } from './row-keys';
import { positionsAfter } from './test-helpers';

function executions(name: string): Execution[] {
  const result = parseImportFile(importFixture(name), { account: 'A-1' });
  if (!result.ok) throw new Error(result.error);
  return result.executions;
}

const outcomes = (plan: ImportPlan): Record<number, PlanOutcome> =>
  Object.fromEntries(plan.entries.map((e) => [e.rowNumber, e.outcome]));

/** Plans `name` as the later commit will: after committing `earlier`, with their rows stored. */
function importAfter(name: string, earlier: string[]): ImportPlan {
  const stored = new Map<string, number>();
  let positions: OpenPositionSnapshot[] = [];
  const planWithStored = (file: string) => {
    const rows = executions(file);
    const keys = rowKeys(rows);
    const duplicates = duplicateRows(keys, stored);
    return { keys, duplicates, plan: planImport(rows, positions, { duplicates }) };
  };
  for (const file of earlier) {
    const { keys, duplicates, plan } = planWithStored(file);
    for (const { key, rowNumber } of keys)
      if (!duplicates.has(rowNumber)) stored.set(key, (stored.get(key) ?? 0) + 1);
    positions = positionsAfter(positions, plan);
  }
  return planWithStored(name).plan;
}

describe('each broker file, planned on an empty Trade Log', () => {
  it.each<[string, Record<number, PlanOutcome>]>([
    [
      'tastytrade-2025-09-01-19.csv',
      {
        18: 'OPEN_THETA', // SPY put sold ...
        12: 'CLOSE', // ... and bought back
        17: 'OPEN_OPTION', // AAPL calls bought ...
        14: 'PARTIAL_CLOSE', // ... one sold
        16: 'OPEN_THETA', // QQQ puts sold ...
        10: 'EXPIRE', // ... and expired
        15: 'OPEN_THETA', // IWM put sold ...
        3: 'ASSIGNMENT', // ... assigned
        2: 'ASSIGNMENT', // its stock row
        13: 'OPEN_THETA', // MSFT call sold ...
        9: 'CLOSE', // ... rolled in one order:
        8: 'OPEN_THETA',
        7: 'OPEN_THETA', // two identical fills
        6: 'AVERAGE_DOWN',
        5: 'OPEN_STOCK', // NVDA after 20:00 London
        4: 'AVERAGE_DOWN', // NVDA after 20:00 New York
      },
    ],
    [
      'ibkr-2025-08-01-20.csv',
      {
        25: 'OPEN_THETA',
        26: 'ASSIGNMENT',
        17: 'ASSIGNMENT',
        13: 'OPEN_STOCK',
        14: 'PARTIAL_CLOSE',
        27: 'OPEN_THETA',
        28: 'EXPIRE',
        21: 'OPEN_THETA',
        22: 'CLOSE',
        24: 'OPEN_THETA',
        29: 'OPEN_THETA',
        30: 'AVERAGE_DOWN',
      },
    ],
    [
      'schwab-2025-10-27-11-10.csv',
      {
        18: 'OPEN_THETA',
        10: 'CLOSE',
        16: 'OPEN_OPTION',
        9: 'PARTIAL_CLOSE',
        15: 'OPEN_THETA',
        12: 'EXPIRE',
        14: 'OPEN_THETA',
        6: 'ASSIGNMENT',
        5: 'ASSIGNMENT',
        13: 'OPEN_THETA',
        4: 'CLOSE',
        3: 'OPEN_THETA',
        8: 'OPEN_THETA',
        7: 'AVERAGE_DOWN',
      },
    ],
    [
      'template-sample.csv',
      {
        2: 'OPEN_THETA',
        3: 'CLOSE',
        4: 'OPEN_OPTION',
        5: 'PARTIAL_CLOSE',
        6: 'OPEN_THETA',
        7: 'EXPIRE',
        8: 'OPEN_THETA',
        9: 'ASSIGNMENT',
        10: 'ASSIGNMENT',
        11: 'OPEN_THETA',
        12: 'CLOSE',
        13: 'OPEN_THETA',
        14: 'OPEN_THETA',
        15: 'AVERAGE_DOWN',
        16: 'OPEN_STOCK',
        17: 'OPEN_THETA',
        18: 'OPEN_STOCK',
      },
    ],
  ])('%s', (name, expected) => {
    const plan = planImport(executions(name), []);
    expect(outcomes(plan)).toEqual(expected);
    expect(plan.counts.NEEDS_REVIEW).toBe(0);
  });

  it.each<[string, { id: string; basis: string }[]]>([
    ['tastytrade-2025-09-01-19.csv', [{ id: '9-8', basis: 'SAME_ORDER' }]],
    ['schwab-2025-10-27-11-10.csv', [{ id: '4-3', basis: 'SAME_DAY' }]],
    ['template-sample.csv', [{ id: '12-13', basis: 'SAME_ORDER' }]],
    ['ibkr-2025-08-01-20.csv', []],
  ])('%s proposes its roll', (name, expected) => {
    const rolls = planImport(executions(name), []).rolls;
    expect(rolls.map(({ id, basis }) => ({ id, basis }))).toEqual(expected);
  });

  it('books the expiration, the assignment and the fees in the Trade Log units', () => {
    const plan = planImport(executions('tastytrade-2025-09-01-19.csv'), []);
    const changesOf = (row: number) => plan.entries.find((e) => e.rowNumber === row)!.changes;
    expect(changesOf(10)).toMatchObject([
      { kind: 'CLOSE', closeValue: '0', closeDate: '2025-09-12', quantity: '2' },
    ]);
    expect(changesOf(3)).toMatchObject([
      { kind: 'CLOSE', closeValue: '0', closeDate: '2025-09-19' },
      { kind: 'OPEN', positionType: 'STOCK', ticker: 'IWM', quantity: '100', price: '235' },
    ]);
    expect(changesOf(17)).toMatchObject([{ kind: 'OPEN', price: '410', quantity: '3', fees: '3.36' }]);
    expect(changesOf(4)).toMatchObject([{ kind: 'ADD', addedAt: '2025-09-16T20:30:00' }]);
  });
});

describe('a later export overlapping an earlier import', () => {
  it.each<[string, string, string, Record<number, PlanOutcome>]>([
    [
      'tastytrade',
      'tastytrade-2025-09-01-19.csv',
      'tastytrade-2025-09-15-30.csv',
      {
        2: 'CLOSE',
        3: 'OPEN_THETA',
        4: 'DUPLICATE',
        5: 'DUPLICATE',
        6: 'DUPLICATE',
        7: 'DUPLICATE',
        8: 'DUPLICATE',
        9: 'DUPLICATE',
        10: 'DUPLICATE',
        11: 'DUPLICATE',
      },
    ],
    [
      'Interactive Brokers, whose QQQ call was opened by the earlier import',
      'ibkr-2025-08-01-20.csv',
      'ibkr-2025-08-15-31.csv',
      {
        9: 'DUPLICATE',
        10: 'DUPLICATE',
        13: 'DUPLICATE',
        14: 'CLOSE',
        15: 'OPEN_THETA',
        16: 'DUPLICATE',
        17: 'DUPLICATE',
      },
    ],
    [
      'Schwab',
      'schwab-2025-10-27-11-10.csv',
      'schwab-2025-11-05-11-14.csv',
      {
        2: 'OPEN_STOCK',
        3: 'CLOSE',
        4: 'DUPLICATE',
        5: 'DUPLICATE',
        6: 'DUPLICATE',
        7: 'DUPLICATE',
        8: 'DUPLICATE',
        9: 'DUPLICATE',
        10: 'DUPLICATE',
      },
    ],
    [
      'the template, whose NVDA fill was written in Berlin time before and in New York time now',
      'template-sample.csv',
      'template-2025-09-15-30.csv',
      {
        2: 'DUPLICATE',
        3: 'DUPLICATE',
        4: 'DUPLICATE',
        5: 'DUPLICATE',
        6: 'DUPLICATE',
        7: 'OPEN_THETA',
        8: 'CLOSE',
      },
    ],
  ])('%s: only the new rows change the Trade Log', (_name, first, second, expected) => {
    const plan = importAfter(second, [first]);
    expect(outcomes(plan)).toEqual(expected);
  });

  it('proposes the IBKR roll filled a second apart', () => {
    const plan = importAfter('ibkr-2025-08-15-31.csv', ['ibkr-2025-08-01-20.csv']);
    expect(plan.rolls.map(({ id, basis }) => ({ id, basis }))).toEqual([{ id: '14-15', basis: 'SAME_TIME' }]);
  });

  it.each([
    'tastytrade-2025-09-01-19.csv',
    'ibkr-2025-08-01-20.csv',
    'schwab-2025-10-27-11-10.csv',
    'template-sample.csv',
  ])('a second import of %s changes nothing', (name) => {
    const plan = importAfter(name, [name]);
    expect(plan.counts.DUPLICATE).toBe(plan.entries.length);
    expect(plan.entries.every((e) => e.changes.length === 0)).toBe(true);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { importFixture } from '../../../test/support/import-fixtures';
import type { Execution } from './execution';
import { parseImportFile } from './parse-import';
import { canonicalRowText, duplicateRows, rowKeys, type RowKey } from './row-keys';

function executions(name: string, account = 'A-1'): Execution[] {
  const result = parseImportFile(importFixture(name), { account });
  if (!result.ok) throw new Error(result.error);
  return result.executions;
}

/** What the database would hold after committing `keys`: a count per key. */
function storedCounts(...imports: RowKey[][]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const keys of imports) {
    const duplicates = duplicateRows(keys, counts);
    for (const { rowNumber, key } of keys)
      if (!duplicates.has(rowNumber)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

const newRows = (keys: RowKey[], stored: Map<string, number>): number[] => {
  const duplicates = duplicateRows(keys, stored);
  return keys.map((k) => k.rowNumber).filter((row) => !duplicates.has(row));
};

const SCHWAB = '"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"';

describe('row keys', () => {
  it('agree however the broker formats the same figures', () => {
    const a = parseImportFile(
      `${SCHWAB}\n"11/06/2025","Sell to Open","SPY 11/21/2025 640.00 P","x","1","$3.40","$0.66","$339.34"`,
    );
    const b = parseImportFile(
      `${SCHWAB}\n"11/07/2025 as of 11/06/2025","Sell to Open","SPY 11/21/2025 640 P","y","1.0","3.4","0.660","340"`,
    );
    if (!a.ok || !b.ok) throw new Error('unreadable');
    expect(canonicalRowText(a.executions[0]!)).toBe(canonicalRowText(b.executions[0]!));
  });

  it.each<[string, Partial<Execution>]>([
    ['another account', { account: 'B-2' }],
    ['another time', { tradeTime: '2025-09-16T10:40:01' }],
    ['another price', { pricePerShare: '6.01' }],
    ['another quantity', { quantity: '2' }],
    ['another side', { side: 'BUY' }],
    ['another order', { orderId: '400031' }],
    [
      'another strike',
      {
        instrument: {
          kind: 'OPTION',
          expiration: '2025-10-17',
          strike: '305',
          right: 'P',
          multiplier: '100',
        },
      },
    ],
  ])('differ for %s', (_name, change) => {
    const execution = executions('tastytrade-2025-09-01-19.csv')[4]!;
    expect(canonicalRowText({ ...execution, ...change })).not.toBe(canonicalRowText(execution));
  });

  it("use the broker's execution id when the file has one, whatever else the row says", () => {
    const [execution] = executions('template-sample.csv').filter((e) => e.brokerExecutionId === 'E-10');
    expect(canonicalRowText({ ...execution!, pricePerShare: '999' })).toBe(canonicalRowText(execution!));
    expect(canonicalRowText({ ...execution!, account: 'other' })).not.toBe(canonicalRowText(execution!));
  });

  it('number identical rows in file order and pass the text through a hash', () => {
    const keys = rowKeys(executions('tastytrade-2025-09-01-19.csv'), (text) => `h(${text.length})`);
    const tsla = keys.filter((k) => k.rowNumber === 6 || k.rowNumber === 7);
    expect(tsla.map((k) => [k.rowNumber, k.occurrence])).toEqual([
      [6, 1],
      [7, 2],
    ]);
    expect(tsla[0]!.key).toBe(tsla[1]!.key);
    expect(tsla[0]!.key).toMatch(/^h\(\d+\)$/);
  });
});

describe('duplicates of earlier imports', () => {
  it.each<[string, number, number, number]>([
    // name, identical rows in the file (k), already stored (m), new rows expected (k - m)
    ['first import of two identical fills', 2, 0, 2],
    ['the same file again', 2, 2, 0],
    ['a third identical fill in a later export', 3, 2, 1],
    ['more stored than in the file', 1, 3, 0],
  ])('%s: k=%i, m=%i adds %i', (_name, k, m, added) => {
    const keys = Array.from({ length: k }, (_, i) => ({ rowNumber: i + 2, key: 'same', occurrence: i + 1 }));
    const duplicates = duplicateRows(keys, new Map([['same', m]]));
    expect(k - duplicates.size).toBe(added);
    // The first m are the duplicates.
    expect([...duplicates]).toEqual(keys.slice(0, Math.min(k, m)).map((key) => key.rowNumber));
  });

  it('k identical rows with m stored always add k - m (never fewer than 0)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 30 }),
        fc.nat(10),
        fc.nat(10),
        (texts, ma, mb) => {
          const keys = texts.map((text, i) => ({ rowNumber: i + 1, key: text, occurrence: 0 }));
          const seen: Record<string, number> = {};
          for (const key of keys) key.occurrence = seen[key.key] = (seen[key.key] ?? 0) + 1;
          const stored = new Map([
            ['a', ma],
            ['b', mb],
          ]);
          const duplicates = duplicateRows(keys, stored);
          for (const text of ['a', 'b', 'c']) {
            const k = texts.filter((t) => t === text).length;
            const m = stored.get(text) ?? 0;
            const added = keys.filter((key) => key.key === text && !duplicates.has(key.rowNumber)).length;
            expect(added).toBe(Math.max(0, k - m));
          }
        },
      ),
    );
  });

  it.each<[string, string]>([
    ['tastytrade', 'tastytrade-2025-09-01-19.csv'],
    ['Interactive Brokers', 'ibkr-2025-08-01-20.csv'],
    ['Schwab', 'schwab-2025-10-27-11-10.csv'],
    ['the template', 'template-sample.csv'],
  ])('%s: a second import of the same file adds 0 rows', (_name, file) => {
    const keys = rowKeys(executions(file));
    const stored = storedCounts(keys);
    expect(newRows(keys, new Map())).toHaveLength(keys.length);
    expect(newRows(rowKeys(executions(file)), stored)).toEqual([]);
  });

  it.each<[string, string, string, number[]]>([
    // The later tastytrade export was written in New York's offset, without the Total column.
    ['tastytrade', 'tastytrade-2025-09-01-19.csv', 'tastytrade-2025-09-15-30.csv', [2, 3]],
    // The later statement has no Account column; the account comes from Account Information.
    ['Interactive Brokers', 'ibkr-2025-08-01-20.csv', 'ibkr-2025-08-15-31.csv', [14, 15]],
    ['Schwab', 'schwab-2025-10-27-11-10.csv', 'schwab-2025-11-05-11-14.csv', [2, 3]],
  ])('%s: an overlapping later export adds only its new rows', (_name, first, second, expected) => {
    const stored = storedCounts(rowKeys(executions(first)));
    expect(newRows(rowKeys(executions(second)), stored)).toEqual(expected);
  });

  it('never treats rows as duplicates for sharing a date', () => {
    const stored = storedCounts(rowKeys(executions('schwab-2025-10-27-11-10.csv')));
    const sameDay = parseImportFile(
      `${SCHWAB}\n"11/06/2025","Sell to Open","SPY 11/21/2025 640.00 P","x","1","$3.25","$0.66","$324.34"`,
      { account: 'A-1' },
    );
    if (!sameDay.ok) throw new Error(sameDay.error);
    expect(newRows(rowKeys(sameDay.executions), stored)).toEqual([2]);
  });
});

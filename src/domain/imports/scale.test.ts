import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './limits';
import { parseImportFile } from './parse-import';
import { planImport } from './plan';
import { duplicateRows, rowKeys } from './row-keys';
import { generatedTastytradeFile } from '../../../test/support/import-executions';

// Completion and counts only: the time is measured by bench/import-parse.ts, never asserted here.
describe('a file at the row limit', () => {
  it('of 50,000 rows is read, keyed and planned in full', { timeout: 120_000 }, () => {
    const text = generatedTastytradeFile(MAX_IMPORT_ROWS / 2);
    expect(text.length).toBeLessThan(MAX_IMPORT_BYTES);
    const result = parseImportFile(text, { account: 'A-1' });
    if (!result.ok) throw new Error(result.error);
    expect(result.executions).toHaveLength(MAX_IMPORT_ROWS);
    expect(result.problems).toEqual([]);

    const keys = rowKeys(result.executions);
    expect(new Set(keys.map((k) => k.key)).size).toBe(MAX_IMPORT_ROWS);
    const plan = planImport(result.executions, []);
    expect(plan.counts).toMatchObject({ OPEN_THETA: 25_000, CLOSE: 25_000, NEEDS_REVIEW: 0 });

    const stored = new Map(keys.map((k) => [k.key, 1]));
    const again = planImport(result.executions, [], { duplicates: duplicateRows(keys, stored) });
    expect(again.counts.DUPLICATE).toBe(MAX_IMPORT_ROWS);
  });
});

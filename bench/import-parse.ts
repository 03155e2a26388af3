import { MAX_IMPORT_ROWS } from '../src/domain/imports/limits';
import { parseImportFile } from '../src/domain/imports/parse-import';
import { planImport } from '../src/domain/imports/plan';
import { rowKeys } from '../src/domain/imports/row-keys';
import { generatedTastytradeFile } from '../test/support/import-executions';

const median = (times: number[]): number =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

/**
 * The pure part of an import preview for a file at the row limit (50,000 tastytrade rows, every one
 * converted from a London offset to New York time): read, key and plan. Median of 5 runs after one
 * warm-up; aim: under 2 s, so the preview's database work has the rest of its budget.
 */
export function benchImportParse(): void {
  const text = generatedTastytradeFile(MAX_IMPORT_ROWS / 2);
  const phases = { read: [] as number[], keys: [] as number[], plan: [] as number[] };
  for (let run = 0; run < 6; run += 1) {
    const start = performance.now();
    const result = parseImportFile(text, { account: 'bench' });
    const read = performance.now();
    if (!result.ok) throw new Error(result.error);
    rowKeys(result.executions);
    const keyed = performance.now();
    planImport(result.executions, []);
    const planned = performance.now();
    if (run === 0) continue;
    phases.read.push(read - start);
    phases.keys.push(keyed - read);
    phases.plan.push(planned - keyed);
  }
  const total = median(phases.read) + median(phases.keys) + median(phases.plan);
  console.log(
    `import preview, pure part, ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows: read ${median(phases.read).toFixed(0)} ms, ` +
      `keys ${median(phases.keys).toFixed(0)} ms, plan ${median(phases.plan).toFixed(0)} ms, total ${total.toFixed(0)} ms (aim: under 2,000 ms)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) benchImportParse();

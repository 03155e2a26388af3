import fs from 'node:fs';
import path from 'node:path';
import { describePageScript, publicPageScripts } from '../scripts/ci/script-budgets';

const clientDir = path.resolve('dist/client');

/**
 * What each public page transfers in script, counted as `npm run test:deploy` counts it and fails a
 * build over budget (scripts/ci/script-budgets.ts, decision 028): Brotli bodies as served and headers,
 * for the entry, the app, the route's chunk and its charts. Lighthouse's figures are printed by
 * bench/lighthouse.ts from a real load.
 */
export function benchBundleSize(): void {
  if (!fs.existsSync(path.join(clientDir, '.vite/manifest.json'))) {
    console.log('\nScript per public page: dist/client/.vite/manifest.json is missing (run `npm run build`)');
    return;
  }
  console.log('\nScript per public page, transferred (Brotli as served, with headers), from the build:');
  for (const script of publicPageScripts(clientDir)) {
    console.log(`  ${script.transferred <= script.budget ? 'ok  ' : 'OVER'} ${describePageScript(script)}`);
  }
}

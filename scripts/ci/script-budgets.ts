import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { publicPageChunks, type Manifest } from '../../src/server/ssr/build-manifest';

/*
 * What each public page transfers in script, counted from the build (decision 028): the bytes the
 * server sends (the .br file written beside each asset by scripts/compress-assets.ts, which browsers
 * and Lighthouse receive; the asset itself when it is too small to be compressed) plus a response's
 * headers, for every script the page runs: the entry, the app it fetches once painted (start.tsx),
 * the route's chunk and the chunks the route imports on demand (its charts), each with its static
 * imports. Bytes, not time: the same build always counts the same.
 */

/** Transferred script per page, in KB (1,024 bytes): `/` at most 100, every other public page 170. */
export const SCRIPT_BUDGET_KB: Readonly<Record<string, number>> = { '/': 100 };
export const OTHER_PAGE_BUDGET_KB = 170;
/**
 * A static asset's response headers as this server sends them (security headers, caching, ETag):
 * Chromium's transferred size of a 571-byte script is 1.5 KB, so about 1,000 bytes.
 */
export const HEADER_BYTES = 1000;

export interface PageScript {
  page: string;
  files: string[];
  /** Bytes transferred: Brotli bodies (as served) and headers. */
  transferred: number;
  /** The same with gzip bodies, for a client without Brotli. */
  gzip: number;
  budget: number;
}

function servedBytes(clientDir: string, file: string, encoding: 'br' | 'gz'): number {
  const full = path.join(clientDir, file);
  const encoded = `${full}.${encoding}`;
  if (fs.existsSync(encoded)) return fs.statSync(encoded).size;
  // Not precompressed (below the size worth it), the server's own compression may still apply.
  const bytes = fs.readFileSync(full);
  return Math.min(bytes.length, (encoding === 'br' ? brotliCompressSync(bytes) : gzipSync(bytes)).length);
}

/** Every public page's script, from `dist/client` (its .vite/manifest.json and the served files). */
export function publicPageScripts(clientDir: string): PageScript[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  return publicPageChunks(manifest).map(({ page, entry, app, later }) => {
    const files = [...entry, ...app, ...later];
    const scripts = files.filter((file) => file.endsWith('.js'));
    const sum = (encoding: 'br' | 'gz') =>
      scripts.reduce((total, file) => total + servedBytes(clientDir, file, encoding) + HEADER_BYTES, 0);
    return {
      page,
      files: scripts,
      transferred: sum('br'),
      gzip: sum('gz'),
      budget: (SCRIPT_BUDGET_KB[page] ?? OTHER_PAGE_BUDGET_KB) * 1024,
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function describePageScript(script: PageScript): string {
  return `${script.page}: ${kb(script.transferred)} of script transferred (gzip ${kb(script.gzip)}), budget ${kb(script.budget)}, ${script.files.length} files`;
}

// `npx tsx scripts/ci/script-budgets.ts [dist/client]`: after `npm run build`, fails over budget.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const scripts = publicPageScripts(path.resolve(process.argv[2] ?? 'dist/client'));
  for (const script of scripts)
    console.log(`${script.transferred <= script.budget ? 'ok' : 'OVER'}: ${describePageScript(script)}`);
  if (scripts.some((script) => script.transferred > script.budget)) process.exit(1);
}

import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const clientDir = path.resolve('dist/client');
const manifestFile = path.join(clientDir, '.vite/manifest.json');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each public page and the module its route loads (matched against the manifest's source paths). */
const PAGES: [page: string, routeModule: RegExp | null][] = [
  ['/', null],
  ['/about/holdings', /holdings-page\.tsx$/],
  ['/about/performance', /performance-page\.tsx$/],
  ['/mission', /mission-page\.tsx$/],
];

const AIM_KB: Record<string, number> = { '/': 100 };
const CHART_PAGE_AIM_KB = 170;

/** The chunk and every chunk it imports statically: Vite modulepreloads them all with it. */
function closure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
}

const sizes = new Map<string, { br: number; gzip: number }>();
function compressedSize(file: string): { br: number; gzip: number } {
  let size = sizes.get(file);
  if (!size) {
    const bytes = fs.readFileSync(path.join(clientDir, file));
    size = {
      br: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gzip: gzipSync(bytes, { level: 9 }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Totals {
  br: number;
  gzip: number;
  css: number;
}

function totals(files: Set<string>): Totals {
  const total = { br: 0, gzip: 0, css: 0 };
  for (const file of files) {
    const size = compressedSize(file);
    if (file.endsWith('.css')) total.css += size.br;
    else {
      total.br += size.br;
      total.gzip += size.gzip;
    }
  }
  return total;
}

/**
 * What each public page loads, from Vite's manifest, as the browser receives it with Brotli and with
 * gzip. "before paint": the entry with its static imports (the page's HTML names them; the page is
 * complete without them). "first load": that, the app the entry fetches once the page is painted
 * (start.tsx) and the route's chunk, each with its static imports: all the script the page runs to
 * become interactive. "page load": that and the chunks the route imports on demand (its charts, which
 * load as soon as the data has come). Aim: first load <= 100 KB on /, page load <= 170 KB on the
 * chart pages.
 */
export function benchBundleSize(): void {
  if (!fs.existsSync(manifestFile)) {
    console.log('\nFirst-load assets: dist/client/.vite/manifest.json is missing (run `npm run build`)');
    return;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const app = Object.keys(manifest).find((key) => /(^|\/)start\.tsx$/.test(key));
  if (!entry || !app) {
    console.log('\nFirst-load assets: the manifest names no entry or no start.tsx');
    return;
  }
  console.log('\nScript per public page, Brotli (gzip), from the Vite manifest:');
  console.log(
    `  ${'page'.padEnd(20)} ${'before paint'.padStart(22)} ${'first load'.padStart(22)} ${'page load'.padStart(22)}  css   aim`,
  );
  const text = (t: Totals) => `${kb(t.br)} (${kb(t.gzip)})`.padStart(22);
  for (const [page, routeModule] of PAGES) {
    const files = new Set<string>();
    closure(manifest, entry, files);
    const beforePaint = totals(files);
    closure(manifest, app, files);
    const route = routeModule && Object.keys(manifest).find((name) => routeModule.test(name));
    if (routeModule && !route) {
      console.log(`  ${page.padEnd(20)} no chunk in the manifest matches ${routeModule}`);
      continue;
    }
    if (route) closure(manifest, route, files);
    const firstLoad = totals(files);
    for (const later of (route && manifest[route]!.dynamicImports) || []) closure(manifest, later, files);
    const pageLoad = totals(files);
    const aim = AIM_KB[page] ?? CHART_PAGE_AIM_KB;
    const measured = AIM_KB[page] ? 'first load' : 'page load';
    console.log(
      `  ${page.padEnd(20)} ${text(beforePaint)} ${text(firstLoad)} ${text(pageLoad)}  ${kb(pageLoad.css)}  ${measured} <= ${aim} KB`,
    );
  }
}

import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The source module each lazily loaded public page comes from (as the build's manifest names it). */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/about/holdings': 'features/public/holdings/holdings-page.tsx',
  '/about/performance': 'features/public/performance/performance-page.tsx',
  '/mission': 'features/public/mission/mission-page.tsx',
};

function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * `<link rel="modulepreload">` tags for the chunks a server-rendered page needs beyond the entry's,
 * so the browser fetches its page chunk beside the entry instead of after it (the page hydrates once
 * both are in). Empty when the build wrote no manifest.
 */
export function modulePreloads(clientDir: string): (url: string) => string {
  const file = path.join(clientDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const entry = closure(manifest, 'index.html', new Set());
  const tags = new Map<string, string>();
  for (const [url, source] of Object.entries(PAGE_MODULES)) {
    const files = [...closure(manifest, source, new Set())].filter((chunk) => !entry.has(chunk));
    tags.set(url, files.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk}">`).join(''));
  }
  return (url) => tags.get(url) ?? '';
}

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const clientDir = path.resolve('dist/client');

/** Gzip size of the JavaScript index.html loads up front (lazy chunks excluded); aim: < 170 KB. */
export function benchBundleSize(): void {
  const indexFile = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    console.log('\nInitial JavaScript: dist/client is not built (run `npm run build` first)');
    return;
  }
  const html = fs.readFileSync(indexFile, 'utf8');
  const scripts = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  let total = 0;
  console.log('\nInitial JavaScript for the public pages (gzip):');
  for (const script of new Set(scripts)) {
    const size = gzipSync(fs.readFileSync(path.join(clientDir, script))).length;
    total += size;
    console.log(`  ${script.padEnd(50)} ${(size / 1024).toFixed(1)} KB`);
  }
  console.log(`  total ${(total / 1024).toFixed(1)} KB (aim: < 170 KB)`);
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The app's folder (the one holding package.json and drizzle/): the same from the sources
 * (src/server/...) and from the compiled server (dist/node/...), whatever the working directory.
 */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The app folder (with drizzle/meta/_journal.json) was not found');
    dir = parent;
  }
}

export const APP_ROOT = findAppRoot();

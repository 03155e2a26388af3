import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * A new embedded database starts from a dump of a new data directory that `npm run build` makes
 * (scripts/build-server.mjs) rather than from PGlite's initdb: initdb touches about 700 MB before the
 * process that runs it ends, loading the dump about 300 MB, and it takes a second rather than several
 * (decision 016). A dump belongs to one PGlite version; any other version runs initdb.
 */

/** The installed PGlite's version, read from the nearest package.json above its entry that names one. */
function pgliteVersion(): string | undefined {
  const require = createRequire(import.meta.url);
  let folder = path.dirname(require.resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = path.join(folder, 'package.json');
    if (fs.existsSync(manifest)) {
      const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: string };
      if (version) return version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) return undefined;
    folder = parent;
  }
}

export const templateFileName = (version: string) => `pgdata-template-${version}.tar.gz`;

/** The dump beside the compiled server for the PGlite installed, or undefined (a source checkout). */
export function pgdataTemplate(): Blob | undefined {
  const version = pgliteVersion();
  if (version === undefined) return undefined;
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), templateFileName(version));
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

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

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  let folder = path.dirname(entry);
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string })
    .version;
}

export const templateFileName = (version: string) => `pgdata-template-${version}.tar.gz`;

/** The dump beside the compiled server for the PGlite installed, or undefined (a source checkout). */
export function pgdataTemplate(): Blob | undefined {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), templateFileName(pgliteVersion()));
  return fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : undefined;
}

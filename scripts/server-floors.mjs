// The server's floors (docs/architecture.md#books-floor, decision 023), read by ESLint's zones
// (eslint.config.js) and by the test that walks every import, types included (src/server/floors.test.ts).
// A file imports only from its own floor or those below it:
//
//   kit (0)      shared plumbing: the root's small modules, http/, pdf/, auth/
//   db (1)       the schema, the connection, the migrations
//   books (2)    the transaction types, guardWrite, units held, the books' NAV, the audit writer
//   features (3) every other folder: trades, investors, fees, periods, requests, imports, ...
//   routes (4)   routes/, ssr/, and the entry points that compose the rest (app, main, the CLIs)
import fs from 'node:fs';
import path from 'node:path';

export const SERVER = 'src/server';
export const FLOORS = ['kit', 'db', 'books', 'features', 'routes'];

const KIT_FOLDERS = new Set(['http', 'pdf', 'auth']);
const ROUTE_FOLDERS = new Set(['routes', 'ssr']);
/** Entry points: they start a process or build the app, so they may import every floor. */
const ENTRY_FILES = new Set(['main.ts', 'app.ts', 'cli.ts', 'init-embedded.ts']);
const isEntry = (name) => ENTRY_FILES.has(name) || name.endsWith('-cli.ts');

/** The floor of a file of src/server, by its path relative to src/server ('books/audit.ts'). */
export function floorOf(relative) {
  const parts = relative.split(/[\\/]/);
  const name = parts.at(-1);
  if (isEntry(name)) return 'routes';
  if (parts.length === 1) return 'kit';
  const folder = parts[0];
  if (KIT_FOLDERS.has(folder)) return 'kit';
  if (ROUTE_FOLDERS.has(folder)) return 'routes';
  if (folder === 'db' || folder === 'books') return folder;
  return 'features';
}

/** Every source file of src/server (tests, which may import anything, left out), relative to `root`. */
export function serverFiles(root = '.') {
  return fs
    .readdirSync(path.join(root, SERVER), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(path.join(root, SERVER), path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * ESLint's `import/no-restricted-paths` zones: each floor's files may not import the files of the floors
 * above it. Files are listed one by one (read from the tree), because an entry point may sit inside a
 * lower floor's folder (db/migrate-cli.ts).
 */
export function floorZones(root = '.') {
  const files = serverFiles(root);
  const on = (floor) => files.filter((file) => floorOf(file) === floor).map((file) => `./${SERVER}/${file}`);
  return FLOORS.slice(0, -1).map((floor, index) => ({
    target: on(floor),
    from: FLOORS.slice(index + 1).flatMap(on),
    message: `The ${floor} floor of src/server imports only from its own floor or below (${FLOORS.slice(0, index + 1).join(' <- ')}): see docs/architecture.md#books-floor.`,
  }));
}

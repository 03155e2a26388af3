// The server compiled to JavaScript (dist/node): its entry points bundled with esbuild, packages left to
// node_modules, so production runs on Node alone with runtime dependencies only (decision 016).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/node');

export const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  'migrate-cli': 'src/server/db/migrate-cli.ts',
  'backup-cli': 'src/server/backup/backup-cli.ts',
  'restore-cli': 'src/server/backup/restore-cli.ts',
  // Run by the server in a process of its own the first time a DATA_DIR is used (db/embedded.ts).
  'init-embedded': 'src/server/init-embedded.ts',
};

export async function buildServer() {
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: SERVER_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    sourcemap: 'linked',
    // Shared code lands beside the entries, so a module's `./assets/...` stays beside it too.
    chunkNames: 'shared-[hash]',
    logLevel: 'warning',
  });
  // The local identity provider's page assets, read next to the module that serves them.
  fs.cpSync(path.join(root, 'src/server/dev-idp/assets'), path.join(outdir, 'assets'), { recursive: true });
  await writePgdataTemplate();
}

/** A new data directory's dump, from which a new embedded database starts (src/server/db/pgdata-template.ts). */
async function writePgdataTemplate() {
  const { PGlite } = await import('@electric-sql/pglite');
  const { version } = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  );
  const client = await PGlite.create('memory://');
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  fs.writeFileSync(
    path.join(outdir, `pgdata-template-${version}.tar.gz`),
    Buffer.from(await dump.arrayBuffer()),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();

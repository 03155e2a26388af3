import fs from 'node:fs';
import path from 'node:path';
import { CliError, runCli, settingsSource, takeEnvFile, tightenForCli } from '../cli';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { backupFileName } from './format';
import { writeBackupFile } from './backup-file';
import { auditCommandLine } from './cli-audit';

const USAGE =
  'Usage: npm run backup -- [--env-file FILE] TARGET   (TARGET: a file to write, or a folder, ending in / ' +
  'when it does not exist yet, to write it in)';

// `npm run backup -- [--env-file FILE] TARGET`: the whole books into TARGET (or, when TARGET is a folder,
// a file named as the scheduled ones are). With the embedded database the server must be stopped:
// DATA_DIR's lock says so. A DATA_DIR with no database is refused: backing up a new, empty one would
// hand a restore empty books (decision 022).
await runCli(async () => {
  const { args, envFile } = takeEnvFile(process.argv.slice(2));
  const [target, ...rest] = args;
  if (!target || rest.length > 0 || target.startsWith('-')) throw new CliError(USAGE);
  const config = loadConfig();
  if (!config.databaseUrl) {
    const pgdata = path.join(config.dataDir, 'pgdata');
    if (config.dataDir === 'memory://' || !fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
      throw new CliError(
        [
          `Nothing to back up: DATA_DIR ${config.dataDir} holds no database (no ${pgdata}), and DATABASE_URL is unset.`,
          `Settings read from ${settingsSource(envFile)}.`,
          'Name the settings the server runs with: npm run backup -- --env-file /path/to/the/service.env TARGET',
          '(or set DATA_DIR or DATABASE_URL as the server has them). Nothing was created.',
        ].join('\n'),
      );
    }
  }
  tightenForCli(config);
  const now = new Date();
  const folder =
    /[\\/]$/.test(target) || fs.statSync(target, { throwIfNoEntry: false })?.isDirectory() === true;
  if (folder) fs.mkdirSync(target, { recursive: true });
  const file = folder ? path.resolve(target, backupFileName(config.fundName, now)) : path.resolve(target);
  const database = await openDatabase({ ...config, purpose: 'backup' });
  try {
    const started = performance.now();
    const written = await writeBackupFile(database, file, {
      fundName: config.fundName,
      now,
      key: config.backups.key,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    // After the snapshot, so the row is in the books but not in this backup.
    await auditCommandLine(database, {
      action: 'backup',
      entity: 'backup',
      entityId: path.basename(file),
      after: { file, rows: written.rows, bytes: written.bytes, source: database.kind },
    });
    console.log(
      `Backed up ${written.rows} rows of ${Object.keys(written.tables).length} tables from ${database.location} ` +
        `to ${file} (${written.bytes} bytes, ${seconds} s; settings from ${settingsSource(envFile)}).`,
    );
  } finally {
    await database.close();
  }
});

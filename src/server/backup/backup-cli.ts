import fs from 'node:fs';
import path from 'node:path';
import { CliError, runCli } from '../cli';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { backupFileName } from './format';
import { writeBackupFile } from './backup-file';

// `npm run backup -- FILE`: the whole books into FILE (or, when FILE is a folder, a file named as the
// scheduled ones are). With the embedded database the server must be stopped: DATA_DIR's lock says so.
await runCli(async () => {
  const [target, ...rest] = process.argv.slice(2);
  if (!target || rest.length > 0 || target.startsWith('-')) {
    throw new CliError('Usage: npm run backup -- FILE   (a file to write, or a folder to write it in)');
  }
  const config = loadConfig();
  const now = new Date();
  const file = fs.statSync(target, { throwIfNoEntry: false })?.isDirectory()
    ? path.join(target, backupFileName(config.fundName, now))
    : path.resolve(target);
  const database = await openDatabase({ ...config, purpose: 'backup' });
  try {
    const started = performance.now();
    const written = await writeBackupFile(database, file, {
      fundName: config.fundName,
      now,
      key: config.backups.key,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Backed up ${written.rows} rows of ${Object.keys(written.tables).length} tables from ${database.location} ` +
        `to ${file} (${written.bytes} bytes, ${seconds} s).`,
    );
  } finally {
    await database.close();
  }
});

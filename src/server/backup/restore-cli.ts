import path from 'node:path';
import { CliError, runCli, settingsSource, takeEnvFile, tightenForCli } from '../cli';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { printable } from './format';
import { restoreBackup } from './restore-backup';
import { auditCommandLine } from './cli-audit';

// `npm run restore -- [--env-file FILE] BACKUP [--force]`: the books of a backup into the database DATA_DIR (embedded, with
// the server stopped) or DATABASE_URL names. Refuses a target that holds books unless --force.
await runCli(async () => {
  const { args, envFile } = takeEnvFile(process.argv.slice(2));
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    throw new CliError('Usage: npm run restore -- [--env-file FILE] BACKUP [--force]');
  }
  const file = path.resolve(files[0]!);
  const config = loadConfig();
  tightenForCli(config);
  const database = await openDatabase({ ...config, purpose: 'restore' });
  try {
    const started = performance.now();
    const restored = await restoreBackup(database, file, { force, key: config.backups.key });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { header } = restored;
    // The restored books' own history, then this: who put them there, from which file.
    await auditCommandLine(database, {
      action: 'restore',
      entity: 'backup',
      entityId: path.basename(file),
      after: { file, rows: restored.rows, fund: header.fund, createdAt: header.createdAt, force },
    });
    console.log(
      `Restored ${restored.rows} rows of ${restored.tables} tables into ${database.location} (${seconds} s): ` +
        // What the file says of itself is shown, never obeyed: no escape sequence reaches the terminal.
        `the books of ${printable(header.fund)} as they were at ${printable(header.createdAt)} (${header.source}; settings from ` +
        `${settingsSource(envFile)}).`,
    );
    console.log(
      restored.authenticated
        ? 'The file was authenticated: its HMAC under BACKUP_KEY matches its contents.'
        : 'The file is unauthenticated: BACKUP_KEY is not set, so its checksum shows only that it is whole, ' +
            'not who wrote it. Set BACKUP_KEY on the writer and here to have backups proved.',
    );
    if (restored.upgradedWith.length > 0) {
      console.log(
        `Then applied ${restored.upgradedWith.length} newer migrations: ${restored.upgradedWith.join(', ')}.`,
      );
    }
  } finally {
    await database.close();
  }
});

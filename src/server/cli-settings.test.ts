import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnEntry } from '../../test/support/server-process';
import { tempDir } from '../../test/support/test-config';

/*
 * The command-line tasks read the service's settings file when told to (--env-file), and a backup never
 * makes up books: a DATA_DIR without a database is refused, and nothing is created (decision 022).
 */

const CLIS = [
  'src/server/backup/backup-cli.ts',
  'src/server/backup/restore-cli.ts',
  'src/server/db/migrate-cli.ts',
];

describe('a production start with nothing set', () => {
  it('names every missing setting in one refusal and exits 1', async () => {
    const start = spawnEntry('src/server/main.ts', { NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(await start.exited).toBe(1);
    const output = start.output();
    expect(output).toMatch(/Refusing to start: 5 settings need attention\./);
    for (const name of ['OIDC_ISSUER', 'FUND_TIME_ZONE', 'FUND_NAME', 'DATABASE_URL', 'SHEET_CURRENT_NAV'])
      expect(output).toContain(name);
  }, 30_000);
});

describe('the command-line tasks and their settings', () => {
  it('refuses a backup of a DATA_DIR that holds no database, naming the folder, and creates nothing', async () => {
    const missing = path.join(tempDir(), 'not-there');
    const target = path.join(tempDir(), 'backups') + '/';
    const task = spawnEntry('src/server/backup/backup-cli.ts', { DATA_DIR: missing }, [target]);
    expect(await task.exited).toBe(1);
    expect(task.output()).toContain(`Nothing to back up: DATA_DIR ${missing} holds no database`);
    expect(task.output()).toContain('Settings read from the environment alone (no --env-file)');
    expect(fs.existsSync(missing)).toBe(false);
    expect(fs.existsSync(target)).toBe(false);
  }, 30_000);

  it('reads DATA_DIR from --env-file, and names that file when the folder holds no books', async () => {
    const empty = tempDir();
    const envFile = path.join(tempDir(), 'fund.env');
    fs.writeFileSync(envFile, `# the service's settings\nDATA_DIR="${empty}"\n`);
    const task = spawnEntry('src/server/backup/backup-cli.ts', {}, [
      '--env-file',
      envFile,
      path.join(tempDir(), 'b.ndjson.gz'),
    ]);
    expect(await task.exited).toBe(1);
    expect(task.output()).toContain(`Nothing to back up: DATA_DIR ${empty} holds no database`);
    expect(task.output()).toContain(`Settings read from the settings file ${envFile} and the environment`);
    expect(fs.readdirSync(empty)).toEqual([]);
  }, 30_000);

  // Node itself refuses an unreadable --env-file even after the script's name (exit 9), before our check.
  it.each(CLIS)(
    '%s refuses a settings file that does not exist, or is a folder',
    async (entry) => {
      const missing = spawnEntry(entry, {}, ['--env-file=/nowhere/fund.env', 'x.ndjson.gz']);
      expect(await missing.exited).not.toBe(0);
      expect(missing.output()).toContain('/nowhere/fund.env');
      const folder = tempDir();
      const task = spawnEntry(entry, {}, ['--env-file', folder, 'x.ndjson.gz']);
      expect(await task.exited).not.toBe(0);
      expect(task.output()).toContain(folder);
    },
    30_000,
  );
});

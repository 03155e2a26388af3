import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../../test/support/test-config';
import { seedSampleFund } from '../sample-data/sample-fund';
import { fundClock } from '../fund-clock';
import { openDatabase } from './client';
import { createEmbeddedDatabase } from './create-embedded';
import { pgdataTemplate, templateFileName } from './pgdata-template';

/*
 * A new embedded database made from the build's dump of a new data directory (decision 016) is the
 * database initdb makes: migrated, given the sample fund when asked, opened by the server as any
 * other, and on the disk: the dump is a data directory that was never shut down, so PostgreSQL recovers
 * it at start and, with fsync on, syncs every file and folder of it (SyncDataDirectory).
 */

async function newDataDirectoryDump(): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    return await client.dumpDataDir('gzip');
  } finally {
    await client.close();
  }
}

/** Every file and folder under `root`, itself included: a new file's name is on the disk once its folder is synced. */
function entriesUnder(root: string): string[] {
  return [
    root,
    ...fs
      .readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() || entry.isDirectory())
      .map((entry) => path.join(entry.parentPath, entry.name)),
  ];
}

describe('a new embedded database', () => {
  afterEach(() => vi.restoreAllMocks());

  it('made from a dump is migrated, holds the sample fund, opens, and has every file synced', async () => {
    const dataDir = tempDir();
    const location = path.join(dataDir, 'pgdata');
    const synced = new Set<string>();
    const real = fs.fsyncSync;
    vi.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
      synced.add(fs.readlinkSync(`/proc/self/fd/${fd}`));
      real(fd);
    });
    await createEmbeddedDatabase(location, {
      template: await newDataDirectoryDump(),
      fill: async (db) => {
        await seedSampleFund(db, fundClock('America/New_York').today(), 'Template Fund');
      },
    });
    vi.restoreAllMocks();
    const unsynced = entriesUnder(location).filter((file) => !synced.has(file));
    expect(unsynced).toEqual([]);

    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await database.session((session) =>
        session.query<{ name: string; sample: boolean }>('select name, sample from investors'),
      );
      expect(rows).toEqual([
        { name: 'Riley Park', sample: true },
        { name: 'Harbor Founders LP', sample: true },
      ]);
      const migrations = await database.session((session) =>
        session.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations'),
      );
      const journal = JSON.parse(fs.readFileSync('drizzle/meta/_journal.json', 'utf8')) as {
        entries: unknown[];
      };
      expect(migrations.rows[0]!.count).toBe(journal.entries.length);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('is made by initdb where no dump for the installed PGlite lies beside the server', () => {
    expect(templateFileName('0.5.16')).toBe('pgdata-template-0.5.16.tar.gz');
    // The source checkout has none; the build puts one beside dist/node/init-embedded.js.
    expect(pgdataTemplate()).toBeUndefined();
  });
});

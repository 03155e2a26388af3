import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../../test/support/test-config';
import { openDatabase, type Database } from './client';

/*
 * A commit on the embedded database reaches the disk (docs/decisions/015-...): PostgreSQL runs with
 * fsync on, and its fsync of the write-ahead log becomes a real fsync(2) of the segment file.
 */

describe('the embedded database on disk', () => {
  let database: Database | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await database?.close();
    database = undefined;
  });

  it('syncs the write-ahead log to the disk before a commit returns', async () => {
    database = await openDatabase({ dataDir: tempDir() });
    const { rows } = await database.session((session) => session.query<{ fsync: string }>('show fsync'));
    expect(rows[0]!.fsync).toBe('on');
    await database.session((session) => session.query('create table durable_probe (id int)'));

    const synced: string[] = [];
    const real = fs.fsyncSync;
    vi.spyOn(fs, 'fsyncSync').mockImplementation((fd: number) => {
      synced.push(fs.readlinkSync(`/proc/self/fd/${fd}`));
      real(fd);
    });
    await database.session((session) => session.query('insert into durable_probe values (1)'));
    expect(synced.some((file) => /\/pgdata\/pg_wal\/[0-9A-F]{24}$/.test(file))).toBe(true);
  });

  it('leaves a throwaway database in memory as it is', async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    const { rows } = await database.session((session) => session.query<{ fsync: string }>('show fsync'));
    expect(rows[0]!.fsync).toBe('off');
  });
});

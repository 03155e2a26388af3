import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/client';
import { booksApp, fillBooks, readBooks, signInReady, type BooksApp } from '../../../test/support/books-kit';
import { databaseTargets, type DatabaseTarget } from '../../../test/support/databases';
import { startTestIssuer, type TestIssuer } from '../../../test/support/test-issuer';
import { tempDir } from '../../../test/support/test-config';
import { listTables } from './catalog';
import { applyMigrations, knownMigrations } from './migrations';
import { readBackup } from './read-backup';
import { restoreBackup } from './restore-backup';
import { writeBackupFile } from './backup-file';

/*
 * Backup and restore (docs/decisions/015-safe-defaults-lock-durability-backups.md): the books taken
 * by GET /api/backup come back in any target, PGlite or PostgreSQL, with the same answers from every
 * list route, the same document bytes and the same ids; a target holding books, a cut-short file and
 * an altered one are refused with the target as it was.
 */

const gunzip = (bytes: Buffer) => zlib.gunzipSync(bytes).toString('utf8');

async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await database.session(async (session) => {
    for (const table of await listTables(session)) {
      const { rows } = await session.query<{ n: number }>(
        `select count(*)::int as n from public."${table.name}"`,
      );
      counts[table.name] = rows[0]!.n;
    }
  });
  return counts;
}

describe.each(databaseTargets())('backup of books on $name', (source) => {
  let issuer: TestIssuer;
  let books: BooksApp;
  let dispose: () => Promise<void>;
  let admin: Record<string, string>;
  let backupFile: string;
  let before: Map<string, unknown>;
  const opened: { dispose(): Promise<void> }[] = [];

  async function fresh(target: DatabaseTarget) {
    const created = await target.create();
    opened.push(created);
    return created.database;
  }

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const created = await source.create();
    dispose = created.dispose;
    books = await booksApp(issuer, created.database, { DEMO_DATA: 'on' });
    admin = {
      authorization: `Bearer ${await issuer.sign({ sub: 'admin', email: 'a@fund.test', allowed: true })}`,
    };
    await fillBooks(books.app, admin, issuer);

    const res = await books.app.inject({ method: 'GET', url: '/api/backup', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    backupFile = path.join(tempDir(), 'books.ndjson.gz');
    fs.writeFileSync(backupFile, res.rawPayload);
    before = await readBooks(books, admin);
  });

  afterAll(async () => {
    await books?.app.close();
    for (const each of opened) await each.dispose();
    await dispose?.();
    await issuer?.close();
  });

  it('refuses a visitor without a token (401) and a member (403)', async () => {
    expect((await books.app.inject({ method: 'GET', url: '/api/backup' })).statusCode).toBe(401);
    const member = { authorization: `Bearer ${await issuer.sign({ sub: 'm', allowed: false })}` };
    expect((await books.app.inject({ method: 'GET', url: '/api/backup', headers: member })).statusCode).toBe(
      403,
    );
    expect((await books.app.inject({ method: 'GET', url: '/api/backups', headers: member })).statusCode).toBe(
      403,
    );
  });

  it('streams one gzip file of every table, named for the fund and the UTC time, and audits it', async () => {
    const res = await books.app.inject({ method: 'GET', url: '/api/backup', headers: admin });
    expect(res.headers['content-type']).toBe('application/gzip');
    const name = /filename="([^"]+)"/.exec(String(res.headers['content-disposition']))?.[1];
    expect(name).toMatch(/^evergreen-theta-fund-backup-\d{8}T\d{6}Z\.ndjson\.gz$/);
    const lines = gunzip(res.rawPayload).trimEnd().split('\n');
    const header = JSON.parse(lines[0]!);
    expect(header).toMatchObject({
      format: 'fund-backup',
      version: 1,
      source: source.name === 'PGlite' ? 'pglite' : 'postgres',
    });
    expect(header.schema.migrations).toEqual(knownMigrations().map((m) => m.tag));
    const tables = lines.filter((line) => line.startsWith('{"table":')).map((line) => JSON.parse(line).table);
    const actual = await books.app.database.session(listTables);
    expect(tables.sort()).toEqual(actual.map((table) => table.name).sort());
    // The download is in the audit log, and in the backup itself: it was recorded before the snapshot.
    const audit = await queryRows<{ entity_id: string }>(
      books.app.database.db,
      sql`select entity_id from audit_log where entity = 'backup' and action = 'download' order by id desc limit 1`,
    );
    expect(audit[0]?.entity_id).toBe(name);
    expect(lines.some((line) => line.includes(`"entity_id":"${name}"`))).toBe(true);
  });

  describe.each(databaseTargets())('restored into $name', (destination) => {
    it('serves the same answers from every list route, the same document bytes and the same ids', async () => {
      const database = await fresh(destination);
      const restored = await restoreBackup(database, backupFile, { force: false });
      expect(restored.upgradedWith).toEqual([]);
      const copy = await booksApp(issuer, database);
      try {
        const after = await readBooks(copy, admin);
        expect([...after.keys()]).toEqual([...before.keys()]);
        for (const [url, answer] of before) expect(after.get(url), url).toEqual(answer);

        // New rows take ids after the restored ones.
        const investors = before.get('/api/investors') as { id: number }[];
        const res = await copy.app.inject({
          method: 'POST',
          url: '/api/investors',
          headers: admin,
          payload: { name: 'New Investor', email: 'new@fund.test' },
        });
        expect(res.statusCode, res.body).toBe(201);
        expect(res.json().id).toBe(Math.max(...investors.map((each) => each.id)) + 1);
      } finally {
        await copy.app.close();
      }
    });
  });

  it('refuses a target that holds books unless forced, changing nothing', async () => {
    const database = await fresh(source);
    const other = await booksApp(issuer, database);
    await fillBooks(other.app, admin, issuer);
    const held = await rowCounts(database);
    await expect(restoreBackup(database, backupFile, { force: false })).rejects.toThrow(
      /already holds books[\s\S]*--force/,
    );
    expect(await rowCounts(database)).toEqual(held);

    const versions = async () =>
      queryRows<{ key: string; version: string }>(
        database.db,
        sql`select key, version::text from data_versions order by key`,
      );
    // The target has lived longer than the backup's books: its counters are far ahead of the file's.
    await database.session((session) => session.query('update data_versions set version = version + 100'));
    const versionsBefore = await versions();
    await restoreBackup(database, backupFile, { force: true });
    const replaced = await readBooks(other, admin);
    expect(replaced.get('/api/investors')).toEqual(before.get('/api/investors'));
    // Every data version moved on: an instance serving these books never takes the backup's for one it kept.
    const versionsAfter = new Map((await versions()).map((row) => [row.key, BigInt(row.version)]));
    expect(versionsBefore.length).toBeGreaterThan(0);
    for (const { key, version } of versionsBefore)
      expect(versionsAfter.get(key)! > BigInt(version), key).toBe(true);
    await other.app.close();
  });

  it('refuses a cut-short file and an altered one, leaving the target as it was', async () => {
    const database = await fresh(source);
    const other = await booksApp(issuer, database);
    await fillBooks(other.app, admin, issuer);
    const held = await rowCounts(database);
    const bytes = fs.readFileSync(backupFile);
    const dir = tempDir();

    const cut = path.join(dir, 'cut.ndjson.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await expect(restoreBackup(database, cut, { force: true })).rejects.toThrow(/cut short|incomplete/);

    // Every line whole, the last one missing: the file ends before its last line.
    const text = gunzip(bytes);
    const withoutEnd = path.join(dir, 'without-end.ndjson.gz');
    fs.writeFileSync(withoutEnd, zlib.gzipSync(text.slice(0, text.trimEnd().lastIndexOf('\n') + 1)));
    await expect(restoreBackup(database, withoutEnd, { force: true })).rejects.toThrow(/incomplete/);

    // A figure changed, the file otherwise well formed: the checksum says so.
    const altered = path.join(dir, 'altered.ndjson.gz');
    fs.writeFileSync(
      altered,
      zlib.gzipSync(text.replace('"amount_invested":100000', '"amount_invested":900000')),
    );
    expect(text).toContain('"amount_invested":100000');
    await expect(restoreBackup(database, altered, { force: true })).rejects.toThrow(/altered/);

    // A flipped byte inside the compressed data.
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    const damaged = path.join(dir, 'damaged.ndjson.gz');
    fs.writeFileSync(damaged, flipped);
    await expect(restoreBackup(database, damaged, { force: true })).rejects.toThrow(
      /damaged|altered|cut short/,
    );

    await expect(
      restoreBackup(database, path.join(dir, 'missing.ndjson.gz'), { force: true }),
    ).rejects.toThrow(/Cannot read/);
    expect(await rowCounts(database)).toEqual(held);
    await other.app.close();
  });

  it('loads a backup of an older schema, then applies the newer migrations', async () => {
    const older = await fresh(source);
    const all = knownMigrations();
    const kept = all.length - 2;
    await older.transaction((session) => applyMigrations(session, all.slice(0, kept)));
    await older.session((session) =>
      session.query(`insert into investors (name, email) values ('Old Schema', 'old@fund.test')`),
    );
    const file = path.join(tempDir(), 'older.ndjson.gz');
    await writeBackupFile(older, file, { fundName: 'Evergreen Theta Fund', now: new Date() });
    const { header } = await readBackup(
      file,
      () => undefined,
      () => undefined,
    );
    expect(header.schema.migrations).toHaveLength(kept);

    const database = await fresh(source);
    const restored = await restoreBackup(database, file, { force: false });
    expect(restored.upgradedWith).toEqual(all.slice(kept).map((m) => m.tag));
    const copy = await booksApp(issuer, database);
    try {
      await signInReady(copy.app, admin);
      const res = await copy.app.inject({ method: 'GET', url: '/api/investors', headers: admin });
      expect(res.json()).toEqual([expect.objectContaining({ name: 'Old Schema', email: 'old@fund.test' })]);
    } finally {
      await copy.app.close();
    }
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { MIGRATIONS_DIR, type RawSession } from '../db/client';

/*
 * The schema's version is the list of migrations applied, by their tags in drizzle/meta/_journal.json.
 * A restore rebuilds the schema at the backup's version, loads the rows, then applies what came
 * later, all in its own transaction, so it runs the migrations itself: the same files, hashes and
 * bookkeeping table as drizzle's migrator (drizzle-orm/pg-core/dialect.js), which therefore sees a
 * restored database as up to date.
 */

export interface Migration extends MigrationMeta {
  tag: string;
}

let known: Migration[] | undefined;

/** Every migration this version of the app knows, oldest first. */
export function knownMigrations(): Migration[] {
  if (!known) {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
    known = files.map((file, index) => ({ ...file, tag: journal.entries[index]!.tag }));
  }
  return known;
}

/** The tags of the migrations applied to a database, oldest first; an unknown one is named as such. */
export async function appliedMigrationTags(session: RawSession): Promise<string[]> {
  const { rows: exists } = await session.query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!exists[0]?.present) return [];
  const { rows } = await session.query<{ created_at: string }>(
    'select created_at::text from drizzle.__drizzle_migrations order by created_at',
  );
  const byTime = new Map(
    knownMigrations().map((migration) => [String(migration.folderMillis), migration.tag]),
  );
  return rows.map((row) => byTime.get(row.created_at) ?? `unknown migration of ${row.created_at}`);
}

/** Applies `migrations` in the caller's transaction, recording each as drizzle's migrator does. */
export async function applyMigrations(session: RawSession, migrations: readonly Migration[]): Promise<void> {
  await session.query('create schema if not exists "drizzle"');
  await session.query(
    'create table if not exists "drizzle"."__drizzle_migrations" (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim() !== '') await session.query(statement);
    }
    await session.query(
      'insert into "drizzle"."__drizzle_migrations" ("hash", "created_at") values ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
  }
}

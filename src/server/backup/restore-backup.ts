import type { Database, RawSession } from '../db/client';
import { listTables, NOT_BOOKS, quoteIdent, SEEDED_BOOKS, type TableInfo } from './catalog';
import type { BackupHeader } from './format';
import { BACKUP_FORMAT_VERSION, printable } from './format';
import { applyMigrations, knownMigrations, type Migration } from './migrations';
import { BackupFileError, readBackup } from './read-backup';

export interface RestoreOptions {
  /** Replace books the target already holds. */
  force: boolean;
  /** BACKUP_KEY: refuse a file whose HMAC under it is missing or wrong. */
  key?: string;
}

export interface RestoreSummary {
  header: BackupHeader;
  rows: number;
  tables: number;
  /** Migrations applied after loading, for a backup of an older version. */
  upgradedWith: string[];
  /** Whether the file's HMAC was checked under BACKUP_KEY; without the key, anyone could have written it. */
  authenticated: boolean;
}

/** Which known migrations rebuild the backup's schema, and which come after it. */
function splitMigrations(file: string, header: BackupHeader): { before: Migration[]; after: Migration[] } {
  if (header.version > BACKUP_FORMAT_VERSION) {
    throw new BackupFileError(
      `${file} was written by a newer version of this app (backup format ${header.version}): upgrade the app first.`,
    );
  }
  const known = knownMigrations();
  const tags = header.schema.migrations;
  if (tags.length > known.length) {
    throw new BackupFileError(
      `${file} holds books of a newer version of this app (schema ${printable(tags.at(-1)!)}): upgrade the app first.`,
    );
  }
  tags.forEach((tag, index) => {
    if (known[index]!.tag !== tag) {
      throw new BackupFileError(
        `${file} holds a schema this version of the app does not know (${printable(tag)}).`,
      );
    }
  });
  return { before: known.slice(0, tags.length), after: known.slice(tags.length) };
}

async function booksHeld(session: RawSession): Promise<string[]> {
  const held: string[] = [];
  for (const table of await listTables(session)) {
    if (NOT_BOOKS.has(table.name)) continue;
    const seeded = SEEDED_BOOKS[table.name];
    const { rows } = await session.query<{ n: number }>(
      `select count(*)::int as n from (select 1 from public.${quoteIdent(table.name)}` +
        `${seeded ? ` where ${seeded}` : ''} limit 1000) as t`,
    );
    if (rows[0]!.n > 0) held.push(`${table.name} (${rows[0]!.n === 1000 ? '1000 or more' : rows[0]!.n})`);
  }
  return held;
}

/** The target's data versions before the restore (none in a new database). */
async function versionsBefore(session: RawSession): Promise<{ key: string; version: string }[]> {
  const { rows } = await session.query<{ exists: boolean }>(
    `select to_regclass('public.data_versions') is not null as exists`,
  );
  if (!rows[0]!.exists) return [];
  return (
    await session.query<{ key: string; version: string }>('select key, version::text from data_versions')
  ).rows;
}

/**
 * Data versions move past both the backup's and the target's own: instances serving the target keep
 * their lists by version (decision 008), and a counter that went back could meet a number they kept
 * for the books the restore replaced.
 */
async function raiseVersions(session: RawSession, before: { key: string; version: string }[]) {
  await session.query(
    `update data_versions d set version = greatest(d.version, coalesce(b.version, 0)) + 1
       from data_versions x left join json_to_recordset($1::json) as b(key text, version bigint)
         on b.key = x.key
      where d.key = x.key`,
    [JSON.stringify(before)],
  );
}

/** Drops every table, type and function of schema public, and the migrations' record. */
async function dropSchema(session: RawSession): Promise<void> {
  const { rows: relations } = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f')`,
  );
  for (const { name } of relations)
    await session.query(`drop table if exists public.${quoteIdent(name)} cascade`);
  const { rows: sequences } = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S'`,
  );
  for (const { name } of sequences)
    await session.query(`drop sequence if exists public.${quoteIdent(name)} cascade`);
  const { rows: functions } = await session.query<{ signature: string }>(
    `select p.oid::regprocedure::text as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'`,
  );
  for (const { signature } of functions) await session.query(`drop function if exists ${signature} cascade`);
  const { rows: types } = await session.query<{ name: string }>(
    `select t.typname as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
      where n.nspname = 'public' and t.typtype in ('e', 'd')`,
  );
  for (const { name } of types) await session.query(`drop type if exists public.${quoteIdent(name)} cascade`);
  await session.query('drop schema if exists "drizzle" cascade');
}

const BATCH_ROWS = 500;
const BATCH_CHARS = 8 * 1024 * 1024;
/** Rows with documents go one at a time: each statement's text is held whole by both sides. */
const LARGE_BATCH_CHARS = 1;

/** Inserts rows of one table in batches, each one statement through json_populate_recordset. */
class TableLoader {
  private rows: string[] = [];
  private chars = 0;
  private statement = '';
  private maxChars = BATCH_CHARS;

  constructor(private readonly session: RawSession) {}

  async start(target: TableInfo, columns: string[]): Promise<void> {
    await this.flush();
    this.maxChars = target.large ? LARGE_BATCH_CHARS : BATCH_CHARS;
    const written = target.insertable.filter((column) => columns.includes(column)).map(quoteIdent);
    const name = `public.${quoteIdent(target.name)}`;
    this.statement =
      `insert into ${name} (${written.join(', ')})${target.identityAlways ? ' overriding system value' : ''} ` +
      `select ${written.join(', ')} from json_populate_recordset(null::${name}, $1::json)`;
  }

  async add(json: string): Promise<void> {
    this.rows.push(json);
    this.chars += json.length;
    if (this.rows.length >= BATCH_ROWS || this.chars >= this.maxChars) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const batch = `[${this.rows.join(',')}]`;
    this.rows = [];
    this.chars = 0;
    await this.session.query(this.statement, [batch]);
  }
}

async function resetIdentities(session: RawSession, tables: readonly TableInfo[]): Promise<void> {
  for (const table of tables) {
    const name = `public.${quoteIdent(table.name)}`;
    for (const column of table.identity) {
      await session.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quoteIdent(column)}) from ${name}), 0) + 1, false)`,
        [name, column],
      );
    }
  }
}

/**
 * Restores a backup file into `database`: the whole file is read and checked first (form, version,
 * row counts, checksum), then, in one transaction, the schema is rebuilt at the backup's version, the
 * rows are loaded with their ids, later migrations run and identity sequences move past the restored
 * ids. A refusal or a failure at any step leaves the target as it was.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  options: RestoreOptions,
): Promise<RestoreSummary> {
  let plan: { before: Migration[]; after: Migration[] } | null = null;
  const checked = await readBackup(
    file,
    (header) => {
      plan = splitMigrations(file, header);
    },
    () => undefined,
    { key: options.key },
  );
  const { before, after } = plan!;

  await database.transaction(async (session) => {
    const held = await booksHeld(session);
    if (held.length > 0 && !options.force) {
      throw new BackupFileError(
        `The target database already holds books (${held.join(', ')}). Nothing was changed. ` +
          'Restore into an empty database, or add --force to replace these books with the backup.',
      );
    }
    const versions = await versionsBefore(session);
    await dropSchema(session);
    await applyMigrations(session, before);
    const targets = await listTables(session);
    // Rows the migrations themselves wrote (data_versions' counters) give way to the backup's.
    for (const table of [...targets].reverse())
      await session.query(`delete from public.${quoteIdent(table.name)}`);
    const byName = new Map(targets.map((table) => [table.name, table]));
    const loader = new TableLoader(session);
    // The file is read again, so its checksum is checked again: it cannot change between the readings.
    await readBackup(
      file,
      () => undefined,
      async (item) => {
        if (item.kind === 'table') {
          const target = byName.get(item.table);
          if (!target) {
            throw new BackupFileError(`${file} holds a table this schema lacks: ${printable(item.table)}.`);
          }
          await loader.start(target, item.columns);
        } else if (item.kind === 'row') {
          await loader.add(item.json);
        } else {
          await loader.flush();
        }
      },
      { key: options.key },
    );
    await applyMigrations(session, after);
    await resetIdentities(session, await listTables(session));
    await raiseVersions(session, versions);
  });
  return {
    header: checked.header,
    rows: checked.end.rows,
    tables: Object.keys(checked.end.tables).length,
    upgradedWith: after.map((migration) => migration.tag),
    authenticated: checked.authenticated,
  };
}

import type { RawSession } from '../db/client';

/** A table of the books as the database describes it, for backup and restore. */
export interface TableInfo {
  name: string;
  /** Every column, in the table's order. */
  columns: string[];
  /** Columns a restore writes: all but generated ones. */
  insertable: string[];
  /** Identity columns, whose sequences a restore moves past the restored ids. */
  identity: string[];
  /** Identity columns GENERATED ALWAYS, which need OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
  primaryKey: string[];
  /** Holds bytea columns (documents): read a row at a time. */
  large: boolean;
}

export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Tables whose rows are not books: a target holding only these is empty. */
export const NOT_BOOKS = new Set(['data_versions', 'backup_schedule']);

/**
 * Tables the migrations fill (every quarter's period row, the fund's fee terms): a target holds books
 * there only in rows that differ from what a migration wrote.
 */
export const SEEDED_BOOKS: Readonly<Record<string, string>> = {
  fund_periods: 'closings > 0 or closed_at is not null',
  fee_terms: "management_fee_percent <> 0 or performance_fee_percent <> 0 or crystallization <> 'quarterly'",
};

/**
 * The tables of schema `public`, each after the tables it references, so rows load in an order that
 * satisfies every foreign key.
 */
export async function listTables(session: RawSession): Promise<TableInfo[]> {
  const { rows: columns } = await session.query<{
    table_name: string;
    column_name: string;
    generated: string;
    identity: string;
    type_name: string;
  }>(
    `select c.relname as table_name, a.attname as column_name, a.attgenerated::text as generated,
            a.attidentity::text as identity, t.typname as type_name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       join pg_type t on t.oid = a.atttypid
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname, a.attnum`,
  );
  const { rows: keys } = await session.query<{ table_name: string; column_name: string }>(
    `select c.relname as table_name, a.attname as column_name
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join lateral unnest(k.conkey) with ordinality as key(attnum, position) on true
       join pg_attribute a on a.attrelid = c.oid and a.attnum = key.attnum
      where n.nspname = 'public' and k.contype = 'p'
      order by c.relname, key.position`,
  );
  const { rows: references } = await session.query<{ table_name: string; referenced: string }>(
    `select distinct c.relname as table_name, r.relname as referenced
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class r on r.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and k.contype = 'f' and c.oid <> r.oid`,
  );

  const tables = new Map<string, TableInfo>();
  for (const column of columns) {
    let table = tables.get(column.table_name);
    if (!table) {
      table = {
        name: column.table_name,
        columns: [],
        insertable: [],
        identity: [],
        identityAlways: false,
        primaryKey: [],
        large: false,
      };
      tables.set(column.table_name, table);
    }
    table.columns.push(column.column_name);
    if (column.generated === '') table.insertable.push(column.column_name);
    if (column.identity !== '') table.identity.push(column.column_name);
    if (column.identity === 'a') table.identityAlways = true;
    if (column.type_name === 'bytea') table.large = true;
  }
  for (const key of keys) tables.get(key.table_name)?.primaryKey.push(key.column_name);

  const dependsOn = new Map<string, Set<string>>();
  for (const reference of references) {
    if (!dependsOn.has(reference.table_name)) dependsOn.set(reference.table_name, new Set());
    dependsOn.get(reference.table_name)!.add(reference.referenced);
  }
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (name: string) => {
    if (placed.has(name) || !tables.has(name)) return;
    if (visiting.has(name)) throw new Error(`Foreign keys form a cycle through ${name}`);
    visiting.add(name);
    for (const referenced of [...(dependsOn.get(name) ?? [])].sort()) place(referenced);
    visiting.delete(name);
    placed.add(name);
    ordered.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) place(name);
  return ordered;
}

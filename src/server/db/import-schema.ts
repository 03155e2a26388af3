import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Broker imports (docs/decisions/014-broker-imports-preview-commit-undo.md); schema.ts re-exports
 * these, and its transactions name the import and row they came from.
 */

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();

export const importStatus = pgEnum('import_status', ['PREVIEW', 'COMMITTED', 'UNDONE']);

/** One upload of a broker's file: previewed, then committed into the Trade Log, maybe undone. */
export const imports = pgTable('imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  format: text('format').notNull(),
  account: text('account').notNull().default(''),
  filename: text('filename').notNull(),
  status: importStatus('status').notNull().default('PREVIEW'),
  actor: text('actor').notNull(),
  /** What the reading reported beside the executions: problems, ignored rows, warnings, data rows. */
  reading: jsonb('reading').notNull(),
  /** The outcome counts as committed. */
  counts: jsonb('counts'),
  createdAt: createdAt(),
  committedAt: timestamp('committed_at', { withTimezone: true, mode: 'string' }),
  undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'string' }),
});

/**
 * The executions of an import with their stable keys. A row is `imported` once committed (booked, or
 * deliberately skipped); the partial unique index makes a key's occurrence importable once only, so
 * committing the same file twice, even concurrently, cannot book a row twice.
 */
export const importRows = pgTable(
  'import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    rowKey: text('row_key').notNull(),
    occurrence: integer('occurrence').notNull(),
    execution: jsonb('execution').notNull(),
    /** The plan entry as committed. */
    entry: jsonb('entry'),
    imported: boolean('imported').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNumber] }),
    index('import_rows_key_idx').on(t.rowKey),
    uniqueIndex('import_rows_imported_key')
      .on(t.rowKey, t.occurrence)
      .where(sql`${t.imported}`),
  ],
);

/**
 * Each position a committed import created or changed: its row before (null when created) and a
 * fingerprint of it after, so an undo can tell whether anything has changed it since.
 */
export const importPositions = pgTable(
  'import_positions',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    positionId: integer('position_id').notNull(),
    before: jsonb('before'),
    afterFingerprint: text('after_fingerprint').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.positionId] })],
);

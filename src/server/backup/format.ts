import { z } from 'zod';

/*
 * A backup file (docs/decisions/015-safe-defaults-lock-durability-backups.md): gzip of UTF-8 lines,
 * each a JSON value, so it streams both ways and `zcat | jq` reads it.
 *
 *   {"format":"fund-backup","version":1,...,"schema":{"migrations":[tags]}}      the header
 *   {"table":"investors","columns":["id","name",...]}                          a table follows
 *   {"r":{...}}                                                                 one row: PostgreSQL's
 *                                                                               row_to_json, passed on
 *                                                                               as text, never parsed
 *   {"end":true,"tables":{"investors":3,...},"rows":N,"sha256":"...",          the last line
 *    "hmac":"..."}                                                              (with BACKUP_KEY)
 *
 * Rows stay PostgreSQL's own JSON text (numerics to their last digit, bytea as hex, instants with their
 * offset), read back by json_populate_recordset, so a value never passes through a JavaScript number.
 * The checksum covers every byte before the last line. Anyone who can edit the file can recompute it,
 * so with BACKUP_KEY set the last line also carries an HMAC-SHA256 of the same bytes under that key,
 * and a restore with the key refuses a file without it or with another (decision 025).
 */

export const BACKUP_FORMAT = 'fund-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_EXTENSION = '.ndjson.gz';
/** A row line starts with this and ends with '}'; what lies between is the row's JSON text. */
export const ROW_PREFIX = '{"r":';

export const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  fund: z.string(),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  schema: z.object({ migrations: z.array(z.string()) }),
});
export type BackupHeader = z.infer<typeof headerSchema>;

export const tableLineSchema = z.object({ table: z.string().min(1), columns: z.array(z.string()) });

export const endLineSchema = z.object({
  end: z.literal(true),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  rows: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  hmac: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type BackupEnd = z.infer<typeof endLineSchema>;

/** 'evergreen-theta-fund': the fund's name as a file name's first part. */
export function fundSlug(fundName: string): string {
  const slug = fundName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return slug || 'fund';
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names this fund's backups get (backupFileName): pruning touches no other file. */
export function ownBackupPattern(fundName: string): RegExp {
  return new RegExp(`^${escapeRegExp(fundSlug(fundName))}-backup-\\d{8}T\\d{6}Z\\.ndjson\\.gz$`);
}

/** The temporary name a backup of this fund is written under (backup-file.ts), left behind by a kill. */
export function ownPartialPattern(fundName: string): RegExp {
  return new RegExp(
    `^\\.${escapeRegExp(fundSlug(fundName))}-backup-\\d{8}T\\d{6}Z\\.ndjson\\.gz\\.[0-9a-f]{8}\\.partial$`,
  );
}

/**
 * A string read from a backup, fit for a terminal or a log: control and format characters (escape
 * sequences, bidirectional overrides) shown as '?', at most 200 characters.
 */
export function printable(text: string): string {
  const shown = text.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '?');
  return shown.length > 200 ? `${shown.slice(0, 200)}…` : shown;
}

/** '{fund}-backup-{UTC timestamp}.ndjson.gz', e.g. 'evergreen-theta-fund-backup-20261125T210305Z.ndjson.gz'. */
export function backupFileName(fundName: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return `${fundSlug(fundName)}-backup-${stamp}${BACKUP_EXTENSION}`;
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { z } from 'zod';
import { CliError } from '../cli-error';
import {
  endLineSchema,
  headerSchema,
  printable,
  ROW_PREFIX,
  tableLineSchema,
  type BackupEnd,
  type BackupHeader,
} from './format';

/** A backup that cannot be restored, said for the operator. */
export class BackupFileError extends CliError {}

// A row holds at most one document (MAX_UPLOAD_MB, hex-encoded): far below this.
const MAX_LINE_CHARS = 512 * 1024 * 1024;

function gzipFailure(file: string, err: NodeJS.ErrnoException): BackupFileError {
  if (err.code === 'Z_BUF_ERROR' || /unexpected end/i.test(err.message)) {
    return new BackupFileError(
      `${file} is cut short (its compressed data ends too soon): it cannot be restored.`,
    );
  }
  return new BackupFileError(
    `${file} is damaged or is not a backup of this app (${err.message}): it cannot be restored.`,
  );
}

/**
 * Opens a backup that is a regular file itself: not a symbolic link (O_NOFOLLOW, so the check and the
 * open are one step), not a device or a pipe.
 */
async function openRegularFile(file: string): Promise<fs.promises.FileHandle> {
  let handle: fs.promises.FileHandle;
  try {
    handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOOP') {
      throw new BackupFileError(
        `${file} is a symbolic link: a backup is read only from the file itself (give its real path).`,
      );
    }
    throw new BackupFileError(`Cannot read ${file}: no such file, or no permission.`);
  }
  if (!(await handle.stat()).isFile()) {
    await handle.close();
    throw new BackupFileError(`${file} is not a regular file: it cannot be a backup.`);
  }
  return handle;
}

/** The file's lines without their '\n', decompressed as they are read. */
export async function* backupLines(file: string): AsyncGenerator<string> {
  const source = (await openRegularFile(file)).createReadStream();
  const gunzip = zlib.createGunzip();
  source.on('error', (err) => gunzip.destroy(err));
  source.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let pending = '';
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      pending += decoder.write(chunk);
      let newline = pending.indexOf('\n');
      while (newline !== -1) {
        yield pending.slice(0, newline);
        pending = pending.slice(newline + 1);
        newline = pending.indexOf('\n');
      }
      if (pending.length > MAX_LINE_CHARS)
        throw new BackupFileError(`${file} holds a line too long to be a backup's.`);
    }
  } catch (err) {
    if (err instanceof BackupFileError) throw err;
    throw gzipFailure(file, err as NodeJS.ErrnoException);
  } finally {
    source.destroy();
  }
  pending += decoder.end();
  if (pending !== '') yield pending;
}

/** A row line's row: exactly one JSON object, never two ('{"r":{...},{...}}' would insert both). */
function oneRow(file: string, json: string): string {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new BackupFileError(`${file} is damaged: a row line does not hold exactly one row.`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new BackupFileError(`${file} is damaged: a row line does not hold exactly one row.`);
  }
  return json;
}

export interface ReadOptions {
  /** BACKUP_KEY: the file must then carry an HMAC of its contents under this key. */
  key?: string;
}

export type BackupItem =
  | { kind: 'table'; table: string; columns: string[] }
  | { kind: 'row'; json: string }
  | { kind: 'end'; end: BackupEnd };

function parseJson<T>(file: string, text: string, schema: z.ZodType<T>, what: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupFileError(`${file} is damaged: its ${what} is not readable.`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BackupFileError(`${file} is damaged: its ${what} is not a backup's.`);
  return parsed.data;
}

/**
 * Reads a backup from first line to last, checking as it goes: the header first, each line's form,
 * and at the end the row counts and the checksum. `onItem` sees each item once it has been read; an
 * error thrown anywhere stops the reading.
 */
export async function readBackup(
  file: string,
  onHeader: (header: BackupHeader) => void | Promise<void>,
  onItem: (item: BackupItem) => void | Promise<void>,
  options: ReadOptions = {},
): Promise<{ header: BackupHeader; end: BackupEnd; authenticated: boolean }> {
  const hash = createHash('sha256');
  const hmac = options.key ? createHmac('sha256', options.key) : null;
  const take = (line: string) => {
    hash.update(`${line}\n`);
    hmac?.update(`${line}\n`);
  };
  let header: BackupHeader | null = null;
  let end: BackupEnd | null = null;
  let current: string | null = null;
  const counted: Record<string, number> = {};
  let rows = 0;
  for await (const line of backupLines(file)) {
    if (end) throw new BackupFileError(`${file} is damaged: it goes on after its last line.`);
    if (header === null) {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch {
        throw new BackupFileError(`${file} is not a backup of this app: its first line is not readable.`);
      }
      const parsed = headerSchema.safeParse(value);
      if (!parsed.success) throw new BackupFileError(`${file} is not a backup of this app.`);
      header = parsed.data;
      take(line);
      await onHeader(header);
      continue;
    }
    if (line.startsWith(ROW_PREFIX) && line.endsWith('}')) {
      if (current === null) throw new BackupFileError(`${file} is damaged: a row comes before any table.`);
      const json = oneRow(file, line.slice(ROW_PREFIX.length, -1));
      take(line);
      counted[current]! += 1;
      rows += 1;
      await onItem({ kind: 'row', json });
    } else if (line.startsWith('{"table":')) {
      const table = parseJson(file, line, tableLineSchema, 'table line');
      if (table.table in counted)
        throw new BackupFileError(`${file} is damaged: ${printable(table.table)} appears twice.`);
      take(line);
      current = table.table;
      counted[current] = 0;
      await onItem({ kind: 'table', table: table.table, columns: table.columns });
    } else if (line.startsWith('{"end":')) {
      end = parseJson(file, line, endLineSchema, 'last line');
      if (end.sha256 !== hash.digest('hex')) {
        throw new BackupFileError(`${file} has been altered: its checksum does not match its contents.`);
      }
      if (hmac) checkHmac(file, end, hmac.digest());
      const expected = JSON.stringify(Object.entries(end.tables).sort());
      if (end.rows !== rows || expected !== JSON.stringify(Object.entries(counted).sort())) {
        throw new BackupFileError(`${file} is damaged: its row counts do not match its rows.`);
      }
      await onItem({ kind: 'end', end });
    } else {
      throw new BackupFileError(`${file} is damaged: a line is not a backup's.`);
    }
  }
  if (header === null) throw new BackupFileError(`${file} is empty: it is not a backup.`);
  if (end === null) {
    throw new BackupFileError(
      `${file} is incomplete: it ends before its last line, so it cannot be restored.`,
    );
  }
  return { header, end, authenticated: hmac !== null };
}

/** With BACKUP_KEY, a file whose HMAC is missing or another's is refused: its checksum proves nothing. */
function checkHmac(file: string, end: BackupEnd, expected: Buffer): void {
  if (end.hmac === undefined) {
    throw new BackupFileError(
      `${file} carries no HMAC, and BACKUP_KEY is set: it was written without the key, or someone removed ` +
        'it. Nothing was changed. Restore it only if you know where it came from, with BACKUP_KEY unset.',
    );
  }
  if (!timingSafeEqual(Buffer.from(end.hmac, 'hex'), expected)) {
    throw new BackupFileError(
      `${file} has been altered, or was written with another BACKUP_KEY: its HMAC does not match its ` +
        'contents. Nothing was changed.',
    );
  }
}

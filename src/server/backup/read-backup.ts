import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { z } from 'zod';
import { CliError } from '../cli-error';
import {
  endLineSchema,
  headerSchema,
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

/** The file's lines without their '\n', decompressed as they are read. */
export async function* backupLines(file: string): AsyncGenerator<string> {
  let source: fs.ReadStream;
  try {
    await fs.promises.access(file, fs.constants.R_OK);
    source = fs.createReadStream(file);
  } catch {
    throw new BackupFileError(`Cannot read ${file}: no such file, or no permission.`);
  }
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
): Promise<{ header: BackupHeader; end: BackupEnd }> {
  const hash = createHash('sha256');
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
      hash.update(`${line}\n`);
      await onHeader(header);
      continue;
    }
    if (line.startsWith(ROW_PREFIX) && line.endsWith('}')) {
      if (current === null) throw new BackupFileError(`${file} is damaged: a row comes before any table.`);
      hash.update(`${line}\n`);
      counted[current]! += 1;
      rows += 1;
      await onItem({ kind: 'row', json: line.slice(ROW_PREFIX.length, -1) });
    } else if (line.startsWith('{"table":')) {
      const table = parseJson(file, line, tableLineSchema, 'table line');
      if (table.table in counted)
        throw new BackupFileError(`${file} is damaged: ${table.table} appears twice.`);
      hash.update(`${line}\n`);
      current = table.table;
      counted[current] = 0;
      await onItem({ kind: 'table', table: table.table, columns: table.columns });
    } else if (line.startsWith('{"end":')) {
      end = parseJson(file, line, endLineSchema, 'last line');
      if (end.sha256 !== hash.digest('hex')) {
        throw new BackupFileError(`${file} has been altered: its checksum does not match its contents.`);
      }
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
  return { header, end };
}

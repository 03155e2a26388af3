import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';
import { Slicer } from './cooperative';

export type SheetRecord = Record<string, unknown>;

/** A sheet address answered with an HTTP error; the status matters to the performance error text. */
export class SheetHttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`sheet answered ${status} ${statusText}`.trimEnd());
  }
}

/** A sheet past SHEET_MAX_BYTES: refused rather than held in memory. */
export class SheetTooLargeError extends Error {
  readonly setting = 'SHEET_MAX_BYTES';
  constructor(readonly maxBytes: number) {
    super(`the sheet is larger than ${megabytes(maxBytes)}`);
  }
}

/** A sheet that did not arrive whole within the read's time limit. */
export class SheetTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the sheet did not arrive within ${timeoutMs / 1000} s`);
  }
}

export interface ReadLimits {
  /** For the whole read: connecting, the headers and every byte of the body. */
  timeoutMs: number;
  maxBytes: number;
}

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(2))} MB`;
const isRemote = (location: string) => /^https?:\/\//i.test(location);

/**
 * The sheet's text from a published http(s) address or a file path (relative to the working folder),
 * read as a stream and given up past `maxBytes` or `timeoutMs`. A leading byte order mark is dropped.
 *
 * @throws SheetHttpError, SheetTooLargeError, SheetTimeoutError, or the network's or file system's error
 */
export async function readSheetText(location: string, limits: ReadLimits): Promise<string> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new SheetTimeoutError(limits.timeoutMs)), limits.timeoutMs);
  try {
    const bytes = isRemote(location)
      ? await fetchBytes(location, limits.maxBytes, deadline.signal)
      : await fileBytes(path.resolve(location), limits.maxBytes, deadline.signal);
    return new TextDecoder('utf-8').decode(bytes);
  } catch (error) {
    // Whatever the abort surfaced as (an AbortError, a closed stream), the reason is the deadline.
    if (deadline.signal.aborted) throw deadline.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function fetchBytes(location: string, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  const response = await fetch(location, {
    signal,
    headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.1' },
    redirect: 'follow',
  });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new SheetHttpError(response.status, response.statusText);
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new SheetTooLargeError(maxBytes);
  }
  if (!response.body) return new Uint8Array();
  return collect(chunksOf(response.body), maxBytes);
}

async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    // Reached early only when the reading stopped (too large): dropping the connection ends an
    // endless answer. After the last chunk it does nothing.
    await reader.cancel().catch(() => undefined);
  }
}

async function fileBytes(file: string, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  if ((await fs.stat(file)).size > maxBytes) throw new SheetTooLargeError(maxBytes);
  // `end` is inclusive: one byte more than allowed is enough to tell a file that grew since.
  return collect(createReadStream(file, { end: maxBytes, signal }), maxBytes);
}

/** The chunks of `source` joined, refusing past `maxBytes`; leaving the loop early closes the source. */
async function collect(source: AsyncIterable<Uint8Array>, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new SheetTooLargeError(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

export interface ParseOptions {
  /** Read only this many rows (after the header): the NAV sheets need their first. */
  rows?: number;
  /** Bytes of text parsed between two chances to let other requests run. */
  chunkBytes?: number;
  slicer?: Slicer;
}

const CHUNK_BYTES = 64 * 1024;
const GUESS_BYTES = 1024 * 1024;

/**
 * Header row, automatic typing, empty lines skipped, comma separated (docs/requirements.md#sheet-parse).
 * The text is parsed a chunk at a time and other requests get their turn between chunks, so a sheet at
 * the size cap (about 170,000 rows, several hundred milliseconds of parsing) does not stall the server.
 */
export function parseSheet(text: string, options: ParseOptions = {}): Promise<SheetRecord[]> {
  return parseInChunks<SheetRecord>(text, { header: true }, options);
}

/** Rows without a header, for sheets laid out as label-then-value (the current NAV sheet). */
export function parseSheetCells(text: string, options: ParseOptions = {}): Promise<unknown[][]> {
  return parseInChunks<unknown[]>(text, { header: false }, options);
}

function parseInChunks<Row>(
  text: string,
  { header }: { header: boolean },
  { rows: wanted, chunkBytes = CHUNK_BYTES, slicer = new Slicer() }: ParseOptions,
): Promise<Row[]> {
  // PapaParse guesses the line break from the first chunk only; guess it from the text's first megabyte
  // (as a whole-text parse would) so that a chunk ending between '\r' and '\n' cannot mislead it.
  const newline = Papa.parse(text.slice(0, GUESS_BYTES), { preview: 1, delimiter: ',' }).meta.linebreak;
  return new Promise((resolve) => {
    const rows: Row[] = [];
    const config: ChunkedParseConfig<Row> = {
      header,
      dynamicTyping: true,
      skipEmptyLines: true,
      delimiter: ',',
      newline: newline as ChunkedParseConfig<Row>['newline'],
      preview: wanted ?? 0,
      chunkSize: chunkBytes,
      chunk: (results, parser) => {
        // One push per row: spreading a chunk's rows into push() would put them all on the stack.
        for (const row of results.data) rows.push(row);
        if (!slicer.spent()) return;
        // PapaParse's pause/resume: it stops after this chunk and goes on with the next.
        parser.pause();
        void slicer.pause().then(() => parser.resume());
      },
      complete: () => resolve(wanted === undefined ? rows : rows.slice(0, wanted)),
    };
    // The typings offer `chunk` for files only, but a string is streamed through it just the same
    // (PapaParse's StringStreamer); text needs no `error` callback, nothing is read.
    (Papa.parse as (input: string, config: ChunkedParseConfig<Row>) => void)(text, config);
  });
}

type ChunkedParseConfig<Row> = Papa.ParseConfig<Row> & {
  chunkSize: number;
  chunk(results: Papa.ParseResult<Row>, parser: Papa.Parser): void;
  complete(): void;
};

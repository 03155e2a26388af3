import fs from 'node:fs/promises';
import path from 'node:path';
import Papa from 'papaparse';

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

const isRemote = (location: string) => /^https?:\/\//i.test(location);

/** The sheet's text from a published http(s) address or a file path (relative to the working folder). */
export async function readSheetText(location: string, timeoutMs: number): Promise<string> {
  if (!isRemote(location)) return fs.readFile(path.resolve(location), 'utf8');
  const response = await fetch(location, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.1' },
    redirect: 'follow',
  });
  if (!response.ok) throw new SheetHttpError(response.status, response.statusText);
  return response.text();
}

/** Header row, automatic typing, empty lines skipped, comma separated: the spec's parser defaults. */
export function parseSheet(text: string): SheetRecord[] {
  const result = Papa.parse<SheetRecord>(text, {
    header: true,
    dynamicTyping: true,
    skipEmptyLines: true,
    delimiter: ',',
  });
  return result.data;
}

/** Rows without a header, for sheets laid out as label-then-value (the current NAV sheet). */
export function parseSheetCells(text: string): unknown[][] {
  return Papa.parse<unknown[]>(text, { dynamicTyping: true, skipEmptyLines: true, delimiter: ',' }).data;
}

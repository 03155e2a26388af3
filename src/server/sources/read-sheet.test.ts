import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSheetServer, type SheetServer } from '../../../test/support/sheet-server';
import { tempDir } from '../../../test/support/test-config';
import { Slicer } from './cooperative';
import {
  parseSheet,
  parseSheetCells,
  readSheetText,
  SheetHttpError,
  SheetTimeoutError,
  SheetTooLargeError,
} from './read-sheet';

const KB = 1024;
const limits = { timeoutMs: 10_000, maxBytes: 64 * KB };
const rowsOf = (bytes: number) => `Ticker,TotalValue\n${'AAPL,1000\n'.repeat(Math.ceil(bytes / 10))}`;

describe('readSheetText', () => {
  let sheets: SheetServer;
  const folder = tempDir('fund-sheets-');
  const file = (name: string, text: string) => {
    const location = path.join(folder, name);
    fs.writeFileSync(location, text);
    return location;
  };
  beforeAll(async () => {
    sheets = await startSheetServer();
  });
  afterAll(() => sheets.close());

  it('reads a published sheet and a file, dropping a byte order mark', async () => {
    sheets.set('/ok', { body: '\uFEFFTicker\nAAPL\n' });
    expect(await readSheetText(sheets.url('/ok'), limits)).toBe('Ticker\nAAPL\n');
    expect(await readSheetText(file('ok.csv', '\uFEFFNAV\n1\n'), limits)).toBe('NAV\n1\n');
  });

  it('reads a sheet of exactly SHEET_MAX_BYTES', async () => {
    const text = 'x'.repeat(limits.maxBytes);
    sheets.set('/exact', { body: text });
    expect(await readSheetText(sheets.url('/exact'), limits)).toHaveLength(limits.maxBytes);
    expect(await readSheetText(file('exact.csv', text), limits)).toHaveLength(limits.maxBytes);
  });

  it('refuses a sheet one byte over SHEET_MAX_BYTES, from an address or a file', async () => {
    const text = 'x'.repeat(limits.maxBytes + 1);
    sheets.set('/over', { body: text });
    await expect(readSheetText(sheets.url('/over'), limits)).rejects.toThrow(SheetTooLargeError);
    await expect(readSheetText(file('over.csv', text), limits)).rejects.toThrow(
      new SheetTooLargeError(limits.maxBytes),
    );
    expect(new SheetTooLargeError(5 * KB * KB).message).toBe('the sheet is larger than 5 MB');
  });

  it('refuses a declared Content-Length over the cap before reading the body', async () => {
    // The body never finishes: only a refusal on the header answers before the time limit.
    sheets.set('/declared', { body: 'Ticker\n', contentLength: 50 * KB * KB, hang: 'body' });
    await expect(readSheetText(sheets.url('/declared'), limits)).rejects.toThrow(SheetTooLargeError);
  });

  it('stops reading an endless answer at the cap and drops the connection', async () => {
    sheets.set('/endless', { hang: 'endless', body: rowsOf(KB) });
    await expect(readSheetText(sheets.url('/endless'), limits)).rejects.toThrow(SheetTooLargeError);
    await sheets.dropped('/endless');
  });

  it.each([
    ['never answers', 'headers' as const],
    ['sends the headers and then stalls in the body', 'body' as const],
  ])('gives up on a sheet that %s within the time limit', async (_case, hang) => {
    sheets.set(`/hang-${hang}`, { hang, body: 'Ticker,TotalValue\nAAPL,' });
    await expect(readSheetText(sheets.url(`/hang-${hang}`), { ...limits, timeoutMs: 300 })).rejects.toThrow(
      new SheetTimeoutError(300),
    );
  });

  it('passes an HTTP error on with its status', async () => {
    sheets.set('/gone', { status: 410, statusText: 'Gone' });
    await expect(readSheetText(sheets.url('/gone'), limits)).rejects.toThrow(new SheetHttpError(410, 'Gone'));
  });
});

describe('parseSheet', () => {
  const papaDefaults = { header: true, dynamicTyping: true, skipEmptyLines: true, delimiter: ',' } as const;
  const pauseEveryChunk = () => new Slicer(0);

  it('gives what a whole-text parse gives, whatever the chunk size', async () => {
    const piece = fc.constantFrom('a', '1', '2.5', ',', '"', '\n', '\r\n', ' ', 'é', '2024-01-02', '$5');
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 60 }),
        fc.integer({ min: 1, max: 16 }),
        async (pieces, chunkBytes) => {
          const text = `Date,NAV,Note\n${pieces.join('')}`;
          const whole = Papa.parse(text, papaDefaults).data;
          expect(await parseSheet(text, { chunkBytes, slicer: pauseEveryChunk() })).toEqual(whole);
        },
      ),
    );
  });

  it('reads only the rows asked for', async () => {
    const text = 'Account,NAV\n1,2\n3,4\n5,6\n';
    expect(await parseSheet(text, { rows: 1, chunkBytes: 4, slicer: pauseEveryChunk() })).toEqual([
      { Account: 1, NAV: 2 },
    ]);
    expect(await parseSheetCells('nav\n176.4\n9\n', { rows: 2 })).toEqual([['nav'], [176.4]]);
  });

  it('lets other work run while a sheet at the cap is parsed', async () => {
    const text = rowsOf(5 * KB * KB);
    let turns = 0;
    let parsing = true;
    const other = () => {
      if (!parsing) return;
      turns += 1;
      setImmediate(other);
    };
    setImmediate(other);
    const rows = await parseSheet(text, { slicer: new Slicer(1) });
    parsing = false;
    expect(rows).toHaveLength(Math.ceil((5 * KB * KB) / 10));
    expect(turns).toBeGreaterThanOrEqual(10);
  });
});

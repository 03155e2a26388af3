import Papa from 'papaparse';
import { MAX_RAW_LENGTH } from './limits';

/** One record of the file; `rowNumber` counts records from 1, as a spreadsheet numbers its rows. */
export interface CsvRow {
  rowNumber: number;
  cells: string[];
}

/**
 * The file's records, blank lines included so that row numbers match the file. PapaParse drops a
 * leading BOM; the delimiter is always a comma (every format the import reads uses one).
 */
export function readCsvRows(text: string): CsvRow[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: ',',
    skipEmptyLines: false,
  });
  return parsed.data.map((cells, index) => ({ rowNumber: index + 1, cells }));
}

/** A row with no text in any cell. */
export function isBlankRow(cells: readonly string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

const NEEDS_QUOTES = /[",]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The row written back as one line of CSV for the preview (control characters as spaces), cut at MAX_RAW_LENGTH. */
export function rawText(cells: readonly string[]): string {
  const text = cells
    .map((cell) => {
      const line = cell.replace(CONTROL, ' ');
      return NEEDS_QUOTES.test(line) ? `"${line.replaceAll('"', '""')}"` : line;
    })
    .join(',');
  return text.length > MAX_RAW_LENGTH ? `${text.slice(0, MAX_RAW_LENGTH - 3)}...` : text;
}

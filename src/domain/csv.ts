/*
 * The CSV files the fund downloads (the Trade Log, the investor ledger, the journal's trades): RFC 4180
 * fields and CRLF lines, and text typed by people defused for spreadsheets.
 */

/** A cell value: text, a figure, or nothing (an empty field). */
export type CsvCell = string | number | null | undefined;

// A spreadsheet runs a cell starting with one of these as a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text typed by people (tickers, names, notes, tags) with a leading `'` when it starts like a formula,
 * so a spreadsheet shows it instead of running it. Figures are never passed through here.
 */
export function csvText(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180: quoted when it holds a comma, a quote, a line break or edge spaces; quotes doubled. */
export function csvField(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header and rows as CSV text, CRLF line ends, a CRLF after the last line. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  const lines = [header.map(csvField).join(',')];
  for (const row of rows) lines.push(row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

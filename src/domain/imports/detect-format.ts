import { headerName } from './cells';
import type { CsvRow } from './csv-rows';
import { IMPORT_FORMATS, type ImportFormat } from './execution';
import { IMPORT_MESSAGES, missingHeaderMessage } from './messages';

/** The columns each format's header must have (more may follow, in any order). */
export const REQUIRED_COLUMNS: Record<ImportFormat, readonly string[]> = {
  tastytrade: [
    'Date',
    'Type',
    'Sub Type',
    'Action',
    'Symbol',
    'Instrument Type',
    'Value',
    'Quantity',
    'Average Price',
    'Commissions',
    'Fees',
  ],
  // After the section's own 'Trades,Header' cells.
  ibkr: ['Asset Category', 'Currency', 'Symbol', 'Date/Time', 'Quantity', 'T. Price', 'Comm/Fee', 'Code'],
  schwab: ['Date', 'Action', 'Symbol', 'Description', 'Quantity', 'Price', 'Fees & Comm', 'Amount'],
  template: ['date', 'ticker', 'kind', 'side', 'quantity', 'price'],
};

const required = Object.fromEntries(
  IMPORT_FORMATS.map((format) => [format, REQUIRED_COLUMNS[format].map(headerName)]),
) as Record<ImportFormat, string[]>;

/** An IBKR statement section's header row: 'Trades,Header,...'. */
export function isIbkrHeader(cells: readonly string[], section = 'Trades'): boolean {
  return cells[0]?.trim() === section && cells[1]?.trim() === 'Header';
}

function matches(format: ImportFormat, cells: readonly string[]): boolean {
  if (format === 'ibkr' && !isIbkrHeader(cells)) return false;
  const names = new Set(cells.map(headerName));
  return required[format].every((name) => names.has(name));
}

export type Detection =
  { ok: true; format: ImportFormat; headerIndex: number } | { ok: false; error: string };

/**
 * The format and the index of its header row. Preamble lines before the header are skipped; a format
 * chosen on upload is looked for alone. The first header found wins, in file order.
 */
export function detectFormat(rows: readonly CsvRow[], chosen?: ImportFormat): Detection {
  const candidates: readonly ImportFormat[] = chosen ? [chosen] : IMPORT_FORMATS;
  for (let index = 0; index < rows.length; index += 1) {
    const cells = rows[index]!.cells;
    if (cells.length < 4) continue;
    const format = candidates.find((candidate) => matches(candidate, cells));
    if (format) return { ok: true, format, headerIndex: index };
  }
  // A statement of a period without trades has no Trades section; it is still a statement.
  const statement = rows.findIndex((row) => isIbkrHeader(row.cells, 'Statement'));
  if (statement >= 0 && candidates.includes('ibkr'))
    return { ok: true, format: 'ibkr', headerIndex: statement };
  if (chosen) return { ok: false, error: missingHeaderMessage(chosen, REQUIRED_COLUMNS[chosen]) };
  return { ok: false, error: IMPORT_MESSAGES.unknownFormat };
}

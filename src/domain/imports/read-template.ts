import Decimal from 'decimal.js';
import { checkTags } from '../positions/payloads/fields';
import { parseExpirationDate } from '../positions/trade-dates';
import { Columns, decimalText, isAbsent, readQuantity } from './cells';
import type { CsvRow } from './csv-rows';
import type { Effect, ExecutionEvent, FileReading, Instrument, Side } from './execution';
import { invalidValueMessage, missingValueMessage, unknownTimeZoneMessage } from './messages';
import { isTimeZone, wallClockInZone, wallClockText } from '../time-zones';
import { FILE_TIME_ZONES, parseWallClock } from './trade-times';
import { parseOccSymbol } from './option-symbols';
import {
  accountText,
  contractFromColumns,
  DEFAULT_MULTIPLIER,
  eventTime,
  optionalFigure,
  optionalId,
  optionInstrument,
  ReadingBuilder,
  requireFigure,
  requireTicker,
  RowError,
  type RowResult,
} from './reading';

/*
 * The fund's own template for any other broker: one execution per row. The README documents the
 * columns and data/import-template.csv is the file to download.
 */

/** The template's columns in the downloadable file's order. */
export const TEMPLATE_COLUMNS = [
  'date',
  'time_zone',
  'account',
  'ticker',
  'kind',
  'expiration',
  'strike',
  'side',
  'open_close',
  'quantity',
  'price',
  'fees',
  'order_id',
  'execution_id',
  'event',
  'multiplier',
  'tags',
] as const;

function choice<T>(text: string, column: string, options: Record<string, T>, blank?: T): T {
  const key = text.trim().toLowerCase();
  if (key === '' && blank !== undefined) return blank;
  if (key === '') throw new RowError(missingValueMessage(column));
  const value = options[key];
  if (value === undefined) throw new RowError(invalidValueMessage(column, text));
  return value;
}

const KINDS = { stock: 'STOCK', call: 'C', put: 'P', option: 'OPTION' } as const;
const SIDES: Record<string, Side> = { buy: 'BUY', sell: 'SELL' };
const EFFECTS: Record<string, Effect> = { open: 'OPEN', close: 'CLOSE' };
const EVENTS: Record<string, ExecutionEvent> = {
  trade: 'TRADE',
  expiration: 'EXPIRATION',
  assignment: 'ASSIGNMENT',
  exercise: 'EXERCISE',
};

function readInstrument(cols: Columns, cells: string[]): { ticker: string; instrument: Instrument } {
  const tickerText = cols.get(cells, 'ticker');
  const kind = choice(cols.get(cells, 'kind'), 'kind', KINDS, 'OPTION');
  if (kind === 'STOCK') return { ticker: requireTicker(tickerText, 'ticker'), instrument: { kind: 'STOCK' } };
  const multiplierText = cols.get(cells, 'multiplier');
  const multiplier = isAbsent(multiplierText) ? DEFAULT_MULTIPLIER : readQuantity(multiplierText);
  if (multiplier === null) throw new RowError(invalidValueMessage('multiplier', multiplierText));
  const fromColumns = contractFromColumns(
    {
      underlying: tickerText,
      expiration: cols.get(cells, 'expiration'),
      strike: cols.get(cells, 'strike'),
      right: kind === 'OPTION' ? '' : kind,
    },
    { expiration: 'expiration', strike: 'strike', right: 'kind' },
    parseExpirationDate,
  );
  if (fromColumns)
    return {
      ticker: requireTicker(tickerText, 'ticker'),
      instrument: optionInstrument(fromColumns, multiplier),
    };
  // No contract columns: the ticker may be an OCC symbol.
  const occ = parseOccSymbol(tickerText);
  if (occ === null && cols.get(cells, 'kind') === '') throw new RowError(missingValueMessage('kind'));
  if (occ === null) throw new RowError(invalidValueMessage('ticker', tickerText));
  return { ticker: requireTicker(occ.underlying, 'ticker'), instrument: optionInstrument(occ, multiplier) };
}

function readTime(cols: Columns, cells: string[], bookZone: string): { posted: string; timeKnown: boolean } {
  const dateText = cols.get(cells, 'date');
  const parsed = parseWallClock(dateText);
  if (parsed === null) throw new RowError(invalidValueMessage('date', dateText));
  const zone = cols.get(cells, 'time zone') || FILE_TIME_ZONES.template;
  if (!isTimeZone(zone)) throw new RowError(unknownTimeZoneMessage(zone));
  // A date alone is already the trade's date; only a time moves between zones.
  if (!parsed.timeKnown) return { posted: wallClockText(parsed.wall), timeKnown: false };
  return { posted: wallClockInZone(parsed.wall, zone, bookZone)!, timeKnown: true };
}

/**
 * The optional `tags` cell: names separated by ';' or ',' (the Trade Log's CSV joins them with '; '),
 * under the Trade Log's rule for tags (docs/requirements.md#tl-tags).
 */
function readTags(cols: Columns, cells: string[]): string[] {
  const checked = checkTags(cols.get(cells, 'tags').split(/[;,]/), 'tags');
  if (!checked.ok) throw new RowError(checked.message);
  return checked.value;
}

function readRow(cols: Columns, row: CsvRow, account: string, bookZone: string): RowResult {
  const { cells } = row;
  const { posted, timeKnown } = readTime(cols, cells, bookZone);
  const { ticker, instrument } = readInstrument(cols, cells);
  const event = choice(cols.get(cells, 'event'), 'event', EVENTS, 'TRADE');
  if (event === 'EXPIRATION' && instrument.kind === 'STOCK')
    throw new RowError(invalidValueMessage('event', cols.get(cells, 'event')));
  const quantityText = cols.get(cells, 'quantity');
  const quantity = readQuantity(quantityText);
  if (quantity === null) throw new RowError(invalidValueMessage('quantity', quantityText));
  const price = requireFigure(cols.get(cells, 'price'), 'price');
  if (price.isNegative()) throw new RowError(invalidValueMessage('price', cols.get(cells, 'price')));
  const tradeTime = eventTime(event, instrument, posted, bookZone);
  const accountCell = cols.get(cells, 'account');
  return {
    rowNumber: row.rowNumber,
    format: 'template',
    account: accountCell === '' ? account : accountText(accountCell, 'account'),
    brokerExecutionId: optionalId(cols.get(cells, 'execution id'), 'execution_id'),
    orderId: optionalId(cols.get(cells, 'order id'), 'order_id'),
    ticker,
    instrument,
    tradeDate: tradeTime.slice(0, 10),
    tradeTime,
    timeKnown,
    side: choice(cols.get(cells, 'side'), 'side', SIDES),
    effect: choice(cols.get(cells, 'open close'), 'open_close', EFFECTS, 'UNKNOWN'),
    event,
    quantity: decimalText(quantity),
    pricePerShare: decimalText(price),
    fees: decimalText(optionalFigure(cols.get(cells, 'fees'), 'fees', new Decimal(0))),
    tags: readTags(cols, cells),
  };
}

export function readTemplate(
  rows: readonly CsvRow[],
  headerIndex: number,
  account: string,
  bookZone: string,
): FileReading {
  const cols = new Columns(rows[headerIndex]!.cells);
  const builder = new ReadingBuilder('template');
  for (const row of rows.slice(headerIndex + 1)) builder.row(row, (r) => readRow(cols, r, account, bookZone));
  return builder.result();
}

import Decimal from 'decimal.js';
import { Columns, decimalText, isAbsent, readQuantity } from './cells';
import type { CsvRow } from './csv-rows';
import { isIbkrHeader } from './detect-format';
import type { Effect, Execution, ExecutionEvent, FileReading } from './execution';
import { IMPORT_MESSAGES as M, invalidValueMessage, statementZoneUnknownMessage } from './messages';
import { NEW_YORK, wallClockInZone, type WallClock } from '../time-zones';
import { FILE_TIME_ZONES, parseWallClock } from './trade-times';
import { parseIbkrOptionSymbol, parseOccSymbol } from './option-symbols';
import {
  accountText,
  eventTime,
  optionalFigure,
  optionInstrument,
  ReadingBuilder,
  requireFigure,
  requireTicker,
  RowError,
  type RowResult,
} from './reading';

/*
 * Interactive Brokers' Activity Statement: many sections in one CSV, each row starting with the
 * section's name and 'Header', 'Data', 'SubTotal' or 'Total'. Only the Trades section is read, at one
 * level: its 'Order' rows when the statement has them, else its 'Trade' rows. A section may repeat its
 * header (one per asset category), so columns are looked up under the latest header.
 */

/** Statement zone abbreviations that name exactly one zone; others are reported and read as FILE_TIME_ZONES.ibkr. */
const ZONES: Record<string, string> = {
  EST: NEW_YORK,
  EDT: NEW_YORK,
  ET: NEW_YORK,
  CST: 'America/Chicago',
  CDT: 'America/Chicago',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  PST: 'America/Los_Angeles',
  PDT: 'America/Los_Angeles',
  GMT: 'Europe/London',
  BST: 'Europe/London',
  UTC: 'UTC',
  CET: 'Europe/Berlin',
  CEST: 'Europe/Berlin',
  HKT: 'Asia/Hong_Kong',
  JST: 'Asia/Tokyo',
  SGT: 'Asia/Singapore',
  AEST: 'Australia/Sydney',
  AEDT: 'Australia/Sydney',
};

interface Statement {
  zone: string;
  /** The books' zone, which the statement's times are moved into. */
  bookZone: string;
  account: string;
  /** 'Order' or 'Trade': the one level read. */
  level: string;
  /** Option symbol to its multiplier, from 'Financial Instrument Information'. */
  multipliers: Map<string, Decimal>;
  warnings: string[];
}

function readStatement(rows: readonly CsvRow[], account: string, bookZone: string): Statement {
  const statement: Statement = {
    zone: FILE_TIME_ZONES.ibkr,
    bookZone,
    account,
    level: 'Trade',
    multipliers: new Map(),
    warnings: [],
  };
  let instruments: Columns | null = null;
  for (const { cells } of rows) {
    const [section = '', kind = '', field = '', value = ''] = cells.map((cell) => cell.trim());
    if (section === 'Statement' && kind === 'Data' && field === 'WhenGenerated') {
      const abbreviation = value.split(/\s+/).at(-1) ?? '';
      const zone = ZONES[abbreviation.toUpperCase()];
      if (zone) statement.zone = zone;
      else if (/^[A-Z]{2,5}$/i.test(abbreviation))
        statement.warnings.push(statementZoneUnknownMessage(abbreviation));
    } else if (section === 'Account Information' && kind === 'Data' && field === 'Account' && value !== '') {
      statement.account = accountText(value, 'Account');
    } else if (section === 'Trades' && kind === 'Data' && field === 'Order') {
      statement.level = 'Order';
    } else if (isIbkrHeader(cells, 'Financial Instrument Information')) {
      instruments = new Columns(cells);
    } else if (instruments && section === 'Financial Instrument Information' && kind === 'Data') {
      const multiplier = readQuantity(instruments.get(cells, 'Multiplier'));
      if (multiplier) statement.multipliers.set(instruments.get(cells, 'Symbol').toUpperCase(), multiplier);
    }
  }
  return statement;
}

const EVENT_CODES: [string, ExecutionEvent][] = [
  ['Ep', 'EXPIRATION'],
  ['A', 'ASSIGNMENT'],
  ['Ex', 'EXERCISE'],
];

function readCodes(text: string): { effect: Effect; event: ExecutionEvent } {
  const codes = new Set(text.split(';').map((code) => code.trim()));
  const opens = codes.has('O');
  const closes = codes.has('C');
  const effect: Effect = opens === closes ? 'UNKNOWN' : opens ? 'OPEN' : 'CLOSE';
  const event = EVENT_CODES.find(([code]) => codes.has(code))?.[1] ?? 'TRADE';
  return { effect, event };
}

/** '2025-08-06, 15:32:56', '2025-08-06 15:32:56' or the Flex form '20250806;153256'. */
function readDateTime(text: string): WallClock | null {
  const compact = /^(\d{4})(\d{2})(\d{2});(\d{2}):?(\d{2}):?(\d{2})$/.exec(text.trim());
  const normalized = compact
    ? `${compact[1]}-${compact[2]}-${compact[3]} ${compact[4]}:${compact[5]}:${compact[6]}`
    : text;
  const parsed = parseWallClock(normalized);
  return parsed?.timeKnown ? parsed.wall : null;
}

function readRow(cols: Columns, row: CsvRow, statement: Statement): RowResult {
  const { cells } = row;
  const category = cols.get(cells, 'Asset Category');
  if (category === 'Forex') return { ignore: M.ignoredForex };
  if (category !== 'Stocks' && category !== 'Equity and Index Options')
    return { problem: M.unsupportedInstrument };
  if (cols.get(cells, 'Currency').toUpperCase() !== 'USD') return { problem: M.notUsd };

  const symbol = cols.get(cells, 'Symbol');
  let ticker: string;
  let instrument: Execution['instrument'] = { kind: 'STOCK' };
  if (category === 'Stocks') ticker = requireTicker(symbol, 'Symbol');
  else {
    const contract = parseIbkrOptionSymbol(symbol) ?? parseOccSymbol(symbol);
    if (contract === null) throw new RowError(invalidValueMessage('Symbol', symbol));
    ticker = requireTicker(contract.underlying, 'Symbol');
    instrument = optionInstrument(contract, statement.multipliers.get(symbol.toUpperCase()));
  }

  const dateText = cols.get(cells, 'Date/Time');
  const dateTime = readDateTime(dateText);
  const posted = dateTime && wallClockInZone(dateTime, statement.zone, statement.bookZone);
  if (!posted) throw new RowError(invalidValueMessage('Date/Time', dateText));
  const signed = requireFigure(cols.get(cells, 'Quantity'), 'Quantity');
  if (signed.isZero()) throw new RowError(invalidValueMessage('Quantity', cols.get(cells, 'Quantity')));
  const price = requireFigure(cols.get(cells, 'T. Price'), 'T. Price');
  const commission = optionalFigure(cols.get(cells, 'Comm/Fee'), 'Comm/Fee', new Decimal(0));
  const { effect, event } = readCodes(cols.get(cells, 'Code'));
  const accountCell = cols.get(cells, 'Account');
  const tradeTime = eventTime(event, instrument, posted, statement.bookZone);
  return {
    rowNumber: row.rowNumber,
    format: 'ibkr',
    account: isAbsent(accountCell) ? statement.account : accountText(accountCell, 'Account'),
    brokerExecutionId: null,
    orderId: null,
    ticker,
    instrument,
    tradeDate: tradeTime.slice(0, 10),
    tradeTime,
    timeKnown: true,
    side: signed.isPositive() ? 'BUY' : 'SELL',
    effect,
    event,
    quantity: decimalText(signed.abs()),
    pricePerShare: decimalText(price.abs()),
    fees: decimalText(commission.negated()),
  };
}

export function readIbkr(rows: readonly CsvRow[], account: string, bookZone: string): FileReading {
  const statement = readStatement(rows, account, bookZone);
  const builder = new ReadingBuilder('ibkr');
  builder.warnings.push(...statement.warnings);
  let cols: Columns | null = null;
  for (const row of rows) {
    const { cells } = row;
    if (cells[0]?.trim() !== 'Trades') continue;
    if (isIbkrHeader(cells)) {
      cols = new Columns(cells);
      continue;
    }
    const columns = cols;
    if (columns === null) continue;
    builder.row(row, (r) => {
      const kind = r.cells[1]?.trim();
      if (kind === 'SubTotal' || kind === 'Total') return { ignore: M.ignoredSummary };
      const level = columns.get(r.cells, 'DataDiscriminator');
      if (kind !== 'Data' || (level !== '' && level !== statement.level)) return { ignore: M.ignoredDetail };
      return readRow(columns, r, statement);
    });
  }
  return builder.result();
}

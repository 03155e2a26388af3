import Decimal from 'decimal.js';
import { Columns, decimalText, isAbsent, readQuantity } from './cells';
import type { CsvRow } from './csv-rows';
import type { Effect, Execution, ExecutionEvent, FileReading, Instrument, Side } from './execution';
import {
  IMPORT_MESSAGES as M,
  invalidValueMessage,
  missingValueMessage,
  unknownRowTypeMessage,
} from './messages';
import { zonedTimeText } from '../time-zones';
import { parseOffsetTimestamp } from './trade-times';
import { parseOccSymbol, parseShortUsDate } from './option-symbols';
import {
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
 * tastytrade's 'Transactions' CSV, newest first. `Date` carries the exporting user's offset;
 * `Average Price` is signed (credit positive) and per contract for options; `Commissions` and `Fees`
 * are negative when paid. Expirations, assignments and exercises are 'Receive Deliver' rows.
 */

const ACTIONS: Record<string, { side: Side; effect: Effect }> = {
  BUY_TO_OPEN: { side: 'BUY', effect: 'OPEN' },
  SELL_TO_OPEN: { side: 'SELL', effect: 'OPEN' },
  BUY_TO_CLOSE: { side: 'BUY', effect: 'CLOSE' },
  SELL_TO_CLOSE: { side: 'SELL', effect: 'CLOSE' },
};

const OPTION_EVENTS: Record<string, ExecutionEvent> = {
  expiration: 'EXPIRATION',
  assignment: 'ASSIGNMENT',
  exercise: 'EXERCISE',
};

/** 'Receive Deliver' stock rows that deliver shares (the sub type names the trade, not the cause). */
const DELIVERY_SUB_TYPES = new Set(['buy to open', 'sell to open', 'buy to close', 'sell to close']);

function rowEvent(type: string, subType: string, isOption: boolean): ExecutionEvent {
  if (type === 'Trade') return 'TRADE';
  const event = OPTION_EVENTS[subType.toLowerCase()];
  if (event && (isOption || event !== 'EXPIRATION')) return event;
  if (!isOption && DELIVERY_SUB_TYPES.has(subType.toLowerCase())) return 'DELIVERY';
  throw new RowError(unknownRowTypeMessage(`${type}: ${subType}`));
}

function readInstrument(
  cols: Columns,
  cells: string[],
  isOption: boolean,
): { ticker: string; instrument: Instrument } {
  const underlying = cols.get(cells, 'Underlying Symbol') || cols.get(cells, 'Root Symbol');
  const symbol = cols.get(cells, 'Symbol');
  if (!isOption)
    return { ticker: requireTicker(underlying || symbol, 'Symbol'), instrument: { kind: 'STOCK' } };
  const fromColumns = contractFromColumns(
    {
      underlying,
      expiration: cols.get(cells, 'Expiration Date'),
      strike: cols.get(cells, 'Strike Price'),
      right: cols.get(cells, 'Call or Put'),
    },
    { expiration: 'Expiration Date', strike: 'Strike Price', right: 'Call or Put' },
    parseShortUsDate,
  );
  const occ = fromColumns === null || underlying === '' ? parseOccSymbol(symbol) : null;
  const contract = fromColumns ?? occ;
  if (contract === null) throw new RowError(invalidValueMessage('Symbol', symbol));
  const multiplierText = cols.get(cells, 'Multiplier');
  const multiplier = isAbsent(multiplierText) ? DEFAULT_MULTIPLIER : readQuantity(multiplierText);
  if (multiplier === null) throw new RowError(invalidValueMessage('Multiplier', multiplierText));
  const ticker = requireTicker(underlying || (occ?.underlying ?? ''), 'Underlying Symbol');
  return { ticker, instrument: optionInstrument(contract, multiplier) };
}

function readRow(cols: Columns, row: CsvRow, account: string, bookZone: string): RowResult {
  const { cells } = row;
  const type = cols.get(cells, 'Type');
  if (type === 'Money Movement') return { ignore: M.ignoredCash };
  if (type !== 'Trade' && type !== 'Receive Deliver') return { problem: unknownRowTypeMessage(type) };
  const currency = cols.get(cells, 'Currency');
  if (currency !== '' && currency.toUpperCase() !== 'USD') return { problem: M.notUsd };
  const instrumentType = cols.get(cells, 'Instrument Type');
  if (instrumentType !== 'Equity' && instrumentType !== 'Equity Option')
    return { problem: M.unsupportedInstrument };
  const isOption = instrumentType === 'Equity Option';
  const event = rowEvent(type, cols.get(cells, 'Sub Type'), isOption);
  const actionText = cols.get(cells, 'Action');
  const action = ACTIONS[actionText.toUpperCase()];
  if (!action)
    throw new RowError(
      actionText ? invalidValueMessage('Action', actionText) : missingValueMessage('Action'),
    );

  const dateText = cols.get(cells, 'Date');
  const instant = parseOffsetTimestamp(dateText);
  if (instant === null) throw new RowError(invalidValueMessage('Date', dateText));
  const { ticker, instrument } = readInstrument(cols, cells, isOption);
  const quantityText = cols.get(cells, 'Quantity');
  const quantity = readQuantity(quantityText);
  if (quantity === null) throw new RowError(invalidValueMessage('Quantity', quantityText));

  const multiplier = instrument.kind === 'OPTION' ? new Decimal(instrument.multiplier) : new Decimal(1);
  const averageText = cols.get(cells, 'Average Price');
  const perUnit =
    event === 'TRADE' && isAbsent(averageText)
      ? requireFigure(cols.get(cells, 'Value'), 'Value').div(quantity)
      : optionalFigure(averageText, 'Average Price', new Decimal(0));
  const paid = optionalFigure(cols.get(cells, 'Commissions'), 'Commissions', new Decimal(0)).plus(
    optionalFigure(cols.get(cells, 'Fees'), 'Fees', new Decimal(0)),
  );
  const tradeTime = eventTime(event, instrument, zonedTimeText(instant, bookZone), bookZone);
  const execution: Omit<Execution, 'raw'> = {
    rowNumber: row.rowNumber,
    format: 'tastytrade',
    account,
    brokerExecutionId: null,
    orderId: optionalId(cols.get(cells, 'Order #'), 'Order #'),
    ticker,
    instrument,
    tradeDate: tradeTime.slice(0, 10),
    tradeTime,
    timeKnown: true,
    side: action.side,
    effect: action.effect,
    event,
    quantity: decimalText(quantity),
    pricePerShare: decimalText(perUnit.abs().div(multiplier)),
    fees: decimalText(paid.negated()),
  };
  return execution;
}

export function readTastytrade(
  rows: readonly CsvRow[],
  headerIndex: number,
  account: string,
  bookZone: string,
): FileReading {
  const cols = new Columns(rows[headerIndex]!.cells);
  const builder = new ReadingBuilder('tastytrade');
  for (const row of rows.slice(headerIndex + 1)) builder.row(row, (r) => readRow(cols, r, account, bookZone));
  return builder.result();
}

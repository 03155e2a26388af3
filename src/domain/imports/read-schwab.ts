import Decimal from 'decimal.js';
import { parseExpirationDate } from '../positions/trade-dates';
import { Columns, decimalText, readQuantity } from './cells';
import type { CsvRow } from './csv-rows';
import type { Effect, Execution, ExecutionEvent, FileReading, Side } from './execution';
import { IMPORT_MESSAGES as M, invalidValueMessage, unknownRowTypeMessage } from './messages';
import { parseOccSymbol, parseSchwabOptionSymbol } from './option-symbols';
import {
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
 * Charles Schwab's 'Transactions' CSV, newest first, dates without a time ('11/10/2025 as of
 * 11/07/2025': the 'as of' date is the trade's), prices like '$3.40' per share, the option in the
 * Symbol column ('APP 11/07/2025 600.00 C').
 */

const ACTIONS: Record<string, { side: Side | null; effect: Effect; event: ExecutionEvent }> = {
  buy: { side: 'BUY', effect: 'UNKNOWN', event: 'TRADE' },
  sell: { side: 'SELL', effect: 'UNKNOWN', event: 'TRADE' },
  'buy to open': { side: 'BUY', effect: 'OPEN', event: 'TRADE' },
  'sell to open': { side: 'SELL', effect: 'OPEN', event: 'TRADE' },
  'buy to close': { side: 'BUY', effect: 'CLOSE', event: 'TRADE' },
  'sell to close': { side: 'SELL', effect: 'CLOSE', event: 'TRADE' },
  // Only a sold option is assigned: buying it back is what closes it.
  assigned: { side: 'BUY', effect: 'CLOSE', event: 'ASSIGNMENT' },
  // Only a bought option is exercised by its holder.
  'exchange or exercise': { side: 'SELL', effect: 'CLOSE', event: 'EXERCISE' },
  // Schwab does not say whether the expired contract was sold or bought.
  expired: { side: null, effect: 'CLOSE', event: 'EXPIRATION' },
};

/** Cash entries: not trades, left out with a reason. */
const CASH_ACTIONS = new Set(
  [
    'Qualified Dividend',
    'Cash Dividend',
    'Non-Qualified Div',
    'Special Dividend',
    'Pr Yr Div Reinvest',
    'Reinvest Dividend',
    'Bank Interest',
    'Credit Interest',
    'Margin Interest',
    'Bond Interest',
    'MoneyLink Transfer',
    'MoneyLink Deposit',
    'Funds Received',
    'Journal',
    'Wire Funds',
    'Wire Received',
    'Wire Sent',
    'Service Fee',
    'ADR Mgmt Fee',
    'Foreign Tax Paid',
    'NRA Tax Adj',
    'Cash In Lieu',
    'Misc Cash Entry',
    'Long Term Cap Gain',
    'Short Term Cap Gain',
  ].map((action) => action.toLowerCase()),
);

const AS_OF = /^(\S+)\s+as\s+of\s+(\S+)$/i;

/** 'MM/DD/YYYY', or the 'as of' date of '11/10/2025 as of 11/07/2025'. */
function readDate(text: string): string | null {
  const asOf = AS_OF.exec(text.trim());
  return parseExpirationDate(asOf ? (asOf[2] ?? '') : text);
}

function readRow(cols: Columns, row: CsvRow, account: string, bookZone: string): RowResult {
  const { cells } = row;
  const dateText = cols.get(cells, 'Date');
  if (/total/i.test(dateText)) return { ignore: M.ignoredSummary };
  const actionText = cols.get(cells, 'Action');
  if (CASH_ACTIONS.has(actionText.toLowerCase())) return { ignore: M.ignoredCash };
  const action = ACTIONS[actionText.toLowerCase()];
  if (!action) return { problem: unknownRowTypeMessage(actionText) };
  const date = readDate(dateText);
  if (date === null) throw new RowError(invalidValueMessage('Date', dateText));

  const symbol = cols.get(cells, 'Symbol');
  const contract = parseSchwabOptionSymbol(symbol) ?? parseOccSymbol(symbol);
  const instrument: Execution['instrument'] = contract ? optionInstrument(contract) : { kind: 'STOCK' };
  if (contract === null && action.event !== 'TRADE')
    throw new RowError(invalidValueMessage('Symbol', symbol));
  const ticker = requireTicker(contract?.underlying ?? symbol, 'Symbol');
  const quantityText = cols.get(cells, 'Quantity');
  const quantity = readQuantity(quantityText);
  if (quantity === null) throw new RowError(invalidValueMessage('Quantity', quantityText));
  // Expirations and assignments carry no price; a trade must.
  const price =
    action.event === 'TRADE'
      ? requireFigure(cols.get(cells, 'Price'), 'Price')
      : optionalFigure(cols.get(cells, 'Price'), 'Price', new Decimal(0));
  const fees = optionalFigure(cols.get(cells, 'Fees & Comm'), 'Fees & Comm', new Decimal(0));
  // A date alone: Schwab's New York trade date is booked as that date (FILE_TIME_ZONES).
  const tradeTime = eventTime(action.event, instrument, `${date}T00:00:00`, bookZone);
  return {
    rowNumber: row.rowNumber,
    format: 'schwab',
    account,
    brokerExecutionId: null,
    orderId: null,
    ticker,
    instrument,
    tradeDate: tradeTime.slice(0, 10),
    tradeTime,
    timeKnown: false,
    side: action.side,
    effect: action.effect,
    event: action.event,
    quantity: decimalText(quantity),
    pricePerShare: decimalText(price.abs()),
    fees: decimalText(fees.abs()),
  };
}

export function readSchwab(
  rows: readonly CsvRow[],
  headerIndex: number,
  account: string,
  bookZone: string,
): FileReading {
  const cols = new Columns(rows[headerIndex]!.cells);
  const builder = new ReadingBuilder('schwab');
  for (const row of rows.slice(headerIndex + 1)) builder.row(row, (r) => readRow(cols, r, account, bookZone));
  return builder.result();
}

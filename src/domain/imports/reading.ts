import Decimal from 'decimal.js';
import { isAbsent, readBoundedText, readFigure, readTickerCell } from './cells';
import { isBlankRow, rawText, type CsvRow } from './csv-rows';
import type {
  Execution,
  ExecutionEvent,
  FileReading,
  IgnoredRow,
  ImportFormat,
  Instrument,
  RowProblem,
} from './execution';
import { MAX_ACCOUNT_LENGTH, MAX_ID_LENGTH, MAX_TICKER_LENGTH } from './limits';
import { invalidValueMessage, missingValueMessage } from './messages';
import { readRight, readStrike, type OptionContract } from './option-symbols';
import { wallClockInZone } from '../time-zones';
import { MARKET_CLOSE_HOUR, MARKET_ZONE } from './trade-times';

/** What reading one row gives: an execution, or why the row is left out. */
export type RowResult = Omit<Execution, 'raw'> | { problem: string } | { ignore: string };

/** A reason a row cannot be read; thrown inside a row reader and turned into that row's problem. */
export class RowError extends Error {}

/** Collects a file's rows as they are read, in file order. */
export class ReadingBuilder {
  private readonly executions: Execution[] = [];
  private readonly problems: RowProblem[] = [];
  private readonly ignored: IgnoredRow[] = [];
  readonly warnings: string[] = [];
  private dataRows = 0;

  constructor(readonly format: ImportFormat) {}

  /** Reads one data row with `read`; blank rows are skipped, a thrown RowError is the row's problem. */
  row(row: CsvRow, read: (row: CsvRow) => RowResult): void {
    if (isBlankRow(row.cells)) return;
    this.dataRows += 1;
    let result: RowResult;
    try {
      result = read(row);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      result = { problem: error.message };
    }
    if ('problem' in result)
      this.problems.push({ rowNumber: row.rowNumber, reason: result.problem, raw: rawText(row.cells) });
    else if ('ignore' in result) this.ignored.push({ rowNumber: row.rowNumber, reason: result.ignore });
    else this.executions.push(Object.assign(result, { raw: rawText(row.cells) }));
  }

  result(): FileReading {
    return {
      format: this.format,
      executions: this.executions,
      problems: this.problems,
      ignored: this.ignored,
      warnings: this.warnings,
      dataRows: this.dataRows,
    };
  }
}

/** The market's close on an expiration date, on the books' clock. */
function expirationClose(expiration: string, bookZone: string): string {
  const [year = 0, month = 0, day = 0] = expiration.split('-').map(Number);
  const wall = { year, month, day, hour: MARKET_CLOSE_HOUR, minute: 0, second: 0 };
  return wallClockInZone(wall, MARKET_ZONE, bookZone) ?? `${expiration}T${MARKET_CLOSE_HOUR}:00:00`;
}

/**
 * An option event's time on the books' clock: an expiration is at the market's close on its
 * expiration date, never the later posting date; an assignment or exercise posted after expiration is
 * moved back to it too.
 */
export function eventTime(
  event: ExecutionEvent,
  instrument: Instrument,
  postedTime: string,
  bookZone: string,
): string {
  if (instrument.kind !== 'OPTION') return postedTime;
  const close = expirationClose(instrument.expiration, bookZone);
  if (event === 'EXPIRATION') return close;
  if ((event === 'ASSIGNMENT' || event === 'EXERCISE') && postedTime > close) return close;
  return postedTime;
}

export function requireTicker(text: string, column: string): string {
  if (isAbsent(text)) throw new RowError(missingValueMessage(column));
  const ticker = readTickerCell(text, MAX_TICKER_LENGTH);
  if (ticker === null) throw new RowError(invalidValueMessage(column, text));
  return ticker;
}

/** A figure that must be there and readable. */
export function requireFigure(text: string, column: string): Decimal {
  if (isAbsent(text)) throw new RowError(missingValueMessage(column));
  const value = readFigure(text);
  if (value === null) throw new RowError(invalidValueMessage(column, text));
  return value;
}

/** A figure that may be absent (then `fallback`) but must be readable when there. */
export function optionalFigure(text: string, column: string, fallback: Decimal): Decimal {
  return isAbsent(text) ? fallback : requireFigure(text, column);
}

/** An account or id: bounded one-line text, null when blank. */
export function optionalId(text: string, column: string, max = MAX_ID_LENGTH): string | null {
  const value = readBoundedText(text, max);
  if (value === null) throw new RowError(invalidValueMessage(column, text));
  return value === '' ? null : value;
}

export function accountText(text: string, column: string): string {
  return optionalId(text, column, MAX_ACCOUNT_LENGTH) ?? '';
}

/** Separate underlying, expiration, strike and right columns; null when all are blank. */
export function contractFromColumns(
  cells: { underlying: string; expiration: string; strike: string; right: string },
  names: { expiration: string; strike: string; right: string },
  readExpiration: (text: string) => string | null,
): Omit<OptionContract, 'underlying'> | null {
  if (isAbsent(cells.expiration) && isAbsent(cells.strike) && isAbsent(cells.right)) return null;
  const expiration = readExpiration(cells.expiration);
  if (expiration === null) throw new RowError(invalidValueMessage(names.expiration, cells.expiration));
  const strike = readStrike(cells.strike);
  if (strike === null) throw new RowError(invalidValueMessage(names.strike, cells.strike));
  const right = readRight(cells.right);
  if (right === null) throw new RowError(invalidValueMessage(names.right, cells.right));
  return { expiration, strike, right };
}

export const DEFAULT_MULTIPLIER = new Decimal(100);

export function optionInstrument(
  contract: Omit<OptionContract, 'underlying'>,
  multiplier: Decimal = DEFAULT_MULTIPLIER,
): Instrument {
  const { expiration, strike, right } = contract;
  return { kind: 'OPTION', expiration, strike, right, multiplier: multiplier.toFixed() };
}

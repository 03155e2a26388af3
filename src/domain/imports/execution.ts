import type { OptionType } from '../positions/units';

/** The files the import reads. */
export const IMPORT_FORMATS = ['tastytrade', 'ibkr', 'schwab', 'template'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** How each format is named to people (the unknown-format message lists these). */
export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  tastytrade: "tastytrade 'Transactions' CSV",
  ibkr: 'Interactive Brokers Activity Statement CSV',
  schwab: "Charles Schwab 'Transactions' CSV",
  template: "the fund's import template CSV",
};

export type Side = 'BUY' | 'SELL';
export type Effect = 'OPEN' | 'CLOSE' | 'UNKNOWN';

/**
 * What happened: a trade, or an option event. DELIVERY is stock received or delivered because of an
 * assignment or exercise when the file does not say which (tastytrade's 'Receive Deliver' stock rows).
 */
export type ExecutionEvent = 'TRADE' | 'EXPIRATION' | 'ASSIGNMENT' | 'EXERCISE' | 'DELIVERY';

export type Instrument =
  | { kind: 'STOCK' }
  | {
      kind: 'OPTION';
      /** 'YYYY-MM-DD'. */
      expiration: string;
      /** Plain decimal text, shortest form ('182.5'). */
      strike: string;
      right: OptionType;
      /** Shares per contract as decimal text, '100' unless the file says otherwise. */
      multiplier: string;
    };

/** One row of a broker's file, read into one shape whatever the broker. */
export interface Execution {
  /** The row's number in the file, 1 for the first line: what the preview shows. */
  rowNumber: number;
  format: ImportFormat;
  /** The file's account, else the account chosen on upload, else ''. */
  account: string;
  /** The broker's own id of this execution, when the file carries one. */
  brokerExecutionId: string | null;
  orderId: string | null;
  /** Stock symbol, or the option's underlying; upper case. */
  ticker: string;
  instrument: Instrument;
  /** 'YYYY-MM-DD', the trade's date on the books' clock (an expiration's is its market close's). */
  tradeDate: string;
  /** The books' wall clock 'YYYY-MM-DDTHH:mm:ss'; 'T00:00:00' when the file gives no time. */
  tradeTime: string;
  /** False when the file gives only a date (Schwab), so times cannot tell executions apart. */
  timeKnown: boolean;
  /** Null only where the file does not say (Schwab's 'Expired' rows). */
  side: Side | null;
  effect: Effect;
  event: ExecutionEvent;
  /** Contracts or shares: positive plain decimal text. */
  quantity: string;
  /** Dollars per share (an option's price as quoted, not times the multiplier): decimal text, >= 0. */
  pricePerShare: string;
  /** Commissions and fees paid, positive (a rebate is negative): decimal text. */
  fees: string;
  /**
   * Tags for the position the row opens (the template's optional `tags` column); brokers' files have
   * none. Not part of the row's key: tagging a row differently does not make it another trade.
   */
  tags?: string[];
  /** The row as the file has it, for display (cut at MAX_RAW_LENGTH). */
  raw: string;
}

/** A row that could not be read; it blocks nothing else. */
export interface RowProblem {
  rowNumber: number;
  reason: string;
  raw: string;
}

/** A row deliberately left out because it is not a trade (cash movements, other statement sections). */
export interface IgnoredRow {
  rowNumber: number;
  reason: string;
}

export interface FileReading {
  format: ImportFormat;
  executions: Execution[];
  problems: RowProblem[];
  ignored: IgnoredRow[];
  /** About the whole file (e.g. a statement time zone that is not known). */
  warnings: string[];
  /** Data rows read: executions, problems and ignored rows. */
  dataRows: number;
}

export type ImportParseResult = ({ ok: true } & FileReading) | { ok: false; error: string };

export interface ParseOptions {
  /** A format chosen on upload; wins over detection. */
  format?: ImportFormat;
  /** The account chosen on upload, used where the file names none. */
  account?: string;
  /** The zone of the books' wall clock (FUND_TIME_ZONE), which the file's times are moved into. */
  bookZone?: string;
}

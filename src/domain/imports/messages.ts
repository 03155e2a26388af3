import { IMPORT_FORMAT_NAMES, IMPORT_FORMATS, type ImportFormat } from './execution';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './limits';

/*
 * Every text the import shows: file errors, row problems (they name the row's column and value) and
 * the reasons a planned row needs review. The API answers with them as they are.
 */

const knownFormats = IMPORT_FORMATS.map((format) => IMPORT_FORMAT_NAMES[format]).join(', ');

export const IMPORT_MESSAGES = {
  unknownFormat: `This file is not a format the import knows. Known formats: ${knownFormats}.`,
  emptyFile: 'The file is empty.',
  tooLarge: `The file is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB.`,
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows; split it into smaller exports.`,
  unknownFormatChoice: `Unknown format. Known formats: ${IMPORT_FORMATS.join(', ')}.`,

  // Rows.
  wrongColumnCount: 'The row does not have the same number of columns as the header',
  notUsd: 'Only trades in USD can be imported',
  unsupportedInstrument: 'Only stocks and equity options can be imported',
  ignoredCash: 'Cash movement, not a trade',
  ignoredForex: 'Currency conversion, not a trade',
  ignoredSummary: 'Summary row',
  ignoredDetail: 'Detail of a row the statement also gives as a whole (one level is read)',

  // Plan: why a row needs review.
  closeWithoutOpen: 'A close with no matching open position',
  ambiguousExpiration: 'Both a sold and a bought position of this contract are open; choose which expired',
  shortStock: 'Selling stock that is not held (short stock) is not supported by the Trade Log',
  wholeQuantity: 'The Trade Log holds whole contracts and shares only',
  callAssignedWithoutShares: 'Assigned on a call without enough shares held to deliver',
  unknownEffect: 'The row says neither open nor close and nothing held tells which',
} as const;

/** 400: a file with a NUL or another control character (the shared text rule, src/domain/text-input.ts). */
export function controlCharacterInFile(line: number): string {
  return `Line ${line.toLocaleString('en-US')} of the file contains a control character (such as NUL), which no cell may hold. Export the file again, or remove it.`;
}

/** "The file does not have the tastytrade 'Transactions' CSV header (Date, Type, ...)". */
export function missingHeaderMessage(format: ImportFormat, columns: readonly string[]): string {
  return `The file does not have the ${IMPORT_FORMAT_NAMES[format]} header (${columns.join(', ')}).`;
}

/** "Missing Quantity". */
export function missingValueMessage(column: string): string {
  return `Missing ${column}`;
}

/** "Cannot read Price: 'abc'". */
export function invalidValueMessage(column: string, value: string): string {
  return `Cannot read ${column}: '${shorten(value)}'`;
}

/** "Unknown row type: 'Symbol Change'". */
export function unknownRowTypeMessage(value: string): string {
  return `Unknown row type: '${shorten(value)}'`;
}

/** "Unknown time zone: 'Mars/Olympus'". */
export function unknownTimeZoneMessage(zone: string): string {
  return `Unknown time zone: '${shorten(zone)}'`;
}

/** The statement names a zone this reader cannot place; its times are read as New York time. */
export function statementZoneUnknownMessage(zone: string): string {
  return `The statement's time zone '${shorten(zone)}' is not known; its times are read as New York time.`;
}

/** "Closing 3 but 2 are held". */
export function quantityTooLargeMessage(closing: string, held: string): string {
  return `Closing ${closing} but ${held} ${held === '1' ? 'is' : 'are'} held`;
}

/** "Part of the assignment on row 12, which needs review". */
export function linkedRowNeedsReviewMessage(rowNumber: number): string {
  return `Part of the assignment or exercise on row ${rowNumber}, which needs review`;
}

export const PLAN_NOTES = {
  effectInferred: 'Open or close read from the positions held (the file does not say)',
  deliveryUnlinked: 'Stock delivered by an assignment or exercise that is not in this file',
  expirationDate: 'Closed at 0 on the expiration date',
  sharesBooked: 'The shares of this assignment or exercise were imported before',
} as const;

/** "Stock of the assignment on row 12". */
export function linkedStockNote(rowNumber: number): string {
  return `Stock of the assignment or exercise on row ${rowNumber}`;
}

function shorten(value: string): string {
  return value.length > 60 ? `${value.slice(0, 57)}...` : value;
}

import { readBoundedText } from './cells';
import { readCsvRows } from './csv-rows';
import { detectFormat } from './detect-format';
import { IMPORT_FORMATS, type ImportFormat, type ImportParseResult, type ParseOptions } from './execution';
import { MAX_ACCOUNT_LENGTH, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from './limits';
import { controlCharacterInFile, IMPORT_MESSAGES as M, invalidValueMessage } from './messages';
import { readIbkr } from './read-ibkr';
import { readSchwab } from './read-schwab';
import { readTastytrade } from './read-tastytrade';
import { readTemplate } from './read-template';
import { DEFAULT_FUND_TIME_ZONE } from '../time-zones';
import { controlCharacterIndex } from '../text-input';

/** A format named on upload ('tastytrade', any case); null when it is not one. */
export function readImportFormat(text: string): ImportFormat | null {
  const name = text.trim().toLowerCase();
  return IMPORT_FORMATS.find((format) => format === name) ?? null;
}

/** The 1-based line of the file that the character at `index` is on. */
function lineAt(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/**
 * Reads a broker's file into executions, in file order, with the rows that could not be read (each
 * with its row number and reason) and the rows left out as not being trades. Only a file that cannot
 * be read at all (empty, too large, not a known format, too many rows) fails as a whole.
 */
export function parseImportFile(text: string, options: ParseOptions = {}): ImportParseResult {
  // Characters never outnumber UTF-8 bytes; the upload itself is stopped at MAX_IMPORT_BYTES bytes.
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, error: M.tooLarge };
  if (text.replace(/^\uFEFF/, '').trim() === '') return { ok: false, error: M.emptyFile };
  // The shared text rule (src/domain/text-input.ts): no cell can hold a NUL or another control.
  const control = controlCharacterIndex(text);
  if (control !== -1) return { ok: false, error: controlCharacterInFile(lineAt(text, control)) };
  const account = readBoundedText(options.account, MAX_ACCOUNT_LENGTH);
  if (account === null) return { ok: false, error: invalidValueMessage('account', options.account ?? '') };

  const rows = readCsvRows(text);
  const detection = detectFormat(rows, options.format);
  if (!detection.ok) return detection;
  const { format, headerIndex } = detection;
  const zone = options.bookZone ?? DEFAULT_FUND_TIME_ZONE;
  const reading =
    format === 'ibkr'
      ? readIbkr(rows, account, zone)
      : format === 'schwab'
        ? readSchwab(rows, headerIndex, account, zone)
        : format === 'tastytrade'
          ? readTastytrade(rows, headerIndex, account, zone)
          : readTemplate(rows, headerIndex, account, zone);
  if (reading.dataRows > MAX_IMPORT_ROWS) return { ok: false, error: M.tooManyRows };
  return { ok: true, ...reading };
}

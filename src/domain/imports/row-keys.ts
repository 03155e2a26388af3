import Decimal from 'decimal.js';
import type { Execution } from './execution';

/*
 * Re-importing a file, or a later export overlapping an earlier one, must add nothing twice, yet two
 * identical fills in one file are two real executions. So each row gets a key from what it says (the
 * broker's execution id when the file has one, else its trade fields and account, normalized so that
 * '$3.40' and '3.4' agree), and rows sharing a key are numbered in file order. A file with k rows of
 * one key, m of which are stored already, adds the last k - m. Dates alone never make a duplicate.
 *
 * Hashing needs node:crypto, which src/domain does not import: the server hashes `canonicalRowText`
 * (or passes a hash function to `rowKeys`) and stores the hash.
 */

export interface RowKey {
  rowNumber: number;
  /** The canonical text, or its hash when `rowKeys` was given a hash function. */
  key: string;
  /** 1 for the first row of the file with this key, 2 for the second identical row, ... */
  occurrence: number;
}

/** Bumped when the canonical text changes, so keys of different versions never collide. */
const KEY_VERSION = 'v1';

const SHORTEST = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;
/** Shortest plain decimal text; the readers already give it, so Decimal is the slow path. */
const plain = (text: string): string =>
  SHORTEST.test(text) && text !== '-0' ? text : new Decimal(text).toFixed();

function instrumentText(execution: Execution): string[] {
  const { instrument } = execution;
  if (instrument.kind === 'STOCK') return ['STOCK'];
  return [
    'OPTION',
    instrument.expiration,
    plain(instrument.strike),
    instrument.right,
    plain(instrument.multiplier),
  ];
}

/**
 * The row's identity as text: the broker's execution id and account when the file has an id, else the
 * account and every trade field (the books' time, instrument, side, effect, event, quantity, price,
 * fees, order number). The file's format and the row's position are left out on purpose.
 */
export function canonicalRowText(execution: Execution): string {
  if (execution.brokerExecutionId !== null)
    return JSON.stringify([KEY_VERSION, 'id', execution.account, execution.brokerExecutionId]);
  return JSON.stringify([
    KEY_VERSION,
    'fields',
    execution.account,
    execution.tradeTime,
    execution.ticker,
    ...instrumentText(execution),
    execution.side ?? '',
    execution.effect,
    execution.event,
    plain(execution.quantity),
    plain(execution.pricePerShare),
    plain(execution.fees),
    execution.orderId ?? '',
  ]);
}

/** Each row's key and its occurrence among identical rows, in file order. */
export function rowKeys(
  executions: readonly Execution[],
  hash: (canonicalText: string) => string = (text) => text,
): RowKey[] {
  const seen = new Map<string, number>();
  const byRow = executions.every((e, i) => i === 0 || executions[i - 1]!.rowNumber < e.rowNumber)
    ? executions
    : [...executions].sort((a, b) => a.rowNumber - b.rowNumber);
  return byRow.map((execution) => {
    const key = hash(canonicalRowText(execution));
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    return { rowNumber: execution.rowNumber, key, occurrence };
  });
}

/**
 * The row numbers that are duplicates of earlier imports: of k rows sharing a key with m stored, the
 * first m (by occurrence) are duplicates and the other k - m are new. `stored` counts rows already
 * imported per key; keys it lacks count 0.
 */
export function duplicateRows(keys: readonly RowKey[], stored: ReadonlyMap<string, number>): Set<number> {
  const duplicates = new Set<number>();
  for (const { rowNumber, key, occurrence } of keys) {
    if (occurrence <= (stored.get(key) ?? 0)) duplicates.add(rowNumber);
  }
  return duplicates;
}

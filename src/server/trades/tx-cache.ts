import type { PositionRecord } from './position-record';

/**
 * What a transaction that books many changes in a row (an import's commit) already knows, so each
 * change need not read it again: the positions it has locked or written, as they are now, and the
 * quarters it has made sure of. Only that transaction writes those rows until it ends (it holds their
 * locks, or created them unseen), so what it remembers stays true. A transaction without one (every
 * form) reads the database as before.
 */
interface TxCache {
  records: Map<number, PositionRecord>;
  quarters: Set<string>;
}

const caches = new WeakMap<object, TxCache>();

/** From now on `tx` remembers what it locks and writes, until it ends. */
export function cacheWithin(tx: object): void {
  caches.set(tx, { records: new Map(), quarters: new Set() });
}

/** The position as `tx` last locked or wrote it, when it keeps a cache and has seen it. */
export function cachedRecord(tx: object, id: number): PositionRecord | undefined {
  return caches.get(tx)?.records.get(id);
}

/** `record` is the position as it now is inside `tx` (kept only when `tx` keeps a cache). */
export function remember(tx: object, record: PositionRecord): PositionRecord {
  caches.get(tx)?.records.set(record.position.id, record);
  return record;
}

/** Whether `tx` has already made sure the quarter exists. */
export function quarterEnsured(tx: object, key: string): boolean {
  return caches.get(tx)?.quarters.has(key) ?? false;
}

export function rememberQuarter(tx: object, key: string): void {
  caches.get(tx)?.quarters.add(key);
}

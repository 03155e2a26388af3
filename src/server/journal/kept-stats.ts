import type { JournalStats } from '../../domain/journal/api-schemas';
import type { JournalFilter } from '../../domain/journal/trades';
import type { Db } from '../db/client';
import { tradeLogVersion } from '../trades/trade-log-version';

/*
 * The journal's statistics kept per filter and Trade Log data version (decision 020, as the positions
 * list of decision 008): the version the database raises on every committed change to positions,
 * transactions and tags, so a write on any instance retires what every instance kept. Summing 50,000
 * kept trades (kept-book.ts, decision 032) costs 15-20 ms; the Analytics view asks the same ranges
 * again and again, and a kept answer costs 2 ms.
 */

const KEPT_FILTERS = 8;

interface Kept {
  version: bigint;
  stats: JournalStats;
}

const keptByDatabase = new WeakMap<Db, Map<string, Kept>>();

/** The filter's statistics: kept ones when the data version has not moved, else `load`'s. */
export async function keptJournalStats(
  db: Db,
  filter: JournalFilter,
  load: () => Promise<JournalStats>,
): Promise<JournalStats> {
  let kept = keptByDatabase.get(db);
  if (kept === undefined) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  const key = JSON.stringify([filter.range.from, filter.range.to, filter.tag]);
  // Read before loading: a change committed meanwhile is then at worst newer than the version kept with it.
  const version = await tradeLogVersion(db);
  const hit = kept.get(key);
  if (hit !== undefined && hit.version === version) {
    // Most recently used last.
    kept.delete(key);
    kept.set(key, hit);
    return hit.stats;
  }
  const stats = await load();
  kept.delete(key);
  kept.set(key, { version, stats });
  if (kept.size > KEPT_FILTERS) kept.delete(kept.keys().next().value!);
  return stats;
}

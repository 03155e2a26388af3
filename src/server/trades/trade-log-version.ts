import { eq } from 'drizzle-orm';
import { dataVersions } from '../db/schema';
import type { Executor } from '../books';

/** The data_versions key the triggers on quarters, positions, transactions and sectors raise. */
export const TRADE_LOG_VERSION = 'trade_log';

/**
 * The Trade Log's data version as the database has it: it grows with every committed change to its
 * tables, whichever instance or code path made it.
 */
export async function tradeLogVersion(db: Executor): Promise<bigint> {
  const [row] = await db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.key, TRADE_LOG_VERSION));
  return row?.version ?? 0n;
}

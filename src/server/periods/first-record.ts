import { sql } from 'drizzle-orm';
import { quarterOfDay, type Quarter } from '../../domain/quarters';
import { queryRows } from '../db/client';
import { investments, positions, transactions } from '../db/schema';
import type { Executor } from '../books';

/**
 * The quarter of the fund's first record: the earliest investment or redemption record, Trade Log
 * position or transaction; null while the books hold none. No quarter before it can be closed.
 */
export async function firstRecordQuarter(ex: Executor): Promise<Quarter | null> {
  const [row] = await queryRows<{ day: string | null }>(
    ex,
    sql`select least(
          (select min(${investments.investmentDate})::text from ${investments}),
          (select min(${positions.openDate})::text from ${positions}),
          (select min(${transactions.date})::text from ${transactions})
        ) as day`,
  );
  return row?.day ? quarterOfDay(row.day) : null;
}

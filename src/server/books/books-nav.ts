import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { feeRuns, investments } from '../db/schema';
import type { Executor } from './transaction';

/** A NAV per unit the books hold, and where it was recorded. */
export interface BooksNav {
  navPerUnit: Decimal;
  /** 'YYYY-MM-DD': the record's date or the fee run's quarter end. */
  date: string;
  source: 'record' | 'fee_run';
}

/**
 * The books' NAV per unit for `day` ('YYYY-MM-DD'): the latest one recorded on or before it, an
 * investment or redemption record's NAV at entry or a posted fee run's quarter-end NAV (the run's when
 * both fall on one day); null when the books hold none by then. The one answer to "what is a unit
 * worth on that day, by the books": an approval is checked against it (docs/requirements.md#req-approve)
 * and the NAV fields default to it.
 */
export async function booksNavOn(ex: Executor, day: string): Promise<BooksNav | null> {
  const [row] = await queryRows<{ nav: string; date: string; source: BooksNav['source'] }>(
    ex,
    sql`select nav::text as nav, day::text as date, source from (
          select ${investments.navAtEntry} as nav, ${investments.investmentDate} as day, 'record' as source,
                 0 as rank, ${investments.id} as id
            from ${investments} where ${investments.investmentDate} <= ${day}
          union all
          select ${feeRuns.navPerUnit}, ${feeRuns.periodEnd}, 'fee_run', 1, ${feeRuns.id}
            from ${feeRuns} where ${feeRuns.periodEnd} <= ${day}
        ) navs
        order by day desc, rank desc, id desc
        limit 1`,
  );
  return row ? { navPerUnit: new Decimal(row.nav), date: row.date, source: row.source } : null;
}

import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
import { feeRuns, investments, investorNavData } from '../db/schema';
import type { Executor } from './transaction';

/** A NAV per unit the books hold, and where it was recorded. */
export interface BooksNav {
  navPerUnit: Decimal;
  /**
   * 'YYYY-MM-DD': the record's date, the fee run's quarter end, or for the NAV history the day before
   * the quarter (or year) its start NAV is of: a quarter's start NAV is the one before's end NAV.
   */
  date: string;
  source: 'record' | 'fee_run' | 'nav_history';
}

/**
 * The books' NAV per unit for `day` ('YYYY-MM-DD'): the latest one recorded on or before it, an
 * investment or redemption record's NAV at entry, a posted fee run's quarter-end NAV, or the NAV
 * history's quarter-start or year-start NAV as the day before that quarter or year (on one day a run
 * wins over a record, and a record over the history); null when the books hold none by then. The one answer to "what is a unit
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
          union all
          select nav, day, 'nav_history', -1, id from (
            select ${investorNavData.navValue} as nav, ${investorNavData.id} as id,
                   case ${investorNavData.kind}
                     when 'quarterly' then make_date(substr(${investorNavData.period}, 4, 4)::int,
                       (substr(${investorNavData.period}, 2, 1)::int - 1) * 3 + 1, 1) - 1
                     else make_date(${investorNavData.period}::int, 1, 1) - 1
                   end as day
              from ${investorNavData}
             where (${investorNavData.kind} = 'quarterly' and ${investorNavData.period} ~ '^Q[1-4]_[0-9]{4}$')
                or (${investorNavData.kind} = 'year_start' and ${investorNavData.period} ~ '^[0-9]{4}$')
          ) history where day <= ${day}::date
        ) navs
        order by day desc, rank desc, id desc
        limit 1`,
  );
  return row ? { navPerUnit: new Decimal(row.nav), date: row.date, source: row.source } : null;
}

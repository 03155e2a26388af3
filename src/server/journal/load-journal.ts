import { sql } from 'drizzle-orm';
import { CLOSING_TYPES, type TransactionType } from '../../domain/positions/transaction-types';
import type { PositionType } from '../../domain/positions/units';
import type { JournalFilter, JournalPosition } from '../../domain/journal/trades';
import { addDays } from '../../domain/weeks/day-number';
import { queryRows, type Db } from '../db/client';

/*
 * The journal's input (docs/requirements.md#jr-trades) in one statement: the transactions dated in the
 * range that are closes or carry fees, and the positions they belong to with their tags, nothing else.
 * Each part is one JSON text of arrays (PGlite decodes a result field by field; 50,000 rows of objects
 * would cost more than the statistics), and P&L and fees stay exact as text. The domain applies the
 * range and the tag again: the statement only spares it everything else.
 */

type TransactionRowJson = [
  id: number,
  positionId: number,
  type: TransactionType,
  quantity: number | null,
  closeValue: number | null,
  netProfit: string | null,
  date: string,
  fees: string | null,
];

type PositionRowJson = [
  id: number,
  type: PositionType,
  ticker: string,
  action: string | null,
  optionType: string | null,
  openDate: string,
  premium: string | null,
];

const closingTypes = sql.join(
  CLOSING_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/** The positions the journal reads for `filter`, each with its picked transactions, oldest first. */
export async function loadJournal(db: Db, filter: JournalFilter): Promise<JournalPosition[]> {
  const { from, to } = filter.range;
  const conditions = [
    sql`(t.type in (${closingTypes}) or t.fees <> 0)`,
    ...(from === null ? [] : [sql`t.date >= ${from}::timestamp`]),
    // Inclusive of the whole last day.
    ...(to === null ? [] : [sql`t.date < ${addDays(to, 1)}::timestamp`]),
    ...(filter.tag === null
      ? []
      : [
          sql`t.position_id in (select pt.position_id from position_tags pt join tags g on g.id = pt.tag_id
                                where lower(g.name) = ${filter.tag.toLowerCase()})`,
        ]),
  ];
  const [row] = await queryRows<{ transactions: string; positions: string; tags: string }>(
    db,
    sql`with picked as (
          select t.id, t.position_id, t.type, t.quantity, t.close_value, t.net_profit, t.date, t.fees
          from transactions t where ${sql.join(conditions, sql` and `)}
        ),
        held as (select distinct position_id as id from picked)
        select
          (select coalesce(json_agg(json_build_array(id, position_id, type, quantity, close_value,
             net_profit::text, date::text, fees::text) order by date, id), '[]')::text from picked) as "transactions",
          (select coalesce(json_agg(json_build_array(p.id, p.type, p.ticker, p.action, p.option_type,
             p.open_date::text, p.premium::text)), '[]')::text
           from positions p join held h on h.id = p.id) as "positions",
          (select coalesce(json_agg(json_build_array(pt.position_id, g.name) order by g.name), '[]')::text
           from position_tags pt join held h on h.id = pt.position_id join tags g on g.id = pt.tag_id) as "tags"`,
  );
  const byId = new Map<number, JournalPosition & { tags: string[] }>();
  for (const [id, type, ticker, action, optionType, openDate, premium] of JSON.parse(
    row!.positions,
  ) as PositionRowJson[]) {
    byId.set(id, { id, type, ticker, action, optionType, openDate, premium, tags: [], transactions: [] });
  }
  for (const [positionId, name] of JSON.parse(row!.tags) as [number, string][])
    byId.get(positionId)!.tags.push(name);
  for (const [id, positionId, type, quantity, closeValue, netProfit, date, fees] of JSON.parse(
    row!.transactions,
  ) as TransactionRowJson[]) {
    byId.get(positionId)!.transactions.push({ id, type, quantity, closeValue, netProfit, date, fees });
  }
  return [...byId.values()];
}

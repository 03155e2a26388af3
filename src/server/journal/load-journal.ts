import { sql } from 'drizzle-orm';
import type { JournalFilter, JournalPosition } from '../../domain/journal/trades';
import { CLOSING_TYPES, type TransactionType } from '../../domain/positions/transaction-types';
import type { PositionType } from '../../domain/positions/units';
import { addDays } from '../../domain/calendar';
import { queryRows, type Db } from '../db/client';

/*
 * The journal's input (docs/requirements.md#jr-trades) in one statement: the transactions dated in the
 * range that are closes or carry fees, and the positions they belong to with their tags, only the
 * columns the rules read. Each part comes back as one text of tab-separated lines: turning 50,000 rows
 * into text is most of what PGlite spends here, and plain lines cost it (and the parse) far less than
 * JSON (decision 020). Tickers and tags hold no control characters (docs/requirements.md#input-text),
 * so tabs and line feeds cannot occur inside a field; P&L and fees stay exact as text; the order is
 * the domain's to make.
 */

const closingTypes = sql.join(
  CLOSING_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

/**
 * Calls `read` with the fields of each line, in one array reused from line to line (read what you
 * need before returning). Scanning with indexOf makes no array per line and no string per line: for
 * 50,000 lines a third of the time of splitting the text, then each line (decision 028).
 */
function eachLine(text: string | null | undefined, read: (fields: readonly string[]) => void): void {
  if (!text) return;
  const fields: string[] = [];
  const length = text.length;
  let start = 0;
  while (start <= length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = length;
    fields.length = 0;
    let from = start;
    for (;;) {
      const tab = text.indexOf('\t', from);
      if (tab === -1 || tab > end) {
        fields.push(text.slice(from, end));
        break;
      }
      fields.push(text.slice(from, tab));
      from = tab + 1;
    }
    read(fields);
    start = end + 1;
  }
}
const textOrNull = (field: string | undefined): string | null =>
  field === undefined || field === '' ? null : field;
const numberOrNull = (field: string | undefined): number | null =>
  field === undefined || field === '' ? null : Number(field);

/** Only the positions of these ids and those of ids above `after` (the ones created since). */
export interface PositionScope {
  ids: readonly number[];
  after: number;
}

/**
 * The positions the journal reads for `filter`, each with its picked transactions. With `detail`, each
 * transaction also has its id and close value (the trades' rows); without, the statistics need
 * neither, and each transaction is numbered in the order read.
 */
export async function loadJournal(
  db: Db,
  filter: JournalFilter,
  { detail, only }: { detail: boolean; only?: PositionScope },
): Promise<JournalPosition[]> {
  const { from, to } = filter.range;
  const conditions = [
    sql`(t.type in (${closingTypes}) or t.fees <> 0)`,
    // One text parameter rather than one per id.
    ...(only === undefined
      ? []
      : [
          sql`(t.position_id = any(string_to_array(${only.ids.join(',')}, ',')::int[])
               or t.position_id > ${only.after})`,
        ]),
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
  const picked = sql`transactions t where ${sql.join(conditions, sql` and `)}`;
  // The positions part repeats the filter rather than sharing a CTE: PGlite materializes a CTE read
  // twice, which cost more than a second scan.
  const heldIds = sql`(select t.position_id from ${picked})`;
  const extra = detail ? sql`, E'\t', t.id, E'\t', t.close_value` : sql``;
  const [row] = await queryRows<{ transactions: string | null; positions: string | null }>(
    db,
    sql`select
          (select string_agg(concat(t.position_id, E'\t', t.type, E'\t', t.quantity, E'\t', t.net_profit,
             E'\t', t.date::date, E'\t', t.fees ${extra}), E'\n') from ${picked}) as "transactions",
          (select string_agg(concat(p.id, E'\t', p.type, E'\t', p.ticker, E'\t', p.action, E'\t', p.option_type,
             E'\t', p.open_date::date, E'\t', p.premium, E'\t', n.names), E'\n')
           from positions p
           left join (select pt.position_id, string_agg(g.name, E'\x1f' order by g.name) as names
                      from position_tags pt join tags g on g.id = pt.tag_id
                      where pt.position_id in ${heldIds} group by pt.position_id) n
             on n.position_id = p.id
           where p.id in ${heldIds}) as "positions"`,
  );
  const byId = new Map<number, JournalPosition>();
  eachLine(row?.positions, (f) => {
    const id = Number(f[0]);
    byId.set(id, {
      id,
      type: f[1] as PositionType,
      ticker: f[2]!,
      action: textOrNull(f[3]),
      optionType: textOrNull(f[4]),
      openDate: f[5]!,
      premium: textOrNull(f[6]),
      // Names hold no control characters, so the unit separator cannot occur inside one.
      tags: f[7] ? f[7].split('\x1f') : [],
      transactions: [],
    });
  });
  let read = 0;
  // position, type, quantity, P&L, day, fees; with detail also id and close value.
  eachLine(row?.transactions, (f) => {
    read += 1;
    byId.get(Number(f[0]))!.transactions.push({
      id: detail ? Number(f[6]) : read,
      type: f[1] as TransactionType,
      quantity: numberOrNull(f[2]),
      closeValue: numberOrNull(f[7]),
      netProfit: textOrNull(f[3]),
      date: f[4]!,
      fees: textOrNull(f[5]),
    });
  });
  return [...byId.values()];
}

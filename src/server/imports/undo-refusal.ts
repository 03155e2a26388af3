import { inArray, sql } from 'drizzle-orm';
import type { ImportStatus } from '../../domain/imports/api-schemas';
import { undoRefusal } from '../../domain/imports/undo-refusal';
import { latestClosedQuarter, quartersOf, type Executor } from '../books';
import { queryRows, type Db } from '../db/client';
import { importPositions, imports } from '../db/schema';
import { positionFingerprint } from './fingerprint';

/**
 * Why the books would refuse to undo each of these imports now (null: they would take it), by
 * `undoRefusal`. The past imports' list reads it to disable Undo beforehand; the undo reads it inside
 * its own transaction, after locking what it writes, so a stale screen still gets the 409. An undo
 * touches its positions' quarters and dates as they are now (with their transactions') and as they
 * were before the import, the same dates the undo's `guardWrite` is given.
 */
export async function undoRefusals(
  ex: Executor,
  importIds: readonly number[],
): Promise<Map<number, string | null>> {
  const answers = new Map<number, string | null>();
  if (importIds.length === 0) return answers;
  const records = await ex
    .select({ id: imports.id, status: imports.status })
    .from(imports)
    .where(inArray(imports.id, [...importIds]));
  const committed = records.filter((record) => record.status === 'COMMITTED').map((record) => record.id);
  const facts = new Map<number, { changed: boolean; quarters: string[]; firstDay: string | null }>();
  if (committed.length > 0) {
    const rows = await queryRows<{
      import_id: number;
      changed: boolean;
      quarters: string[] | null;
      first_day: string | null;
    }>(
      ex as Db,
      sql`select ip.import_id,
            bool_or(${positionFingerprint(sql`ip.position_id`)} is distinct from ip.after_fingerprint) as changed,
            array_remove(array_agg(distinct p.quarter) || array_agg(distinct ip.before ->> 'quarter'), null) as quarters,
            least(min(left(p.open_date::text, 10)), min(left(p.close_date::text, 10)),
                  min(left(ip.before ->> 'openDate', 10)), min(left(ip.before ->> 'closeDate', 10)),
                  min(left(t.first_date::text, 10))) as first_day
          from ${importPositions} ip left join positions p on p.id = ip.position_id
            left join lateral (select min(date) as first_date from transactions
                               where position_id = ip.position_id) t on true
          where ip.import_id in (${sql.join(
            committed.map((id) => sql`${id}`),
            sql`, `,
          )})
          group by ip.import_id`,
    );
    for (const row of rows)
      facts.set(Number(row.import_id), {
        changed: Boolean(row.changed),
        quarters: row.quarters ?? [],
        firstDay: row.first_day,
      });
  }
  const latestClosed = committed.length > 0 ? await latestClosedQuarter(ex) : null;
  for (const record of records) {
    const known = facts.get(record.id);
    answers.set(
      record.id,
      undoRefusal({
        status: record.status as ImportStatus,
        changedSince: known?.changed ?? false,
        earliestQuarter: known
          ? (quartersOf({ quarters: known.quarters, days: [known.firstDay] })[0] ?? null)
          : null,
        latestClosed,
      }),
    );
  }
  return answers;
}

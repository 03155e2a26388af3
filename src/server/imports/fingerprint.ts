import { sql, type SQL } from 'drizzle-orm';

/**
 * A position's state as one text: its row, its transactions' ids and its sectors. A commit keeps it
 * for each position it wrote; an undo compares, so any later edit, close, roll or deletion (even one
 * that leaves updated_at alone) is seen. Null when the position is gone.
 */
export function positionFingerprint(positionId: SQL): SQL {
  return sql`md5(
    (select row_to_json(p)::text from positions p where p.id = ${positionId}) || '|' ||
    coalesce((select string_agg(t.id::text, ',' order by t.id) from transactions t
              where t.position_id = ${positionId}), '') || '|' ||
    coalesce((select string_agg(s.sector_id::text, ',' order by s.sector_id) from position_sectors s
              where s.position_id = ${positionId}), ''))`;
}

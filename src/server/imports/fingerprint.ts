import { sql, type SQL } from 'drizzle-orm';

/**
 * A position's state as one text: its row, its transactions' ids, its sectors and its tags. A commit
 * keeps it for each position it wrote; an undo compares, so any later edit, close, roll, tagging or
 * deletion (even one that leaves updated_at alone) is seen. Null when the position is gone. The tags
 * part is there only when the position has tags, so fingerprints kept before tags existed still match.
 */
export function positionFingerprint(positionId: SQL): SQL {
  return sql`md5(
    (select row_to_json(p)::text from positions p where p.id = ${positionId}) || '|' ||
    coalesce((select string_agg(t.id::text, ',' order by t.id) from transactions t
              where t.position_id = ${positionId}), '') || '|' ||
    coalesce((select string_agg(s.sector_id::text, ',' order by s.sector_id) from position_sectors s
              where s.position_id = ${positionId}), '') ||
    coalesce('|' || (select string_agg(g.tag_id::text, ',' order by g.tag_id) from position_tags g
              where g.position_id = ${positionId}), ''))`;
}

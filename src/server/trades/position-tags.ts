import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRADE_MESSAGES as M } from '../../domain/positions/messages';
import type { PositionTagsChange } from '../../domain/positions/payloads/position-tags';
import type { PositionTagsResponse } from '../../domain/positions/responses';
import { TAGS_PER_POSITION_MAX } from '../../domain/text-input';
import { deferAudits, flushAudits, guardWrite, type Tx, writeAudit } from '../books';
import type { Db } from '../db/client';
import { positionTags, tags } from '../db/schema';
import { HttpError } from '../http-error';
import { positionDated } from './position-dated';
import { positionItems } from './position-item';
import { resolveNameIds, TAG_TABLES } from './position-names';
import { auditSnapshot, loadRecordsForUpdate, tagRowsOf, type PositionRecord } from './records';

/** The tag's id, matched ignoring case. */
async function findTag(tx: Tx, name: string): Promise<number> {
  const [row] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(eq(sql`lower(${tags.name})`, name.toLowerCase()));
  return row!.id;
}

const carries = (record: PositionRecord, name: string): boolean =>
  record.tags.some((tag) => tag.toLowerCase() === name.toLowerCase());

/**
 * POST /api/positions/tags (docs/requirements.md#tl-tags): in one transaction, adds the tag to (or
 * removes it from) every position named, with an audit row for each position that changed. An unknown
 * position (404) or one that would carry more than TAGS_PER_POSITION_MAX tags (400) changes nothing.
 */
export async function tagPositions(
  db: Db,
  change: PositionTagsChange,
  actor: string,
): Promise<PositionTagsResponse> {
  return db.transaction(async (tx) => {
    const records = await loadRecordsForUpdate(tx, change.positionIds);
    if (records.length !== change.positionIds.length) throw new HttpError(404, M.positionNotFound);
    const adding = change.action === 'add';
    const affected = records.filter((record) => carries(record, change.tag) !== adding);
    if (adding && affected.some((record) => record.tags.length >= TAGS_PER_POSITION_MAX))
      throw new HttpError(400, M.tooManyTags);
    // A position of a closed quarter keeps its tags too (docs/requirements.md#period-close).
    for (const record of records) await guardWrite(tx, positionDated(record));
    if (affected.length === 0) return { positions: await positionItems(tx, records), changed: 0 };

    // Thousands of positions may be tagged at once: the audit rows go in chunks.
    deferAudits(tx);
    const ids = affected.map((record) => record.position.id);
    if (adding) {
      const [tagId] = await resolveNameIds(tx, TAG_TABLES, [change.tag], actor);
      await tx.insert(positionTags).values(ids.map((positionId) => ({ positionId, tagId: tagId! })));
    } else {
      // Some position carries it, so the tag exists.
      const tagId = await findTag(tx, change.tag);
      await tx
        .delete(positionTags)
        .where(and(eq(positionTags.tagId, tagId), inArray(positionTags.positionId, ids)));
    }
    // Read back, so the names are in the order (and spelling) a fresh load of the list gives.
    const tagsNow = new Map<number, string[]>(ids.map((id) => [id, []]));
    for (const row of await tagRowsOf(tx, ids)) tagsNow.get(row.positionId)!.push(row.name);
    const changed = new Map<number, PositionRecord>();
    for (const before of affected) {
      const after: PositionRecord = { ...before, tags: tagsNow.get(before.position.id)! };
      changed.set(before.position.id, after);
      await writeAudit(tx, {
        actor,
        action: adding ? 'add_tag' : 'remove_tag',
        entity: 'position',
        entityId: before.position.id,
        before: auditSnapshot(before),
        after: auditSnapshot(after),
      });
    }
    await flushAudits(tx);
    const answered = records.map((record) => changed.get(record.position.id) ?? record);
    return { positions: await positionItems(tx, answered), changed: affected.length };
  });
}

import { and, eq, sql } from 'drizzle-orm';
import { IMPORT_API_MESSAGES as M, type ImportView } from '../../domain/imports/api-schemas';
import { guardWrite, writeAudit } from '../books';
import type { Db } from '../db/client';
import { importPositions, importRows, imports, positions, transactions } from '../db/schema';
import { HttpError } from '../http-error';
import { auditSnapshot, reloadRecord, type PositionRow } from '../trades/records';
import { undoRefusals } from './undo-refusal';
import { viewOf } from './plan-now';
import { positionDated } from '../trades/position-dated';
import { loadImport } from './store';

/** The columns an undo puts back: all but the identity and the creation time. */
function restorable(row: PositionRow) {
  const { id: _id, createdAt: _createdAt, ...columns } = row;
  return columns;
}

/**
 * DELETE /api/imports/{id}: undoes a committed import as a whole, in one transaction. Positions it
 * created are deleted, positions it changed get their rows back and lose its transactions. Refused
 * (409, `undoRefusal`'s words) when it is not committed, when any of them has changed since the commit
 * (putting them back would lose that change), or when it touches a closed quarter.
 */
export async function undoImport(db: Db, importId: number, actor: string): Promise<ImportView> {
  return db.transaction(async (tx) => {
    const [record] = await tx.select().from(imports).where(eq(imports.id, importId)).for('update');
    if (record === undefined) throw new HttpError(404, M.notFound);
    // Lock every position it wrote before checking, so nothing changes them between check and undo.
    await tx.execute(sql`select id from ${positions} where id in
      (select position_id from ${importPositions} where import_id = ${importId}) for update`);
    // The list's rule, read again here: a screen older than a change or a close gets the same words.
    const refusal = (await undoRefusals(tx, [importId])).get(importId) ?? null;
    if (refusal !== null) throw new HttpError(409, refusal);

    const written = await tx.select().from(importPositions).where(eq(importPositions.importId, importId));
    // Undoing deletes or puts back positions: every date they carry now, and every date they had.
    for (const { positionId, before } of written) {
      await guardWrite(tx, positionDated(await reloadRecord(tx, positionId)));
      if (before !== null) {
        const row = before as PositionRow;
        await guardWrite(tx, { quarters: [row.quarter], days: [row.openDate, row.closeDate] });
      }
    }
    for (const { positionId, before } of written) {
      const current = await reloadRecord(tx, positionId);
      if (before === null) {
        await tx.delete(positions).where(eq(positions.id, positionId));
        await writeAudit(tx, {
          actor,
          action: 'delete',
          entity: 'position',
          entityId: positionId,
          before: auditSnapshot(current),
          after: { undoneImport: importId },
        });
        continue;
      }
      await tx
        .delete(transactions)
        .where(and(eq(transactions.positionId, positionId), eq(transactions.importId, importId)));
      await tx
        .update(positions)
        .set(restorable(before as PositionRow))
        .where(eq(positions.id, positionId));
      await writeAudit(tx, {
        actor,
        action: 'restore',
        entity: 'position',
        entityId: positionId,
        before: auditSnapshot(current),
        after: { ...auditSnapshot(await reloadRecord(tx, positionId)), undoneImport: importId },
      });
    }
    await tx.update(importRows).set({ imported: false }).where(eq(importRows.importId, importId));
    await tx
      .update(imports)
      .set({ status: 'UNDONE', undoneAt: sql`now()` })
      .where(eq(imports.id, importId));
    await writeAudit(tx, { actor, action: 'undo', entity: 'import', entityId: importId });
    return viewOf(tx, (await loadImport(tx, importId))!);
  });
}

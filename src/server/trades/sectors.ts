import { asc, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../db/audit';
import type { Db } from '../db/client';
import { positionSectors, sectors } from '../db/schema';
import type { Tx } from './records';

export async function listSectors(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select().from(sectors).orderBy(asc(sectors.name), asc(sectors.id));
}

/**
 * The ids of the named sectors, creating (and auditing) the ones that are new. Names match an
 * existing sector ignoring case, so 'tech' on one position and 'Tech' on another share one sector,
 * spelled as it was first written.
 */
export async function resolveSectorIds(tx: Tx, names: readonly string[], actor: string): Promise<number[]> {
  if (names.length === 0) return [];
  const existing = await tx
    .select()
    .from(sectors)
    .where(
      inArray(
        sql`lower(${sectors.name})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
  const byName = new Map(existing.map((sector) => [sector.name.toLowerCase(), sector.id]));
  const ids: number[] = [];
  for (const name of names) {
    let id = byName.get(name.toLowerCase());
    if (id === undefined) {
      const [created] = await tx.insert(sectors).values({ name }).onConflictDoNothing().returning();
      if (created) {
        await writeAudit(tx, {
          actor,
          action: 'create',
          entity: 'sector',
          entityId: created.id,
          after: created,
        });
        id = created.id;
      } else {
        // Created by a concurrent request a moment ago.
        const [row] = await tx.select().from(sectors).where(eq(sectors.name, name));
        id = row!.id;
      }
      byName.set(name.toLowerCase(), id);
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Replaces a position's sectors. */
export async function setPositionSectors(
  tx: Tx,
  positionId: number,
  sectorIds: readonly number[],
): Promise<void> {
  await tx.delete(positionSectors).where(eq(positionSectors.positionId, positionId));
  await addPositionSectors(tx, positionId, sectorIds);
}

/** Gives a position that has none yet (one just created) its sectors. */
export async function addPositionSectors(
  tx: Tx,
  positionId: number,
  sectorIds: readonly number[],
): Promise<void> {
  if (sectorIds.length === 0) return;
  await tx.insert(positionSectors).values(sectorIds.map((sectorId) => ({ positionId, sectorId })));
}

/** The sectors' names, alphabetical, as a position's record lists them. */
export async function sectorNames(tx: Tx, sectorIds: readonly number[]): Promise<string[]> {
  if (sectorIds.length === 0) return [];
  const rows = await tx
    .select({ name: sectors.name })
    .from(sectors)
    .where(inArray(sectors.id, [...sectorIds]))
    .orderBy(asc(sectors.name));
  return rows.map((row) => row.name);
}

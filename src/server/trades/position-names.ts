import { asc, eq, inArray, sql } from 'drizzle-orm';
import { type Executor, type Tx, writeAudit } from '../books';
import type { Db } from '../db/client';
import { positionSectors, positionTags, sectors, tags } from '../db/schema';

/*
 * Sectors and tags: names a position carries, each kept once in its own table and linked to positions
 * (docs/requirements.md#tl-sectors, #tl-tags). Both follow one rule, so one set of functions serves
 * both, given which pair of tables to use.
 */

export interface NameTables {
  names: typeof sectors | typeof tags;
  links: typeof positionSectors | typeof positionTags;
  /** The links' column naming the name's row. */
  linkColumn: typeof positionSectors.sectorId | typeof positionTags.tagId;
  /** A link row of this pair of tables. */
  link: (
    positionId: number,
    id: number,
  ) => typeof positionSectors.$inferInsert | typeof positionTags.$inferInsert;
  /** The audit log's entity for a new name. */
  entity: 'sector' | 'tag';
}

export const SECTOR_TABLES: NameTables = {
  names: sectors,
  links: positionSectors,
  linkColumn: positionSectors.sectorId,
  link: (positionId, sectorId) => ({ positionId, sectorId }),
  entity: 'sector',
};

export const TAG_TABLES: NameTables = {
  names: tags,
  links: positionTags,
  linkColumn: positionTags.tagId,
  link: (positionId, tagId) => ({ positionId, tagId }),
  entity: 'tag',
};

export async function listNames(db: Db, tables: NameTables): Promise<{ id: number; name: string }[]> {
  const { names } = tables;
  return db.select({ id: names.id, name: names.name }).from(names).orderBy(asc(names.name), asc(names.id));
}

/**
 * The ids of the named rows, creating (and auditing) the ones that are new. Names match an existing
 * row ignoring case, so 'tech' on one position and 'Tech' on another share one sector, spelled as it
 * was first written.
 */
export async function resolveNameIds(
  tx: Tx,
  tables: NameTables,
  wanted: readonly string[],
  actor: string,
): Promise<number[]> {
  if (wanted.length === 0) return [];
  const { names } = tables;
  const existing = await tx
    .select({ id: names.id, name: names.name })
    .from(names)
    .where(
      inArray(
        sql`lower(${names.name})`,
        wanted.map((name) => name.toLowerCase()),
      ),
    );
  const byName = new Map(existing.map((row) => [row.name.toLowerCase(), row.id]));
  const ids: number[] = [];
  for (const name of wanted) {
    let id = byName.get(name.toLowerCase());
    if (id === undefined) {
      const [created] = await tx
        .insert(names)
        .values({ name })
        .onConflictDoNothing()
        .returning({ id: names.id, name: names.name });
      if (created) {
        await writeAudit(tx, {
          actor,
          action: 'create',
          entity: tables.entity,
          entityId: created.id,
          after: created,
        });
        id = created.id;
      } else {
        // Created by a concurrent request a moment ago.
        const [row] = await tx.select({ id: names.id }).from(names).where(eq(names.name, name));
        id = row!.id;
      }
      byName.set(name.toLowerCase(), id);
    }
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Gives a position that has none yet (one just created) these names. */
export async function addPositionNames(
  tx: Tx,
  tables: NameTables,
  positionId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(tables.links)
    .values(ids.map((id) => tables.link(positionId, id)) as never[])
    .onConflictDoNothing();
}

/** Replaces a position's names. */
export async function setPositionNames(
  tx: Tx,
  tables: NameTables,
  positionId: number,
  ids: readonly number[],
): Promise<void> {
  await tx.delete(tables.links).where(eq(tables.links.positionId, positionId));
  await addPositionNames(tx, tables, positionId, ids);
}

/** The ids of a position's names (a roll hands them on). */
export async function positionNameIds(tx: Tx, tables: NameTables, positionId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: tables.linkColumn })
    .from(tables.links)
    .where(eq(tables.links.positionId, positionId));
  return rows.map((row) => row.id);
}

/** The names of these ids, alphabetical, as a position's record lists them. */
export async function namesOf(
  executor: Executor,
  tables: NameTables,
  ids: readonly number[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const { names } = tables;
  const rows = await executor
    .select({ name: names.name })
    .from(names)
    .where(inArray(names.id, [...ids]))
    .orderBy(asc(names.name));
  return rows.map((row) => row.name);
}

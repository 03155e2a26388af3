import { and, eq, sql } from 'drizzle-orm';
import { quarterExistsMessage, quarterNotAfterMessage } from '../../domain/positions/messages';
import type { NewQuarterResponse, QuartersResponse } from '../../domain/positions/responses';
import {
  currentTradeQuarter,
  suggestedQuarterName,
  tradeQuarterList,
} from '../../domain/positions/trade-quarters';
import { compareQuarters, parseQuarter, quarterKey, quarterLabel, type Quarter } from '../../domain/quarters';
import { type Executor, guardWrite, type Tx, writeAudit, writeAudits } from '../books';
import type { Db } from '../db/client';
import { positions, quarters } from '../db/schema';
import { HttpError } from '../http-error';

/** The quarters the fund has, in no order. */
export async function knownQuarters(db: Executor): Promise<Quarter[]> {
  const rows = await db.select({ key: quarters.key }).from(quarters);
  return rows.map((row) => parseQuarter(row.key)).filter((quarter): quarter is Quarter => quarter !== null);
}

export async function currentQuarter(db: Executor, today: string): Promise<Quarter> {
  return currentTradeQuarter(await knownQuarters(db), today);
}

export async function quartersResponse(db: Db, today: string): Promise<QuartersResponse> {
  const known = await knownQuarters(db);
  const current = currentTradeQuarter(known, today);
  return {
    quarters: tradeQuarterList(known, today).map(quarterLabel),
    current: quarterLabel(current),
    suggestedNext: suggestedQuarterName(current),
  };
}

/** Records a quarter a position names, if the fund does not have it yet. */
export async function ensureQuarter(tx: Tx, quarter: Quarter, actor: string): Promise<void> {
  const [created] = await tx
    .insert(quarters)
    .values({ key: quarterKey(quarter) })
    .onConflictDoNothing()
    .returning();
  if (created)
    await writeAudit(tx, {
      actor,
      action: 'create',
      entity: 'quarter',
      entityId: created.key,
      after: created,
    });
}

/**
 * 'Create New Quarter': adds the quarter and moves every open theta, stock and option position of
 * the current quarter into it, in one transaction. The new quarter must come after the current one
 * (it may equal it only while the fund has no quarter yet). One audit row for the quarter, one per
 * moved position.
 */
export async function createQuarter(
  db: Db,
  quarter: Quarter,
  actor: string,
  today: string,
): Promise<NewQuarterResponse> {
  return db.transaction(async (tx) => {
    // Two concurrent creations would both read the same current quarter.
    await tx.execute(sql`lock table ${quarters} in share row exclusive mode`);
    const known = await knownQuarters(tx);
    const current = currentTradeQuarter(known, today);
    const key = quarterKey(quarter);
    if (known.some((q) => quarterKey(q) === key))
      throw new HttpError(409, quarterExistsMessage(quarterLabel(quarter)));
    if (compareQuarters(quarter, current) < 0)
      throw new HttpError(400, quarterNotAfterMessage(quarterLabel(current)));
    // The open positions leave the current quarter's list for the new one's: both lists change.
    await guardWrite(tx, { quarters: [key, quarterKey(current)] });

    const [created] = await tx.insert(quarters).values({ key }).returning();
    const moved = await tx
      .update(positions)
      .set({ quarter: key, updatedAt: sql`now()` })
      .where(and(eq(positions.quarter, quarterKey(current)), eq(positions.isOpen, true)))
      .returning({ id: positions.id, type: positions.type });
    const counts = { THETA: 0, STOCK: 0, OPTION: 0 };
    for (const row of moved) counts[row.type] += 1;

    await writeAudit(tx, {
      actor,
      action: 'create',
      entity: 'quarter',
      entityId: key,
      after: { ...created, movedFrom: quarterKey(current), movedPositionIds: moved.map((row) => row.id) },
    });
    await writeAudits(
      tx,
      moved.map((row) => ({
        actor,
        action: 'move',
        entity: 'position',
        entityId: row.id,
        before: { quarter: quarterKey(current) },
        after: { quarter: key },
      })),
    );
    return {
      quarter: quarterLabel(quarter),
      thetaPositions: counts.THETA,
      stockPositions: counts.STOCK,
      optionPositions: counts.OPTION,
      totalMoved: moved.length,
    };
  });
}

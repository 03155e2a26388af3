import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { averageDown } from '../../domain/positions/averages';
import type { AverageDownPosition } from '../../domain/positions/payloads/average-down';
import { checkEditCloseDate, type EditPosition } from '../../domain/positions/payloads/edit-position';
import type { PositionItem } from '../../domain/positions/responses';
import { todayTradeDate, tradeTimestamp } from '../../domain/positions/trade-dates';
import { toNumericText, type PositionType } from '../../domain/positions/units';
import { guardWrite, type Tx, writeAudit } from '../books';
import type { Db } from '../db/client';
import { positions, transactions } from '../db/schema';
import { HttpError } from '../http-error';
import { positionItem } from './position-item';
import { entryColumns, holdingOf, lockPosition } from './position-state';
import {
  auditSnapshot,
  byDateThenId,
  reloadRecord,
  type PositionInsert,
  type PositionRecord,
  type TransactionLink,
} from './records';
import { resolveNameIds, SECTOR_TABLES, setPositionNames, TAG_TABLES } from './position-names';
import { remember } from './tx-cache';
import { positionDated } from './position-dated';

/**
 * PATCH with positionId: average down / add shares or contracts to an open position. The new
 * average is the total cost over the total quantity (stock per share, theta and option per
 * contract). Records BUY (stock) or OPEN (theta, option: more contracts opened).
 */
export async function averageDownPosition(
  db: Db,
  type: PositionType,
  input: AverageDownPosition,
  actor: string,
  today: string,
): Promise<PositionItem> {
  return db.transaction(async (tx) =>
    positionItem(tx, await averageDownPositionIn(tx, type, input, actor, today)),
  );
}

/** averageDownPosition inside a transaction the caller holds (an import books many at once). */
export async function averageDownPositionIn(
  tx: Tx,
  type: PositionType,
  input: AverageDownPosition,
  actor: string,
  today: string,
  link: TransactionLink = {},
): Promise<PositionRecord> {
  {
    const before = await lockPosition(tx, input.positionId, type, { requireOpen: true });
    const holding = holdingOf(before.position);
    const date = tradeTimestamp(input.date ?? todayTradeDate(today));
    await guardWrite(tx, { quarters: [before.position.quarter], days: [date] });
    const result = averageDown({
      heldQuantity: holding.held,
      entryTotal: holding.entryTotal,
      addQuantity: input.quantity,
      addPrice: input.price,
    });
    const [position] = await tx
      .update(positions)
      .set({
        ...entryColumns(type, result.quantity, result.average, result.entryTotal),
        updatedAt: sql`now()`,
      })
      .where(eq(positions.id, before.position.id))
      .returning();
    const [added] = await tx
      .insert(transactions)
      .values({
        positionId: before.position.id,
        type: type === 'STOCK' ? 'BUY' : 'OPEN',
        quantity: String(input.quantity),
        premium: type === 'STOCK' ? null : input.price,
        price: type === 'STOCK' ? input.price : null,
        totalValue: toNumericText(new Decimal(input.price).times(input.quantity)),
        date,
        notes: input.comments,
        ...link,
      })
      .returning();
    // The rows just written, as a read-back would find them; the sectors and tags are unchanged.
    const after = remember(tx, {
      position: position!,
      transactions: byDateThenId([...before.transactions, added!]),
      sectors: before.sectors,
      tags: before.tags,
    });
    await writeAudit(tx, {
      actor,
      action: 'average_down',
      entity: 'position',
      entityId: before.position.id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return after;
  }
}

function editedColumns(edit: EditPosition): Partial<PositionInsert> {
  switch (edit.type) {
    case 'STOCK': {
      const shares = new Decimal(edit.shares);
      const avgPrice = new Decimal(edit.avgPrice);
      return {
        ...entryColumns('STOCK', shares, avgPrice, avgPrice.times(shares)),
        ...(edit.notes === undefined ? {} : { thesis: edit.notes }),
      };
    }
    case 'THETA':
    case 'OPTION': {
      const contracts = new Decimal(edit.contracts);
      const entry =
        edit.type === 'THETA'
          ? entryColumns(
              'THETA',
              contracts,
              new Decimal(edit.premium),
              new Decimal(edit.premium).times(contracts),
            )
          : entryColumns(
              'OPTION',
              contracts,
              new Decimal(edit.costBasis),
              new Decimal(edit.costBasis).times(contracts),
            );
      return {
        ...entry,
        expirationDate: edit.expirationDate,
        strike: edit.strike,
        ...(edit.action === undefined ? {} : { action: edit.action }),
        ...(edit.optionType === undefined ? {} : { optionType: edit.optionType }),
        ...(edit.notes === undefined ? {} : { comments: edit.notes }),
      };
    }
  }
}

/**
 * PATCH with id: the Edit form. A closed position needs its close date, booked at 9:00. Transactions
 * and a closed position's netProfit are left as they were booked.
 */
export async function editPosition(
  db: Db,
  type: PositionType,
  edit: EditPosition,
  actor: string,
): Promise<PositionItem> {
  return db.transaction(async (tx) => {
    const before = await lockPosition(tx, edit.id, type, { requireOpen: false });
    const closeDate = checkEditCloseDate(before.position.isOpen, edit);
    if (!closeDate.ok) throw new HttpError(400, closeDate.message);
    // An edit rewrites the position as a whole: every date it had, and the ones it gets.
    const had = positionDated(before);
    await guardWrite(tx, { quarters: had.quarters, days: [...had.days!, edit.openDate, closeDate.value] });
    await tx
      .update(positions)
      .set({
        ticker: edit.ticker,
        openDate: edit.openDate,
        ...(closeDate.value === null ? {} : { closeDate: closeDate.value }),
        ...editedColumns(edit),
        updatedAt: sql`now()`,
      })
      .where(eq(positions.id, edit.id));
    if (edit.sectors !== undefined) {
      await setPositionNames(
        tx,
        SECTOR_TABLES,
        edit.id,
        await resolveNameIds(tx, SECTOR_TABLES, edit.sectors, actor),
      );
    }
    if (edit.tags !== undefined) {
      await setPositionNames(tx, TAG_TABLES, edit.id, await resolveNameIds(tx, TAG_TABLES, edit.tags, actor));
    }
    const after = await reloadRecord(tx, edit.id);
    await writeAudit(tx, {
      actor,
      action: 'edit',
      entity: 'position',
      entityId: edit.id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return positionItem(tx, after);
  });
}

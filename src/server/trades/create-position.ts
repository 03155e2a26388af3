import Decimal from 'decimal.js';
import type { NewPosition } from '../../domain/positions/payloads/new-position';
import type { PositionItem } from '../../domain/positions/responses';
import { currentTradeQuarter } from '../../domain/positions/trade-quarters';
import { toNumericText } from '../../domain/positions/units';
import { quarterKey } from '../../domain/quarters';
import { guardWrite, type Tx, writeAudit } from '../books';
import type { Db } from '../db/client';
import { positions, transactions } from '../db/schema';
import { positionItem } from './position-item';
import { entryColumns } from './position-state';
import {
  auditSnapshot,
  byDateThenId,
  type PositionInsert,
  type PositionRecord,
  type TransactionLink,
} from './records';
import { ensureQuarter, knownQuarters } from './quarters';
import { addPositionNames, namesOf, resolveNameIds, SECTOR_TABLES, TAG_TABLES } from './position-names';
import { quarterEnsured, remember, rememberQuarter } from './tx-cache';

/**
 * POST /api/positions: a new open position, or a backfilled closed one (an OPEN and a closing
 * transaction, netProfit as given). The quarter and any new sectors and tags are created on the way.
 */
export async function createPosition(
  db: Db,
  input: NewPosition,
  actor: string,
  today: string,
): Promise<PositionItem> {
  return db.transaction(async (tx) => positionItem(tx, await createPositionIn(tx, input, actor, today)));
}

/** createPosition inside a transaction the caller holds (an import books many at once). */
export async function createPositionIn(
  tx: Tx,
  input: NewPosition,
  actor: string,
  today: string,
  link: TransactionLink = {},
): Promise<PositionRecord> {
  {
    const quarter = input.quarter ?? currentTradeQuarter(await knownQuarters(tx), today);
    await guardWrite(tx, {
      quarters: [quarterKey(quarter)],
      days: [input.openDate, input.closed?.closeDate],
    });
    if (!quarterEnsured(tx, quarterKey(quarter))) {
      await ensureQuarter(tx, quarter, actor);
      rememberQuarter(tx, quarterKey(quarter));
    }
    const sectorIds = await resolveNameIds(tx, SECTOR_TABLES, input.sectors, actor);
    const tagIds = await resolveNameIds(tx, TAG_TABLES, input.tags, actor);

    const isStock = input.positionType === 'STOCK';
    const quantity = new Decimal(isStock ? input.shares : input.contracts);
    const perUnit = new Decimal(isStock ? input.price : input.premium);
    const entryTotal = perUnit.times(quantity);
    const values: PositionInsert = {
      type: input.positionType,
      ticker: input.ticker,
      quarter: quarterKey(quarter),
      isOpen: input.closed === null,
      netProfit: input.closed?.netProfit ?? null,
      openDate: input.openDate,
      closeDate: input.closed?.closeDate ?? null,
      comments: isStock ? null : input.comments,
      thesis: isStock ? input.comments : null,
      ...entryColumns(input.positionType, quantity, perUnit, entryTotal),
      ...(isStock
        ? {}
        : {
            action: input.action,
            expirationDate: input.expirationDate,
            strike: input.strike,
            optionType: input.optionType,
          }),
    };
    const [position] = await tx.insert(positions).values(values).returning();
    await addPositionNames(tx, SECTOR_TABLES, position!.id, sectorIds);
    await addPositionNames(tx, TAG_TABLES, position!.id, tagIds);

    const written = await tx
      .insert(transactions)
      .values({
        positionId: position!.id,
        type: 'OPEN',
        quantity: toNumericText(quantity),
        premium: isStock ? null : toNumericText(perUnit),
        price: isStock ? toNumericText(perUnit) : null,
        totalValue: toNumericText(entryTotal),
        date: input.openDate,
        ...link,
      })
      .returning();
    if (input.closed !== null) {
      const closing = await tx
        .insert(transactions)
        .values({
          positionId: position!.id,
          type: isStock ? 'SELL' : 'CLOSE',
          quantity: toNumericText(quantity),
          closeValue: input.closed.closePrice,
          totalValue: toNumericText(new Decimal(input.closed.closePrice).times(quantity)),
          netProfit: input.closed.netProfit,
          date: input.closed.closeDate,
        })
        .returning();
      written.push(...closing);
    }

    // The rows just written, as a read-back would find them.
    const record = remember(tx, {
      position: position!,
      transactions: byDateThenId(written),
      sectors: await namesOf(tx, SECTOR_TABLES, sectorIds),
      tags: await namesOf(tx, TAG_TABLES, tagIds),
    });
    await writeAudit(tx, {
      actor,
      action: 'create',
      entity: 'position',
      entityId: position!.id,
      after: auditSnapshot(record),
    });
    return record;
  }
}

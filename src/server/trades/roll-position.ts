import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { TRADE_MESSAGES as M } from '../../domain/positions/messages';
import type { RollPosition } from '../../domain/positions/payloads/roll-position';
import type { RollResponse } from '../../domain/positions/responses';
import {
  appendRollNote,
  contractDescription,
  rollCarry,
  rollCarryText,
  rollNet,
} from '../../domain/positions/roll';
import { closesBeforeOpening, closeTimestamp, todayTradeDate } from '../../domain/positions/trade-dates';
import { toNumericText, type OptionAction, type OptionType } from '../../domain/positions/units';
import { guardWrite, type Tx, writeAudit } from '../books';
import type { Db } from '../db/client';
import { positions, transactions } from '../db/schema';
import { HttpError } from '../http-error';
import { positionItems } from './position-item';
import { entryColumns, holdingOf, realizedSoFar } from './position-state';
import {
  auditSnapshot,
  loadRecordForUpdate,
  byDateThenId,
  type PositionRecord,
  type PositionRow,
  type TransactionLink,
} from './records';
import {
  addPositionNames,
  namesOf,
  positionNameIds,
  resolveNameIds,
  SECTOR_TABLES,
  TAG_TABLES,
} from './position-names';
import { remember } from './tx-cache';

async function lockRollable(tx: Tx, id: number, type: 'THETA' | 'OPTION'): Promise<PositionRecord> {
  const record = await loadRecordForUpdate(tx, id);
  if (record?.position.type === 'STOCK') throw new HttpError(400, M.stockRollRefused);
  if (record === null || record.position.type !== type) throw new HttpError(404, M.positionNotFound);
  if (!record.position.isOpen) throw new HttpError(409, M.positionClosed);
  return record;
}

function describe(row: Pick<PositionRow, 'ticker' | 'expirationDate' | 'strike' | 'optionType'>): string {
  return contractDescription({
    ticker: row.ticker,
    expirationDate: row.expirationDate ?? '',
    strike: row.strike ?? 0,
    optionType: row.optionType ?? '',
  });
}

/**
 * POST /api/{theta,option}-holdings?action=roll, in one transaction: closes every contract of the
 * current position (ROLL_CLOSE, with its P&L, at 9:00 on the roll date) and then opens the new
 * position in the same quarter with the same sectors and tags, its comments ending in
 * 'Rolled from **{old contract}** carrying over +/-{carry}'. If any step fails, neither happens.
 */
export async function rollPosition(
  db: Db,
  type: 'THETA' | 'OPTION',
  input: RollPosition,
  actor: string,
  today: string,
): Promise<RollResponse> {
  return db.transaction(async (tx) => {
    const { closed, opened, carry, carryText, holding, newAction, newContracts } = await rollPositionIn(
      tx,
      type,
      input,
      actor,
      today,
    );
    const net = rollNet({
      closingDirection: holding.direction,
      closeValue: input.closeValue,
      closeContracts: holding.held,
      newAction,
      newPremium: input.newPremium,
      newContracts,
    });
    const [closedItem, openedItem] = await positionItems(tx, [closed, opened]);
    return {
      closed: closedItem!,
      opened: openedItem!,
      carry: carry.toNumber(),
      carryText,
      rollNet: net.amount.toNumber(),
      rollNetKind: net.kind,
    };
  });
}

/** rollPosition inside a transaction the caller holds (an import books many at once). */
export async function rollPositionIn(
  tx: Tx,
  type: 'THETA' | 'OPTION',
  input: RollPosition,
  actor: string,
  today: string,
  links: { close?: TransactionLink; open?: TransactionLink; openTags?: readonly string[] } = {},
) {
  // Close step.
  const before = await lockRollable(tx, input.currentPositionId, type);
  const old = before.position;
  const holding = holdingOf(old);
  const rollDate = input.rollDate ?? todayTradeDate(today);
  if (closesBeforeOpening(rollDate.day, old.openDate)) throw new HttpError(400, M.closeBeforeOpen);
  const rolledAt = closeTimestamp(rollDate);
  // The new position opens in the old one's quarter on the same day.
  await guardWrite(tx, { quarters: [old.quarter], days: [rolledAt] });
  const carry = rollCarry({ ...holding, closeValue: input.closeValue, contracts: holding.held });
  const newAction = input.newAction ?? ((old.action ?? 'STO') as OptionAction);
  const newOptionType = input.newOptionType ?? ((old.optionType ?? 'P') as OptionType);
  const newContracts = new Decimal(input.newContracts ?? holding.held);
  const newTerms = {
    ticker: input.newTicker,
    expirationDate: input.newExpirationDate,
    strike: input.newStrike,
    optionType: newOptionType,
  };

  const [rollClose] = await tx
    .insert(transactions)
    .values({
      positionId: old.id,
      type: 'ROLL_CLOSE',
      quantity: toNumericText(holding.held),
      closeValue: input.closeValue,
      totalValue: toNumericText(new Decimal(input.closeValue).times(holding.held)),
      netProfit: toNumericText(carry),
      date: rolledAt,
      notes: `Rolled into ${describe(newTerms)}`,
      ...links.close,
    })
    .returning();
  const [closedRow] = await tx
    .update(positions)
    .set({
      isOpen: false,
      closeDate: rolledAt,
      netProfit: toNumericText(realizedSoFar(before).plus(carry)),
      updatedAt: sql`now()`,
    })
    .where(eq(positions.id, old.id))
    .returning();
  // The rows just written, as a read-back would find them; the sectors and tags are unchanged.
  const closed = remember(tx, {
    position: closedRow!,
    transactions: byDateThenId([...before.transactions, rollClose!]),
    sectors: before.sectors,
    tags: before.tags,
  });
  await writeAudit(tx, {
    actor,
    action: 'roll_close',
    entity: 'position',
    entityId: old.id,
    before: auditSnapshot(before),
    after: auditSnapshot(closed),
  });

  // Open step.
  const carryText = rollCarryText(describe(old), carry);
  const premium = new Decimal(input.newPremium);
  const [created] = await tx
    .insert(positions)
    .values({
      type,
      ticker: input.newTicker,
      quarter: old.quarter,
      isOpen: true,
      openDate: rolledAt,
      comments: appendRollNote(input.comments, carryText),
      action: newAction,
      expirationDate: input.newExpirationDate,
      strike: input.newStrike,
      optionType: newOptionType,
      ...entryColumns(type, newContracts, premium, premium.times(newContracts)),
    })
    .returning();
  // The new position carries on the old one's sectors and tags (a wheel stays a wheel), and an
  // import's open row may add tags of its own.
  await addPositionNames(tx, SECTOR_TABLES, created!.id, await positionNameIds(tx, SECTOR_TABLES, old.id));
  const oldTags = await positionNameIds(tx, TAG_TABLES, old.id);
  const addedTags = await resolveNameIds(tx, TAG_TABLES, links.openTags ?? [], actor);
  const tagIds = [...new Set([...oldTags, ...addedTags])];
  await addPositionNames(tx, TAG_TABLES, created!.id, tagIds);
  const [open] = await tx
    .insert(transactions)
    .values({
      positionId: created!.id,
      type: 'OPEN',
      quantity: toNumericText(newContracts),
      premium: input.newPremium,
      totalValue: toNumericText(premium.times(newContracts)),
      date: rolledAt,
      notes: carryText,
      ...links.open,
    })
    .returning();
  // The new position has the old one's sectors and tags.
  const opened = remember(tx, {
    position: created!,
    transactions: [open!],
    sectors: before.sectors,
    tags: addedTags.length === 0 ? before.tags : await namesOf(tx, TAG_TABLES, tagIds),
  });
  await writeAudit(tx, {
    actor,
    action: 'create',
    entity: 'position',
    entityId: created!.id,
    after: { ...auditSnapshot(opened), rolledFrom: old.id },
  });
  return { closed, opened, carry, carryText, holding, newAction, newContracts };
}

import { eq, sql } from 'drizzle-orm';
import { TRADE_MESSAGES as M } from '../../domain/positions/messages';
import { checkCloseQuantity, type ClosePosition } from '../../domain/positions/payloads/close-position';
import { splitClose } from '../../domain/positions/pnl';
import type { PositionItem } from '../../domain/positions/responses';
import { closesBeforeOpening, closeTimestamp, todayTradeDate } from '../../domain/positions/trade-dates';
import { toNumericText, type PositionType } from '../../domain/positions/units';
import { guardWrite, type Tx, writeAudit } from '../books';
import type { Db } from '../db/client';
import { positions, transactions } from '../db/schema';
import { HttpError } from '../http-error';
import { positionItem } from './position-item';
import { holdingOf, lockPosition, realizedSoFar, remainingColumns } from './position-state';
import { auditSnapshot, byDateThenId, type PositionRecord, type TransactionLink } from './records';
import { remember } from './tx-cache';
import { createPositionIn } from './create-position';
import { bookStockLeg, checkOutcome, stockQuarterOf } from './option-outcome';

/**
 * PUT /api/{theta,option,stock}-holdings: closes all (no quantity, or the quantity held) or part of
 * an open position at 9:00 on the close date. Records CLOSE or PARTIAL_CLOSE (theta, option) or SELL
 * (stock) with its P&L; a full close sets netProfit to the sum of all closing P&L. A closed position
 * (409) or a quantity outside 1..held (400) changes nothing.
 */
export async function closePosition(
  db: Db,
  type: PositionType,
  input: ClosePosition,
  actor: string,
  today: string,
): Promise<PositionItem> {
  return db.transaction(async (tx) => positionItem(tx, await closePositionIn(tx, type, input, actor, today)));
}

/** closePosition inside a transaction the caller holds (an import books many at once). */
export async function closePositionIn(
  tx: Tx,
  type: PositionType,
  input: ClosePosition,
  actor: string,
  today: string,
  link: TransactionLink = {},
): Promise<PositionRecord> {
  {
    const before = await lockPosition(tx, input.id, type, { requireOpen: true });
    const holding = holdingOf(before.position);
    const quantity = checkCloseQuantity(input.quantity, holding.held);
    if (!quantity.ok) throw new HttpError(400, quantity.message);
    const closeDate = input.closeDate ?? todayTradeDate(today);
    if (closesBeforeOpening(closeDate.day, before.position.openDate))
      throw new HttpError(400, M.closeBeforeOpen);
    const closeAt = closeTimestamp(closeDate);
    const outcome = type === 'STOCK' ? 'closed' : (input.outcome ?? 'closed');
    if (outcome !== 'closed') checkOutcome(before.position, outcome);
    await guardWrite(tx, { quarters: [before.position.quarter], days: [closeAt] });

    const split = splitClose({ ...holding, quantity: quantity.value, closeValue: input.closeValue });
    const [closing] = await tx
      .insert(transactions)
      .values({
        positionId: before.position.id,
        type: type === 'STOCK' ? 'SELL' : split.full ? 'CLOSE' : 'PARTIAL_CLOSE',
        quantity: toNumericText(quantity.value),
        closeValue: input.closeValue,
        totalValue: toNumericText(split.closeTotal),
        netProfit: toNumericText(split.netProfit),
        date: closeAt,
        notes: input.comments,
        ...link,
      })
      .returning();
    const changes = split.full
      ? {
          isOpen: false,
          closeDate: closeAt,
          netProfit: toNumericText(realizedSoFar(before).plus(split.netProfit)),
        }
      : remainingColumns(type, split.remainingQuantity, split.remainingEntry);
    const [position] = await tx
      .update(positions)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(positions.id, before.position.id))
      .returning();

    // The rows just written, as a read-back would find them; the sectors and tags are unchanged.
    const after = remember(tx, {
      position: position!,
      transactions: byDateThenId([...before.transactions, closing!]),
      sectors: before.sectors,
      tags: before.tags,
    });
    await writeAudit(tx, {
      actor,
      action: split.full ? 'close' : 'partial_close',
      entity: 'position',
      entityId: before.position.id,
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    if (outcome !== 'closed') {
      await bookStockLeg(tx, before.position, quantity.value, outcome, closeAt, closing!.id, {
        buy: async (leg) => {
          const stock = await createPositionIn(
            tx,
            {
              positionType: 'STOCK',
              quarter: stockQuarterOf(leg.openDate),
              ticker: leg.ticker,
              comments: leg.comments,
              sectors: [],
              tags: [],
              openDate: leg.openDate,
              closed: null,
              shares: leg.shares,
              price: leg.price,
            },
            actor,
            today,
          );
          return stock.transactions[0]!.id;
        },
        sell: async (leg) => {
          const stock = await closePositionIn(
            tx,
            'STOCK',
            {
              id: leg.positionId,
              closeValue: leg.price,
              quantity: leg.shares,
              comments: leg.comments,
              closeDate,
            },
            actor,
            today,
          );
          return Math.max(...stock.transactions.map((t) => t.id));
        },
      });
    }
    return after;
  }
}

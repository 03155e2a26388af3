import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PlanEntry } from '../../domain/imports/plan-types';
import type { Tx } from '../books';
import { positions, transactions } from '../db/schema';

/*
 * An imported assignment or exercise (decision 026, second pass): the plan books the option's close at
 * 0 and the stock leg at the strike in one entry, under the option's row. Here the option's closing
 * transactions are marked as the Close dialog's Assigned or Exercised marks them (option_outcome, and
 * linked_transaction_id naming the stock leg), so the tax rules fold the premium into the shares.
 */

/** Marks the entry's option closes with its outcome, linked to its first stock transaction. */
export async function linkImportedOutcome(tx: Tx, importId: number, entry: PlanEntry): Promise<void> {
  if (entry.outcome !== 'ASSIGNMENT' && entry.outcome !== 'EXERCISE') return;
  const booked = await tx
    .select({ id: transactions.id, type: transactions.type, positionType: positions.type })
    .from(transactions)
    .innerJoin(positions, eq(positions.id, transactions.positionId))
    .where(and(eq(transactions.importId, importId), eq(transactions.importRow, entry.rowNumber)))
    .orderBy(transactions.id);
  // Shares booked by an earlier import (or a stock row linked to its option) leave nothing to name here.
  const stockLeg = booked.find((t) => t.positionType === 'STOCK');
  const closes = booked.filter(
    (t) => t.positionType !== 'STOCK' && (t.type === 'CLOSE' || t.type === 'PARTIAL_CLOSE'),
  );
  if (stockLeg === undefined || closes.length === 0) return;
  await tx
    .update(transactions)
    .set({
      optionOutcome: entry.outcome === 'EXERCISE' ? 'exercised' : 'assigned',
      linkedTransactionId: stockLeg.id,
    })
    .where(
      and(
        inArray(
          transactions.id,
          closes.map((t) => t.id),
        ),
        ne(transactions.id, stockLeg.id),
      ),
    );
}

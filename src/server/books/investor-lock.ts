import { asc, inArray } from 'drizzle-orm';
import { INVESTOR_NOT_FOUND } from '../../domain/investors/messages';
import { investors } from '../db/schema';
import { HttpError } from '../http-error';
import type { Executor } from './transaction';

/**
 * Locks the investors' rows until the transaction ends, in id order (so two writes never wait on each
 * other in a circle): every write that moves an investor's units takes this lock first, so two of them
 * at once cannot both spend the same units. 404 when one of them is not there.
 */
export async function lockInvestors(tx: Executor, investorIds: readonly number[]): Promise<void> {
  const ids = [...new Set(investorIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: investors.id })
    .from(investors)
    .where(inArray(investors.id, ids))
    .orderBy(asc(investors.id))
    .for('update');
  if (rows.length !== ids.length) throw new HttpError(404, INVESTOR_NOT_FOUND);
}

import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toNumericText } from '../../domain/decimal-input';
import { defaultInvestmentType, typeMatchesSign } from '../../domain/investors/investment-type';
import {
  CANNOT_REMOVE_MORE_SHARES,
  INVALID_SHARES,
  INVESTOR_NOT_FOUND,
  NEW_INVESTOR_NUMBERS_INVALID,
  TYPE_SIGN_MISMATCH,
} from '../../domain/investors/messages';
import type { investmentCreateSchema } from '../../domain/investors/schemas';
import { writeAudit } from '../db/audit';
import type { Db } from '../db/client';
import { investments, investors } from '../db/schema';
import { HttpError } from '../http-error';
import type { Executor, Tx } from '../trades/records';
import { decimalOf, investmentDate, verifiedShares } from './figures';
import type { InvestmentRow } from './rows';

export type InvestmentInput = z.output<typeof investmentCreateSchema>;

export interface LockedHolding {
  /** The shares of every record of the investor. */
  shares: Decimal;
  records: number;
}

/** What the investor holds: the shares of every record, and how many records there are. */
export async function readHolding(tx: Executor, investorId: number): Promise<LockedHolding> {
  const [held] = await tx
    .select({
      shares: sql<string>`coalesce(sum(${investments.sharesIssued}), 0)::text`,
      records: sql<number>`count(*)::int`,
    })
    .from(investments)
    .where(eq(investments.investorId, investorId));
  return { shares: new Decimal(held?.shares ?? '0'), records: Number(held?.records ?? 0) };
}

/**
 * Locks the investor's row until the transaction ends and reads what they hold: every write that
 * moves an investor's shares (a record, a redemption request, an approval) takes this lock first, so
 * two of them at once cannot both spend the same shares. 404 for an unknown investor.
 */
export async function lockInvestorHolding(tx: Tx, investorId: number): Promise<LockedHolding> {
  const [investor] = await tx
    .select({ id: investors.id })
    .from(investors)
    .where(eq(investors.id, investorId))
    .for('update');
  if (!investor) throw new HttpError(404, INVESTOR_NOT_FOUND);
  return readHolding(tx, investorId);
}

/**
 * Records an investment, or a redemption (negative amount and shares), with its audit row, inside the
 * caller's transaction: Admin Tools' records and approved portal requests both come through here.
 * The closed-period check of a dated write belongs at the top of this function.
 */
export async function recordInvestmentIn(
  tx: Tx,
  input: InvestmentInput,
  actor: string,
  today: Date,
): Promise<InvestmentRow> {
  const amount = decimalOf(input.amountInvested, NEW_INVESTOR_NUMBERS_INVALID);
  const nav = decimalOf(input.navAtEntry, NEW_INVESTOR_NUMBERS_INVALID);
  const shares = verifiedShares(amount, nav, decimalOf(input.sharesIssued, INVALID_SHARES));
  const day = investmentDate(input.investmentDate, today);
  if (input.type !== undefined && !typeMatchesSign(input.type, amount))
    throw new HttpError(400, TYPE_SIGN_MISMATCH);

  const held = await lockInvestorHolding(tx, input.investorId);
  if (shares.isNegative() && shares.abs().gt(held.shares))
    throw new HttpError(400, CANNOT_REMOVE_MORE_SHARES);

  const [row] = await tx
    .insert(investments)
    .values({
      investorId: input.investorId,
      investmentDate: day,
      amountInvested: toNumericText(amount),
      navAtEntry: toNumericText(nav),
      sharesIssued: toNumericText(shares),
      type: input.type ?? defaultInvestmentType(amount, held.records),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await writeAudit(tx, { actor, action: 'create', entity: 'investment', entityId: row.id, after: row });
  return row;
}

/** `recordInvestmentIn` in a transaction of its own: POST /api/investor-investments. */
export async function recordInvestment(
  db: Db,
  input: InvestmentInput,
  actor: string,
  today: Date,
): Promise<InvestmentRow> {
  return db.transaction((tx) => recordInvestmentIn(tx, input, actor, today));
}

import type Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toNumericText } from '../../domain/decimal-input';
import { defaultInvestmentType, typeMatchesSign } from '../../domain/investors/investment-type';
import {
  CANNOT_REMOVE_MORE_SHARES,
  INVALID_SHARES,
  NEW_INVESTOR_NUMBERS_INVALID,
  TYPE_SIGN_MISMATCH,
} from '../../domain/investors/messages';
import type { investmentCreateSchema } from '../../domain/investors/schemas';
import { guardWrite, unitsHeld, writeAudit, type Db, type Executor, type Tx } from '../books';
import { investments } from '../db/schema';
import { HttpError } from '../http-error';
import { decimalOf, investmentDate, verifiedShares } from './figures';
import type { InvestmentRow } from './rows';

export type InvestmentInput = z.output<typeof investmentCreateSchema>;

export interface LockedHolding {
  /** The units the investor holds: every record's, less the fee units taken (decision 019). */
  shares: Decimal;
  records: number;
}

/** What the investor holds (units net of fees), and how many records there are. */
export async function readHolding(tx: Executor, investorId: number): Promise<LockedHolding> {
  const [held] = await tx
    .select({ records: sql<number>`count(*)::int` })
    .from(investments)
    .where(eq(investments.investorId, investorId));
  return { shares: await unitsHeld(tx, investorId), records: Number(held?.records ?? 0) };
}

/**
 * Records an investment, or a redemption (negative amount and shares), with its audit row, inside the
 * caller's transaction: Admin Tools' records and approved portal requests both come through here.
 * Refused by `guardWrite` (404 unknown investor; 409 in or before a closed quarter, or on or before the
 * latest fee run's last day).
 */
export async function recordInvestmentIn(
  tx: Tx,
  input: InvestmentInput,
  actor: string,
  today: string,
): Promise<InvestmentRow> {
  const amount = decimalOf(input.amountInvested, NEW_INVESTOR_NUMBERS_INVALID);
  const nav = decimalOf(input.navAtEntry, NEW_INVESTOR_NUMBERS_INVALID);
  const shares = verifiedShares(amount, nav, decimalOf(input.sharesIssued, INVALID_SHARES));
  const day = investmentDate(input.investmentDate, today);
  if (input.type !== undefined && !typeMatchesSign(input.type, amount))
    throw new HttpError(400, TYPE_SIGN_MISMATCH);

  await guardWrite(tx, { investorIds: [input.investorId], days: [day] });
  const held = await readHolding(tx, input.investorId);
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
  today: string,
): Promise<InvestmentRow> {
  return db.transaction((tx) => recordInvestmentIn(tx, input, actor, today));
}

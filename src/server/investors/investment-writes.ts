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
import { assertNoRunCovers } from '../fees/fee-ledger';
import { assertOpen } from '../periods/period-lock';
import { unitsHeld } from './units-held';
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
  return { shares: new Decimal(await unitsHeld(tx, investorId)), records: Number(held?.records ?? 0) };
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
 * Refused (409) in a closed quarter or on or before the latest fee run's last day.
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

  const held = await lockInvestorHolding(tx, input.investorId);
  await assertOpen(tx, { days: [day] });
  await assertNoRunCovers(tx, [day]);
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

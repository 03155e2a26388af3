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
import { assertNoRunCovers } from '../fees/fee-ledger';
import { assertOpen } from '../periods/period-lock';
import { decimalOf, investmentDate, verifiedShares } from './figures';
import type { InvestmentRow } from './rows';
import { unitsHeld } from './units-held';

export type InvestmentInput = z.output<typeof investmentCreateSchema>;

/**
 * Records an investment, or a redemption (negative amount and shares), with its audit row. The
 * investor's row is locked first, so two redemptions at once cannot both spend the same shares (units
 * net of fees). Refused (409) in a closed quarter or on or before the latest fee run's last day.
 */
export async function recordInvestment(
  db: Db,
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

  return db.transaction(async (tx) => {
    const [investor] = await tx
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.id, input.investorId))
      .for('update');
    if (!investor) throw new HttpError(404, INVESTOR_NOT_FOUND);

    await assertOpen(tx, { days: [day] });
    await assertNoRunCovers(tx, [day]);

    const [held] = await tx
      .select({ records: sql<number>`count(*)::int` })
      .from(investments)
      .where(eq(investments.investorId, investor.id));
    const owned = await unitsHeld(tx, investor.id);
    if (shares.isNegative() && shares.abs().gt(owned)) throw new HttpError(400, CANNOT_REMOVE_MORE_SHARES);

    const [row] = await tx
      .insert(investments)
      .values({
        investorId: investor.id,
        investmentDate: day,
        amountInvested: toNumericText(amount),
        navAtEntry: toNumericText(nav),
        sharesIssued: toNumericText(shares),
        type: input.type ?? defaultInvestmentType(amount, Number(held?.records ?? 0)),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await writeAudit(tx, { actor, action: 'create', entity: 'investment', entityId: row.id, after: row });
    return row;
  });
}

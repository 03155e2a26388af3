import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { toNumericText } from '../../domain/decimal-input';
import type { FeeTermsAnswer, InvestorFeeTermsAnswer } from '../../domain/fees/schemas';
import type { feeTermsBodySchema, investorFeeTermsBodySchema } from '../../domain/fees/schemas';
import { chargesFees, termsFor, type FeeTerms, type FeeTermsOverride } from '../../domain/fees/terms';
import { INVESTOR_NOT_FOUND } from '../../domain/investors/messages';
import type { z } from 'zod';
import { writeAudit, type Executor } from '../books';
import type { Db } from '../db/client';
import { feeTerms, investorFeeTerms, investors } from '../db/schema';
import { HttpError } from '../http-error';

/* The fund's fee terms and each investor's own (docs/requirements.md#fee-terms). */

type TermsRow = typeof feeTerms.$inferSelect;
type OverrideRow = typeof investorFeeTerms.$inferSelect;

const decimalOrNull = (text: string | null) => (text === null ? null : new Decimal(text));
const text = (value: number | string) => toNumericText(new Decimal(value));
const textOrNull = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : text(value);

function toTerms(row: TermsRow | undefined): FeeTerms {
  return {
    managementFeePercent: new Decimal(row?.managementFeePercent ?? 0),
    performanceFeePercent: new Decimal(row?.performanceFeePercent ?? 0),
    crystallization: row?.crystallization ?? 'quarterly',
  };
}

function toOverride(row: OverrideRow | undefined): FeeTermsOverride {
  return {
    managementFeePercent: decimalOrNull(row?.managementFeePercent ?? null),
    performanceFeePercent: decimalOrNull(row?.performanceFeePercent ?? null),
    crystallization: row?.crystallization ?? null,
  };
}

export function termsAnswer(terms: FeeTerms): FeeTermsAnswer {
  return {
    managementFeePercent: terms.managementFeePercent.toNumber(),
    performanceFeePercent: terms.performanceFeePercent.toNumber(),
    crystallization: terms.crystallization,
  };
}

export async function loadFundTerms(ex: Executor): Promise<FeeTerms> {
  const [row] = await ex.select().from(feeTerms).where(eq(feeTerms.id, 1));
  return toTerms(row);
}

/** Every investor's own terms, by investor id (only those who have any). */
export async function loadOverrides(ex: Executor): Promise<Map<number, FeeTermsOverride>> {
  const rows = await ex.select().from(investorFeeTerms);
  return new Map(rows.map((row) => [row.investorId, toOverride(row)]));
}

/** Whether anyone is charged under the terms as they stand: the fund's, or an investor's own. */
export async function feesAreCharged(ex: Executor): Promise<boolean> {
  const fund = await loadFundTerms(ex);
  if (chargesFees(fund)) return true;
  for (const own of (await loadOverrides(ex)).values()) if (chargesFees(termsFor(fund, own))) return true;
  return false;
}

/** `PUT /api/fees/terms`, audited. */
export async function saveFundTerms(
  db: Db,
  input: z.output<typeof feeTermsBodySchema>,
  actor: string,
): Promise<FeeTerms> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(feeTerms).where(eq(feeTerms.id, 1)).for('update');
    const values = {
      managementFeePercent: text(input.managementFeePercent),
      performanceFeePercent: text(input.performanceFeePercent),
      crystallization: input.crystallization,
    };
    const [after] = await tx
      .insert(feeTerms)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: feeTerms.id, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    await writeAudit(tx, { actor, action: 'update', entity: 'fee_terms', entityId: 1, before, after });
    return toTerms(after);
  });
}

async function investorExists(ex: Executor, investorId: number): Promise<void> {
  const [row] = await ex.select({ id: investors.id }).from(investors).where(eq(investors.id, investorId));
  if (!row) throw new HttpError(404, INVESTOR_NOT_FOUND);
}

function investorTermsAnswer(
  investorId: number,
  fund: FeeTerms,
  own: FeeTermsOverride,
): InvestorFeeTermsAnswer {
  return {
    investorId,
    managementFeePercent: own.managementFeePercent?.toNumber() ?? null,
    performanceFeePercent: own.performanceFeePercent?.toNumber() ?? null,
    crystallization: own.crystallization,
    effective: termsAnswer(termsFor(fund, own)),
  };
}

/** `GET /api/investors/{id}/fee-terms`: 404 for an unknown investor. */
export async function loadInvestorTerms(db: Db, investorId: number): Promise<InvestorFeeTermsAnswer> {
  await investorExists(db, investorId);
  const [row] = await db.select().from(investorFeeTerms).where(eq(investorFeeTerms.investorId, investorId));
  return investorTermsAnswer(investorId, await loadFundTerms(db), toOverride(row));
}

/** `PUT /api/investors/{id}/fee-terms`: each field null (or left out) is the fund's; audited. */
export async function saveInvestorTerms(
  db: Db,
  investorId: number,
  input: z.output<typeof investorFeeTermsBodySchema>,
  actor: string,
): Promise<InvestorFeeTermsAnswer> {
  return db.transaction(async (tx) => {
    const [investor] = await tx
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.id, investorId))
      .for('update');
    if (!investor) throw new HttpError(404, INVESTOR_NOT_FOUND);
    const [before] = await tx
      .select()
      .from(investorFeeTerms)
      .where(eq(investorFeeTerms.investorId, investorId))
      .for('update');
    const values = {
      managementFeePercent: textOrNull(input.managementFeePercent),
      performanceFeePercent: textOrNull(input.performanceFeePercent),
      crystallization: input.crystallization ?? null,
    };
    const [after] = await tx
      .insert(investorFeeTerms)
      .values({ investorId, ...values })
      .onConflictDoUpdate({ target: investorFeeTerms.investorId, set: { ...values, updatedAt: sql`now()` } })
      .returning();
    await writeAudit(tx, {
      actor,
      action: before ? 'update' : 'create',
      entity: 'investor_fee_terms',
      entityId: investorId,
      before: before ?? null,
      after,
    });
    return investorTermsAnswer(investorId, await loadFundTerms(tx), toOverride(after));
  });
}

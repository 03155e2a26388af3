import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toNumericText } from '../../domain/decimal-input';
import {
  FAILED_TO_CREATE_INVESTMENT,
  FAILED_TO_CREATE_INVESTOR,
  FAILED_TO_SAVE_NAV_SNAPSHOT,
  INVALID_QUARTERLY_CONTRIBUTION,
  INVALID_SHARES,
  INVESTOR_NOT_FOUND,
  NEW_INVESTOR_NUMBERS_INVALID,
} from '../../domain/investors/messages';
import type {
  investorCreateSchema,
  investorUpdateSchema,
  investorWithInvestmentCreateSchema,
} from '../../domain/investors/schemas';
import { quarterKey, quarterOfMonth } from '../../domain/quarters';
import { guardWrite, writeAudit, type Db } from '../books';
import { investments, investors } from '../db/schema';
import { HttpError } from '../http-error';
import { decimalOf, investmentDate, verifiedShares } from './figures';
import { quarterPeriod, upsertNavValue } from './nav-data-writes';

export type InvestorInput = z.output<typeof investorCreateSchema>;
export type InvestorUpdate = z.output<typeof investorUpdateSchema>;
export type InvestorWithInvestmentInput = z.output<typeof investorWithInvestmentCreateSchema>;

function contributionText(value: number | string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return toNumericText(decimalOf(value, INVALID_QUARTERLY_CONTRIBUTION));
}

async function insertInvestor(tx: Db, input: InvestorInput, actor: string): Promise<number> {
  const [row] = await tx
    .insert(investors)
    .values({
      name: input.name,
      email: input.email,
      quarterlyContribution: contributionText(input.quarterlyContribution),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await writeAudit(tx, { actor, action: 'create', entity: 'investor', entityId: row.id, after: row });
  return row.id;
}

/** `POST /api/investors`: the new investor's id. */
export async function createInvestor(db: Db, input: InvestorInput, actor: string): Promise<number> {
  return db.transaction((tx) => insertInvestor(tx, input, actor));
}

/** `PATCH /api/investors/{id}`: name, e-mail, quarterly contribution (null clears it). */
export async function updateInvestor(
  db: Db,
  id: number,
  input: InvestorUpdate,
  actor: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(investors).where(eq(investors.id, id)).for('update');
    if (!before) throw new HttpError(404, INVESTOR_NOT_FOUND);
    const changes = {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.email === undefined ? {} : { email: input.email }),
      ...(input.quarterlyContribution === undefined
        ? {}
        : { quarterlyContribution: contributionText(input.quarterlyContribution) }),
    };
    const [after] = await tx
      .update(investors)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(investors.id, id))
      .returning();
    await writeAudit(tx, { actor, action: 'update', entity: 'investor', entityId: id, before, after });
  });
}

/** A step of a multi-step save failed; `message` is the text the screen shows. */
export class SaveStepFailed extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
  }
}

async function step<T>(failure: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw err instanceof HttpError ? err : new SaveStepFailed(failure, err);
  }
}

/**
 * The new-investor calculator's save: investor, first investment and quarterly NAV snapshot in one
 * transaction, so a failure at any step leaves none of them (and none of their audit rows). A failing
 * step throws SaveStepFailed with the required 'Failed to create investor' / 'Failed to create
 * investment record', or 'Failed to save quarterly NAV snapshot' (docs/requirements.md#adm-new-investor).
 * Refused (409) when the investment's or the snapshot's quarter is closed, or a fee run covers the date.
 */
export async function createInvestorWithInvestment(
  db: Db,
  input: InvestorWithInvestmentInput,
  actor: string,
  today: string,
): Promise<number> {
  const amount = decimalOf(input.amountInvested, NEW_INVESTOR_NUMBERS_INVALID);
  const nav = decimalOf(input.navAtEntry, NEW_INVESTOR_NUMBERS_INVALID);
  const shares = verifiedShares(amount, nav, decimalOf(input.sharesIssued, INVALID_SHARES));
  const day = investmentDate(input.investmentDate, today);
  const period =
    input.quarter === undefined
      ? quarterKey(quarterOfMonth(Number(day.slice(5, 7)), Number(day.slice(0, 4))))
      : quarterPeriod(input.quarter);

  return db.transaction(async (tx) => {
    const investorId = await step(FAILED_TO_CREATE_INVESTOR, () => insertInvestor(tx, input, actor));
    // The new investor's row is this transaction's own; the guard then takes the period and fee locks.
    await guardWrite(tx, { investorIds: [investorId], days: [day], quarters: [period] });
    await step(FAILED_TO_CREATE_INVESTMENT, async () => {
      const [row] = await tx
        .insert(investments)
        .values({
          investorId,
          investmentDate: day,
          amountInvested: toNumericText(amount),
          navAtEntry: toNumericText(nav),
          sharesIssued: toNumericText(shares),
          type: input.type ?? 'Initial Investment',
        })
        .returning();
      await writeAudit(tx, { actor, action: 'create', entity: 'investment', entityId: row?.id, after: row });
    });
    await step(FAILED_TO_SAVE_NAV_SNAPSHOT, () =>
      upsertNavValue(tx, investorId, { kind: 'quarterly', period }, nav, actor),
    );
    return investorId;
  });
}

import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toNumericText } from '../../domain/decimal-input';
import {
  INVALID_NAV_VALUE,
  INVALID_QUARTER,
  INVALID_YEAR,
  INVESTOR_NOT_FOUND,
} from '../../domain/investors/messages';
import type { navDataBodySchema, NavDataType } from '../../domain/investors/schemas';
import { parseQuarter, quarterKey } from '../../domain/quarters';
import { type Dated, guardWrite, writeAudit } from '../books';
import type { Db } from '../db/client';
import { investorNavData, investors } from '../db/schema';
import { HttpError } from '../http-error';
import { decimalOf } from './figures';

export type NavDataInput = z.output<typeof navDataBodySchema>;
type NavKind = (typeof investorNavData.$inferInsert)['kind'];

export interface NavDataKey {
  kind: NavKind;
  /** 'Q3_2025' for quarterly, '2025' for year start, '' for inception. */
  period: string;
}

/** 'Q3 2025' and 'Q3_2025' both key as 'Q3_2025'. */
export function quarterPeriod(quarter: string | undefined): string {
  const parsed = quarter === undefined ? null : parseQuarter(quarter);
  if (!parsed) throw new HttpError(400, INVALID_QUARTER);
  return quarterKey(parsed);
}

/** Where a value of `?type=` goes: quarterly needs a quarter, year-start a year, inception nothing. */
export function navDataKey(type: NavDataType, input: NavDataInput): NavDataKey {
  switch (type) {
    case 'quarterly':
      return { kind: 'quarterly', period: quarterPeriod(input.quarter) };
    case 'year-start':
      if (input.year === undefined) throw new HttpError(400, INVALID_YEAR);
      return { kind: 'year_start', period: String(input.year) };
    case 'inception':
      return { kind: 'inception', period: '' };
  }
}

/**
 * What a NAV value is dated by (docs/requirements.md#period-close): a quarterly snapshot by its quarter
 * (it is the NAV at the quarter's first day), a year-start value by 1 January; the inception NAV is not
 * dated.
 */
function navDated(key: NavDataKey): Dated {
  switch (key.kind) {
    case 'quarterly':
      return { quarters: [key.period] };
    case 'year_start':
      return { days: [`${key.period}-01-01`] };
    case 'inception':
      return {};
  }
}

/**
 * Sets one NAV value with its audit row, inside the caller's transaction: an insert, or an update of
 * the value already there. Saving the value that is already stored changes nothing and logs nothing.
 * Refused (409) when the value's quarter is closed.
 */
export async function upsertNavValue(
  tx: Db,
  investorId: number,
  key: NavDataKey,
  navValue: Decimal,
  actor: string,
): Promise<void> {
  await guardWrite(tx, navDated(key));
  const [before] = await tx
    .select()
    .from(investorNavData)
    .where(
      and(
        eq(investorNavData.investorId, investorId),
        eq(investorNavData.kind, key.kind),
        eq(investorNavData.period, key.period),
      ),
    )
    .for('update');
  if (before && new Decimal(before.navValue).equals(navValue)) return;
  const value = toNumericText(navValue);
  const [after] = await tx
    .insert(investorNavData)
    .values({ investorId, kind: key.kind, period: key.period, navValue: value })
    .onConflictDoUpdate({
      target: [investorNavData.investorId, investorNavData.kind, investorNavData.period],
      set: { navValue: value, updatedAt: sql`now()` },
    })
    .returning();
  await writeAudit(tx, {
    actor,
    action: before ? 'update' : 'create',
    entity: 'investor_nav_data',
    entityId: after?.id,
    before: before ?? null,
    after,
  });
}

/** `POST /api/investors/{id}/nav-data?type=...`: 404 for an unknown investor. */
export async function saveNavData(
  db: Db,
  investorId: number,
  type: NavDataType,
  input: NavDataInput,
  actor: string,
): Promise<void> {
  const key = navDataKey(type, input);
  const navValue = decimalOf(input.navValue, INVALID_NAV_VALUE);
  await db.transaction(async (tx) => {
    const [investor] = await tx
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.id, investorId));
    if (!investor) throw new HttpError(404, INVESTOR_NOT_FOUND);
    await upsertNavValue(tx, investor.id, key, navValue, actor);
  });
}

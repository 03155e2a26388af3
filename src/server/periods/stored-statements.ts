import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { statementNotStored } from '../../domain/periods/messages';
import { STATEMENT_NOT_FOUND, statementNotAvailable } from '../../domain/portal/messages';
import type { StatementContext } from '../../domain/portal/statements';
import { parseQuarter, type Quarter, quarterKey } from '../../domain/quarters';
import type { Db } from '../db/client';
import { fundPeriods, investors, periodStatements } from '../db/schema';
import { HttpError } from '../http-error';
import { renderStatementPdf, type StatementOutcome, type StatementPdf } from '../statements/statement-pdf';
import type { Executor, Tx } from '../books';

/*
 * The statements a close stores (docs/requirements.md#period-close): while a quarter is closed its
 * statements are served as stored, byte for byte, whatever changes in the books since; while it is open
 * they are made afresh. Each closing keeps its own copies, so a reopened and closed-again quarter's
 * first statements are not lost.
 */

/** What the audit row of a close says of each stored statement. */
export interface StoredSummary {
  investorId: number;
  fileName: string;
  size: number;
  sha256: string;
}

/** Renders and stores every investor's statement for `quarter` that can be made, inside the close. */
export async function storeStatements(
  tx: Tx,
  quarter: Quarter,
  closing: number,
  context: StatementContext,
): Promise<StoredSummary[]> {
  const stored: StoredSummary[] = [];
  for (const investor of context.investors) {
    const outcome = await renderStatementPdf(context, investor.id, quarterKey(quarter), tx);
    if (outcome.kind !== 'pdf') continue;
    const { fileName, content } = outcome.pdf;
    await tx.insert(periodStatements).values({
      quarter: quarterKey(quarter),
      closing,
      investorId: investor.id,
      fileName,
      content,
    });
    stored.push({
      investorId: investor.id,
      fileName,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
    });
  }
  return stored;
}

/** The closing whose statements are served: the quarter's latest while it is closed, else null. */
async function servedClosing(ex: Executor, quarter: string): Promise<number | null> {
  const [row] = await ex
    .select({ closedAt: fundPeriods.closedAt, closings: fundPeriods.closings })
    .from(fundPeriods)
    .where(eq(fundPeriods.quarter, quarter));
  return row && row.closedAt !== null ? row.closings : null;
}

/**
 * One investor's statement for `quarter` as it is downloaded (portal or administrator): the stored
 * bytes while the quarter is closed, else `live()`. 404 for a quarter that is not the investor's, 409
 * for one that lacks its figures or was closed without it.
 */
export async function statementDownload(
  db: Db,
  investorId: number,
  quarter: string,
  live: () => Promise<StatementOutcome>,
): Promise<StatementPdf> {
  const closing = await servedClosing(db, quarter);
  const stored = closing === null ? null : await storedAt(db, investorId, quarter, closing);
  if (stored) return stored;
  const outcome = await live();
  if (outcome.kind === 'unknown') throw new HttpError(404, STATEMENT_NOT_FOUND);
  if (closing !== null) throw new HttpError(409, statementNotStored(parseQuarter(quarter)!));
  if (outcome.kind === 'missing') throw new HttpError(409, statementNotAvailable(outcome.missing));
  return outcome.pdf;
}

async function storedAt(db: Db, investorId: number, quarter: string, closing: number) {
  const [row] = await db
    .select({ fileName: periodStatements.fileName, content: periodStatements.content })
    .from(periodStatements)
    .where(
      and(
        eq(periodStatements.quarter, quarter),
        eq(periodStatements.closing, closing),
        eq(periodStatements.investorId, investorId),
      ),
    );
  return row ?? null;
}

/**
 * The statement a closed quarter stored for the investor, else null: what every download of that
 * quarter's statement answers, the batch's included, so the administrator and the investor hold the
 * same bytes (decision 029).
 */
export async function storedStatement(
  db: Db,
  investorId: number,
  quarter: string,
): Promise<StatementPdf | null> {
  const closing = await servedClosing(db, quarter);
  return closing === null ? null : storedAt(db, investorId, quarter, closing);
}

/** For the statement list: each closed quarter's key, and whether it holds this investor's statement. */
export async function closedQuarters(db: Db, investorId: number): Promise<Map<string, boolean>> {
  const rows = await db
    .select({
      quarter: fundPeriods.quarter,
      stored: sql<boolean>`exists (select 1 from ${periodStatements} s
        where s.quarter = ${fundPeriods.quarter} and s.closing = ${fundPeriods.closings}
          and s.investor_id = ${investorId})`,
    })
    .from(fundPeriods)
    .where(sql`${fundPeriods.closedAt} is not null`);
  return new Map(rows.map((row) => [row.quarter, row.stored]));
}

/** `GET /api/periods/{quarter}/statements`: the statements the quarter's current closing stored. */
export async function listStoredStatements(db: Db, quarter: string) {
  const closing = await servedClosing(db, quarter);
  if (closing === null) return [];
  return db
    .select({
      investorId: periodStatements.investorId,
      name: investors.name,
      fileName: periodStatements.fileName,
      size: sql<number>`octet_length(${periodStatements.content})::int`,
    })
    .from(periodStatements)
    .innerJoin(investors, eq(investors.id, periodStatements.investorId))
    .where(and(eq(periodStatements.quarter, quarter), eq(periodStatements.closing, closing)))
    .orderBy(asc(investors.id));
}

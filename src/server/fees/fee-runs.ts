import Decimal from 'decimal.js';
import { asc, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { toNumericText } from '../../domain/decimal-input';
import { chargeFees, type LedgerRecord } from '../../domain/fees/fee-rule';
import { navDeviationPercent, navWithinTolerance } from '../../domain/investors/nav-tolerance';
import {
  FEE_RUN_NOT_FOUND,
  INVALID_FEE_RUN_NAV,
  feeRunNavOutsideTolerance,
  feeRunExists,
  feeRunNotEnded,
  laterFeeRunExists,
  notLatestFeeRun,
} from '../../domain/fees/messages';
import type {
  FeeRun,
  FeeRunInvestor,
  FeeRunPreview,
  feeRunBodySchema,
  feeRunPreviewBodySchema,
  PostedFeeRun,
} from '../../domain/fees/schemas';
import type { BooksNavAnswer } from '../../domain/books/books-nav';
import { termsFor } from '../../domain/fees/terms';
import { parseQuarter, quarterKey, quarterLabel, quarterLastDay, type Quarter } from '../../domain/quarters';
import { isoInstant, jsonFigure } from '../api-json';
import {
  booksNavOn,
  guardWrite,
  loadPastRuns,
  writeAudit,
  type BooksNav,
  type Db,
  type Executor,
  type Tx,
} from '../books';
import { recordFeeRun } from '../notices/events';
import { feeRunInvestors, feeRunLots, feeRuns, investments, investors } from '../db/schema';
import { HttpError } from '../http-error';
import { loadFundTerms, loadOverrides } from './fee-terms';

/* Fee runs: preview, post, list and reverse (docs/requirements.md#fee-runs, decision 019). */

export type FeeRunInput = z.output<typeof feeRunBodySchema>;
export type FeeRunPreviewInput = z.output<typeof feeRunPreviewBodySchema>;

/** The books' NAV as the API answers it. */
export function booksNavAnswer(nav: BooksNav | null): BooksNavAnswer | null {
  return nav === null ? null : { navPerUnit: jsonFigure(nav.navPerUnit), date: nav.date, source: nav.source };
}

const CHUNK = 2000;

/** A run's line for one investor as computed, before it is stored. */
interface ComputedLine {
  investorId: number;
  name: string;
  terms: ReturnType<typeof termsFor>;
  fee: ReturnType<typeof chargeFees>;
}

function quarterOfInput(input: { quarter: string }): Quarter {
  return parseQuarter(input.quarter)!;
}

/** The quarter of the latest run ending after `day`, or null: runs go in quarter order. */
async function latestAfter(ex: Executor, day: string): Promise<Quarter | null> {
  const [later] = await ex
    .select({ quarter: feeRuns.quarter })
    .from(feeRuns)
    .where(gt(feeRuns.periodEnd, day))
    .orderBy(desc(feeRuns.periodEnd))
    .limit(1);
  return later ? parseQuarter(later.quarter) : null;
}

/** Every investor's fee for the quarter at N, from the books as `ex` sees them; holders only. */
async function computeRun(ex: Executor, quarter: Quarter, navPerUnit: Decimal): Promise<ComputedLine[]> {
  const end = quarterLastDay(quarter);
  const fund = await loadFundTerms(ex);
  const overrides = await loadOverrides(ex);
  const people = await ex
    .select({ id: investors.id, name: investors.name })
    .from(investors)
    .orderBy(asc(investors.id));
  const rows = await ex
    .select({
      id: investments.id,
      investorId: investments.investorId,
      date: investments.investmentDate,
      shares: investments.sharesIssued,
      nav: investments.navAtEntry,
    })
    .from(investments)
    .where(lte(investments.investmentDate, end))
    .orderBy(asc(investments.investmentDate), asc(investments.id));
  const recordsOf = new Map<number, LedgerRecord[]>();
  for (const row of rows) {
    const list = recordsOf.get(row.investorId) ?? [];
    list.push(row);
    recordsOf.set(row.investorId, list);
  }
  const pastRuns = await loadPastRuns(ex);
  const lines: ComputedLine[] = [];
  for (const person of people) {
    const records = recordsOf.get(person.id);
    if (!records) continue;
    const terms = termsFor(fund, overrides.get(person.id));
    const fee = chargeFees({ quarter, navPerUnit, terms, records, pastRuns: pastRuns.get(person.id) ?? [] });
    if (fee.lots.length > 0) lines.push({ investorId: person.id, name: person.name, terms, fee });
  }
  return lines;
}

const figures = (
  management: Decimal.Value,
  performance: Decimal.Value,
  total: Decimal.Value,
  shares: Decimal.Value,
) => ({
  managementFee: jsonFigure(new Decimal(management)),
  performanceFee: jsonFigure(new Decimal(performance)),
  totalFee: jsonFigure(new Decimal(total)),
  feeShares: jsonFigure(new Decimal(shares)),
});

function investorAnswer(line: ComputedLine): FeeRunInvestor {
  const { fee } = line;
  return {
    investorId: line.investorId,
    name: line.name,
    ...figures(fee.managementFee, fee.performanceFee, fee.totalFee, fee.feeShares),
    lots: fee.lots.map((lot) => ({
      investmentId: lot.investmentId,
      shares: jsonFigure(lot.shares),
      highWaterMark: jsonFigure(lot.highWaterMark),
      managementFee: jsonFigure(lot.managementFee),
      performanceFee: jsonFigure(lot.performanceFee),
      newHighWaterMark: jsonFigure(lot.newHighWaterMark),
    })),
  };
}

function totalsOf(lines: readonly ComputedLine[]) {
  const sum = (pick: (line: ComputedLine) => Decimal) =>
    lines.reduce((total, line) => total.plus(pick(line)), new Decimal(0));
  return {
    managementFee: sum((line) => line.fee.managementFee),
    performanceFee: sum((line) => line.fee.performanceFee),
    totalFee: sum((line) => line.fee.totalFee),
    feeShares: sum((line) => line.fee.feeShares),
  };
}

/**
 * `POST /api/fee-runs/preview`: what the run would charge; writes nothing. Without a NAV per unit it
 * charges at the books' NAV for the quarter's end (400 when the books hold none), and it always answers
 * that NAV, so the screen starts its field there and names the source.
 */
export async function previewFeeRun(db: Db, input: FeeRunPreviewInput): Promise<FeeRunPreview> {
  const quarter = quarterOfInput(input);
  const { books, nav, lines } = await db.transaction(
    async (tx) => {
      const books = await booksNavOn(tx, quarterLastDay(quarter));
      const typed = input.navPerUnit === undefined ? null : new Decimal(input.navPerUnit);
      const nav = typed ?? books?.navPerUnit ?? null;
      if (nav === null) throw new HttpError(400, INVALID_FEE_RUN_NAV);
      return { books, nav, lines: await computeRun(tx, quarter, nav) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const totals = totalsOf(lines);
  return {
    quarter: quarterKey(quarter),
    label: quarterLabel(quarter),
    periodEnd: quarterLastDay(quarter),
    navPerUnit: jsonFigure(nav),
    investors: lines.map(investorAnswer),
    totals: figures(totals.managementFee, totals.performanceFee, totals.totalFee, totals.feeShares),
    booksNav: booksNavAnswer(books),
    navFromBooks: input.navPerUnit === undefined,
  };
}

/** What the run's audit row keeps when a reason was given for its NAV per unit. */
interface NavOverride {
  reason: string;
  booksNavPerUnit: string | null;
  booksNavDate: string | null;
  deviationPercent: string | null;
  tolerancePercent: number;
  needed: boolean;
}

/** The run's NAV against the books' for the quarter's end: beyond the tolerance, 409 without a reason. */
async function checkRunNav(
  tx: Tx,
  input: FeeRunInput,
  end: string,
  nav: Decimal,
  tolerancePercent: number,
): Promise<NavOverride | null> {
  const books = await booksNavOn(tx, end);
  const deviation =
    books === null ? null : navDeviationPercent(nav, books.navPerUnit).toDecimalPlaces(2).toFixed();
  const needed = books !== null && !navWithinTolerance(nav, books.navPerUnit, tolerancePercent);
  if (needed && input.navOverrideReason === undefined)
    throw new HttpError(
      409,
      feeRunNavOutsideTolerance({
        nav: nav.toFixed(),
        booksNav: books.navPerUnit.toFixed(),
        booksDate: books.date,
        deviationPercent: deviation!,
        tolerancePercent: String(tolerancePercent),
      }),
    );
  if (input.navOverrideReason === undefined) return null;
  return {
    reason: input.navOverrideReason,
    booksNavPerUnit: books?.navPerUnit.toFixed() ?? null,
    booksNavDate: books?.date ?? null,
    deviationPercent: deviation,
    tolerancePercent,
    needed,
  };
}

/**
 * `POST /api/fee-runs`: computes the run as the preview does and stores it, in one transaction with its
 * audit row. 409 when the quarter is closed, already has a run, has a later quarter's run after it, or
 * has not ended yet.
 */
export async function postFeeRun(
  db: Db,
  input: FeeRunInput,
  actor: string,
  today: string,
  navTolerancePercent: number,
): Promise<PostedFeeRun> {
  const quarter = quarterOfInput(input);
  const key = quarterKey(quarter);
  const end = quarterLastDay(quarter);
  const nav = new Decimal(input.navPerUnit);
  return db.transaction(async (tx) => {
    await guardWrite(tx, { quarters: [key], feeLedger: 'post' });
    const [existing] = await tx.select({ id: feeRuns.id }).from(feeRuns).where(eq(feeRuns.quarter, key));
    if (existing) throw new HttpError(409, feeRunExists(quarter));
    const later = await latestAfter(tx, end);
    if (later) throw new HttpError(409, laterFeeRunExists(later));
    if (today <= end) throw new HttpError(409, feeRunNotEnded(quarter, end));
    const override = await checkRunNav(tx, input, end, nav, navTolerancePercent);

    const lines = await computeRun(tx, quarter, nav);
    const totals = totalsOf(lines);
    const [run] = await tx
      .insert(feeRuns)
      .values({
        quarter: key,
        periodEnd: end,
        navPerUnit: toNumericText(nav),
        managementFee: toNumericText(totals.managementFee),
        performanceFee: toNumericText(totals.performanceFee),
        totalFee: toNumericText(totals.totalFee),
        feeShares: toNumericText(totals.feeShares),
        postedBy: actor,
      })
      .returning();
    const feeRunId = run!.id;
    const investorRows = lines.map((line) => ({
      fee_run_id: feeRunId,
      investor_id: line.investorId,
      management_fee: toNumericText(line.fee.managementFee),
      performance_fee: toNumericText(line.fee.performanceFee),
      total_fee: toNumericText(line.fee.totalFee),
      fee_shares: toNumericText(line.fee.feeShares),
      management_fee_percent: toNumericText(line.terms.managementFeePercent),
      performance_fee_percent: toNumericText(line.terms.performanceFeePercent),
      crystallization: line.terms.crystallization,
    }));
    const lotRows = lines.flatMap((line) =>
      line.fee.lots.map((lot) => ({
        fee_run_id: feeRunId,
        investment_id: lot.investmentId,
        investor_id: line.investorId,
        shares: toNumericText(lot.shares),
        high_water_mark: toNumericText(lot.highWaterMark),
        management_fee: toNumericText(lot.managementFee),
        performance_fee: toNumericText(lot.performanceFee),
        new_high_water_mark: toNumericText(lot.newHighWaterMark),
        fee_shares: toNumericText(lot.feeShares),
      })),
    );
    await insertRecords(
      tx,
      sql`${feeRunInvestors} (fee_run_id, investor_id, management_fee, performance_fee, total_fee, fee_shares,
        management_fee_percent, performance_fee_percent, crystallization)`,
      sql`fee_run_id int, investor_id int, management_fee numeric, performance_fee numeric, total_fee numeric,
        fee_shares numeric, management_fee_percent numeric, performance_fee_percent numeric,
        crystallization fee_crystallization`,
      investorRows,
    );
    await insertRecords(
      tx,
      sql`${feeRunLots} (fee_run_id, investment_id, investor_id, shares, high_water_mark, management_fee,
        performance_fee, new_high_water_mark, fee_shares)`,
      sql`fee_run_id int, investment_id int, investor_id int, shares numeric, high_water_mark numeric,
        management_fee numeric, performance_fee numeric, new_high_water_mark numeric, fee_shares numeric`,
      lotRows,
    );
    const posted = await loadPostedRun(tx, feeRunId);
    await writeAudit(tx, {
      actor,
      action: 'post',
      entity: 'fee_run',
      entityId: feeRunId,
      after: { ...(await runRecord(tx, feeRunId)), ...(override ? { navOverride: override } : {}) },
    });
    await recordFeeRun(tx, 'posted', feeRunId, key, actor);
    return posted;
  });
}

/**
 * Inserts `rows` (objects keyed by column name) as one JSON parameter per chunk: thousands of lots
 * bound one parameter each cost PGlite most of a post's time.
 */
async function insertRecords(tx: Tx, into: SQL, columns: SQL, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const data = JSON.stringify(rows.slice(start, start + CHUNK));
    await tx.execute(
      sql`insert into ${into} select * from jsonb_to_recordset(${data}::jsonb) as x(${columns})`,
    );
  }
}

/** The run's row and every line it stored, as the audit keeps it (so a reversal loses nothing). */
async function runRecord(ex: Executor, feeRunId: number) {
  const [run] = await ex.select().from(feeRuns).where(eq(feeRuns.id, feeRunId));
  const lines = await ex.select().from(feeRunInvestors).where(eq(feeRunInvestors.feeRunId, feeRunId));
  const lots = await ex.select().from(feeRunLots).where(eq(feeRunLots.feeRunId, feeRunId));
  return { ...run, investors: lines, lots };
}

const runColumns = {
  id: feeRuns.id,
  quarter: feeRuns.quarter,
  periodEnd: feeRuns.periodEnd,
  navPerUnit: feeRuns.navPerUnit,
  managementFee: feeRuns.managementFee,
  performanceFee: feeRuns.performanceFee,
  totalFee: feeRuns.totalFee,
  feeShares: feeRuns.feeShares,
  postedBy: feeRuns.postedBy,
  createdAt: feeRuns.createdAt,
  investorCount: sql<number>`(select count(*)::int from ${feeRunInvestors} l where l.fee_run_id = ${feeRuns.id})`,
};

interface RunRow {
  id: number;
  quarter: string;
  periodEnd: string;
  navPerUnit: string;
  managementFee: string;
  performanceFee: string;
  totalFee: string;
  feeShares: string;
  postedBy: string;
  createdAt: string;
  investorCount: number;
}

function runAnswer(row: RunRow): FeeRun {
  return {
    id: row.id,
    quarter: row.quarter,
    label: quarterLabel(parseQuarter(row.quarter)!),
    periodEnd: row.periodEnd,
    navPerUnit: jsonFigure(row.navPerUnit),
    ...figures(row.managementFee, row.performanceFee, row.totalFee, row.feeShares),
    investorCount: row.investorCount,
    postedBy: row.postedBy,
    postedAt: isoInstant(row.createdAt),
  };
}

/** A posted run with its lines, read back from what was stored. */
async function loadPostedRun(ex: Executor, feeRunId: number): Promise<PostedFeeRun> {
  const [row] = await ex.select(runColumns).from(feeRuns).where(eq(feeRuns.id, feeRunId));
  if (!row) throw new HttpError(404, FEE_RUN_NOT_FOUND);
  const lines = await ex
    .select({ line: feeRunInvestors, name: investors.name })
    .from(feeRunInvestors)
    .innerJoin(investors, eq(investors.id, feeRunInvestors.investorId))
    .where(eq(feeRunInvestors.feeRunId, feeRunId))
    .orderBy(asc(feeRunInvestors.investorId));
  // Oldest lot first, as the rule lists them.
  const lots = await ex
    .select({ lot: feeRunLots })
    .from(feeRunLots)
    .innerJoin(investments, eq(investments.id, feeRunLots.investmentId))
    .where(eq(feeRunLots.feeRunId, feeRunId))
    .orderBy(asc(investments.investmentDate), asc(investments.id));
  const lotsOf = new Map<number, (typeof feeRunLots.$inferSelect)[]>();
  for (const { lot } of lots) lotsOf.set(lot.investorId, [...(lotsOf.get(lot.investorId) ?? []), lot]);
  return {
    ...runAnswer(row),
    investors: lines.map(({ line, name }) => ({
      investorId: line.investorId,
      name,
      ...figures(line.managementFee, line.performanceFee, line.totalFee, line.feeShares),
      lots: (lotsOf.get(line.investorId) ?? []).map((lot) => ({
        investmentId: lot.investmentId,
        shares: jsonFigure(lot.shares),
        highWaterMark: jsonFigure(lot.highWaterMark),
        managementFee: jsonFigure(lot.managementFee),
        performanceFee: jsonFigure(lot.performanceFee),
        newHighWaterMark: jsonFigure(lot.newHighWaterMark),
      })),
    })),
  };
}

/** `GET /api/fee-runs`: every posted run, newest quarter first. */
export async function listFeeRuns(db: Db): Promise<FeeRun[]> {
  const rows = await db.select(runColumns).from(feeRuns).orderBy(desc(feeRuns.periodEnd));
  return rows.map(runAnswer);
}

/**
 * `DELETE /api/fee-runs/{id}`: reverses the latest run by deleting it and its lines, which gives the
 * lots back their units and marks exactly (they are replayed from the runs that remain). 404 for no
 * such run; 409 when a later run exists or its quarter is closed. Audited with everything it held.
 */
export async function reverseFeeRun(db: Db, feeRunId: number, actor: string): Promise<FeeRun> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select(runColumns).from(feeRuns).where(eq(feeRuns.id, feeRunId));
    if (!found) throw new HttpError(404, FEE_RUN_NOT_FOUND);
    await guardWrite(tx, { quarters: [found.quarter], feeLedger: 'post' });
    // Read again under the ledger's lock: another reversal may have gone first.
    const [row] = await tx.select(runColumns).from(feeRuns).where(eq(feeRuns.id, feeRunId));
    if (!row) throw new HttpError(404, FEE_RUN_NOT_FOUND);
    const later = await latestAfter(tx, row.periodEnd);
    if (later) throw new HttpError(409, notLatestFeeRun(later));
    const before = await runRecord(tx, feeRunId);
    await tx.delete(feeRuns).where(eq(feeRuns.id, feeRunId));
    await writeAudit(tx, { actor, action: 'reverse', entity: 'fee_run', entityId: feeRunId, before });
    await recordFeeRun(tx, 'reversed', feeRunId, row.quarter, actor);
    return runAnswer(row);
  });
}

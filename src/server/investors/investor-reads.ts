import { asc, eq } from 'drizzle-orm';
import { lotsAt } from '../../domain/fees/fee-rule';
import { highWaterMark } from '../../domain/fees/fees-paid';
import { investorTotals } from '../../domain/investors/investor-totals';
import type { Investor, NavData } from '../../domain/investors/schemas';
import type { LedgerRow } from '../../domain/investors/ledger-csv';
import type { Db } from '../db/client';
import { investments, investorNavData, investors } from '../db/schema';
import { isoInstant, jsonFigure, jsonFigureOrNull } from '../api-json';
import { type DeductionRow, type Executor, loadDeductions, loadPastRuns } from '../books';
import { toInvestment, toNavData, type InvestmentRow, type NavDataRow } from './rows';

// The three reads see one snapshot, so totals never mix a record with a list that lacks it.
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Every record is on or before this day: a lot's current units and mark are its state at the end of it. */
const ALL_DAYS = '9999-12-31';

/**
 * Investors with their investments, NAV snapshots, fee deductions and totals, oldest investor first:
 * five queries whatever the number of investors, in one snapshot. With `investorId`, just that one (or
 * an empty list).
 */
export async function loadInvestors(db: Db, investorId?: number): Promise<Investor[]> {
  return db.transaction((tx) => loadInvestorsIn(tx, investorId), SNAPSHOT);
}

/** `loadInvestors` inside a transaction the caller holds (a period's close renders statements with it). */
export async function loadInvestorsIn(tx: Executor, investorId?: number): Promise<Investor[]> {
  const investorRows = await tx
    .select()
    .from(investors)
    .where(investorId === undefined ? undefined : eq(investors.id, investorId))
    .orderBy(asc(investors.id));
  if (investorRows.length === 0) return [];
  const investmentRows: InvestmentRow[] = await tx
    .select()
    .from(investments)
    .where(investorId === undefined ? undefined : eq(investments.investorId, investorId))
    .orderBy(asc(investments.investmentDate), asc(investments.id));
  const navRows: NavDataRow[] = await tx
    .select()
    .from(investorNavData)
    .where(investorId === undefined ? undefined : eq(investorNavData.investorId, investorId));
  const deductionRows: DeductionRow[] = await loadDeductions(tx, investorId);
  const pastRuns = await loadPastRuns(tx, investorId);
  const investmentsOf = groupBy(investmentRows, (row) => row.investorId);
  const navOf = groupBy(navRows, (row) => row.investorId);
  const deductionsOf = groupBy(deductionRows, (row) => row.investorId);

  return investorRows.map((investor) => {
    const own = investmentsOf.get(investor.id) ?? [];
    const nav = toNavData(navOf.get(investor.id) ?? []);
    const fees = deductionsOf.get(investor.id) ?? [];
    const totals = investorTotals(own, fees);
    const lots = lotsAt(
      own.map((row) => ({
        id: row.id,
        date: row.investmentDate,
        shares: row.sharesIssued,
        nav: row.navAtEntry,
      })),
      pastRuns.get(investor.id) ?? [],
      ALL_DAYS,
    );
    const mark = highWaterMark(lots);
    return {
      id: investor.id,
      name: investor.name,
      email: investor.email,
      dateAdded: isoInstant(investor.dateAdded),
      status: investor.status,
      quarterlyContribution: jsonFigureOrNull(investor.quarterlyContribution),
      investments: own.map(toInvestment),
      quarterlyNavSnapshots: nav.quarterly,
      yearStartNavValues: nav.yearStart,
      inceptionNav: nav.inception,
      totalInvested: jsonFigure(totals.totalInvested),
      totalShares: jsonFigure(totals.totalShares),
      investmentCount: totals.investmentCount,
      feeDeductions: fees.map((fee) => ({
        quarter: fee.quarter,
        date: fee.date,
        navPerUnit: jsonFigure(fee.navPerUnit),
        managementFee: jsonFigure(fee.managementFee),
        performanceFee: jsonFigure(fee.performanceFee),
        totalFee: jsonFigure(fee.totalFee),
        shares: jsonFigure(fee.shares),
      })),
      highWaterMark: mark === null ? null : jsonFigure(mark),
    };
  });
}

/** One investor's NAV data, or null when there is no such investor. */
export async function loadNavData(db: Db, investorId: number): Promise<NavData | null> {
  return db.transaction(async (tx) => {
    const [investor] = await tx
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.id, investorId));
    if (!investor) return null;
    const rows = await tx.select().from(investorNavData).where(eq(investorNavData.investorId, investorId));
    return toNavData(rows);
  }, SNAPSHOT);
}

/** Every investment and redemption with its investor, by investor then date. */
export async function loadLedger(db: Db): Promise<LedgerRow[]> {
  return db
    .select({
      investorId: investors.id,
      investorName: investors.name,
      email: investors.email,
      investmentId: investments.id,
      investmentDate: investments.investmentDate,
      type: investments.type,
      amountInvested: investments.amountInvested,
      navAtEntry: investments.navAtEntry,
      sharesIssued: investments.sharesIssued,
    })
    .from(investments)
    .innerJoin(investors, eq(investors.id, investments.investorId))
    .orderBy(asc(investors.id), asc(investments.investmentDate), asc(investments.id));
}

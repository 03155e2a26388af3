import { and, asc, desc, eq } from 'drizzle-orm';
import type { DocumentInfo } from '../../domain/documents/schemas';
import { DOCUMENT_NOT_FOUND } from '../../domain/documents/messages';
import { lotsAt } from '../../domain/fees/fee-rule';
import { highWaterMark } from '../../domain/fees/fees-paid';
import type { LedgerEntry } from '../../domain/portal/account';
import type { PortalTransaction } from '../../domain/portal/account-schema';
import { transactionRows, type TransactionRow } from '../../domain/portal/transactions-csv';
import type { Db } from '../db/client';
import { documents, investments, investorNavData, investors } from '../db/schema';
import { loadDeductions, loadPastRuns, unitsHeld, type DeductionRow } from '../books';
import { HttpError } from '../http-error';
import { isoInstant, jsonFigure } from '../api-json';
import type { StoredFile } from '../documents/store';

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export interface PortalLedger {
  entries: (LedgerEntry & { id: number; amount: string; nav: string; shares: string })[];
  /** The posted fee runs' charges to the investor, oldest first. */
  feeDeductions: DeductionRow[];
  /** The units-weighted mark of the lots held, or null. */
  highWaterMark: string | null;
  quarterlyNavSnapshots: Record<string, number>;
  /** Every investor's units, net of fees: the fund's outstanding shares. */
  fundShares: string;
}

/** Every record is on or before this day: a lot's current units and mark are its state at the end of it. */
const ALL_DAYS = '9999-12-31';

/** One investor's records, fees, quarterly NAVs and the fund's units, in one snapshot. */
export async function loadPortalLedger(db: Db, investorId: number): Promise<PortalLedger> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: investments.id,
        date: investments.investmentDate,
        amount: investments.amountInvested,
        nav: investments.navAtEntry,
        shares: investments.sharesIssued,
      })
      .from(investments)
      .where(eq(investments.investorId, investorId))
      .orderBy(asc(investments.investmentDate), asc(investments.id));
    const navRows = await tx
      .select({ period: investorNavData.period, navValue: investorNavData.navValue })
      .from(investorNavData)
      .where(and(eq(investorNavData.investorId, investorId), eq(investorNavData.kind, 'quarterly')));
    const feeDeductions = await loadDeductions(tx, investorId);
    const pastRuns = (await loadPastRuns(tx, investorId)).get(investorId) ?? [];
    const mark = highWaterMark(lotsAt(rows, pastRuns, ALL_DAYS));
    return {
      entries: rows,
      feeDeductions,
      highWaterMark: mark === null ? null : mark.toFixed(),
      quarterlyNavSnapshots: Object.fromEntries(navRows.map((row) => [row.period, jsonFigure(row.navValue)])),
      fundShares: (await unitsHeld(tx)).toFixed(),
    };
  }, SNAPSHOT);
}

/** The investor's records and fees as the transactions list and its CSV show them, oldest first. */
export function ledgerTransactions(ledger: PortalLedger): TransactionRow[] {
  return transactionRows(ledger.entries, ledger.feeDeductions);
}

export function toTransactions(rows: readonly TransactionRow[]): PortalTransaction[] {
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    kind: row.kind,
    amount: jsonFigure(row.amount),
    nav: jsonFigure(row.nav),
    shares: jsonFigure(row.shares),
    managementFee: row.managementFee === null ? null : jsonFigure(row.managementFee),
    performanceFee: row.performanceFee === null ? null : jsonFigure(row.performanceFee),
  }));
}

/** The investor's active documents, newest first; archived ones are never shown to the investor. */
export async function listActiveDocuments(db: Db, investorId: number): Promise<DocumentInfo[]> {
  const rows = await db
    .select({
      id: documents.id,
      filename: documents.filename,
      category: documents.category,
      version: documents.version,
      description: documents.description,
      fileSize: documents.fileSize,
      fileType: documents.fileType,
      createdAt: documents.createdAt,
      isActive: documents.isActive,
    })
    .from(documents)
    .where(and(eq(documents.investorId, investorId), eq(documents.isActive, true)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map((row) => ({ ...row, createdAt: isoInstant(row.createdAt) }));
}

/** One active document of the investor; another's, an archived or an unknown one is the same 404. */
export async function loadActiveDocumentFile(
  db: Db,
  investorId: number,
  documentId: number,
): Promise<StoredFile> {
  const [row] = await db
    .select({ filename: documents.filename, fileType: documents.fileType, content: documents.content })
    .from(documents)
    .where(
      and(eq(documents.id, documentId), eq(documents.investorId, investorId), eq(documents.isActive, true)),
    );
  if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  return row;
}

/** The investor's name, for file names. */
export async function investorName(db: Db, investorId: number): Promise<string> {
  const [row] = await db.select({ name: investors.name }).from(investors).where(eq(investors.id, investorId));
  return row?.name ?? '';
}

import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DocumentInfo } from '../../domain/documents/schemas';
import { DOCUMENT_NOT_FOUND } from '../../domain/documents/messages';
import type { LedgerEntry } from '../../domain/portal/account';
import type { PortalTransaction } from '../../domain/portal/account-schema';
import type { Db } from '../db/client';
import { documents, investments, investorNavData, investors } from '../db/schema';
import { HttpError } from '../errors';
import { isoTimestamp, jsonNumber } from './rows';
import type { StoredFile } from '../documents/store';

const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export interface PortalLedger {
  entries: (LedgerEntry & { id: number; amount: string; nav: string; shares: string })[];
  quarterlyNavSnapshots: Record<string, number>;
  /** Every investor's units: the fund's outstanding shares. */
  fundShares: string;
}

/** One investor's records, quarterly NAVs and the fund's units, in one snapshot. */
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
    const [total] = await tx
      .select({ shares: sql<string>`coalesce(sum(${investments.sharesIssued}), 0)::text` })
      .from(investments);
    return {
      entries: rows,
      quarterlyNavSnapshots: Object.fromEntries(navRows.map((row) => [row.period, jsonNumber(row.navValue)])),
      fundShares: total?.shares ?? '0',
    };
  }, SNAPSHOT);
}

export function toTransactions(entries: PortalLedger['entries']): PortalTransaction[] {
  return entries.map((entry) => ({
    id: entry.id,
    date: entry.date,
    kind: Number(entry.amount) < 0 ? 'redemption' : 'contribution',
    amount: jsonNumber(entry.amount),
    nav: jsonNumber(entry.nav),
    shares: jsonNumber(entry.shares),
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
  return rows.map((row) => ({ ...row, createdAt: isoTimestamp(row.createdAt) }));
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

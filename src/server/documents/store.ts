import { and, desc, eq, sql } from 'drizzle-orm';
import { ALL_CATEGORIES, type DocumentCategoryFilter } from '../../domain/documents/categories';
import { DOCUMENT_NOT_FOUND } from '../../domain/documents/messages';
import type { DocumentInfo } from '../../domain/documents/schemas';
import { INVESTOR_NOT_FOUND } from '../../domain/investors/messages';
import { writeAudit } from '../books';
import { recordDocumentShared } from '../notices/events';
import type { Db } from '../db/client';
import { documents, investors } from '../db/schema';
import { HttpError } from '../http-error';
import { isoInstant } from '../api-json';

// Everything but the bytes: lists, answers and audit rows never carry a file.
const metadata = {
  id: documents.id,
  investorId: documents.investorId,
  filename: documents.filename,
  category: documents.category,
  version: documents.version,
  description: documents.description,
  fileSize: documents.fileSize,
  fileType: documents.fileType,
  isActive: documents.isActive,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};
type DocumentMetadata = Omit<typeof documents.$inferSelect, 'content' | 'sample'>;

export type NewDocument = Pick<
  typeof documents.$inferInsert,
  'filename' | 'category' | 'version' | 'description' | 'fileType' | 'content'
>;

export interface StoredFile {
  filename: string;
  fileType: string;
  content: Buffer;
}

function toDocumentInfo(row: DocumentMetadata): DocumentInfo {
  return {
    id: row.id,
    filename: row.filename,
    category: row.category,
    version: row.version,
    description: row.description,
    fileSize: row.fileSize,
    fileType: row.fileType,
    createdAt: isoInstant(row.createdAt),
    isActive: row.isActive,
  };
}

const ofInvestor = (investorId: number, documentId: number) =>
  and(eq(documents.id, documentId), eq(documents.investorId, investorId));

export async function investorExists(db: Pick<Db, 'select'>, investorId: number): Promise<boolean> {
  const [row] = await db.select({ id: investors.id }).from(investors).where(eq(investors.id, investorId));
  return row !== undefined;
}

/** An investor's documents, newest first, archived ones included; 404 for an unknown investor. */
export async function listDocuments(
  db: Db,
  investorId: number,
  category: DocumentCategoryFilter,
): Promise<DocumentInfo[]> {
  if (!(await investorExists(db, investorId))) throw new HttpError(404, INVESTOR_NOT_FOUND);
  const rows = await db
    .select(metadata)
    .from(documents)
    .where(
      and(
        eq(documents.investorId, investorId),
        category === ALL_CATEGORIES ? undefined : eq(documents.category, category),
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(toDocumentInfo);
}

/** Stores a checked upload with its audit row, in one transaction; 404 for an unknown investor. */
export async function createDocument(
  db: Db,
  investorId: number,
  input: NewDocument,
  actor: string,
): Promise<DocumentInfo> {
  return db.transaction(async (tx) => {
    // Locked so the investor cannot go while the document arrives.
    const [investor] = await tx
      .select({ id: investors.id })
      .from(investors)
      .where(eq(investors.id, investorId))
      .for('share');
    if (!investor) throw new HttpError(404, INVESTOR_NOT_FOUND);
    const [row] = await tx
      .insert(documents)
      .values({ ...input, investorId, fileSize: input.content.length })
      .returning(metadata);
    if (!row) throw new Error('insert returned no row');
    await writeAudit(tx, { actor, action: 'create', entity: 'document', entityId: row.id, after: row });
    if (row.isActive) await recordDocumentShared(tx, investorId, row.id, row.filename, row.version);
    return toDocumentInfo(row);
  });
}

/** The bytes of one of the investor's documents; 404 for another investor's or an unknown one. */
export async function loadDocumentFile(db: Db, investorId: number, documentId: number): Promise<StoredFile> {
  const [row] = await db
    .select({ filename: documents.filename, fileType: documents.fileType, content: documents.content })
    .from(documents)
    .where(ofInvestor(investorId, documentId));
  if (!row) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  return row;
}

/** Archives (false) or restores (true); setting the state it already has changes and logs nothing. */
export async function setDocumentActive(
  db: Db,
  investorId: number,
  documentId: number,
  isActive: boolean,
  actor: string,
): Promise<DocumentInfo> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(metadata)
      .from(documents)
      .where(ofInvestor(investorId, documentId))
      .for('update');
    if (!before) throw new HttpError(404, DOCUMENT_NOT_FOUND);
    if (before.isActive === isActive) return toDocumentInfo(before);
    const [after] = await tx
      .update(documents)
      .set({ isActive, updatedAt: sql`now()` })
      .where(eq(documents.id, documentId))
      .returning(metadata);
    if (!after) throw new Error('update returned no row');
    await writeAudit(tx, {
      actor,
      action: isActive ? 'restore' : 'archive',
      entity: 'document',
      entityId: documentId,
      before,
      after,
    });
    return toDocumentInfo(after);
  });
}

/** Deletes for good, with an audit row that keeps what the document was (not its bytes). */
export async function deleteDocument(
  db: Db,
  investorId: number,
  documentId: number,
  actor: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(documents).where(ofInvestor(investorId, documentId)).returning(metadata);
    if (!before) throw new HttpError(404, DOCUMENT_NOT_FOUND);
    await writeAudit(tx, { actor, action: 'delete', entity: 'document', entityId: documentId, before });
  });
}

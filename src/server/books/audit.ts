import { auditLog } from '../db/schema';
import type { Db } from '../db/client';
import { currentClientAddress } from './client-address';

export interface AuditEntry {
  actor: string;
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  /** Where the change came from; the request being served by default (client-address.ts). */
  clientAddress?: string | null;
}

type Executor = Pick<Db, 'insert'>;
type AuditRow = typeof auditLog.$inferInsert;

// Keeps each insert well under PostgreSQL's 65,535 bound parameters.
const CHUNK = 1000;

/** Audit rows a transaction holds back until `flushAudits` (see `deferAudits`). */
const deferred = new WeakMap<object, AuditRow[]>();

function auditRow(entry: AuditEntry): AuditRow {
  return {
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    clientAddress: entry.clientAddress === undefined ? (currentClientAddress() ?? null) : entry.clientAddress,
  };
}

/** The row as JSON now, so a row held back says what was true at the change. */
function frozen(row: AuditRow): AuditRow {
  return {
    ...row,
    before: JSON.parse(JSON.stringify(row.before)),
    after: JSON.parse(JSON.stringify(row.after)),
  };
}

/** Call inside the same transaction as the change, so a change is never without its audit row. */
export async function writeAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  const held = deferred.get(tx);
  if (held !== undefined) {
    held.push(frozen(auditRow(entry)));
    return;
  }
  await tx.insert(auditLog).values(auditRow(entry));
}

/**
 * Several audit rows of one change, a chunk per statement (a new quarter moves every open position),
 * each as `writeAudit` makes it: the client address included. The one way rows reach the audit table.
 */
export async function writeAudits(tx: Executor, entries: readonly AuditEntry[]): Promise<void> {
  const held = deferred.get(tx);
  if (held !== undefined) {
    for (const entry of entries) held.push(frozen(auditRow(entry)));
    return;
  }
  await insertChunks(tx, entries.map(auditRow));
}

async function insertChunks(tx: Executor, rows: AuditRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK)
    await tx.insert(auditLog).values(rows.slice(start, start + CHUNK));
}

/**
 * From now on `tx` keeps its audit rows back and `flushAudits` writes them, in order, a chunk per
 * statement: an import's commit writes thousands, and one insert each was a good part of its time.
 * Same rows, same order, same time stamp (`now()` is the transaction's start), same transaction.
 */
export function deferAudits(tx: object): void {
  deferred.set(tx, []);
}

/** Writes the rows `tx` kept back; later ones are written at once again. */
export async function flushAudits(tx: Executor): Promise<void> {
  const held = deferred.get(tx) ?? [];
  deferred.delete(tx);
  await insertChunks(tx, held);
}

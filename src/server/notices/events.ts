import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { kindIsOn, type AdminKind, type InvestorKind, type NoticeKind } from '../../domain/notices/kinds';
import { oneLine } from '../../domain/notices/templates';
import { formatInstantUtc } from '../../domain/format';
import type { Db, Executor } from '../books';
import { investors, noticePreferences, notices, outboxMessages } from '../db/schema';

/*
 * Events (decision 027): each is written by the transaction of the change that causes it, so a change
 * that rolls back leaves no notice, and one that commits leaves its notice and its e-mail in the outbox
 * together. The event's key is unique: the same event written twice is one notice and one message.
 */

/** The recipient key of the preferences: an investor's or the administrator's. */
export const recipientKey = (investorId: number | null) =>
  investorId === null ? 'admin' : `investor:${investorId}`;

async function storedKinds(ex: Executor, investorId: number | null): Promise<Record<string, boolean>> {
  const [row] = await ex
    .select({ kinds: noticePreferences.kinds })
    .from(noticePreferences)
    .where(eq(noticePreferences.recipient, recipientKey(investorId)));
  return row?.kinds ?? {};
}

/** Params are short single-line texts: nothing a notice carries can reach a header as a new line. */
const cleanParams = (params: Record<string, string | number>): Record<string, string> =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, oneLine(String(v)).slice(0, 500)]));

async function insertNotice(
  ex: Executor,
  investorId: number | null,
  kind: NoticeKind,
  eventKey: string,
  params: Record<string, string | number>,
): Promise<number | null> {
  const [row] = await ex
    .insert(notices)
    .values({ investorId, kind, eventKey, params: cleanParams(params) })
    .onConflictDoNothing({ target: notices.eventKey })
    .returning({ id: notices.id });
  return row?.id ?? null;
}

/**
 * A notice to an investor, in the app; and by e-mail when they have an address on file and have not
 * turned the kind off (legal kinds stay on).
 */
export async function recordInvestorNotice(
  ex: Executor,
  investorId: number,
  kind: InvestorKind,
  eventKey: string,
  params: Record<string, string | number> = {},
): Promise<void> {
  const noticeId = await insertNotice(ex, investorId, kind, `${eventKey}:investor:${investorId}`, params);
  if (noticeId === null) return;
  const [investor] = await ex
    .select({ name: investors.name, email: investors.email, sample: investors.sample })
    .from(investors)
    .where(eq(investors.id, investorId));
  if (!investor || investor.sample || investor.email.trim() === '') return;
  if (!kindIsOn(kind, await storedKinds(ex, investorId))) return;
  await ex.insert(outboxMessages).values({
    noticeId,
    toAddress: investor.email.trim(),
    toName: investor.name,
    messageId: randomUUID(),
  });
}

/**
 * A notice to the administrator, in the app; and by e-mail unless turned off. The address is decided
 * when the message is sent (ADMIN_ALERT_EMAIL, else the administrator's own), so it is left blank here.
 */
export async function recordAdminNotice(
  ex: Executor,
  kind: AdminKind,
  eventKey: string,
  params: Record<string, string | number> = {},
): Promise<void> {
  const noticeId = await insertNotice(ex, null, kind, `${eventKey}:admin`, params);
  if (noticeId === null) return;
  if (!kindIsOn(kind, await storedKinds(ex, null))) return;
  await ex.insert(outboxMessages).values({ noticeId, toAddress: '', toName: '', messageId: randomUUID() });
}

/** A statement stored by a quarter's close (each closing its own event). */
export const recordStatementReady = (ex: Executor, investorId: number, quarter: string, closing: number) =>
  recordInvestorNotice(ex, investorId, 'statement_ready', `statement:${quarter}:${closing}`, { quarter });

interface RequestFacts {
  id: number;
  investorId: number;
  kind: 'subscription' | 'redemption';
  rejectionReason?: string | null;
}

/** A request received: to the investor, and to the administrator as a new request. */
export async function recordRequestReceived(ex: Executor, request: RequestFacts): Promise<void> {
  await recordInvestorNotice(ex, request.investorId, 'request_received', `request:${request.id}:received`, {
    requestKind: request.kind,
    requestId: request.id,
  });
  const [investor] = await ex
    .select({ name: investors.name })
    .from(investors)
    .where(eq(investors.id, request.investorId));
  await recordAdminNotice(ex, 'admin_new_request', `request:${request.id}:new`, {
    requestKind: request.kind,
    requestId: request.id,
    investorName: investor?.name ?? '',
  });
}

/** A request decided: approved (its confirmation linked) or rejected (with the reason). */
export async function recordRequestDecided(
  ex: Executor,
  request: RequestFacts,
  decision: 'approved' | 'rejected',
): Promise<void> {
  await recordInvestorNotice(
    ex,
    request.investorId,
    decision === 'approved' ? 'request_approved' : 'request_rejected',
    `request:${request.id}:${decision}`,
    {
      requestKind: request.kind,
      requestId: request.id,
      ...(decision === 'rejected' ? { reason: request.rejectionReason ?? '' } : {}),
    },
  );
}

/** A document shared with an investor (uploaded active, or made active again). */
export const recordDocumentShared = (
  ex: Executor,
  investorId: number,
  documentId: number,
  filename: string,
  version: string,
) =>
  recordInvestorNotice(ex, investorId, 'document_shared', `document:${documentId}:${version}`, {
    documentId,
    filename,
  });

/**
 * An investor's tax package made by the Q4 close, in its transaction: the year's first (`tax:{year}`, once
 * however often Q4 closes), or one corrected by the close numbered `correctedBy`, whose figures for
 * this investor differ from the last close's: a notice of its own, which says it replaces the earlier one.
 */
export const recordTaxPackageReady = (
  ex: Executor,
  investorId: number,
  taxYear: number | string,
  correctedBy?: number,
) =>
  correctedBy === undefined
    ? recordInvestorNotice(ex, investorId, 'tax_package_ready', `tax:${taxYear}`, { taxYear })
    : recordInvestorNotice(ex, investorId, 'tax_package_ready', `tax:${taxYear}:corrected:${correctedBy}`, {
        taxYear,
        corrected: 'yes',
      });

/** A fee run posted or reversed; the administrator who did it is told nothing (see outbox and reads). */
export const recordFeeRun = (
  ex: Executor,
  action: 'posted' | 'reversed',
  feeRunId: number,
  quarter: string,
  actor: string,
) => recordAdminNotice(ex, 'admin_fee_run', `fee-run:${feeRunId}:${action}`, { action, quarter, actor });

/** A scheduled backup failed (in a transaction of its own: there is no change to share). */
export const recordBackupFailed = (db: Db, at: string, reason: string) =>
  db.transaction((tx) => recordAdminNotice(tx, 'admin_backup_failed', `backup:${at}`, { reason }));

/** Logged by the instance once its alert of a failing sheet is recorded (or found recorded already). */
export const SHEET_ALERT_RECORDED = 'failing sheet: the administrator is told, once per outage';

/** The advisory lock class of the sheet alerts (the sheet's name hashed is the other half). */
const SHEET_ALERT_LOCK_CLASS = 7305;

/**
 * A published sheet failing since `since` (this instance's first failed read): one notice per outage,
 * whichever instances see it. Each instance keeps its own "since", so one outage starts at different
 * moments for each; an alert for the sheet recorded since this instance began failing is the same
 * outage (both saw it failing then), and its event key is used again, so the once-per-event-key rule
 * leaves one notice and one message. A lock per sheet orders instances that tell at the same moment.
 */
export async function recordSheetFailing(db: Db, sheet: string, since: Date): Promise<void> {
  const minute = since.toISOString().slice(0, 16);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SHEET_ALERT_LOCK_CLASS}::int, hashtext(${sheet}))`);
    const [told] = await tx
      .select({ eventKey: notices.eventKey })
      .from(notices)
      .where(
        and(
          eq(notices.kind, 'admin_sheet_failing'),
          sql`${notices.params}->>'sheet' = ${sheet}`,
          sql`${notices.createdAt} >= ${since.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(desc(notices.id))
      .limit(1);
    const eventKey = told ? told.eventKey.replace(/:admin$/, '') : `sheet:${sheet}:${minute}`;
    await recordAdminNotice(tx, 'admin_sheet_failing', eventKey, {
      sheet,
      since: formatInstantUtc(since),
    });
  });
}

import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { isNoticeKind, nextAttemptDelay, type NoticeKind } from '../../domain/notices/kinds';
import type { Db } from '../books';
import { noticePreferences, notices, outboxMessages } from '../db/schema';
import { isoInstant } from '../api-json';
import { HttpError } from '../http-error';

/*
 * The outbox (decision 027). A message is claimed (`FOR UPDATE SKIP LOCKED`, so instances sharing one
 * PostgreSQL take different rows) and moved to 'sending' with its attempt counted, committed, before
 * the send. A crash between the send and the mark leaves it 'sending': it is never retried blindly but
 * failed after SENDING_LEASE_MS with a text saying it may have gone, so the administrator decides.
 */

export const SENDING_LEASE_MS = 10 * 60_000;
export const INTERRUPTED_ANSWER =
  'Interrupted while sending: it may have been delivered. Retry sends it again with the same Message-ID.';

export interface ClaimedMessage {
  id: number;
  noticeId: number;
  investorId: number | null;
  kind: NoticeKind;
  params: Record<string, string>;
  toAddress: string;
  toName: string;
  attempts: number;
  messageId: string;
}

const iso = (date: Date) => date.toISOString();

/** Claims up to `limit` messages due at `now`, in one committed transaction. */
export async function claimDue(db: Db, now: Date, limit: number): Promise<ClaimedMessage[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      // A message never tried is due at once; a retry when the sender's clock reaches its time.
      .where(
        and(
          eq(outboxMessages.state, 'queued'),
          or(eq(outboxMessages.attempts, 0), lte(outboxMessages.nextAttemptAt, iso(now))),
        ),
      )
      .orderBy(asc(outboxMessages.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((row) => row.id);
    await tx
      .update(outboxMessages)
      .set({ state: 'sending', attempts: sql`${outboxMessages.attempts} + 1`, claimedAt: iso(now) })
      .where(inArray(outboxMessages.id, ids));
    const rows = await tx
      .select({
        id: outboxMessages.id,
        noticeId: outboxMessages.noticeId,
        investorId: notices.investorId,
        kind: notices.kind,
        params: notices.params,
        toAddress: outboxMessages.toAddress,
        toName: outboxMessages.toName,
        attempts: outboxMessages.attempts,
        messageId: outboxMessages.messageId,
      })
      .from(outboxMessages)
      .innerJoin(notices, eq(notices.id, outboxMessages.noticeId))
      .where(inArray(outboxMessages.id, ids))
      .orderBy(asc(outboxMessages.id));
    return rows.flatMap((row) => (isNoticeKind(row.kind) ? [{ ...row, kind: row.kind }] : []));
  });
}

/** Messages left 'sending' by a process that stopped mid-send: failed and shown, never sent again blindly. */
export async function failInterrupted(db: Db, now: Date): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ state: 'failed', lastAnswer: INTERRUPTED_ANSWER })
    .where(
      and(
        eq(outboxMessages.state, 'sending'),
        lte(outboxMessages.claimedAt, iso(new Date(now.getTime() - SENDING_LEASE_MS))),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}

const sending = (id: number) => and(eq(outboxMessages.id, id), eq(outboxMessages.state, 'sending'));

export async function markSent(db: Db, id: number, now: Date, answer: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ state: 'sent', sentAt: iso(now), lastAnswer: answer.slice(0, 1000) })
    .where(sending(id));
}

/** A message not sent: failed at once when `permanent` (a 5xx) or out of attempts, else due again later. */
export async function markFailed(
  db: Db,
  message: Pick<ClaimedMessage, 'id' | 'attempts'>,
  now: Date,
  answer: string,
  permanent: boolean,
): Promise<'retry' | 'failed'> {
  const delay = permanent ? null : nextAttemptDelay(message.attempts);
  await db
    .update(outboxMessages)
    .set(
      delay === null
        ? { state: 'failed', lastAnswer: answer.slice(0, 1000) }
        : {
            state: 'queued',
            nextAttemptAt: iso(new Date(now.getTime() + delay)),
            lastAnswer: answer.slice(0, 1000),
          },
    )
    .where(sending(message.id));
  return delay === null ? 'failed' : 'retry';
}

/** A message that will not go by e-mail (no address, mail off): shown as skipped with why. */
export async function markSkipped(db: Db, id: number, answer: string): Promise<void> {
  await db.update(outboxMessages).set({ state: 'skipped', lastAnswer: answer }).where(sending(id));
}

/** With e-mail off (production without SMTP_URL), queued messages are skipped: the app shows them. */
export async function skipAllQueued(db: Db, answer: string): Promise<number> {
  const rows = await db
    .update(outboxMessages)
    .set({ state: 'skipped', lastAnswer: answer })
    .where(eq(outboxMessages.state, 'queued'))
    .returning({ id: outboxMessages.id });
  return rows.length;
}

/** `POST /api/outbox/{id}/retry`: a failed or skipped message is queued again, due now; 404 / 409 otherwise. */
export async function retryMessage(db: Db, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: outboxMessages.state })
      .from(outboxMessages)
      .where(eq(outboxMessages.id, id))
      .for('update');
    if (!row) throw new HttpError(404, 'Message not found');
    if (row.state !== 'failed' && row.state !== 'skipped')
      throw new HttpError(409, `Only a failed or skipped message can be retried; this one is ${row.state}`);
    await tx
      .update(outboxMessages)
      .set({ state: 'queued', attempts: 0, nextAttemptAt: iso(now) })
      .where(eq(outboxMessages.id, id));
  });
}

export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  state: 'queued' | 'sending' | 'sent' | 'failed' | 'skipped';
  attempts: number;
  nextAttemptAt: string;
  sentAt: string | null;
  lastAnswer: string | null;
  createdAt: string;
}

/** `GET /api/outbox`: the latest messages, newest first. */
export async function listOutbox(db: Db, limit = 200): Promise<OutboxRow[]> {
  return db
    .select({
      id: outboxMessages.id,
      kind: notices.kind,
      investorId: notices.investorId,
      toName: outboxMessages.toName,
      state: outboxMessages.state,
      attempts: outboxMessages.attempts,
      nextAttemptAt: outboxMessages.nextAttemptAt,
      sentAt: outboxMessages.sentAt,
      lastAnswer: outboxMessages.lastAnswer,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .innerJoin(notices, eq(notices.id, outboxMessages.noticeId))
    .orderBy(desc(outboxMessages.id))
    .limit(limit)
    .then((rows) =>
      rows.map(({ investorId, toName, ...row }) => ({
        ...row,
        nextAttemptAt: isoInstant(row.nextAttemptAt),
        sentAt: row.sentAt === null ? null : isoInstant(row.sentAt),
        createdAt: isoInstant(row.createdAt),
        recipient: investorId === null ? 'Administrator' : toName,
      })),
    );
}

/** The investor's unsubscribe capability, made on first use. */
export async function unsubscribeTokenOf(db: Db, investorId: number): Promise<string> {
  const [row] = await db
    .insert(noticePreferences)
    .values({
      recipient: `investor:${investorId}`,
      investorId,
      unsubscribeToken: randomBytes(24).toString('base64url'),
    })
    .onConflictDoUpdate({
      target: noticePreferences.recipient,
      set: {
        unsubscribeToken: sql`coalesce(${noticePreferences.unsubscribeToken}, excluded.unsubscribe_token)`,
      },
    })
    .returning({ token: noticePreferences.unsubscribeToken });
  return row!.token!;
}

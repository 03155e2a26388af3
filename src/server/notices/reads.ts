import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import {
  ADMIN_KINDS,
  INVESTOR_KINDS,
  isLegalKind,
  isNoticeKind,
  LEGAL_NOTICE_TEXT,
  preferencesOf,
  type NoticeKind,
} from '../../domain/notices/kinds';
import { noticeHeadline } from '../../domain/notices/templates';
import type { Db } from '../books';
import { noticePreferences, notices } from '../db/schema';
import { HttpError } from '../http-error';
import { recipientKey } from './events';

/** Whose notices a caller reads: one investor's, or the administrator's (null). */
export interface NoticeReader {
  investorId: number | null;
  /** The administrator's actor text (e-mail or subject): a fee run they made themselves is not news. */
  actor?: string;
}

const ofReader = (reader: NoticeReader) =>
  reader.investorId === null
    ? and(
        isNull(notices.investorId),
        reader.actor === undefined
          ? undefined
          : or(
              ne(notices.kind, 'admin_fee_run'),
              sql`coalesce(${notices.params}->>'actor', '') <> ${reader.actor}`,
            ),
      )
    : eq(notices.investorId, reader.investorId);

export interface NoticeItem {
  id: number;
  kind: NoticeKind;
  title: string;
  link: string;
  createdAt: string;
  read: boolean;
}

/** `GET /api/me/notices`: the caller's latest notices, newest first, and how many are unread. */
export async function listNotices(db: Db, reader: NoticeReader, limit = 50) {
  const rows = await db
    .select({
      id: notices.id,
      kind: notices.kind,
      params: notices.params,
      createdAt: notices.createdAt,
      readAt: notices.readAt,
    })
    .from(notices)
    .where(ofReader(reader))
    .orderBy(desc(notices.id))
    .limit(limit);
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notices)
    .where(and(ofReader(reader), isNull(notices.readAt)));
  const items: NoticeItem[] = rows.flatMap((row) => {
    if (!isNoticeKind(row.kind)) return [];
    const { title, path } = noticeHeadline(row.kind, row.params);
    return [
      {
        id: row.id,
        kind: row.kind,
        title,
        link: path,
        createdAt: new Date(row.createdAt).toISOString(),
        read: row.readAt !== null,
      },
    ];
  });
  return { notices: items, unread: Number(unread?.n ?? 0) };
}

/** `POST /api/me/notices/{id}/read`: 404 for a notice that is not the caller's (an id cannot be probed). */
export async function markNoticeRead(db: Db, reader: NoticeReader, id: number): Promise<void> {
  const [row] = await db
    .update(notices)
    .set({ readAt: sql`coalesce(${notices.readAt}, now())` })
    .where(and(eq(notices.id, id), ofReader(reader)))
    .returning({ id: notices.id });
  if (!row) throw new HttpError(404, 'Notice not found');
}

const kindsOfReader = (reader: NoticeReader): readonly NoticeKind[] =>
  reader.investorId === null ? ADMIN_KINDS : INVESTOR_KINDS;

/** `GET /api/me/notice-preferences`: every kind of the caller's, named, on or off; which stay on and why. */
export async function readPreferences(db: Db, reader: NoticeReader) {
  const [row] = await db
    .select({ kinds: noticePreferences.kinds })
    .from(noticePreferences)
    .where(eq(noticePreferences.recipient, recipientKey(reader.investorId)));
  const kinds = kindsOfReader(reader);
  return {
    kinds: preferencesOf(kinds, row?.kinds ?? {}),
    alwaysOn: kinds.filter(isLegalKind),
    alwaysOnReason: LEGAL_NOTICE_TEXT,
  };
}

/**
 * `PUT /api/me/notice-preferences`: sets the kinds named (others keep their choice). A kind of the other
 * audience is a 400; turning a legal notice off is a 400 saying why.
 */
export async function writePreferences(db: Db, reader: NoticeReader, asked: Record<string, boolean>) {
  const kinds = kindsOfReader(reader);
  for (const [kind, on] of Object.entries(asked)) {
    if (!(kinds as readonly string[]).includes(kind))
      throw new HttpError(400, `Invalid body: kinds: ${kind} is not a kind of notice you receive`);
    if (!on && isLegalKind(kind as NoticeKind)) throw new HttpError(400, LEGAL_NOTICE_TEXT);
  }
  await setKinds(db, reader.investorId, asked);
  return readPreferences(db, reader);
}

async function setKinds(db: Db, investorId: number | null, asked: Record<string, boolean>) {
  const patch = JSON.stringify(asked);
  await db
    .insert(noticePreferences)
    .values({ recipient: recipientKey(investorId), investorId, kinds: asked })
    .onConflictDoUpdate({
      target: noticePreferences.recipient,
      set: {
        kinds: sql`${noticePreferences.kinds} || ${patch}::jsonb`,
        updatedAt: sql`now()`,
      },
    });
}

/** The one-click unsubscribe: the token names the investor, the kind is turned off; false for a bad one. */
export async function unsubscribeByToken(db: Db, token: string, kind: string): Promise<boolean> {
  if (!isNoticeKind(kind) || isLegalKind(kind) || !(INVESTOR_KINDS as readonly string[]).includes(kind))
    return false;
  const [row] = await db
    .select({ investorId: noticePreferences.investorId })
    .from(noticePreferences)
    .where(eq(noticePreferences.unsubscribeToken, token));
  if (!row || row.investorId === null) return false;
  await setKinds(db, row.investorId, { [kind]: false });
  return true;
}

/** The administrator's own address, kept from their sign-in for alerts when ADMIN_ALERT_EMAIL is unset. */
export async function rememberAdminEmail(db: Db, email: string): Promise<void> {
  await db
    .insert(noticePreferences)
    .values({ recipient: 'admin', email })
    .onConflictDoUpdate({
      target: noticePreferences.recipient,
      set: { email },
      setWhere: sql`${noticePreferences.email} is distinct from ${email}`,
    });
}

export async function adminEmail(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ email: noticePreferences.email })
    .from(noticePreferences)
    .where(eq(noticePreferences.recipient, 'admin'));
  return row?.email ?? null;
}

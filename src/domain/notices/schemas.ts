import { z } from 'zod';
import { recordIdParam } from '../record-id';
import { ADMIN_KINDS, INVESTOR_KINDS } from './kinds';

/** The API's shapes for notices, preferences and the outbox (decision 027). */

const ALL_KINDS = [...INVESTOR_KINDS, ...ADMIN_KINDS] as const;

export const noticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ALL_KINDS),
  title: z.string(),
  /** The page it concerns, a path of this site. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const noticesResponseSchema = z.object({
  notices: z.array(noticeSchema),
  unread: z.number().int(),
});
export type NoticesResponse = z.infer<typeof noticesResponseSchema>;

export const noticeIdParamsSchema = z.object({ id: recordIdParam("The notice's id") });
export const outboxIdParamsSchema = z.object({ id: recordIdParam("The message's id") });

export const noticePreferencesSchema = z.object({
  kinds: z.record(z.string(), z.boolean()),
  /** Kinds that stay on (legal notices), and why. */
  alwaysOn: z.array(z.string()),
  alwaysOnReason: z.string(),
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;

export const noticePreferencesBodySchema = z
  .object({
    kinds: z.partialRecord(z.enum(ALL_KINDS), z.boolean()),
  })
  .strict();

export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  recipient: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  lastAnswer: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({
  /** 'smtp', 'files' (development: DATA_DIR/mail) or 'off' (the app only). */
  mail: z.enum(['smtp', 'files', 'off']),
  /** Where the administrator's alerts go: ADMIN_ALERT_EMAIL, else the administrator's own; null: none yet. */
  alertsTo: z.string().nullable(),
  messages: z.array(outboxMessageSchema),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

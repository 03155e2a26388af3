import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { isLegalKind } from '../../domain/notices/kinds';
import { oneLine, renderNotice } from '../../domain/notices/templates';
import type { Db } from '../books';
import type { Config } from '../config';
import {
  claimDue,
  failInterrupted,
  markFailed,
  markSent,
  markSkipped,
  skipAllQueued,
  unsubscribeTokenOf,
  type ClaimedMessage,
} from './outbox';
import { adminEmail } from './reads';

/*
 * The sender (decision 027) drains the outbox: claim what is due (the attempt recorded first), send,
 * mark. Its log lines name outbox ids, counts and SMTP codes: never a recipient, a subject or a body.
 */

export const MAIL_OFF_ANSWER = 'E-mail is off (no SMTP_URL): the notice is shown in the app only';
const NO_ADMIN_ADDRESS =
  "No address for the administrator's alerts: set ADMIN_ALERT_EMAIL, or sign in once as the administrator";
const OWN_CHANGE = 'Not sent: the administrator who made the change is the recipient';

export interface SenderOptions {
  db: Db;
  config: Pick<Config, 'fundName' | 'publicUrl' | 'dataDir' | 'mail'>;
  log: FastifyBaseLogger;
  /** The present (tests move it past a backoff). */
  now?: () => Date;
  batchSize?: number;
  concurrency?: number;
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

interface Outgoing {
  message: SendMailOptions;
  save?: (raw: Buffer) => Promise<void>;
}

/** The SMTP error's class: a 5xx answer is final, anything else (no connection, 4xx) may pass later. */
function failureOf(err: unknown): { answer: string; permanent: boolean; code: string } {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
  const answer = oneLine(e.response ?? e.message ?? 'The message could not be sent');
  return { answer, permanent, code: String(e.responseCode ?? e.code ?? 'error') };
}

const domainOf = (from: string, publicUrl: string) =>
  /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? new URL(publicUrl).hostname;

export function createSender(options: SenderOptions) {
  const { db, config, log } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 50;
  const concurrency = options.concurrency ?? 5;
  const mail = config.mail;
  const transport =
    mail.mode === 'smtp'
      ? nodemailer.createTransport({
          url: mail.smtpUrl,
          pool: true,
          maxConnections: concurrency,
          maxMessages: 500,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        } as Parameters<typeof nodemailer.createTransport>[0])
      : mail.mode === 'files'
        ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
        : null;
  const mailDir = path.join(config.dataDir, 'mail');
  const domain = domainOf(mail.from, config.publicUrl);

  async function build(message: ClaimedMessage): Promise<Outgoing | string> {
    let to = message.toAddress;
    let name: string | null = message.toName;
    if (message.investorId === null) {
      to = mail.adminAlertEmail ?? (await adminEmail(db)) ?? '';
      name = null;
      if (to === '') return NO_ADMIN_ADDRESS;
      if (message.kind === 'admin_fee_run' && message.params.actor?.toLowerCase() === to.toLowerCase())
        return OWN_CHANGE;
    }
    let unsubscribeUrl: string | undefined;
    if (message.investorId !== null && !isLegalKind(message.kind)) {
      const token = await unsubscribeTokenOf(db, message.investorId);
      unsubscribeUrl = `${config.publicUrl}/api/notices/unsubscribe?token=${token}&kind=${message.kind}`;
    }
    const rendered = renderNotice({
      kind: message.kind,
      params: message.params,
      fundName: config.fundName,
      recipientName: name,
      publicUrl: config.publicUrl,
      unsubscribeUrl,
    });
    const headers: Record<string, string> = { 'Auto-Submitted': 'auto-generated' };
    if (unsubscribeUrl) {
      // RFC 8058: a mail client's one-click button POSTs List-Unsubscribe=One-Click to this address.
      headers['List-Unsubscribe'] = `<${unsubscribeUrl}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    return {
      message: {
        from: mail.from,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        to: name === null ? to : { name: oneLine(name), address: to },
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        messageId: `<${message.messageId}@${domain}>`,
        headers,
      },
      save:
        mail.mode === 'files'
          ? async (raw) => {
              await fs.promises.mkdir(mailDir, { recursive: true });
              await fs.promises.writeFile(
                path.join(mailDir, `${String(message.id).padStart(6, '0')}.eml`),
                raw,
              );
            }
          : undefined,
    };
  }

  async function sendOne(message: ClaimedMessage, result: DrainResult) {
    try {
      const outgoing = await build(message);
      if (typeof outgoing === 'string') {
        await markSkipped(db, message.id, outgoing);
        result.skipped += 1;
        return;
      }
      const info = (await transport!.sendMail(outgoing.message)) as { response?: string; message?: Buffer };
      if (outgoing.save && info.message) await outgoing.save(info.message);
      await markSent(db, message.id, now(), oneLine(info.response ?? 'written to DATA_DIR/mail'));
      result.sent += 1;
    } catch (err) {
      const failure = failureOf(err);
      const outcome = await markFailed(db, message, now(), failure.answer, failure.permanent);
      result[outcome === 'retry' ? 'retried' : 'failed'] += 1;
      log.warn(
        { outbox: message.id, code: failure.code, attempt: message.attempts, outcome },
        'notice not sent',
      );
    }
  }

  /** Sends everything due now; resolves with what happened. */
  async function drain(): Promise<DrainResult> {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0, skipped: 0 };
    const interrupted = await failInterrupted(db, now());
    if (interrupted > 0)
      log.warn({ count: interrupted }, 'notices interrupted while sending: failed, shown in the Outbox');
    if (transport === null) {
      result.skipped += await skipAllQueued(db, MAIL_OFF_ANSWER);
      return result;
    }
    for (;;) {
      const batch = await claimDue(db, now(), batchSize);
      if (batch.length === 0) break;
      for (let i = 0; i < batch.length; i += concurrency)
        await Promise.all(batch.slice(i, i + concurrency).map((message) => sendOne(message, result)));
      // A batch that only met failures ends the round: the rest waits for the next poll.
      if (result.sent === 0 && result.skipped === 0) break;
    }
    if (result.sent + result.retried + result.failed > 0) log.info({ ...result }, 'notices sent');
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = drain()
      .catch((err: unknown) => log.error({ err }, 'the notice sender failed; it tries again'))
      .finally(() => {
        if (stopped) return;
        timer = setTimeout(tick, mail.pollSeconds * 1000);
        timer.unref();
      });
  };

  return {
    drain,
    /** Where development's messages are written (DATA_DIR/mail). */
    mailDir,
    /** Polls every MAIL_POLL_SECONDS (none when 0). */
    start() {
      if (mail.pollSeconds > 0) {
        timer = setTimeout(tick, 0);
        timer.unref();
      }
    },
    /** Stops polling and waits for a send under way, so no message is left 'sending' by a shutdown. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport?.close();
    },
  };
}

export type Sender = ReturnType<typeof createSender>;

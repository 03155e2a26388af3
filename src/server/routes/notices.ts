import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../domain/api-schemas';
import { KIND_LABELS, isNoticeKind } from '../../domain/notices/kinds';
import {
  noticeIdParamsSchema,
  noticePreferencesBodySchema,
  noticePreferencesSchema,
  noticesResponseSchema,
  outboxIdParamsSchema,
  outboxResponseSchema,
} from '../../domain/notices/schemas';
import { NOT_LINKED } from '../../domain/portal/messages';
import { actorOf } from '../actor';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { decidedInvestor } from '../investors/portal-guard';
import { listOutbox, retryMessage } from '../notices/outbox';
import {
  adminEmail,
  listNotices,
  markNoticeRead,
  readPreferences,
  rememberAdminEmail,
  unsubscribeByToken,
  writePreferences,
  type NoticeReader,
} from '../notices/reads';

export interface NoticeRoutesOptions {
  db: Db;
  mailMode: Config['mail']['mode'];
  adminAlertEmail?: string;
  fundName: string;
  now: () => Date;
}

const meta = { tags: ['notices'], security: [{ bearer: [] }] };
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 503: errorResponseSchema } as const;

/**
 * Notices (decision 027): the caller's own under /api/me (the administrator's, or the linked
 * investor's: never another's), the outbox for the Reports area, and the one-click unsubscribe.
 */
export const noticeRoutes: FastifyPluginAsyncZod<NoticeRoutesOptions> = async (app, options) => {
  const { db } = options;

  /** Whose notices: the administrator's, else the linked investor's; 403 for anyone else. */
  async function readerOf(request: FastifyRequest): Promise<NoticeReader> {
    const user = await app.completeProfile(request);
    if (!user) throw new HttpError(401, 'Unauthorized');
    if (user.allowed) {
      if (user.email) await rememberAdminEmail(db, user.email);
      return { investorId: null, actor: actorOf(request) };
    }
    const investor = await decidedInvestor(db, request, user);
    if (!investor) throw new HttpError(403, NOT_LINKED);
    return { investorId: investor.id };
  }
  const own = {
    // Checked before the body is read (onRequest comes before parsing): a caller with no notices gets
    // 403, never a 400 about its input.
    onRequest: [
      app.requireUser,
      async (request: FastifyRequest, reply: FastifyReply) => {
        if (!reply.sent) readers.set(request, await readerOf(request));
      },
    ],
  };
  const readers = new WeakMap<FastifyRequest, NoticeReader>();
  const reader = (request: FastifyRequest) => readers.get(request)!;
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'private, no-store');
  };

  app.get(
    '/api/me/notices',
    {
      ...own,
      onSend: noStore,
      schema: {
        ...meta,
        summary: "The caller's latest notices, newest first, and how many are unread",
        response: { 200: noticesResponseSchema, ...errors },
      },
    },
    async (request) => listNotices(db, reader(request)),
  );

  app.post(
    '/api/me/notices/:id/read',
    {
      ...own,
      schema: {
        ...meta,
        summary: 'Marks one of the caller’s notices read (404 for another’s)',
        params: noticeIdParamsSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await markNoticeRead(db, reader(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/me/notice-preferences',
    {
      ...own,
      onSend: noStore,
      schema: {
        ...meta,
        summary: 'Each kind of notice the caller receives, on or off; legal notices stay on',
        response: { 200: noticePreferencesSchema, ...errors },
      },
    },
    async (request) => readPreferences(db, reader(request)),
  );

  app.put(
    '/api/me/notice-preferences',
    {
      ...own,
      schema: {
        ...meta,
        summary: 'Turns the kinds named on or off (legal notices cannot be turned off)',
        body: noticePreferencesBodySchema,
        response: { 200: noticePreferencesSchema, 400: errorResponseSchema, ...errors },
      },
    },
    async (request) => writePreferences(db, reader(request), request.body.kinds as Record<string, boolean>),
  );

  app.get(
    '/api/outbox',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'The latest e-mails of notices with their state and the server’s last answer',
        response: { 200: outboxResponseSchema, ...errors },
      },
    },
    async () => ({
      mail: options.mailMode,
      alertsTo: options.adminAlertEmail ?? (await adminEmail(db)),
      messages: await listOutbox(db),
    }),
  );

  app.post(
    '/api/outbox/:id/retry',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: 'Queues a failed or skipped message again, due now',
        params: outboxIdParamsSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await retryMessage(db, request.params.id, options.now());
      return reply.status(204).send(null);
    },
  );

  // RFC 8058's one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click`; a person's
  // click (GET) gets a page with a button, so a link scanner's GET turns nothing off.
  const unsubscribeQuery = z.object({
    token: z
      .string()
      .min(16)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
    kind: z.string().max(40),
  });
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    const page = (title: string, body: string) =>
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
    const escape = (value: string) =>
      value.replace(
        /[&<>"']/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
      );
    scope.get(
      '/api/notices/unsubscribe',
      {
        schema: {
          tags: ['notices'],
          summary: 'The unsubscribe page of a message’s link',
          querystring: unsubscribeQuery,
        },
      },
      async (request, reply) => {
        const { token, kind } = request.query as z.infer<typeof unsubscribeQuery>;
        const label = isNoticeKind(kind) ? KIND_LABELS[kind] : 'these messages';
        const action = `/api/notices/unsubscribe?token=${encodeURIComponent(token)}&kind=${encodeURIComponent(kind)}`;
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            page(
              `Stop e-mails from ${escape(options.fundName)}`,
              `<p>Stop e-mails about: ${escape(label)}?</p><form method="post" action="${escape(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Stop these e-mails</button></form><p>You can turn them on again on your account page.</p>`,
            ),
          );
      },
    );
    scope.post(
      '/api/notices/unsubscribe',
      {
        schema: {
          tags: ['notices'],
          summary: 'RFC 8058 one-click unsubscribe: turns the kind off for the token’s investor',
          querystring: unsubscribeQuery,
        },
      },
      async (request, reply) => {
        const { token, kind } = request.query as z.infer<typeof unsubscribeQuery>;
        const done = await unsubscribeByToken(db, token, kind);
        if (!done) return reply.status(404).send({ error: 'This unsubscribe link is not valid' });
        return reply
          .type('text/html; charset=utf-8')
          .send(
            page('Unsubscribed', '<p>You will no longer receive these e-mails. Notices stay in the app.</p>'),
          );
      },
    );
  });
};

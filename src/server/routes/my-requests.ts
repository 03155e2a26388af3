import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../domain/api-schemas';
import { parseDecimal } from '../../domain/decimal-input';
import {
  capitalRequestSchema,
  myRequestsResponseSchema,
  requestCreateSchema,
  requestIdParamsSchema,
} from '../../domain/requests/schemas';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { requireInvestor } from '../investors/portal-guard';
import { sendConfirmation } from '../requests/confirmation-pdf';
import { loadConfirmation, loadMyRequests } from '../requests/request-reads';
import { cancelRequest, createRequest } from '../requests/request-writes';
import type { PublicData } from '../sources/public-data';
import { fileBytesSchema, portalErrors, portalHooks, portalMeta, portalRefusals } from './my-account';

export interface MyRequestsRoutesOptions {
  db: Db;
  publicData: PublicData;
  fundName: string;
  /** REDEMPTION_NOTICE_DAYS. */
  noticeDays: number;
}

/**
 * The investor's subscription and redemption requests (docs/requirements.md#req-investor): every route
 * takes the investor from the verified token (requireInvestor); another investor's request id is 404.
 */
export const myRequestsRoutes: FastifyPluginAsyncZod<MyRequestsRoutesOptions> = async (app, options) => {
  const { db, publicData, fundName, noticeDays } = options;
  portalHooks(app, db);

  /** The current NAV per unit, or null when the sheet cannot be read (the books' latest then). */
  async function currentNav() {
    try {
      return parseDecimal(await publicData.currentNav());
    } catch {
      return null;
    }
  }

  app.get(
    '/api/me/requests',
    {
      schema: {
        ...portalMeta,
        summary:
          "The signed-in investor's requests, newest first, and what a redemption asked today may take",
        response: { 200: myRequestsResponseSchema, ...portalErrors },
      },
    },
    async (request) => {
      const investor = await requireInvestor(db, request);
      return loadMyRequests(db, investor.id, {
        currentNav: await currentNav(),
        today: app.clock.today(),
        noticeDays,
      });
    },
  );

  app.post(
    '/api/me/requests',
    {
      schema: {
        ...portalMeta,
        summary:
          'Ask for a subscription (an amount) or a redemption (an amount or shares, at most those available)',
        body: requestCreateSchema,
        response: { 201: capitalRequestSchema, 400: errorResponseSchema, ...portalErrors },
      },
    },
    async (request, reply) => {
      const investor = await requireInvestor(db, request);
      const created = await createRequest(db, investor.id, request.body, {
        actor: actorOf(request),
        today: app.clock.today(),
        noticeDays,
        currentNav: await currentNav(),
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/me/requests/:id',
    {
      schema: {
        ...portalMeta,
        summary: 'Cancel a pending request: 409 once it has been decided',
        params: requestIdParamsSchema,
        response: { 200: capitalRequestSchema, ...portalRefusals },
      },
    },
    async (request) => {
      const investor = await requireInvestor(db, request);
      return cancelRequest(db, investor.id, request.params.id, actorOf(request));
    },
  );

  app.get(
    '/api/me/requests/:id/confirmation',
    {
      schema: {
        ...portalMeta,
        summary: "An approved request's confirmation as a PDF: 409 until it is approved",
        params: requestIdParamsSchema,
        response: { 200: fileBytesSchema, ...portalRefusals },
      },
    },
    async (request, reply) => {
      const investor = await requireInvestor(db, request);
      return sendConfirmation(reply, await loadConfirmation(db, request.params.id, fundName, investor.id));
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminErrors, errorResponseSchema } from '../../domain/api-schemas';
import {
  adminCapitalRequestSchema,
  requestApproveSchema,
  requestIdParamsSchema,
  requestListQuerySchema,
  requestListResponseSchema,
  requestRejectSchema,
} from '../../domain/requests/schemas';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { sendConfirmation } from '../requests/confirmation-pdf';
import { approveRequest, rejectRequest } from '../requests/request-decisions';
import { listRequests, loadConfirmation } from '../requests/request-reads';
import { fileBytesSchema } from './my-account';

const meta = { tags: ['requests'], security: [{ bearer: [] }] };
const decisionErrors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  ...adminErrors,
} as const;

/**
 * The administrator's side of the investors' requests (docs/requirements.md#req-admin): the list and an
 * approved request's confirmation are Reports reads (the auditor too), approving and rejecting are
 * writes (decision 018).
 */
export interface RequestRoutesOptions {
  db: Db;
  fundName: string;
  /** NAV_TOLERANCE_PERCENT. */
  navTolerancePercent: number;
}

export const requestRoutes: FastifyPluginAsyncZod<RequestRoutesOptions> = async (
  app,
  { db, fundName, navTolerancePercent },
) => {
  app.get(
    '/api/requests',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary: 'Requests: the pending ones oldest first (default), or status=all newest first',
        querystring: requestListQuerySchema,
        response: { 200: requestListResponseSchema, 400: errorResponseSchema, ...adminErrors },
      },
    },
    async (request) => listRequests(db, request.query.status),
  );

  app.post(
    '/api/requests/:id/approve',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary:
          'Approve a pending request at a dealing date (never before the request date) and NAV per unit, ' +
          'booking its record; a redemption dealt before its earliest dealing date needs waiveNotice: true, ' +
          "a NAV per unit further than NAV_TOLERANCE_PERCENT from the books' NAV for the dealing date a " +
          'navOverrideReason (audited)',
        params: requestIdParamsSchema,
        body: requestApproveSchema,
        response: { 200: adminCapitalRequestSchema, ...decisionErrors },
      },
    },
    async (request) =>
      approveRequest(db, request.params.id, request.body, {
        actor: actorOf(request),
        today: app.clock.today(),
        navTolerancePercent,
      }),
  );

  app.post(
    '/api/requests/:id/reject',
    {
      onRequest: app.requireAdmin,
      schema: {
        ...meta,
        summary: 'Reject a pending request with the reason the investor is shown',
        params: requestIdParamsSchema,
        body: requestRejectSchema,
        response: { 200: adminCapitalRequestSchema, ...decisionErrors },
      },
    },
    async (request) => rejectRequest(db, request.params.id, request.body.reason, actorOf(request)),
  );

  app.get(
    '/api/requests/:id/confirmation',
    {
      onRequest: app.requireReader,
      schema: {
        ...meta,
        summary:
          "An approved request's confirmation as a PDF, the one its investor downloads: 409 until approved",
        params: requestIdParamsSchema,
        response: { 200: fileBytesSchema, ...decisionErrors },
      },
    },
    async (request, reply) =>
      sendConfirmation(reply, await loadConfirmation(db, request.params.id, fundName)),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TRADE_MESSAGES as M } from '../../domain/positions/messages';
import {
  averageDownContractsFields,
  averageDownSchemaFor,
  averageDownSharesFields,
} from '../../domain/positions/payloads/average-down';
import { closeSchemaFor } from '../../domain/positions/payloads/close-position';
import { editFieldsFor, editSchemaFor } from '../../domain/positions/payloads/edit-position';
import { requiredIdField } from '../../domain/positions/payloads/fields';
import { rollPositionSchema } from '../../domain/positions/payloads/roll-position';
import { positionItemSchema, rollResponseSchema } from '../../domain/positions/responses';
import type { PositionType } from '../../domain/positions/units';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { averageDownPosition, editPosition } from '../trades/adjust-position';
import { closePosition } from '../trades/close-position';
import { rollPosition } from '../trades/roll-position';
import { ADMIN_SECURITY, errorResponses, TRADE_LOG_TAGS } from '../trades/route-docs';
import { parseOrThrow } from '../validation';

const HOLDINGS = [
  { path: '/api/theta-holdings', type: 'THETA', noun: 'theta position' },
  { path: '/api/option-holdings', type: 'OPTION', noun: 'option position' },
  { path: '/api/stock-holdings', type: 'STOCK', noun: 'stock position' },
] as const satisfies readonly { path: string; type: PositionType; noun: string }[];

const rollQuery = z.object({ action: z.string().optional().describe("Must be 'roll'") });

/** PATCH body: average down (has positionId) or edit (has id). */
function patchBodyFor(type: PositionType) {
  const averageDown = (type === 'STOCK' ? averageDownSharesFields : averageDownContractsFields).extend({
    positionId: requiredIdField('Position id', 'The open position to add to'),
  });
  const edit = editFieldsFor(type).extend({ id: requiredIdField('Position id', 'The position to edit') });
  return z.union([averageDown, edit], { error: M.patchKindUnknown });
}

/** Close, average down, edit and roll, on the three holdings paths of docs/requirements.md#tl-api. */
export const holdingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  for (const { path, type, noun } of HOLDINGS) {
    app.put(
      path,
      {
        schema: {
          summary: `Close a ${noun} fully, or partly when a smaller quantity is sent`,
          tags: TRADE_LOG_TAGS,
          security: ADMIN_SECURITY,
          body: closeSchemaFor(type),
          response: { 200: positionItemSchema, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => closePosition(db, type, request.body, actorOf(request), app.clock.today()),
    );

    app.patch(
      path,
      {
        schema: {
          summary: `Average down a ${noun} (body with positionId) or edit it (body with id)`,
          tags: TRADE_LOG_TAGS,
          security: ADMIN_SECURITY,
          body: patchBodyFor(type),
          response: { 200: positionItemSchema, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const body = request.body;
        const actor = actorOf(request);
        if ('positionId' in body) {
          const input = parseOrThrow(averageDownSchemaFor(type), body);
          return averageDownPosition(db, type, input, actor, app.clock.today());
        }
        return editPosition(db, type, parseOrThrow(editSchemaFor(type), body), actor);
      },
    );

    if (type === 'STOCK') {
      app.post(
        path,
        {
          schema: {
            summary: 'Stock positions cannot be rolled',
            tags: TRADE_LOG_TAGS,
            security: ADMIN_SECURITY,
            response: errorResponses(400),
          },
        },
        async () => {
          throw new HttpError(400, M.stockRollRefused);
        },
      );
      continue;
    }

    app.post(
      path,
      {
        schema: {
          summary: `Roll a ${noun} (?action=roll): close it and open the new one in one transaction`,
          tags: TRADE_LOG_TAGS,
          security: ADMIN_SECURITY,
          querystring: rollQuery,
          body: rollPositionSchema,
          response: { 200: rollResponseSchema, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => {
        if (request.query.action !== 'roll') throw new HttpError(400, M.unknownHoldingsAction);
        return rollPosition(db, type, request.body, actorOf(request), app.clock.today());
      },
    );
  }
};

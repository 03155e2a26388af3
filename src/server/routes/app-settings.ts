import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TRADE_MESSAGES as M } from '../../domain/positions/messages';
import { appSettingQuery, appSettingSchema } from '../../domain/positions/payloads/app-setting';
import { appSettingReadResponseSchema, appSettingResponseSchema } from '../../domain/positions/responses';
import { isInFuture } from '../../domain/positions/trade-quarters';
import { actorOf } from '../actor';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { readAppSetting, saveAppSetting } from '../trades/app-settings';
import { ADMIN_SECURITY, errorResponses, TRADE_LOG_TAGS } from '../trades/route-docs';

/** The Trade Log's 'Last updated' date per quarter: key 'trade_log_last_updated_Q3_2025'. */
export const appSettingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/app-settings',
    {
      onRequest: app.requireReader,
      schema: {
        summary: 'Read a setting (value null when it was never saved)',
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        querystring: appSettingQuery,
        response: { 200: appSettingReadResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const setting = await readAppSetting(db, request.query.key);
      return setting ?? { key: request.query.key, value: null };
    },
  );

  app.post(
    '/api/app-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Save a setting (the value is a date not after today)',
        tags: TRADE_LOG_TAGS,
        security: ADMIN_SECURITY,
        body: appSettingSchema,
        response: { 200: appSettingResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      if (isInFuture(request.body.value, app.clock.now(), app.clock.today()))
        throw new HttpError(400, M.settingValueInFuture);
      return saveAppSetting(db, request.body, actorOf(request));
    },
  );
};

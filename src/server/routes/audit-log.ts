import { and, asc, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAnswerSchema, auditQuerySchema } from '../../domain/audit/schemas';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import { isoInstant } from '../api-json';

/**
 * The fund's change history, newest first, for the administrator and the auditor: filtered by day on
 * the fund's calendar, actor, kind of record and action, a page at a time (decision 030).
 */
export const auditLogRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireReader);
  app.get(
    '/api/audit-log',
    {
      schema: {
        summary: 'Changes to the books, newest first, filtered',
        tags: ['admin'],
        security: [{ bearer: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditAnswerSchema },
      },
    },
    async (request) => {
      const { from, to, actor, entity, action, before, limit } = request.query;
      // The day an instant falls on in the fund's zone, the calendar every other screen uses.
      const day = sql`(${auditLog.at} at time zone ${app.clock.timeZone})::date`;
      const conditions: SQL[] = [];
      if (from !== undefined) conditions.push(sql`${day} >= ${from}::date`);
      if (to !== undefined) conditions.push(sql`${day} <= ${to}::date`);
      if (actor !== undefined) conditions.push(eq(auditLog.actor, actor));
      if (entity !== undefined) conditions.push(eq(auditLog.entity, entity));
      if (action !== undefined) conditions.push(eq(auditLog.action, action));
      if (before !== undefined) conditions.push(lt(auditLog.id, before));
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(...conditions))
        .orderBy(desc(auditLog.id))
        .limit(limit + 1);
      const distinct = async (
        column: typeof auditLog.actor | typeof auditLog.entity | typeof auditLog.action,
      ) =>
        (await db.selectDistinct({ value: column }).from(auditLog).orderBy(asc(column))).map(
          (row) => row.value,
        );
      const [actors, entities, actions] = await Promise.all([
        distinct(auditLog.actor),
        distinct(auditLog.entity),
        distinct(auditLog.action),
      ]);
      return {
        entries: rows.slice(0, limit).map((row) => ({ ...row, at: isoInstant(row.at) })),
        choices: { actors, entities, actions },
        more: rows.length > limit,
      };
    },
  );
};

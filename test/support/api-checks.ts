import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { queryRows } from '../../src/server/db/client';
import type { ApiApp } from './api-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Rows in the audit log: a refused request must leave it as it was. */
export async function auditCount(app: FastifyInstance): Promise<number> {
  return (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from audit_log`))[0]!
    .n;
}

/** One request with a JSON body when given. */
export function sendJson(
  app: FastifyInstance,
  method: Method,
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/**
 * An administrator's route (docs/requirements.md#auth-guard): 401 without a token, 403 for a member and
 * for a linked investor, and nothing written.
 */
export async function expectAdminOnly(
  api: ApiApp,
  investor: Record<string, string>,
  method: Method,
  url: string,
  body?: object,
): Promise<void> {
  const audits = await auditCount(api.app);
  expect((await sendJson(api.app, method, url, {}, body)).statusCode).toBe(401);
  expect((await sendJson(api.app, method, url, await api.member(), body)).statusCode).toBe(403);
  expect((await sendJson(api.app, method, url, investor, body)).statusCode).toBe(403);
  expect(await auditCount(api.app)).toBe(audits);
}

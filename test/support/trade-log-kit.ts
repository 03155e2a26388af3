/*
 * Shared by the Trade Log's API tests (src/server/routes/*.test.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { positionListSchema, type PositionItem } from '../../src/domain/positions/responses';
import type { ApiApp } from './api-app';
import { auditLog } from '../../src/server/db/schema';

export const THETA = {
  positionType: 'THETA',
  quarter: 'Q3 2025',
  ticker: 'AAPL',
  openDate: '2025-07-01',
  expirationDate: '12/19/2025',
  strike: 190,
  optionType: 'P',
  contracts: 5,
  premium: 100,
  selectedSectors: ['Technology'],
  comments: 'wheel',
};

export const OPTION = {
  positionType: 'OPTION',
  quarter: 'Q3 2025',
  ticker: 'MSFT',
  openDate: '2025-07-01',
  expirationDate: '01/16/2026',
  strike: 400,
  optionType: 'C',
  contracts: 2,
  premium: 450,
};

export const STOCK = {
  positionType: 'STOCK',
  quarter: 'Q3 2025',
  ticker: 'NVDA',
  openDate: '2025-07-01',
  shares: 10,
  price: 150,
  comments: 'AI capex',
};

export interface TradeClient {
  request(method: InjectOptions['method'], url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** POST /api/positions, expecting 201. */
  create(payload: object): Promise<PositionItem>;
  /** GET /api/positions?quarter=, expecting 200. */
  list(quarter: string): Promise<PositionItem[]>;
  find(quarter: string, id: number): Promise<PositionItem | undefined>;
  /** Audit rows of one entity, oldest first. */
  audit(entity: string, entityId: string | number): Promise<(typeof auditLog.$inferSelect)[]>;
  auditCount(): Promise<number>;
}

export function tradeClient(api: ApiApp): TradeClient {
  let headers: Record<string, string> | undefined;
  const client: TradeClient = {
    async request(method, url, payload) {
      headers ??= await api.admin();
      return api.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
    },
    async create(payload) {
      const res = await client.request('POST', '/api/positions', payload);
      if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
      return res.json<PositionItem>();
    },
    async list(quarter) {
      const res = await client.request('GET', `/api/positions?quarter=${encodeURIComponent(quarter)}`);
      if (res.statusCode !== 200) throw new Error(`list answered ${res.statusCode}: ${res.body}`);
      // The route sends pre-serialized JSON, so the schema is checked here instead.
      return positionListSchema.parse(res.json());
    },
    async find(quarter, id) {
      return (await client.list(quarter)).find((item) => item.id === id);
    },
    audit(entity, entityId) {
      return api.app.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
        .orderBy(auditLog.id);
    },
    async auditCount() {
      const [row] = await api.app.database.db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
      return row!.count;
    },
  };
  return client;
}

/** The statuses a route answers a visitor without a token and a member without the claim: [401, 403]. */
export async function refusals(
  api: ApiApp,
  method: InjectOptions['method'],
  url: string,
): Promise<[number, number]> {
  const payload = method === 'GET' ? {} : { payload: {} };
  const anonymous = await api.app.inject({ method, url, ...payload });
  const member = await api.app.inject({ method, url, headers: await api.member(), ...payload });
  return [anonymous.statusCode, member.statusCode];
}

import { sql } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDate } from '../domain/calendar';
import { uploadTextFields } from '../domain/documents/schemas';
import { buildApp } from './app';
import { queryRows } from './db/client';
import { databaseTargets } from '../../test/support/databases';
import { multipart } from '../../test/support/multipart';
import { sampleFiles } from '../../test/support/sample-files';
import { badCases, objectBranchFor, type JsonSchema } from '../../test/support/schema-cases';
import { startTestIssuer, type TestIssuer } from '../../test/support/test-issuer';
import { testConfig } from '../../test/support/test-config';
import { OPTION, STOCK, THETA } from '../../test/support/trade-log-kit';
import {
  BASELINES,
  WITHOUT_JSON_BODY,
  type Baseline,
  type Fixtures,
} from '../../test/support/write-baselines';

/*
 * Bad input (docs/requirements.md#input-answers): every write route, from the app's own route table,
 * gets bad values in every field its schema declares (see test/support/schema-cases.ts) and must answer
 * 400 with a message written for a person, never 500, and write nothing.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH']);
const toJson = (schema: unknown) =>
  z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

describe.each(databaseTargets())('bad input on every write route on $name', (target) => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  let headers: Record<string, string>;
  /** An investor's own sign-in, for the routes of the investor portal. */
  let investorHeaders: Record<string, string>;
  let fixtures: Fixtures;
  const routes = new Map<string, RouteOptions>();

  const send = (method: string, url: string, payload?: object, as = headers) =>
    app.inject({ method: method as 'POST', url, headers: as, ...(payload ? { payload } : {}) });
  const auditCount = async () =>
    (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from audit_log`))[0]!.n;
  const created = async (url: string, payload: object, as = headers) => {
    const res = await send('POST', url, payload, as);
    if (res.statusCode !== 201) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return res.json().id as number;
  };

  beforeAll(async () => {
    issuer = await startTestIssuer();
    const database = await target.create();
    dispose = database.dispose;
    app = await buildApp(testConfig(issuer.issuer), {
      database: database.database,
      onRoute: (route) => {
        for (const method of methodsOf(route)) routes.set(`${method} ${route.url}`, route);
      },
    });
    headers = {
      authorization: `Bearer ${await issuer.sign({ sub: 'admin', email: 'a@fund.test', allowed: true })}`,
    };
    const investor = await created('/api/investors', { name: 'Jane Doe', email: 'jane@fund.test' });
    // The portal's requests come from an investor of their own, whom no other baseline changes.
    const requester = await created('/api/investors', { name: 'Rita Reed', email: 'rita@fund.test' });
    investorHeaders = {
      authorization: `Bearer ${await issuer.sign({ sub: 'rita', email: 'rita@fund.test', email_verified: true })}`,
    };
    // Shares to redeem in the portal.
    await created('/api/investor-investments', {
      investorId: requester,
      investmentDate: '2025-07-01',
      amountInvested: '1000',
      navAtEntry: '100',
      sharesIssued: '10',
    });
    const subscription = { kind: 'subscription', amount: '100' };
    const upload = multipart([{ name: 'file', filename: 'q3.pdf', content: sampleFiles.pdf }]);
    const document = await app.inject({
      method: 'POST',
      url: `/api/investors/${investor}/documents`,
      headers: { ...headers, 'content-type': upload.contentType },
      payload: upload.payload,
    });
    const brokerFile = multipart([
      {
        name: 'file',
        filename: 'trades.csv',
        content: Buffer.from(
          'date,time_zone,account,ticker,kind,expiration,strike,side,open_close,quantity,price,fees,order_id\n' +
            '2025-09-02 10:05:10,America/New_York,IRA-1,SPY,stock,,,buy,open,10,640,0,T-1\n',
        ),
        type: 'text/csv',
      },
    ]);
    const preview = await app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...headers, 'content-type': brokerFile.contentType },
      payload: brokerFile.payload,
    });
    fixtures = {
      investor,
      document: document.json().document.id,
      theta: await created('/api/positions', THETA),
      option: await created('/api/positions', OPTION),
      stock: await created('/api/positions', STOCK),
      rollTheta: await created('/api/positions', THETA),
      rollOption: await created('/api/positions', OPTION),
      importPreview: preview.json().id,
      requestToApprove: await created('/api/me/requests', subscription, investorHeaders),
      requestToReject: await created('/api/me/requests', subscription, investorHeaders),
    };
  });
  afterAll(async () => {
    await app?.close();
    await dispose?.();
    await issuer?.close();
  });

  it('generates the cases from the schema: every text, list and date field of a route', () => {
    const baseline = BASELINES['POST /api/positions']!(fixtures)[0]!.body;
    const names = badCases(
      objectBranchFor(toJson(routes.get('POST /api/positions')?.schema?.body), baseline),
    ).cases.map((bad) => bad.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'ticker: NUL',
        'ticker: 13 characters',
        'comments: C1 control (CSI)',
        'comments: 10001 characters',
        'selectedSectors[0]: too long',
        'selectedSectors: 21 items',
        'price: NUL',
        'openDate: year 0',
        'closeDate: year 2101',
        'expirationDate: year 0',
        'quarter: year 2101',
      ]),
    );
  });

  it('has a baseline for every write route: a new route fails here until it has one', () => {
    const writes = [...routes.keys()].filter(
      (key) => WRITE_METHODS.has(key.split(' ')[0]!) && key.includes(' /api/'),
    );
    expect(writes.sort()).toEqual([...Object.keys(BASELINES), ...Object.keys(WITHOUT_JSON_BODY)].sort());
    for (const key of Object.keys(WITHOUT_JSON_BODY))
      expect(routes.get(key)?.schema?.body, key).toBeUndefined();
  });

  it.each(Object.keys(BASELINES))(
    '%s: control characters, over-long text and dates out of range are 400s',
    async (key) => {
      const [method, path] = key.split(' ') as [string, string];
      const schema = routes.get(key)?.schema?.body;
      expect(schema, `${key} has no body schema`).toBeDefined();
      const url = ({ id = fixtures.investor, query }: Baseline) =>
        `${path.replace(':id', String(id))}${query ? `?${query}` : ''}`;
      const failures: string[] = [];
      for (const baseline of BASELINES[key]!(fixtures)) {
        const { cases, unbounded } = badCases(objectBranchFor(toJson(schema), baseline.body));
        expect(unbounded, `${key}: text without a length limit`).toEqual([]);
        for (const bad of cases) {
          const audit = await auditCount();
          const res = await send(
            method,
            url(baseline),
            { ...baseline.body, [bad.field]: bad.value },
            baseline.asInvestor ? investorHeaders : headers,
          );
          const error: unknown = res.json().error;
          const wrote = (await auditCount()) !== audit;
          if (res.statusCode !== 400 || typeof error !== 'string' || /^Invalid |^$/.test(error) || wrote)
            failures.push(
              `${bad.name}: ${res.statusCode} ${res.body}${wrote ? ' (wrote an audit row)' : ''}`,
            );
        }
        const accepted = await send(
          method,
          url(baseline),
          baseline.body,
          baseline.asInvestor ? investorHeaders : headers,
        );
        expect(accepted.statusCode, `${key} baseline: ${accepted.body}`).toBeLessThan(300);
      }
      expect(failures).toEqual([]);
    },
  );

  it("the upload form's text fields refuse control characters and over-long text, storing nothing", async () => {
    const { cases, unbounded } = badCases(toJson(z.object(uploadTextFields)));
    expect(unbounded).toEqual([]);
    expect(cases.map((bad) => bad.field)).toEqual(
      expect.arrayContaining(['category', 'version', 'description']),
    );
    const failures: string[] = [];
    for (const bad of cases) {
      const audit = await auditCount();
      const form = multipart([
        { name: 'file', filename: 'q3.pdf', content: sampleFiles.pdf },
        { name: bad.field, value: String(bad.value) },
      ]);
      const res = await app.inject({
        method: 'POST',
        url: `/api/investors/${fixtures.investor}/documents`,
        headers: { ...headers, 'content-type': form.contentType },
        payload: form.payload,
      });
      if (res.statusCode !== 400 || !res.json().error || (await auditCount()) !== audit)
        failures.push(`${bad.name}: ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('an investment date more than a year after today is refused on both investment routes', async () => {
    const now = new Date();
    const later = isoDate({ year: now.getFullYear() + 1, month: now.getMonth() + 1, day: 1 });
    const tooLate = `${now.getFullYear() + 2}-01-01`;
    const investment = (investmentDate: string) => ({
      investorId: fixtures.investor,
      investmentDate,
      amountInvested: '100',
      navAtEntry: '100',
      sharesIssued: '1',
    });
    const audit = await auditCount();
    for (const [url, body] of [
      ['/api/investor-investments', investment(tooLate)],
      [
        '/api/investors/with-investment',
        { ...investment(tooLate), name: 'Late Investor', email: 'late@fund.test' },
      ],
    ] as const) {
      const res = await send('POST', url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: 'The investment date cannot be more than a year after today' });
    }
    expect(await auditCount()).toBe(audit);
    // Within the year ahead (the first of a month, at most a year away) is a pledge the books accept.
    expect((await send('POST', '/api/investor-investments', investment(later))).statusCode).toBe(201);
  });

  it('path and query ids are read in their canonical form only', async () => {
    const id = fixtures.investor;
    const spellings = [`+${id}`, `0${id}`, `%20${id}%20`, `${id}.0`, `${id}e0`, '0', '2147483648', '-1'];
    const failures: string[] = [];
    for (const [key, route] of routes) {
      const [method, path] = key.split(' ') as [string, string];
      if (method === 'HEAD' || !path.startsWith('/api/')) continue;
      const query = route.schema?.querystring ? (toJson(route.schema.querystring).properties ?? {}) : {};
      const valid = path.replace(':id', String(id));
      const urls = [
        ...(path.includes(':id') ? spellings.map((spelling) => path.replace(':id', spelling)) : []),
        ...('documentId' in query ? spellings.map((spelling) => `${valid}?documentId=${spelling}`) : []),
      ];
      // A valid body where there is one, so only the id can be at fault.
      const body =
        method === 'GET' || method === 'DELETE' ? undefined : (BASELINES[key]?.(fixtures)[0]?.body ?? {});
      for (const url of urls) {
        const res = await send(method, url, body);
        if (res.statusCode !== 400) failures.push(`${method} ${url}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

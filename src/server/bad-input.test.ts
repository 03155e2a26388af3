import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDate } from '../domain/calendar';
import { uploadTextFields } from '../domain/documents/schemas';
import { auditCount as auditRows } from '../../test/support/api-checks';
import { databaseTargets } from '../../test/support/databases';
import { multipart } from '../../test/support/multipart';
import { startRouteWalk, writeFixtures, type RouteWalk } from '../../test/support/route-walk';
import { sampleFiles } from '../../test/support/sample-files';
import { badCases, objectBranchFor, type JsonSchema } from '../../test/support/schema-cases';
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

describe.each(databaseTargets())('bad input on every write route on $name', (target) => {
  let walk: RouteWalk;
  let app: FastifyInstance;
  let fixtures: Fixtures;
  let routes: Map<string, RouteOptions>;
  let headers: Record<string, string>;

  const send = (method: string, url: string, payload?: object, asInvestor = false) =>
    walk.send(method, url, payload, asInvestor ? walk.investorHeaders : undefined);
  const auditCount = () => auditRows(app);

  beforeAll(async () => {
    walk = await startRouteWalk(target);
    ({ app, routes, headers } = walk);
    fixtures = await writeFixtures(walk);
  });
  afterAll(async () => {
    await walk?.close();
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
      const url = ({ id = fixtures.investor, quarter = 'Q3_2025', year = '2024', query }: Baseline) =>
        `${path.replace(':id', String(id)).replace(':quarter', quarter).replace(':year', year)}${query ? `?${query}` : ''}`;
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
            baseline.asInvestor,
          );
          const error: unknown = res.json().error;
          const wrote = (await auditCount()) !== audit;
          if (res.statusCode !== 400 || typeof error !== 'string' || /^Invalid |^$/.test(error) || wrote)
            failures.push(
              `${bad.name}: ${res.statusCode} ${res.body}${wrote ? ' (wrote an audit row)' : ''}`,
            );
        }
        const accepted = await send(method, url(baseline), baseline.body, baseline.asInvestor);
        expect(accepted.statusCode, `${key} baseline: ${accepted.body}`).toBeLessThan(300);
      }
      expect(failures).toEqual([]);
    },
  );

  it("the upload form's text fields refuse control characters and over-long text, storing nothing", async () => {
    // A multipart field is bytes, read as UTF-8: it can carry no lone surrogate (JSON can).
    const { cases: all, unbounded } = badCases(toJson(z.object(uploadTextFields)));
    const cases = all.filter((bad) => !bad.name.endsWith('lone surrogate'));
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
      // The portal's routes check the sign-in's investor first (403 for the administrator): its own investor.
      const asInvestor = path.startsWith('/api/me/');
      for (const url of urls) {
        const res = await send(method, url, body, asInvestor);
        if (res.statusCode !== 400) failures.push(`${method} ${url}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { DatabaseTarget } from './databases';
import { multipart } from './multipart';
import { sampleFiles } from './sample-files';
import { startTestIssuer } from './test-issuer';
import { testConfig } from './test-config';
import { OPTION, STOCK, THETA } from './trade-log-kit';
import type { Fixtures } from './write-baselines';

/*
 * The app with its route table, for the tests that walk every write route (src/server/bad-input.test.ts,
 * src/server/closed-period.test.ts), and the records their baselines name (test/support/write-baselines.ts).
 */

export interface RouteWalk {
  app: FastifyInstance;
  /** The administrator's headers. */
  headers: Record<string, string>;
  /** An investor's own sign-in (Rita Reed, whom writeFixtures adds), for the portal's routes. */
  investorHeaders: Record<string, string>;
  /** 'POST /api/positions' to the route as registered. */
  routes: Map<string, RouteOptions>;
  /** As the administrator, or with `as` headers. */
  send(
    method: string,
    url: string,
    payload?: object,
    as?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** POST, expecting 201; the new record's id. */
  created(url: string, payload: object, as?: Record<string, string>): Promise<number>;
  /** A broker import previewed from template rows (after the header); its id. */
  importOf(rows: string): Promise<number>;
  close(): Promise<void>;
}

const TEMPLATE_HEADER =
  'date,time_zone,account,ticker,kind,expiration,strike,side,open_close,quantity,price,fees,order_id\n';
const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

export async function startRouteWalk(target: DatabaseTarget): Promise<RouteWalk> {
  const issuer = await startTestIssuer();
  const database = await target.create();
  const routes = new Map<string, RouteOptions>();
  const app = await buildApp(testConfig(issuer.issuer), {
    database: database.database,
    onRoute: (route) => {
      for (const method of methodsOf(route)) routes.set(`${method} ${route.url}`, route);
    },
  });
  const headers: Record<string, string> = {
    authorization: `Bearer ${await issuer.sign({ sub: 'admin', email: 'a@fund.test', allowed: true })}`,
  };
  const investorHeaders: Record<string, string> = {
    authorization: `Bearer ${await issuer.sign({ sub: 'rita', email: 'rita@fund.test', email_verified: true })}`,
  };
  const send = (method: string, url: string, payload?: object, as = headers) =>
    app.inject({ method: method as 'POST', url, headers: as, ...(payload ? { payload } : {}) });
  const upload = async (url: string, form: ReturnType<typeof multipart>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
  return {
    app,
    headers,
    investorHeaders,
    routes,
    send,
    async created(url, payload, as) {
      const res = await send('POST', url, payload, as);
      if (res.statusCode !== 201) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return res.json().id as number;
    },
    async importOf(rows) {
      const file = multipart([
        {
          name: 'file',
          filename: 'trades.csv',
          content: Buffer.from(TEMPLATE_HEADER + rows),
          type: 'text/csv',
        },
      ]);
      return (await upload('/api/imports', file)).json().id as number;
    },
    async close() {
      await app.close();
      await database.dispose();
      await issuer.close();
    },
  };
}

/**
 * The records the write baselines name: an investor with a document, positions, an import's preview,
 * and an investor of the portal's own (Rita Reed, 10 shares) with two pending requests.
 */
export async function writeFixtures(walk: RouteWalk): Promise<Fixtures> {
  const investor = await walk.created('/api/investors', { name: 'Jane Doe', email: 'jane@fund.test' });
  const requester = await walk.created('/api/investors', { name: 'Rita Reed', email: 'rita@fund.test' });
  await walk.created('/api/investor-investments', {
    investorId: requester,
    investmentDate: '2025-07-01',
    amountInvested: '1000',
    navAtEntry: '100',
    sharesIssued: '10',
  });
  const subscription = { kind: 'subscription', amount: '100' };
  const form = multipart([{ name: 'file', filename: 'q3.pdf', content: sampleFiles.pdf }]);
  const document = await walk.app.inject({
    method: 'POST',
    url: `/api/investors/${investor}/documents`,
    headers: { ...walk.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  return {
    investor,
    document: document.json().document.id,
    theta: await walk.created('/api/positions', THETA),
    option: await walk.created('/api/positions', OPTION),
    stock: await walk.created('/api/positions', STOCK),
    rollTheta: await walk.created('/api/positions', THETA),
    rollOption: await walk.created('/api/positions', OPTION),
    // A Section 1256 option open over the end of 2024: the year-end mark's baseline names it.
    indexOption: await walk.created('/api/positions', {
      ...THETA,
      ticker: 'SPX',
      quarter: 'Q4 2024',
      openDate: '2024-12-02',
      expirationDate: '01/16/2026',
      strike: 5000,
    }),
    importPreview: await walk.importOf(
      '2025-09-02 10:05:10,America/New_York,IRA-1,SPY,stock,,,buy,open,10,640,0,T-1\n',
    ),
    requestToApprove: await walk.created('/api/me/requests', subscription, walk.investorHeaders),
    requestToReject: await walk.created('/api/me/requests', subscription, walk.investorHeaders),
  };
}

import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { documentOf, investorWith, navValue } from './portal-kit';
import { importFixture } from './import-fixtures';
import { multipart } from './multipart';
import type { TestIssuer } from './test-issuer';
import { testConfig } from './test-config';

/*
 * Books with something in every table (the sample fund, an investor of the administrator's with a
 * NAV history, documents and portal requests in every state, a committed broker import, a saved
 * setting), and a walk of every GET
 * route that reads them, so two databases can be compared answer by answer (backup and restore).
 */

type Headers = Record<string, string>;

/** GET routes whose answers do not come from the books, or that a backup cannot make equal. */
export const NOT_BOOKS_ROUTES = new Set([
  '/api/health',
  '/api/ready',
  '/api/config',
  '/api/openapi.json',
  '/api/imports/template.csv',
  '/api/nav/current',
  '/api/public/nav',
  '/api/public/performance',
  '/api/public/portfolio',
  // The investor's own views read the same rows as the administrator's, through a sign-in link.
  '/api/me',
  '/api/me/account',
  '/api/me/documents',
  '/api/me/documents/:id/file',
  '/api/me/statements',
  '/api/me/statements/:quarter',
  '/api/me/transactions',
  '/api/me/requests',
  '/api/me/requests/:id/confirmation',
  '/api/me/tax',
  '/api/me/tax/:year',
  // Notices (decision 027): the caller's own (reading them keeps the administrator's address) and a
  // message's unsubscribe page; the outbox is read below.
  '/api/me/notices',
  '/api/me/notice-preferences',
  '/api/notices/unsubscribe',
  // Backups themselves: taking one writes an audit row.
  '/api/backup',
  '/api/backups',
  '/api/backups/:name',
]);

export interface BooksApp {
  app: FastifyInstance;
  /** Every GET route under /api, as registered. */
  getRoutes: Set<string>;
}

export async function booksApp(
  issuer: TestIssuer,
  database: Database,
  env: Record<string, string> = {},
): Promise<BooksApp> {
  const getRoutes = new Set<string>();
  const app = await buildApp(testConfig(issuer.issuer, env), {
    database,
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('GET') && route.url.startsWith('/api/')) getRoutes.add(route.url);
    },
  });
  return { app, getRoutes };
}

/**
 * Waits until the app has read the test issuer's discovery and keys. A test process runs PGlite and
 * the issuer on one event loop, so on a busy machine the first read can time out (a 503 remembered
 * for 10 s); the books are what these tests are about.
 */
export async function signInReady(app: FastifyInstance, admin: Headers): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: '/api/me', headers: admin });
    if (res.statusCode !== 503 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function sent(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** The investor's requests from the portal: one approved, one pending, one rejected, one cancelled. */
async function fillRequests(app: FastifyInstance, admin: Headers, issuer: TestIssuer, investor: number) {
  await sent(app, 'PUT', `/api/investors/${investor}/identity`, admin, { subject: 'lukasz' });
  const mine = { authorization: `Bearer ${await issuer.sign({ sub: 'lukasz' })}` };
  const ask = (payload: object) => sent(app, 'POST', '/api/me/requests', mine, payload);
  const approved = await ask({ kind: 'subscription', amount: '2500', note: 'Wired today.' });
  await sent(app, 'POST', `/api/requests/${approved.id}/approve`, admin, {
    dealingDate: approved.earliestDealingDate,
    navPerUnit: '150.25',
    // Far from the sample NAV history's 189.1714 for the quarter: an approval at it gives its reason.
    navOverrideReason: 'Valued by the administrator.',
  });
  await ask({ kind: 'redemption', shares: '12.5' });
  const rejected = await ask({ kind: 'redemption', amount: '1000' });
  await sent(app, 'POST', `/api/requests/${rejected.id}/reject`, admin, { reason: 'Asked twice.' });
  const cancelled = await ask({ kind: 'subscription', amount: '100' });
  await sent(app, 'DELETE', `/api/me/requests/${cancelled.id}`, mine);
}

/**
 * Fills the books beyond the sample fund: an investor with records, NAVs, documents and requests, an
 * import.
 */
export async function fillBooks(app: FastifyInstance, admin: Headers, issuer: TestIssuer): Promise<void> {
  await signInReady(app, admin);
  const investor = await investorWith(app, admin, { name: 'Łukasz Żółć', email: 'lukasz@fund.test' }, [
    { date: '2025-01-02', amount: '100000', nav: '148.3416' },
    { date: '2025-07-01', amount: '-2500.50', nav: '146.2307' },
  ]);
  await navValue(app, admin, investor, 'type=quarterly', { quarter: 'Q3_2025', navValue: '146.2307' });
  await navValue(app, admin, investor, 'type=year-start', { year: '2025', navValue: '148.3416' });
  await documentOf(app, admin, investor, 'q3-letter.pdf');
  await documentOf(app, admin, investor, 'old-letter.pdf', true);
  await fillRequests(app, admin, issuer, investor);
  const file = multipart([
    {
      name: 'file',
      filename: 'trades.csv',
      content: Buffer.from(importFixture('template-sample.csv')),
      type: 'text/csv',
    },
  ]);
  const preview = await app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...admin, 'content-type': file.contentType },
    payload: file.payload,
  });
  if (preview.statusCode !== 201) throw new Error(`import answered ${preview.statusCode}: ${preview.body}`);
  const commit = await app.inject({
    method: 'POST',
    url: `/api/imports/${preview.json().id}/commit`,
    headers: admin,
    payload: {},
  });
  if (commit.statusCode !== 200) throw new Error(`commit answered ${commit.statusCode}: ${commit.body}`);
  const setting = await app.inject({
    method: 'POST',
    url: '/api/app-settings',
    headers: admin,
    payload: { key: 'trade_log_last_updated_Q3_2025', value: '2025-09-30' },
  });
  if (setting.statusCode >= 300) throw new Error(`setting answered ${setting.statusCode}: ${setting.body}`);
  // Fees, a fee run and a closed quarter with its stored statements; nothing is dated in Q3 2025 after.
  const writes: [string, string, object][] = [
    [
      'PUT',
      '/api/fees/terms',
      { managementFeePercent: '1', performanceFeePercent: '20', crystallization: 'quarterly' },
    ],
    [
      'PUT',
      `/api/investors/${investor}/fee-terms`,
      { managementFeePercent: '0.5', performanceFeePercent: null, crystallization: null },
    ],
    [
      'POST',
      '/api/fee-runs',
      {
        quarter: 'Q3_2025',
        navPerUnit: '161.9110',
        navOverrideReason: 'The Q4 2025 start NAV of the history.',
      },
    ],
    ['POST', '/api/periods/Q3_2025/close', {}],
  ];
  for (const [method, url, payload] of writes) {
    const res = await app.inject({ method: method as 'POST', url, headers: admin, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  }
}

async function json(app: FastifyInstance, admin: Headers, url: string): Promise<unknown> {
  const res = await app.inject({ method: 'GET', url, headers: admin });
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
  return res.headers['content-type']?.toString().startsWith('application/json') ? res.json() : res.body;
}

/**
 * The answers of every GET route that reads the books, keyed by request, documents as base64 bytes.
 * Throws when the app has a GET route this walk neither reads nor excludes.
 */
export async function readBooks(books: BooksApp, admin: Headers): Promise<Map<string, unknown>> {
  const { app } = books;
  await signInReady(app, admin);
  const answers = new Map<string, unknown>();
  const read = async (url: string) => {
    answers.set(url, await json(app, admin, url));
  };
  const walked = new Set<string>();
  const walk = (route: string) => walked.add(route);

  for (const url of [
    '/api/investors',
    '/api/quarters',
    '/api/sectors',
    '/api/imports',
    '/api/sample-data',
    '/api/fees/terms',
    '/api/fee-runs',
    '/api/periods',
    '/api/fund-quarters',
    '/api/tags',
    '/api/journal/stats',
    '/api/journal/trades',
  ]) {
    await read(url);
    walk(url);
  }
  await read('/api/audit-log?limit=1000');
  walk('/api/audit-log');
  await read('/api/requests?status=all');
  walk('/api/requests');
  // An approved request's confirmation: the same bytes after a restore.
  const requests = (answers.get('/api/requests?status=all') as { requests: { id: number; status: string }[] })
    .requests;
  for (const { id } of requests.filter((request) => request.status === 'approved')) {
    const res = await app.inject({ method: 'GET', url: `/api/requests/${id}/confirmation`, headers: admin });
    answers.set(`confirmation ${id}`, `${res.statusCode} ${res.rawPayload.toString('base64')}`);
  }
  walk('/api/requests/:id/confirmation');
  await read('/api/outbox');
  walk('/api/outbox');
  await read('/api/investors/export');
  walk('/api/investors/export');
  await read('/api/app-settings?key=trade_log_last_updated_Q3_2025');
  walk('/api/app-settings');
  // The tax year of the sample fund's trades (issue 28): lots, rows, marks and K-1 items.
  for (const url of [
    '/api/tax/2025/lots',
    '/api/tax/2025/realized',
    '/api/tax/2025/marks',
    '/api/tax/2025/allocations',
  ]) {
    await read(url);
    walk(url.replace('2025', ':year'));
  }
  await read('/api/tax/section-1256');
  walk('/api/tax/section-1256');
  await read('/api/books-nav?day=2025-12-31');
  walk('/api/books-nav');

  const investors = answers.get('/api/investors') as { id: number }[];
  const closed = (answers.get('/api/periods') as { periods: { quarter: string }[] }).periods.map(
    (period) => period.quarter,
  );
  for (const quarter of closed) await read(`/api/periods/${quarter}/statements`);
  walk('/api/periods/:quarter/statements');
  for (const { id } of investors) {
    for (const url of [
      `/api/investors/${id}`,
      `/api/investors/${id}/nav-data`,
      `/api/investors/${id}/identity`,
      `/api/investors/${id}/fee-terms`,
      `/api/investors/${id}/tax/2025`,
    ]) {
      await read(url);
    }
    // A closed quarter's statements are stored bytes: they must come back byte for byte.
    for (const quarter of closed) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/investors/${id}/statements/${quarter}`,
        headers: admin,
      });
      answers.set(`statement ${id} ${quarter}`, `${res.statusCode} ${res.rawPayload.toString('base64')}`);
    }
    const documents = (await json(app, admin, `/api/investors/${id}/documents`)) as {
      documents: { id: number }[];
    };
    answers.set(`/api/investors/${id}/documents`, documents);
    for (const document of documents.documents) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/investors/${id}/documents?documentId=${document.id}`,
        headers: admin,
      });
      answers.set(`document ${document.id}`, res.rawPayload.toString('base64'));
    }
  }
  [
    '/api/investors/:id',
    '/api/investors/:id/tax/:year',
    '/api/investors/:id/nav-data',
    '/api/investors/:id/identity',
    '/api/investors/:id/documents',
    '/api/investors/:id/fee-terms',
    '/api/investors/:id/statements/:quarter',
  ].forEach(walk);

  const { quarters } = answers.get('/api/quarters') as { quarters: string[] };
  for (const quarter of quarters) {
    await read(`/api/positions?quarter=${encodeURIComponent(quarter)}`);
    await read(`/api/positions/export?quarter=${encodeURIComponent(quarter)}`);
  }
  walk('/api/positions');
  walk('/api/positions/export');
  const imports = (answers.get('/api/imports') as { imports: { id: number }[] }).imports;
  for (const { id } of imports) await read(`/api/imports/${id}`);
  walk('/api/imports/:id');

  const unread = [...books.getRoutes].filter((route) => !walked.has(route) && !NOT_BOOKS_ROUTES.has(route));
  if (unread.length > 0) throw new Error(`GET routes the comparison does not read: ${unread.join(', ')}`);
  return answers;
}

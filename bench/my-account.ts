import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { sharesIssued } from '../src/domain/investors/shares';
import { subjectFor } from '../src/server/dev-idp/accounts';
import { startAppProcess } from './app-process';
import { localAccessToken } from './local-sign-in';

/*
 * `GET /api/me/account` for an investor with 200 transactions (docs/requirements.md#portal-account):
 * the app as a deployment runs it (PGlite, the local identity provider), the investor made and linked
 * through the admin API to the local provider's investor@fund.local, a real token from signing in as
 * them. Single requests first (the figure a person waits for), then 20 connections. Printed, never
 * asserted.
 */

const TRANSACTIONS = 200;

async function call(url: string, token: string, method = 'GET', body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** An investor with `count` records over the years (every tenth a redemption), linked to investor@fund.local. */
async function seedInvestor(base: string, admin: string, count: number): Promise<void> {
  const { id } = (await call(`${base}/api/investors`, admin, 'POST', {
    name: 'Bench Investor',
    email: 'bench.investor@example.com',
  })) as { id: number };
  await call(`${base}/api/investors/${id}/identity`, admin, 'PUT', {
    subject: subjectFor('investor@fund.local'),
  });
  for (let n = 0; n < count; n += 1) {
    const day = new Date(Date.UTC(2020, 0, 1) + n * 9 * 86_400_000).toISOString().slice(0, 10);
    const amount = n % 10 === 9 ? '-500' : '2500';
    const nav = (100 + n * 0.4).toFixed(4);
    await call(`${base}/api/investor-investments`, admin, 'POST', {
      investorId: id,
      investmentDate: day,
      amountInvested: amount,
      navAtEntry: nav,
      sharesIssued: sharesIssued(amount, nav).toFixed(),
    });
  }
  for (let year = 2020; year <= 2025; year += 1)
    for (let quarter = 1; quarter <= 4; quarter += 1)
      await call(`${base}/api/investors/${id}/nav-data?type=quarterly`, admin, 'POST', {
        quarter: `Q${quarter}_${year}`,
        navValue: (100 + (year - 2020) * 14 + quarter * 3).toFixed(2),
      });
}

export async function benchMyAccount(seconds = 5): Promise<void> {
  const app = await startAppProcess();
  try {
    const admin = await localAccessToken(app.url, 'admin@fund.local', 'admin-password');
    await seedInvestor(app.url, admin, TRANSACTIONS);
    const token = await localAccessToken(app.url, 'investor@fund.local', 'investor-password');
    const url = `${app.url}/api/me/account`;
    await app.settled();
    const times: number[] = [];
    for (let n = 0; n < 50; n += 1) {
      const start = performance.now();
      await call(url, token);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(1);
    const result = await autocannon({
      url,
      connections: 20,
      duration: seconds,
      headers: { authorization: `Bearer ${token}` },
    });
    console.log(`\nGET /api/me/account, an investor with ${TRANSACTIONS} transactions (app process, PGlite)`);
    console.log(`  one at a time (50 requests)          p50 ${at(0.5)} ms  p99 ${at(0.99)} ms`);
    console.log(
      `  20 connections, ${seconds} s                  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
        `${Math.round(result.requests.average)} req/s` +
        (result.non2xx + result.errors ? `  (${result.non2xx + result.errors} failed)` : ''),
    );
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchMyAccount(Number(process.env.BENCH_SECONDS ?? 5));
}

import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

async function requestsPerSecond(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return Math.round(result.requests.average);
}

/** Requests per second of API routes, beside a bare Fastify route measured in the same run. */
export async function benchHttp(seconds: number): Promise<void> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const app = await buildApp(
    loadConfig({
      ...process.env,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      OIDC_ISSUER: 'https://issuer.example.com',
    }),
  );
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  // Fill the sheet cache first: the figure wanted is the cached answer.
  await fetch(`${appUrl}/api/public/portfolio`);
  await fetch(`${appUrl}/api/public/performance`);

  const rows: [string, number][] = [
    ['bare Fastify route', await requestsPerSecond(`${bareUrl}/bare`, seconds)],
    [
      'GET /api/public/portfolio (cached)',
      await requestsPerSecond(`${appUrl}/api/public/portfolio`, seconds),
    ],
    ['GET /api/public/nav (cached)', await requestsPerSecond(`${appUrl}/api/public/nav`, seconds)],
    ['GET /api/config', await requestsPerSecond(`${appUrl}/api/config`, seconds)],
    ['GET /api/health (database round trip)', await requestsPerSecond(`${appUrl}/api/health`, seconds)],
  ];
  const baseline = rows[0]![1];
  console.log(`\nRequests per second (${seconds} s each, 10 connections); aim: portfolio >= 50% of bare`);
  for (const [name, rps] of rows) {
    const share = ((rps / baseline) * 100).toFixed(0);
    console.log(`  ${name.padEnd(42)} ${String(rps).padStart(8)}  (${share}% of bare)`);
  }
  await app.close();
  await bare.close();
}

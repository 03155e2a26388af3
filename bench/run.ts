/*
 * `npm run bench`: performance figures, printed, never asserted. Each benchmark runs against the real
 * app on an in-memory PGlite, with a bare Fastify route measured in the same run as the yardstick.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: DURATION_SECONDS });
  return Math.round(result.requests.average);
}

async function main(): Promise<void> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: 'ok' }));
  const bareUrl = await listen(bare);

  const app = await buildApp(
    loadConfig({
      ...process.env,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      OIDC_ISSUER: 'https://issuer.example.com',
    }),
  );
  const appUrl = await listen(app);

  const rows: [string, number][] = [
    ['bare Fastify route', await requestsPerSecond(`${bareUrl}/bare`)],
    ['GET /api/config', await requestsPerSecond(`${appUrl}/api/config`)],
    ['GET /api/health (database round trip)', await requestsPerSecond(`${appUrl}/api/health`)],
  ];
  const baseline = rows[0]![1];
  console.log(`\nRequests per second (${DURATION_SECONDS} s each, 10 connections)`);
  for (const [name, rps] of rows) {
    console.log(
      `  ${name.padEnd(40)} ${String(rps).padStart(8)}  (${((rps / baseline) * 100).toFixed(0)}% of bare)`,
    );
  }
  await app.close();
  await bare.close();
}

await main();

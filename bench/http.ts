import { request } from 'node:http';
import autocannon from 'autocannon';
import { startAppProcess, startBareProcess, type BenchProcess } from './app-process';

/*
 * Requests per second the way a deployment is used: the app started as its own process with its
 * default settings (bench/app-process.ts), a bare Fastify route serving the very same bytes in a
 * second process, and autocannon with 50 connections here, in a third. Aim: the cached
 * portfolio answer at least half of the bare route's. Each process's CPU time per request is printed
 * beside it: on a machine shared with other work, requests per second follow whatever else runs,
 * while the CPU a request costs does not, so its ratio is the steadier of the two.
 */

const CONNECTIONS = 50;

interface Measured {
  rps: number;
  requests: number;
  /** Server CPU time (user + system) per answered request, in microseconds. */
  cpuMicros: number;
}

async function measure(
  server: BenchProcess,
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): Promise<Measured> {
  // A first run lets the process's JIT warm up; only the second is counted.
  await autocannon({ url, connections: CONNECTIONS, duration: 3, headers });
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  const cpu = server.cpuSeconds() - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url} answered ${result.non2xx} non-2xx and ${result.errors} errors`);
  }
  const requests = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    requests,
    cpuMicros: (cpu * 1e6) / Math.max(1, requests),
  };
}

async function fetchAnswer(url: string, headers: Record<string, string>) {
  // fetch() would decode the body; autocannon sees the bytes as sent, and so must the bare route.
  return new Promise<{ body: Buffer; headers: Record<string, string> }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'vary', 'cache-control']) {
          const value = res.headers[name];
          if (typeof value === 'string') kept[name] = value;
        }
        resolve({ body: Buffer.concat(chunks), headers: kept });
      });
    })
      .on('error', reject)
      .end();
  });
}

async function pair(app: BenchProcess, route: string, seconds: number, acceptEncoding?: string) {
  const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const answer = await fetchAnswer(`${app.url}${route}`, headers);
  const bare = await startBareProcess(answer.body, answer.headers);
  try {
    const bareRun = await measure(bare, `${bare.url}/bare`, seconds, headers);
    app.resetLogBytes();
    const appRun = await measure(app, `${app.url}${route}`, seconds, headers);
    const logPerRequest = app.logBytes() / Math.max(1, appRun.requests);
    return { bytes: answer.body.length, bare: bareRun, app: appRun, logPerRequest };
  } finally {
    await bare.stop();
  }
}

export async function benchHttp(seconds: number): Promise<void> {
  const app = await startAppProcess();
  // 127.0.0.1: the app listens on IPv4 by default and autocannon does not try ::1 then IPv4.
  const appUrl = app.url.replace('localhost', '127.0.0.1');
  const target = { ...app, url: appUrl };
  try {
    // Fill the sheet caches first: the figure wanted is the cached answer.
    for (const route of ['/api/public/portfolio', '/api/public/performance', '/api/public/nav']) {
      await fetch(`${appUrl}${route}`);
    }
    await app.settled();
    console.log(
      `\nRequests per second, ${seconds} s each, ${CONNECTIONS} connections: the app (npm start, default settings) ` +
        'and a bare Fastify route serving the same bytes, each in its own process; aim: portfolio >= 0.5 of bare',
    );
    const line = (name: string, text: string) => console.log(`  ${name.padEnd(58)} ${text}`);
    let baseline = 0;
    for (const encoding of [undefined, 'br, gzip']) {
      const run = await pair(target, '/api/public/portfolio', seconds, encoding);
      baseline ||= run.bare.rps;
      const label = encoding ? `Accept-Encoding: ${encoding}` : 'no Accept-Encoding';
      const cpu = (m: Measured) => `${m.cpuMicros.toFixed(0)} µs CPU/request`;
      line(
        `bare route, ${run.bytes} bytes (${label})`,
        `${String(run.bare.rps).padStart(8)}  ${cpu(run.bare)}`,
      );
      line(
        `GET /api/public/portfolio, cached (${label})`,
        `${String(run.app.rps).padStart(8)}  ${cpu(run.app)}, log ${run.logPerRequest.toFixed(0)} bytes/request`,
      );
      line(
        '  ratio to bare: requests/s (aim >= 0.5); CPU per request',
        `${(run.app.rps / run.bare.rps).toFixed(2).padStart(8)}  ${(run.bare.cpuMicros / run.app.cpuMicros).toFixed(2)}`,
      );
    }
    const others: [string, string][] = [
      ['GET /api/public/nav (cached)', '/api/public/nav'],
      ['GET /api/config', '/api/config'],
      ['GET /api/ready (database round trip)', '/api/ready'],
    ];
    for (const [name, route] of others) {
      const { rps } = await measure(target, `${appUrl}${route}`, seconds);
      line(name, `${String(rps).padStart(8)}  (${(rps / baseline).toFixed(2)} of the first bare route)`);
    }
  } finally {
    await app.stop();
  }
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const MAX_BYTES = 5 * 1024 * 1024;

function sheetOfSize(header: string, line: (i: number) => string): { text: string; rows: number } {
  const lines = [header];
  let size = header.length + 1;
  for (let i = 0; size + 100 < MAX_BYTES; i++) {
    lines.push(line(i));
    size += lines.at(-1)!.length + 1;
  }
  return { text: `${lines.join('\n')}\n`, rows: lines.length - 1 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the answer at `url` begins with `prefix`, from its first bytes only: parsing a 12 MB answer
 * here would hold the event loop this bench measures (client and server share the process).
 */
async function startsWith(url: string, prefix: string): Promise<boolean> {
  const reader = (await fetch(url)).body!.getReader();
  let text = '';
  while (text.length < prefix.length) {
    const { done, value } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value.subarray(0, prefix.length));
  }
  await reader.cancel();
  return text.startsWith(prefix);
}

/**
 * The stocks and performance sheets at SHEET_MAX_BYTES (5 MB), read, parsed and derived by a listening
 * app while GET /api/health is asked every 50 ms: how long until the figures are there, how long the
 * event loop was held at most, and the slowest health answer meanwhile. Aim: no stall above 100 ms (a full garbage collection of the rows can take about that).
 */
export async function benchSheetsAtCap(): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-sheets-'));
  const write = (name: string, text: string) => {
    fs.writeFileSync(path.join(folder, name), text);
    return path.join(folder, name);
  };
  const stocks = sheetOfSize('Ticker,TotalValue,PercentChange,# Shares,Cost Basis', (i) => {
    return `T${i % 500},${1000 + (i % 97)}.25,${(i % 40) - 10}.5%,${i % 120},900.00`;
  });
  const day = new Date(Date.UTC(1700, 0, 1));
  const performanceSheet = sheetOfSize('Date,PortfolioNAV,SPYPrice', (i) => {
    day.setUTCDate(day.getUTCDate() + 1);
    return `${day.toISOString().slice(0, 10)},${(100 + Math.sin(i)).toFixed(4)},${(400 + Math.cos(i)).toFixed(2)}`;
  });
  const app = await buildApp(
    loadConfig({
      ...process.env,
      DATA_DIR: 'memory://',
      LOG_LEVEL: 'silent',
      OIDC_ISSUER: 'https://issuer.example.com',
      SHEET_STOCKS: write('stocks.csv', stocks.text),
      SHEET_PERFORMANCE: write('performance.csv', performanceSheet.text),
    }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const delay = monitorEventLoopDelay({ resolution: 1 });
  let loaded = false;
  let slowestHealth = 0;
  const healthChecks = (async () => {
    while (!loaded) {
      const start = performance.now();
      await fetch(`${url}/api/health`);
      slowestHealth = Math.max(slowestHealth, performance.now() - start);
      await sleep(50);
    }
  })();
  const start = performance.now();
  delay.enable();
  for (;;) {
    const ready = await Promise.all([
      startsWith(`${url}/api/public/portfolio`, '{"stockPositions":[{'),
      startsWith(`${url}/api/public/performance`, '{"navData":[{'),
    ]);
    if (ready.every(Boolean)) break;
    await sleep(100);
  }
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  delay.disable();
  loaded = true;
  await healthChecks;
  await app.close();
  fs.rmSync(folder, { recursive: true, force: true });

  const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(0);
  console.log(
    `\nsheets at the 5 MB cap (${stocks.rows} stock rows, ${performanceSheet.rows} performance rows): figures ready in ${seconds} s;` +
      `\n  event loop held at most ${ms(delay.max)} ms (p99 ${ms(delay.percentile(99))} ms); slowest GET /api/health meanwhile ${slowestHealth.toFixed(0)} ms (aim: < 100 ms)`,
  );
}

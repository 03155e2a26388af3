import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';

/*
 * The Trade Log table's first render with 5,000 positions, in Chromium: a fresh server (the real
 * app, `node scripts/start.mjs`, which builds the client when it is stale) on a temporary DATA_DIR,
 * seeded through the API as the admin, then the page opened several times. Printed, never asserted.
 *
 * Figures, all measured inside the page (performance.now(), from the navigation's start):
 * - rows visible: the first position row is in the DOM and a frame has been painted after it;
 * - render: from the end of the GET /api/positions response to rows visible (JSON parse, grouping,
 *   React render and commit);
 * - expand CLOSED POSITIONS: the click on the group toggle to the next painted frame.
 */

const QUARTER = 'Q3 2025';
const QUARTER_KEY = 'Q3_2025';
const SEED_CONCURRENCY = 6;

interface Options {
  count?: number;
  runs?: number;
  port?: number;
}

function startServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      OIDC_ISSUER: '',
      DATABASE_URL: '',
    },
  });
}

async function waitForHealth(baseUrl: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health in time`);
}

/** Signs in through the local identity provider's page, as the e2e journeys do; returns the token. */
async function signInAsAdmin(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/reports/trades`);
  await page.getByRole('button', { name: 'Login' }).first().click();
  await page.getByLabel('Email').fill(process.env.BENCH_ADMIN_EMAIL ?? 'admin@fund.local');
  await page.getByLabel('Password').fill(process.env.BENCH_ADMIN_PASSWORD ?? 'admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Quarterly Trades' }).waitFor();
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((entry) => entry.startsWith('oidc.user:'));
    const raw = key ? localStorage.getItem(key) : null;
    return raw ? (JSON.parse(raw) as { access_token: string }).access_token : null;
  });
  if (!token) throw new Error('Signed in, but no access token was stored');
  return token;
}

/** Thirds theta, stock and option; every other one backfilled as closed; eight expiration dates. */
function positionBody(i: number): object {
  const type = (['THETA', 'STOCK', 'OPTION'] as const)[i % 3]!;
  const closed = i % 2 === 1;
  const day = String((i % 28) + 1).padStart(2, '0');
  const common = {
    quarter: QUARTER,
    positionType: type,
    ticker: `T${i % 400}`,
    openDate: `2025-07-${day}`,
    comments: `position ${i}`,
    selectedSectors: ['Technology', 'Energy', 'Health', 'Finance', 'Consumer'].slice(
      i % 3,
      (i % 3) + 1 + (i % 4),
    ),
    ...(closed
      ? { isClosedPosition: true, closeDate: `2025-08-${day}`, closePrice: 2, netProfit: 125.5 }
      : {}),
  };
  if (type === 'STOCK') return { ...common, shares: 10, price: 150.25 };
  return {
    ...common,
    action: type === 'THETA' ? 'STO' : 'BTO',
    expirationDate: `${String(9 + (i % 4)).padStart(2, '0')}/${i % 8 < 4 ? '19' : '26'}/2025`,
    strike: 190,
    optionType: 'P',
    contracts: 3,
    premium: type === 'THETA' ? 250 : 420,
  };
}

async function seed(baseUrl: string, token: string, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const response = await fetch(`${baseUrl}/api/positions`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(positionBody(i)),
      });
      if (!response.ok)
        throw new Error(`POST /api/positions answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, worker));
}

// Runs in the page before the app: notes when the first position row appears, then waits for a frame.
const WATCH_ROWS = `
  window.__rowsVisibleAt = null;
  new MutationObserver((_, observer) => {
    if (document.querySelector('tr[data-position-id]')) {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => { window.__rowsVisibleAt = performance.now(); }, 0));
    }
  }).observe(document, { childList: true, subtree: true });
`;

interface RenderRun {
  rowsVisible: number;
  render: number;
  allRows: number;
}

/** Rows in the DOM reach `expected`: noted (performance.now()) on the frame it happens. */
function waitForRows(page: Page, expected: number, mark: string) {
  return page.waitForFunction(
    ([count, key]) => {
      const w = window as unknown as Record<string, number | undefined>;
      if (document.querySelectorAll('tr[data-position-id]').length < count) return false;
      w[key] ??= performance.now();
      return true;
    },
    [expected, mark] as const,
    { polling: 'raf', timeout: 120_000 },
  );
}

async function measureNavigation(page: Page, baseUrl: string, openRows: number): Promise<RenderRun> {
  await page.goto(`${baseUrl}/reports/trades?quarter=${QUARTER_KEY}`);
  await page.waitForFunction(
    () => (window as unknown as { __rowsVisibleAt: number | null }).__rowsVisibleAt !== null,
    null,
    { timeout: 120_000 },
  );
  await waitForRows(page, openRows, '__allRowsAt');
  return page.evaluate(() => {
    const w = window as unknown as { __rowsVisibleAt: number; __allRowsAt: number };
    const response = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/api/positions?'))
      .at(-1) as PerformanceResourceTiming | undefined;
    return {
      rowsVisible: w.__rowsVisibleAt,
      render: w.__rowsVisibleAt - (response?.responseEnd ?? 0),
      allRows: w.__allRowsAt,
    };
  });
}

async function measureExpandClosed(page: Page, totalRows: number): Promise<{ first: number; all: number }> {
  const first = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const toggle = [...document.querySelectorAll<HTMLButtonElement>('.trade-group__toggle')].find(
          (button) => button.textContent?.includes('CLOSED POSITIONS'),
        )!;
        const start = performance.now();
        (window as unknown as { __expandStart: number }).__expandStart = start;
        toggle.click();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
      }),
  );
  await waitForRows(page, totalRows, '__expandAllAt');
  const all = await page.evaluate(() => {
    const w = window as unknown as { __expandStart: number; __expandAllAt: number };
    return w.__expandAllAt - w.__expandStart;
  });
  return { first, all };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

/**
 * `npx tsx bench/trade-table-render.ts` (or `benchTradeTableRender({ count, runs, port })` from
 * another bench). Aim: rows visible under 1 s with 5,000 positions.
 */
export async function benchTradeTableRender(options: Options = {}): Promise<void> {
  const count = options.count ?? 5000;
  const runs = options.runs ?? 5;
  const port = options.port ?? 3900 + Math.floor(Math.random() * 90);
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-trades-'));
  const server = startServer(port, dataDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await waitForHealth(baseUrl);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const token = await signInAsAdmin(page, baseUrl);
    const seedStart = performance.now();
    await seed(baseUrl, token, count);
    const seedSeconds = (performance.now() - seedStart) / 1000;

    await page.addInitScript(WATCH_ROWS);
    // As seeded: open theta are the positions i with i % 6 === 0; every other one is closed.
    const openRows = Math.ceil(count / 6);
    const closedRows = Math.floor(count / 2);
    const results: RenderRun[] = [];
    // The first navigation also loads the Trade Log's code; it is reported, not counted.
    const cold = await measureNavigation(page, baseUrl, openRows);
    for (let i = 0; i < runs; i++) results.push(await measureNavigation(page, baseUrl, openRows));
    const expand = await measureExpandClosed(page, openRows + closedRows);

    const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
    console.log(
      `\nTrade Log table, ${count} positions (seeded through the API in ${seedSeconds.toFixed(0)} s), Chromium, median of ${runs}:`,
    );
    const line = (label: string, text: string) => console.log(`  ${label.padEnd(46)} ${text}`);
    const first = median(results.map((r) => r.rowsVisible));
    line(
      'first rows visible after navigation',
      `${fmt(first)} (first load ${fmt(cold.rowsVisible)}; aim < 1 s)`,
    );
    line('  of which render after the positions came', fmt(median(results.map((r) => r.render))));
    line(`all ${openRows} OPEN POSITIONS rows rendered`, fmt(median(results.map((r) => r.allRows))));
    line('expand CLOSED POSITIONS: first rows painted', fmt(expand.first));
    line(`expand CLOSED POSITIONS: all ${closedRows} rows`, fmt(expand.all));
    await context.close();
  } finally {
    await browser.close();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchTradeTableRender({
    count: process.env.BENCH_POSITIONS ? Number(process.env.BENCH_POSITIONS) : undefined,
  });
}

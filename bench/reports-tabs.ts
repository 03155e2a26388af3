import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { signInAsAdmin, startServer, waitForHealth } from './trade-table-render';

/*
 * The Reports tabs other than the Trade Log at 4× slower CPU (issue 30, decision 028): 200 investors
 * seeded through the API, then each tab opened from the Reports navigation: the press's Event Timing
 * duration (input delay, handlers, rendering until the next paint). Interactions inside the tabs are
 * not measured yet. Printed, never asserted.
 */

const TABS = ['Investor Dashboard', 'Admin Tools', 'Metrics', 'Fees & Close', 'Trades'] as const;

/** Keeps every Event Timing entry of an interaction in `window.__events` (what INP is made of). */
export const WATCH_EVENTS = `
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId)
        window.__events.push({
          start: entry.startTime,
          duration: entry.duration,
          type: entry.name,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** The system Chromium, headless, as the Reports benches drive it. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
}

async function seedInvestors(baseUrl: string, token: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${baseUrl}/api/investors/with-investment`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `Investor ${String(i).padStart(3, '0')}`,
        email: `investor${i}@bench.test`,
        investmentDate: '2024-01-02',
        amountInvested: 10_000 + i,
        navAtEntry: 100,
        sharesIssued: Number(((10_000 + i) / 100).toPrecision(6)),
      }),
    });
    if (!response.ok) throw new Error(`POST /api/investors/with-investment: ${await response.text()}`);
  }
}

async function openTab(page: Page, label: string): Promise<number> {
  const since = await page.evaluate(() => performance.now());
  await page.getByRole('navigation', { name: 'Reports sections' }).getByRole('link', { name: label }).click();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 250))));
  return page.evaluate((from) => {
    const events = (window as unknown as { __events: { start: number; duration: number }[] }).__events;
    return Math.max(0, ...events.filter((e) => e.start >= from).map((e) => e.duration));
  }, since);
}

export async function benchReportsTabs(investors = 200, runs = 3): Promise<void> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const baseUrl = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fund-bench-tabs-'));
  const server = startServer(port, dataDir);
  const browser = await launchChromium();
  try {
    await waitForHealth(baseUrl);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const token = await signInAsAdmin(page, baseUrl);
    await seedInvestors(baseUrl, token, investors);
    await page.addInitScript(WATCH_EVENTS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const figures = new Map<string, number[]>();
    for (let run = 0; run <= runs; run++) {
      await page.goto(`${baseUrl}/reports/trades`);
      await page.waitForLoadState('networkidle');
      for (const tab of TABS) {
        const result = await openTab(page, tab);
        // The first pass loads each tab's code; it is not counted.
        if (run === 0) continue;
        figures.set(tab, [...(figures.get(tab) ?? []), result]);
      }
    }
    const max = (values: number[]) =>
      Math.max(...values)
        .toFixed(0)
        .padStart(6);
    console.log(`\nReports tabs, ${investors} investors, Chromium at 4× slower CPU, worst of ${runs}:`);
    console.log(`  ${'tab'.padEnd(22)} ${'press (Event Timing)'.padStart(22)}`);
    for (const [tab, values] of figures)
      console.log(`  ${tab.padEnd(22)} ${`${max(values)} ms`.padStart(22)}`);
    await context.close();
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchReportsTabs(Number(process.env.BENCH_INVESTORS ?? 200));
}

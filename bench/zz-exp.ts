import { chromium } from 'playwright';
import { startAppProcess } from './app-process';
const app = await startAppProcess();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const rate of [1, 6]) for (const w of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } });
  const client = await page.context().newCDPSession(page);
  await client.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(app.url + '/about/holdings');
  const before = await page.evaluate(() => {
    const b = [...document.querySelectorAll('button')];
    const t = b.find((x) => x.textContent?.startsWith('Show All'))!;
    (window as any).__t = t;
    (window as any).__hyd = false;
    window.addEventListener('fund:page-hydrated', () => { (window as any).__hyd = true; (window as any).__after = [...document.querySelectorAll('button, input[type="radio"], input[type="checkbox"]')].map((x) => x.textContent?.trim() || x.getAttribute('aria-label')); });
    return [...document.querySelectorAll('button, input[type="radio"], input[type="checkbox"]')].map((x) => x.textContent?.trim() || x.getAttribute('aria-label'));
  });
  await page.waitForFunction(() => (window as any).__hyd, null, { timeout: 20000 });
  await page.waitForTimeout(1500);
  const after = await page.evaluate(() => ({ connected: (window as any).__t.isConnected, atSignal: (window as any).__after, now: [...document.querySelectorAll('button, input[type="radio"], input[type="checkbox"]')].map((x) => x.textContent?.trim() || x.getAttribute('aria-label')) }));
  console.log(rate, w, JSON.stringify(before), JSON.stringify(after));
  await page.close();
}
await browser.close(); await app.stop();

import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { MASK } from '../src/domain/masking';
import { PUBLIC_PAGES } from '../src/domain/public-data/public-pages';
import { ADMIN, signIn } from './support/accounts';
import { holdRequests } from './support/held-requests';

const stockValues = (page: Page) =>
  page.getByRole('table', { name: 'Stocks' }).locator('td[data-field="TotalValue"]');

/** Console errors and warnings (React reports a hydration mismatch as one), and uncaught errors. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

test.describe('server-rendered public pages', () => {
  for (const path of Object.keys(PUBLIC_PAGES)) {
    test(`${path} hydrates without a warning`, async ({ page }) => {
      const problems = collectProblems(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The Login button appears only once the browser has taken over the page and read the session.
      await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }

  test('the app is fetched only once the page has painted', async ({ page }) => {
    // A script that holds the first paint back for a second (`blocking="render"`), and nothing else:
    // the page's own script runs as usual meanwhile, and must wait for the paint before fetching the app.
    await page.route('**/render-holder.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route('**/about/holdings', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</head>',
        '<script async blocking="render" src="/render-holder.js"></script></head>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/about/holdings');
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
    const { paint, app } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      app: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/start-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(paint, 'the page reports its first contentful paint').toBeGreaterThan(900);
    expect(app, 'the app was fetched').toBeDefined();
    expect(app).toBeGreaterThan(paint ?? Infinity);
  });

  test('a choice made before the app arrives is the one the app shows', async ({ page }) => {
    const app = await holdRequests(page, '**/assets/start-*.js');

    await page.goto('/about/performance');
    const portfolio = page
      .locator('.performance-summary dt', { hasText: /^Portfolio$/ })
      .locator('xpath=following-sibling::dd[1]');
    const allTime = await portfolio.innerText();
    await page.getByRole('radio', { name: '3 Months', exact: true }).check();
    app.release();
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
    await expect(page.getByRole('radio', { name: '3 Months', exact: true })).toBeChecked();
    await expect(portfolio).not.toHaveText(allTime);
  });

  test('the check above sees a mismatch between the HTML and the first render', async ({ page }) => {
    const problems = collectProblems(page);
    // The same page with an element the browser's render does not make (a production build of React
    // reports a structure that differs; attributes and texts only in development).
    await page.route('**/agreement', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<h1 id="agreement-heading">Operating Agreement</h1>',
        '<h2>Operating Agreement</h2>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/agreement');
    await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
    await expect.poll(() => problems.join('\n')).toMatch(/hydrat|Minified React error #4\d\d/i);
  });

  test('a page shows its content with scripts off, figures masked', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/about/holdings');
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio Holdings' })).toBeVisible();
    await expect(page.getByText('Assets Under Management')).toBeVisible();
    await expect(stockValues(page).first()).toHaveText(MASK);
    await context.close();
  });

  test('the administrator still gets the figures unmasked, without a hydration warning', async ({ page }) => {
    await signIn(page, ADMIN, '/about/holdings');
    await expect(page.getByRole('link', { name: 'Reports' })).toBeVisible();
    const problems = collectProblems(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio Holdings' })).toBeVisible();
    await expect(stockValues(page).first()).toHaveText(/^-?\d{1,3}(,\d{3})*(\.\d+)?$/);
    for (const text of await stockValues(page).allTextContents()) expect(text).not.toBe(MASK);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { formatPercent } from '../src/domain/format';
import { viewSeries, type DisplayMode } from '../src/domain/performance/view-series';
import type { Timeframe } from '../src/domain/performance/timeframes';
import type { PerformanceResponse } from '../src/domain/public-data/schemas';
import { ADMIN, signIn } from './support/accounts';
import { publicPerformance } from './support/public-data';
import { fundToday } from './support/fund-clock';

/** The <dd> holding a summary figure, found by its <dt> label. */
const figure = (page: Page, label: 'Portfolio' | 'S&P 500' | 'Relative') =>
  page
    .locator('.performance-summary dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
const detail = (page: Page, label: 'Portfolio' | 'S&P 500') =>
  page.locator('.performance-summary dt', { hasText: label }).locator('xpath=following-sibling::dd[2]');

function expectedEnd(data: PerformanceResponse, timeframe: Timeframe, mode: DisplayMode) {
  return viewSeries(data.navData, { timeframe, mode, today: fundToday() }).at(-1);
}

async function openPerformance(page: Page) {
  await page.goto('/about/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
}

test.describe('performance as an anonymous visitor', () => {
  let data: PerformanceResponse;

  test.beforeEach(async ({ request }) => {
    data = await publicPerformance(request);
    expect(data.error, 'the sample performance sheet loads').toBeUndefined();
    expect(data.navData.length).toBeGreaterThan(0);
  });

  test('starts normalized over all time with the summary of the whole series', async ({ page }) => {
    await openPerformance(page);
    await expect(page.getByRole('radio', { name: 'All Time' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Normalized' })).toBeChecked();

    const end = expectedEnd(data, 'all', 'normalized');
    if (!end) throw new Error('no points');
    await expect(figure(page, 'Portfolio')).toHaveText(formatPercent(end.portfolioChange));
    await expect(figure(page, 'S&P 500')).toHaveText(formatPercent(end.spyChange));
    await expect(figure(page, 'Relative')).toHaveText(formatPercent(end.relativeDiff));
    await expect(page.getByRole('heading', { name: 'Yearly Returns' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Yearly returns' }).locator('tbody tr')).toHaveCount(
      data.yearlyReturns.length,
    );
  });

  test('switching the timeframe and the display mode changes the figures', async ({ page }) => {
    await openPerformance(page);
    const allTime = await figure(page, 'Portfolio').innerText();
    const allTimeDetail = await detail(page, 'S&P 500').innerText();

    await page.getByRole('radio', { name: '6 Months' }).check();
    const sixMonths = expectedEnd(data, '6months', 'normalized');
    if (sixMonths) {
      await expect(figure(page, 'Portfolio')).toHaveText(formatPercent(sixMonths.portfolioChange));
      await expect(figure(page, 'Relative')).toHaveText(formatPercent(sixMonths.relativeDiff));
      expect(formatPercent(sixMonths.portfolioChange)).not.toBe(allTime);
    } else {
      await expect(page.getByText('No data for this period')).toBeVisible();
    }

    await page.getByRole('radio', { name: 'All Time' }).check();
    await expect(figure(page, 'Portfolio')).toHaveText(allTime);
    await page.getByRole('radio', { name: 'Raw' }).check();
    await expect(page.getByRole('radio', { name: 'Raw' })).toBeChecked();
    // Raw shows the index in dollars rather than rebased to 100.
    await expect(detail(page, 'S&P 500')).not.toHaveText(allTimeDetail);
    await expect(detail(page, 'S&P 500')).toContainText('$');
    await expect(figure(page, 'Portfolio')).toHaveText(allTime);
  });

  test('a period without entries says so', async ({ page }) => {
    await openPerformance(page);
    await page.getByRole('radio', { name: 'Month', exact: true }).check();
    const end = expectedEnd(data, 'month', 'normalized');
    if (end) await expect(figure(page, 'Portfolio')).toHaveText(formatPercent(end.portfolioChange));
    else await expect(page.getByText('No data for this period')).toBeVisible();
  });

  test('the chart tooltip shows both values, both changes and the difference', async ({ page }) => {
    await openPerformance(page);
    const chart = page.locator('.performance-chart svg.svg-chart__svg');
    await expect(chart).toBeVisible();
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.boundingBox();
    if (!box) throw new Error('chart not laid out');
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
    const tip = page.locator('.performance-chart .chart-tooltip');
    await expect(tip).toBeVisible();
    for (const text of ['Portfolio', 'S&P 500', 'Relative', 'Value', 'Change'])
      await expect(tip).toContainText(text);
    await expect(tip).toContainText(/[+-]\d+\.\d{2}%/);
  });
});

test('the administrator sees the same performance view', async ({ page, request }) => {
  const data = await publicPerformance(request);
  await signIn(page, ADMIN, '/about/performance');
  await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
  const end = expectedEnd(data, 'all', 'normalized');
  if (!end) throw new Error('no points');
  await expect(figure(page, 'Portfolio')).toHaveText(formatPercent(end.portfolioChange));
  await page.getByRole('radio', { name: 'Year' }).check();
  const year = expectedEnd(data, 'year', 'normalized');
  if (year) await expect(figure(page, 'Portfolio')).toHaveText(formatPercent(year.portfolioChange));
});

test('a failed performance load shows the error panel with the section failure text', async ({ page }) => {
  await page.route('**/api/public/performance', (route) => route.fulfill({ status: 503, body: 'down' }));
  // A page loaded from the server comes with its figures; the browser fetches them for the pages it
  // goes to itself, once it has taken over (the Login button shows then).
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'See Performance' }).click();
  await expect(page.getByText('Error Loading Performance Data')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Failed to load performance metrics')).toBeVisible();
  await page.getByRole('link', { name: 'Holdings', exact: true }).click();
  await expect(page.getByText('No data available')).toBeVisible();
});

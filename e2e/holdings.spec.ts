import { expect, test, type Page } from '@playwright/test';
import { formatShare } from '../src/domain/format';
import { formatCurrency, formatPercent } from '../src/domain/format';
import { MASK } from '../src/domain/masking';
import type { NavRow, PublicAllocationItem } from '../src/domain/public-data/schemas';
import { ADMIN, MEMBER, signIn } from './support/accounts';
import { publicPortfolio } from './support/public-data';

const SUMMARY_LIMIT = 8;
// '31,848' or '20,676.4': thousands separators, no currency sign (docs/requirements.md#pub-format).
const SHEET_NUMBER = /^-?\d{1,3}(,\d{3})*(\.\d+)?$/;

const summaryRows = (page: Page) => page.getByRole('table', { name: 'Holdings Summary' }).locator('tbody tr');
const stockValues = (page: Page) =>
  page.getByRole('table', { name: 'Stocks' }).locator('td[data-field="TotalValue"]');
const tooltip = (page: Page) => page.locator('.allocation-pie__tooltip');

async function openHoldings(page: Page) {
  await page.goto('/about/holdings');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio Holdings' })).toBeVisible();
}

async function hoverSlice(page: Page, ticker: string) {
  // The slice's own shape: its bounding box centre lies on the ring for any slice of a few percent.
  await page.locator(`.allocation-pie path[data-ticker="${ticker}"]`).hover();
}

test.describe('holdings as an anonymous visitor', () => {
  let allocation: PublicAllocationItem[];

  test.beforeEach(async ({ request }) => {
    const portfolio = await publicPortfolio(request);
    expect(portfolio.allocation, 'the sample sheets give an allocation').not.toBeNull();
    allocation = portfolio.allocation ?? [];
    expect(allocation.length).toBeGreaterThan(SUMMARY_LIMIT);
  });

  test('shows the NAV tiles, the allocation and the summary with its toggle', async ({ page, request }) => {
    const nav = (await (await request.get('/api/public/nav')).json()) as NavRow;
    await openHoldings(page);

    await expect(page.getByRole('definition').filter({ hasText: formatCurrency(nav.Account) })).toBeVisible();
    await expect(page.getByText('Assets Under Management')).toBeVisible();
    await expect(page.getByText('Net Asset Value Per Unit')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: formatCurrency(nav.NAV) })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Portfolio Allocation' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Portfolio allocation across/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Holdings Summary' })).toBeVisible();

    const more = allocation.length - SUMMARY_LIMIT;
    await expect(summaryRows(page)).toHaveCount(SUMMARY_LIMIT);
    const toggle = page.getByRole('button', { name: `Show All Holdings (+${more} more)` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(summaryRows(page)).toHaveCount(allocation.length);
    const less = page.getByRole('button', { name: `Show Less (${more} hidden)` });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(summaryRows(page)).toHaveCount(SUMMARY_LIMIT);
    await expect(page.getByRole('button', { name: `Show All Holdings (+${more} more)` })).toBeVisible();
  });

  test('labels only the slices above 6%', async ({ page }) => {
    await openHoldings(page);
    await expect(page.locator('.allocation-pie path[data-ticker]')).toHaveCount(allocation.length);
    const labels = page.locator('.allocation-pie__label');
    const labelled = allocation.filter((item) => item.percentage > 6);
    await expect(labels).toHaveCount(labelled.length);
    for (const item of labelled) {
      await expect(labels.filter({ hasText: item.ticker }).first()).toContainText(
        formatShare(item.percentage),
      );
    }
  });

  test('a slice tooltip shows ticker, share, masked value and gain, and highlights its row', async ({
    page,
  }) => {
    const [largest] = allocation;
    if (!largest) throw new Error('no allocation');
    await openHoldings(page);
    await hoverSlice(page, largest.ticker);

    await expect(tooltip(page)).toBeVisible();
    await expect(tooltip(page)).toContainText(largest.ticker);
    await expect(tooltip(page)).toContainText(formatShare(largest.percentage));
    await expect(tooltip(page)).toContainText(MASK);
    await expect(tooltip(page)).toContainText(formatPercent(largest.profitPercent));
    await expect(summaryRows(page).filter({ hasText: largest.ticker }).first()).toHaveClass(/is-highlighted/);
  });

  test('pointing at or focusing a summary row highlights its slice', async ({ page }) => {
    const second = allocation[1];
    if (!second) throw new Error('no allocation');
    await openHoldings(page);
    const slice = page.locator(`.allocation-pie path[data-ticker="${second.ticker}"]`);
    await expect(slice).toBeVisible();

    const row = summaryRows(page).filter({ hasText: second.ticker }).first();
    await row.hover();
    await expect(row).toHaveClass(/is-highlighted/);
    await expect(page.locator('.allocation-pie__center')).toContainText(second.ticker);
    await expect(slice).toHaveAttribute('fill-opacity', '1');
    await expect(page.locator('.allocation-pie path[data-ticker]:not([fill-opacity="1"])')).toHaveCount(
      allocation.length - 1,
    );

    await page.mouse.move(0, 0);
    await row.focus();
    await expect(row).toHaveClass(/is-highlighted/);
    await expect(page.locator('.allocation-pie__center')).toContainText(second.ticker);
  });

  test('masks the positions tables', async ({ page }) => {
    await openHoldings(page);
    await expect(stockValues(page).first()).toBeVisible();
    for (const text of await stockValues(page).allTextContents()) expect(text).toBe(MASK);
    await expect(page.getByRole('table', { name: 'Options' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Strategies' })).toBeVisible();
    await expect(summaryRows(page).first()).toContainText(MASK);
  });
});

test('a member without the allowed claim still sees masked figures', async ({ page }) => {
  await signIn(page, MEMBER, '/about/holdings');
  await expect(page.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio Holdings' })).toBeVisible();
  await expect(stockValues(page).first()).toHaveText(MASK);
  for (const text of await stockValues(page).allTextContents()) expect(text).toBe(MASK);

  const ticker = await summaryRows(page).first().locator('th').innerText();
  await hoverSlice(page, ticker.trim());
  await expect(tooltip(page)).toContainText(MASK);
});

test('the administrator sees the figures unmasked', async ({ page }) => {
  await signIn(page, ADMIN, '/about/holdings');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfolio Holdings' })).toBeVisible();
  await expect(stockValues(page).first()).toHaveText(SHEET_NUMBER);
  for (const text of await stockValues(page).allTextContents()) expect(text).toMatch(SHEET_NUMBER);
  await expect(page.getByText(/\*\*\* unless you are signed in/)).toHaveCount(0);

  const firstRow = summaryRows(page).first();
  await expect(firstRow.locator('td').nth(1)).toHaveText(/^\$[\d,]+\.\d{2}$/);
  const ticker = (await firstRow.locator('th').innerText()).trim();
  await hoverSlice(page, ticker);
  await expect(tooltip(page)).toContainText(ticker);
  await expect(tooltip(page)).not.toContainText(MASK);
  await expect(tooltip(page).getByRole('definition').nth(1)).toHaveText(/^\$[\d,]+\.\d{2}$/);
});

test('a failed holdings load still lets the site in and says what failed', async ({ page }) => {
  await page.route('**/api/public/portfolio', (route) => route.fulfill({ status: 503, body: 'down' }));
  // A page loaded from the server comes with its figures; the browser fetches them for the pages it
  // goes to itself, once it has taken over (the Login button shows then).
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await page.getByRole('link', { name: 'View Our Holdings' }).click();
  await expect(page.getByText('No data available')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Failed to load portfolio holdings')).toBeVisible();
  await expect(page.getByText('Failed to load performance metrics')).toHaveCount(0);
});

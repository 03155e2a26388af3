import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { formatMoney3, formatPercent } from '../src/domain/format';
import type { Investor } from '../src/domain/investors/schemas';
import { playgroundHoldings, playgroundResult } from '../src/domain/investors/scenario-playground';
import { sharesIssued } from '../src/domain/investors/shares';
import type { CurrentNavResponse, PortfolioResponse } from '../src/domain/public-data/schemas';
import { ADMIN, adminApi, signIn } from './support/accounts';
import { seriousViolations, horizontalOverflow } from './support/page-checks';

// Every e2e file shares one database: each test adds its own uniquely named investor.
const uniqueInvestor = (tag: string) => {
  const id = `${Date.now()}-${tag}`;
  return { name: `E2E Metrics ${id}`, email: `metrics.${id}@example.com` };
};

/** GET or POST one API path with the signed-in admin's own token. */
async function asAdmin<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return adminApi<T>(page, body === undefined ? 'GET' : 'POST', path, body);
}

async function openMetricsWithAnInvestor(page: Page, investor: { name: string; email: string }) {
  await signIn(page, ADMIN, '/reports/metrics');
  await expect(page.getByRole('heading', { level: 2, name: 'Share Distribution Metrics' })).toBeVisible();
  // The metrics must have someone to show; created here, as the shared database may hold no one yet.
  await asAdmin<Investor>(page, '/api/investors/with-investment', {
    name: investor.name,
    email: investor.email,
    investmentDate: '2025-07-01',
    amountInvested: '25000',
    navAtEntry: '170.25',
    sharesIssued: sharesIssued('25000', '170.25').toFixed(),
  });
  await page.reload();
  await expect(page.getByRole('table', { name: 'Shares per Investor' })).toContainText(investor.name);
}

test('the metrics cards, the current NAV by hand and by reload, and the distribution views', async ({
  page,
}) => {
  const INVESTOR = uniqueInvestor('views');
  await openMetricsWithAnInvestor(page, INVESTOR);
  const { NAV } = await asAdmin<CurrentNavResponse>(page, '/api/nav/current');
  const investors = await asAdmin<Investor[]>(page, '/api/investors');
  expect(investors.length).toBeGreaterThan(0);

  const nav = page.getByLabel('Current NAV ($)');
  await expect(nav).toHaveValue(String(NAV));
  await expect(page.getByTestId('metrics-total-investors')).not.toHaveText('—');
  await expect(page.getByTestId('metrics-total-value')).not.toHaveText('—');

  // Total Value w/o Leverage follows a NAV typed by hand; an unusable one is named as such.
  const outstanding = new Decimal(
    ((await page.getByTestId('metrics-outstanding-shares').textContent()) ?? '').replaceAll(',', ''),
  );
  await nav.fill('2');
  // Both figures are shown to 3 decimals, so they agree within the two roundings (other e2e files may
  // add investors meanwhile, which is why the page's own figures are compared, not the API's).
  await expect
    .poll(async () => {
      const shown = ((await page.getByTestId('metrics-total-value').textContent()) ?? '').replaceAll(',', '');
      return new Decimal(shown).minus(outstanding.times(2)).abs().toNumber();
    })
    .toBeLessThanOrEqual(0.0015);
  await nav.fill('0');
  await expect(page.getByText('Please enter a valid NAV value')).toBeVisible();
  await expect(nav).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(nav).toHaveValue(String(NAV));

  // Table View first; Bar / Pie only in the chart view.
  const views = page.getByRole('group', { name: 'View' });
  await expect(views.getByRole('radio', { name: 'Table View' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Bar' })).toHaveCount(0);
  await views.getByRole('radio', { name: 'Chart View' }).check();
  await expect(page.getByRole('radio', { name: 'Bar' })).toBeChecked();
  const chart = page.getByRole('img', { name: /^Shares per investor:/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('data-chart', 'bar');
  await expect(chart.locator('.recharts-bar-rectangle').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Shares per Investor' })).toHaveCount(0);

  await page.getByRole('radio', { name: 'Pie' }).check();
  await expect(chart).toHaveAttribute('data-chart', 'pie');
  // An investor who redeemed everything has an empty slice; any drawn one will do.
  await expect(chart.locator('.recharts-pie-sector').filter({ visible: true }).first()).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', new RegExp(INVESTOR.name));

  await views.getByRole('radio', { name: 'Table View' }).check();
  await expect(page.getByRole('table', { name: 'Shares per Investor' })).toContainText(INVESTOR.name);
  await expect(page.getByRole('radio', { name: 'Pie' })).toHaveCount(0);
});

test('the scenario playground recomputes equity, scenario NAV and the change', async ({ page }) => {
  const INVESTOR = uniqueInvestor('scenario');
  await openMetricsWithAnInvestor(page, INVESTOR);
  const portfolio = await asAdmin<PortfolioResponse>(page, '/api/public/portfolio');
  const { NAV } = await asAdmin<CurrentNavResponse>(page, '/api/nav/current');
  const holdings = playgroundHoldings(portfolio);
  const aapl = holdings.find((holding) => holding.label === 'AAPL');
  expect(aapl, 'the sample sheets hold AAPL').toBeDefined();
  if (!aapl) return;
  await expect(page.getByLabel('Current NAV ($)')).toHaveValue(String(NAV));

  const equity = page.getByTestId('scenario-equity-value');
  const scenarioNav = page.getByTestId('scenario-nav');
  const change = page.getByTestId('scenario-nav-change');
  const today = playgroundResult({
    holdings,
    prices: {},
    cash: '',
    borrowed: '',
    outstandingShares: 1,
    currentNav: NAV,
  });
  await expect(equity).toHaveText(formatMoney3(today.currentEquityValue.toNumber()));
  const navBefore = await scenarioNav.textContent();
  const changeBefore = await change.textContent();

  // AAPL at 300: the equity value moves by its shares x the price difference.
  const price = page.getByLabel('Scenario price for AAPL');
  await price.fill('300');
  const priced = playgroundResult({
    holdings,
    prices: { [aapl.key]: '300' },
    cash: '',
    borrowed: '',
    outstandingShares: 1,
    currentNav: NAV,
  });
  const pricedEquity = priced.equityValue ?? new Decimal(0);
  await expect(equity).toHaveText(formatMoney3(pricedEquity.toNumber()));
  await expect(scenarioNav).not.toHaveText(navBefore ?? '');
  await expect(change).not.toHaveText(changeBefore ?? '');

  // Borrowing the whole equity leaves nothing per share: NAV 0, a change of minus the current NAV.
  await page.getByLabel('Borrowed ($)').fill(pricedEquity.toFixed(2));
  await expect(scenarioNav).toHaveText(/^-?0\.000$/);
  await expect(change).toHaveText(formatMoney3(-NAV));
  await expect(page.getByTestId('scenario-nav-change-percent')).toHaveText(formatPercent(-100));
  await expect(page.getByRole('table', { name: 'Scenario by Investor' })).toContainText(INVESTOR.name);

  // A negative price is refused and named; Reset prices brings back today's prices.
  await price.fill('-1');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(scenarioNav).toHaveText('—');
  await page.getByRole('button', { name: 'Reset prices' }).click();
  await expect(price).toHaveValue('');
  await expect(equity).toHaveText(formatMoney3(today.currentEquityValue.toNumber()));
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`Metrics at ${viewport.width}px: no serious axe violations, no sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openMetricsWithAnInvestor(page, uniqueInvestor(`axe-${viewport.width}`));
    await expect(page.getByLabel('Scenario price for AAPL')).toBeVisible();
    const check = async () => {
      const serious = await seriousViolations(page, '.metrics');
      expect(serious).toEqual([]);
      const overflow = await horizontalOverflow(page);
      expect(overflow).toBeLessThanOrEqual(0);
    };
    await check();
    await page.getByRole('radio', { name: 'Chart View' }).check();
    await page.getByRole('radio', { name: 'Pie' }).check();
    await expect(
      page.locator('.metrics-chart .recharts-pie-sector').filter({ visible: true }).first(),
    ).toBeVisible();
    await check();
  });
}

import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney3, formatNumber } from '../src/domain/format';
import { LEDGER_HEADER } from '../src/domain/investors/ledger-csv';
import {
  BOTH_FIELDS_INVALID,
  CALCULATE_SHARES_FIRST,
  CANNOT_REMOVE_MORE_SHARES,
  INVESTOR_SAVED,
  NEW_INVESTOR_NUMBERS_INVALID,
  SELECT_AN_INVESTOR,
  TRANSACTION_SAVED,
} from '../src/domain/investors/messages';
import { calculateNav } from '../src/domain/investors/nav-calculator';
import type { Investor } from '../src/domain/investors/schemas';
import { sharesIssued } from '../src/domain/investors/shares';
import { ADMIN, adminApi, signIn } from './support/accounts';
import { seriousViolations, horizontalOverflow } from './support/page-checks';

// Every e2e file shares one fresh database, so names are unique per run and no list is assumed empty.
const run = Date.now();
const ALPHA = {
  name: `E2E Alpha ${run}`,
  email: `alpha.${run}@example.com`,
  nav: '157.736681',
  amount: '50000',
};
const BETA = { name: `E2E Beta ${run}`, email: `beta.${run}@example.com`, nav: '160.5', amount: '12345.67' };

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The investors as the API lists them, read with the signed-in admin's own token. */
async function apiInvestors(page: Page): Promise<Investor[]> {
  return adminApi<Investor[]>(page, 'GET', '/api/investors');
}

async function createWithCalculator(calculator: Locator, investor: typeof ALPHA) {
  await calculator.getByLabel('NAV per Share ($)').fill(investor.nav);
  await calculator.getByLabel('Investment Amount ($)').fill(investor.amount);
  await calculator.getByRole('button', { name: 'Calculate Shares' }).click();
  const shares = sharesIssued(investor.amount, investor.nav);
  await expect(calculator.getByTestId('calculated-shares')).toHaveText(formatNumber(shares.toNumber()));

  const save = calculator.getByRole('button', { name: 'Save to Database' });
  await calculator.getByLabel('Investor Name').fill(investor.name);
  await expect(save).toBeDisabled();
  await calculator.getByLabel('Investor Email').fill(investor.email);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(calculator.getByRole('status').filter({ hasText: INVESTOR_SAVED })).toBeVisible();
  await expect(calculator.getByLabel('Investor Name')).toHaveValue('');
  return shares;
}

/** Entry, preview, executed: returns once the transaction is saved. */
async function transact(
  shares: Locator,
  label: string,
  direction: 'Add shares' | 'Remove shares',
  count: string,
) {
  await shares.getByLabel('Investor', { exact: true }).selectOption({ label });
  await shares.getByRole('radio', { name: direction }).check();
  await shares.getByLabel('NAV Price ($)').fill('160');
  await shares.getByLabel(direction === 'Add shares' ? 'Shares to Add' : 'Shares to Remove').fill(count);
  await shares.getByRole('button', { name: 'Preview Transaction' }).click();
  await expect(shares.getByRole('heading', { name: 'Transaction Preview' })).toBeVisible();
  await shares.getByRole('button', { name: 'Confirm Transaction' }).click();
  await expect(shares.getByRole('status').filter({ hasText: TRANSACTION_SAVED })).toBeVisible();
  await expect(shares.getByRole('heading', { name: 'Transaction Executed' })).toBeVisible();
  await shares.getByRole('button', { name: 'New Transaction' }).click();
}

test('the admin creates investors, moves shares with a preview, sees the overview update and downloads the ledger', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN, '/reports/admin-tools');
  await expect(page.getByRole('heading', { level: 2, name: 'Fund Administration Tools' })).toBeVisible();
  const overview = region(page, 'Investor Overview');
  await expect(overview).toBeVisible();
  const totalInvestors = overview.getByTestId('overview-total-investors');
  const before = Number(await totalInvestors.textContent());

  const calculator = region(page, 'New Investor Share Calculator');
  // The calculator's own checks, in the words of docs/requirements.md#adm-new-investor.
  await calculator.getByLabel('Investor Name').fill('Nobody');
  await calculator.getByLabel('Investor Email').fill('nobody@example.com');
  await calculator.getByRole('button', { name: 'Save to Database' }).click();
  await expect(calculator.getByRole('alert')).toHaveText(CALCULATE_SHARES_FIRST);
  await calculator.getByLabel('NAV per Share ($)').fill('');
  await calculator.getByRole('button', { name: 'Calculate Shares' }).click();
  await expect(calculator.getByRole('alert')).toHaveText(NEW_INVESTOR_NUMBERS_INVALID);
  await expect(calculator.getByLabel('NAV per Share ($)')).toHaveAttribute('aria-invalid', 'true');
  await calculator.getByLabel('Investor Name').fill('');
  await calculator.getByLabel('Investor Email').fill('');

  const alphaShares = await createWithCalculator(calculator, ALPHA);
  await expect
    .poll(async () => Number(await totalInvestors.textContent()))
    .toBeGreaterThanOrEqual(before + 1);
  const betaShares = await createWithCalculator(calculator, BETA);
  await expect
    .poll(async () => Number(await totalInvestors.textContent()))
    .toBeGreaterThanOrEqual(before + 2);

  const shares = region(page, 'Investor Shares Management');
  const alphaLabel = `${ALPHA.name} (${ALPHA.email})`;
  // Nothing selected, then no share count.
  await shares.getByRole('button', { name: 'Preview Transaction' }).click();
  await expect(shares.getByRole('alert')).toHaveText(SELECT_AN_INVESTOR);
  await shares.getByLabel('Investor', { exact: true }).selectOption({ label: alphaLabel });
  await expect(shares.getByText(`Owns ${formatMoney3(alphaShares.toNumber())} shares`)).toBeVisible();
  await shares.getByRole('button', { name: 'Preview Transaction' }).click();
  await expect(shares.getByRole('alert')).toHaveText(BOTH_FIELDS_INVALID);
  await expect(shares.getByLabel('Shares to Add')).toHaveAttribute('aria-invalid', 'true');

  await transact(shares, alphaLabel, 'Add shares', '10');
  await transact(shares, alphaLabel, 'Remove shares', '4.5');
  const alphaNow = alphaShares.plus(10).minus(4.5);
  await shares.getByLabel('Investor', { exact: true }).selectOption({ label: alphaLabel });
  await expect(shares.getByText(`Owns ${formatMoney3(alphaNow.toNumber())} shares`)).toBeVisible();

  // A removal beyond what the investor owns stops at the entry step.
  await shares.getByRole('radio', { name: 'Remove shares' }).check();
  await shares.getByLabel('Shares to Remove').fill(alphaNow.plus(1).toString());
  await shares.getByRole('button', { name: 'Preview Transaction' }).click();
  await expect(shares.getByRole('alert')).toHaveText(CANNOT_REMOVE_MORE_SHARES);
  await expect(shares.getByRole('heading', { name: 'Transaction Preview' })).toHaveCount(0);

  // Recent Investors lists the first five investors; ours are there when the list had room for them.
  const listed = await apiInvestors(page);
  const recent = overview.getByRole('table', { name: 'Recent Investors' });
  await expect(recent.locator('tbody tr')).toHaveCount(Math.min(5, listed.length));
  const alphaIndex = listed.findIndex((investor) => investor.email === ALPHA.email);
  const betaIndex = listed.findIndex((investor) => investor.email === BETA.email);
  expect(alphaIndex).toBeGreaterThanOrEqual(0);
  expect(betaIndex).toBeGreaterThanOrEqual(0);
  expect(listed[alphaIndex]?.totalShares).toBe(alphaNow.toNumber());
  expect(listed[alphaIndex]?.investmentCount).toBe(3);
  expect(listed[betaIndex]?.totalShares).toBe(betaShares.toNumber());
  if (alphaIndex < 5) {
    const row = recent.getByRole('row', { name: new RegExp(ALPHA.name) });
    await expect(row).toContainText(formatMoney3(alphaNow.toNumber()));
    await expect(row).toContainText(ALPHA.email);
  }
  if (betaIndex < 5) {
    await expect(recent.getByRole('row', { name: new RegExp(BETA.name) })).toContainText(
      formatMoney3(betaShares.toNumber()),
    );
  }

  // The ledger: every investment and redemption of both investors.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^investor-ledger-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(LEDGER_HEADER.join(','));
  const alphaRows = csv.split('\r\n').filter((line) => line.includes(ALPHA.email));
  expect(alphaRows).toHaveLength(3);
  expect(alphaRows.some((line) => line.includes('Redemption') && line.includes('-4.5'))).toBe(true);
  expect(csv).toContain(BETA.email);
});

test('the NAV calculator divides account value by units, with the defaults for blanks', async ({ page }) => {
  await signIn(page, ADMIN, '/reports/admin-tools');
  const calculator = region(page, 'NAV Calculator');
  await expect(calculator).toBeVisible();
  const defaults = calculateNav({});
  if (!defaults.ok) throw new Error('the defaults always calculate');
  await calculator.getByRole('button', { name: 'Calculate NAV' }).click();
  await expect(calculator.getByTestId('nav-per-unit')).toHaveText(defaults.nav.toFixed(6));

  await calculator.getByLabel('Account Value ($)').fill('1000');
  await calculator.getByLabel('Outstanding Units').fill('8');
  await calculator.getByRole('button', { name: 'Calculate NAV' }).click();
  await expect(calculator.getByTestId('nav-per-unit')).toHaveText('125.000000');

  await calculator.getByLabel('Outstanding Units').fill('0');
  await calculator.getByRole('button', { name: 'Calculate NAV' }).click();
  await expect(calculator.getByRole('alert')).toHaveText(BOTH_FIELDS_INVALID);
  await expect(calculator.getByLabel('Outstanding Units')).toHaveAttribute('aria-invalid', 'true');
});

test('without the investor list the sample investors show and saving is off', async ({ page }) => {
  await page.route('**/api/investors', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }),
  );
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await signIn(page, ADMIN, '/reports/admin-tools');
  await expect(page.getByText('Showing sample investors')).toBeVisible({ timeout: 15_000 });
  expect(warnings.some((text) => text.includes('sample investors'))).toBe(true);
  await expect(
    region(page, 'Investor Overview').getByRole('table', { name: 'Recent Investors' }),
  ).toContainText('Margaret Chen');
  const calculator = region(page, 'New Investor Share Calculator');
  await calculator.getByLabel('Investor Name').fill('Someone');
  await calculator.getByLabel('Investor Email').fill('someone@example.com');
  await expect(calculator.getByRole('button', { name: 'Save to Database' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`Admin Tools at ${viewport.width}px: no serious axe violations, no sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ADMIN, '/reports/admin-tools');
    await expect(region(page, 'Investor Overview')).toBeVisible();
    // The error states too: messages and invalid fields must stay accessible.
    await region(page, 'Investor Shares Management')
      .getByRole('button', { name: 'Preview Transaction' })
      .click();
    await region(page, 'NAV Calculator').getByLabel('Outstanding Units').fill('0');
    await region(page, 'NAV Calculator').getByRole('button', { name: 'Calculate NAV' }).click();
    const serious = await seriousViolations(page, '.admin-tools');
    expect(serious).toEqual([]);
    const overflow = await horizontalOverflow(page);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

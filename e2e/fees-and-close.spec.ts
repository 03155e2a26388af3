import { expect, test, type Locator, type Page } from '@playwright/test';
import { chargeFees } from '../src/domain/fees/fee-rule';
import { closedPeriodMessage } from '../src/domain/periods/messages';
import { NAV_VALUE_SAVE_FAILED } from '../src/domain/investors/messages';
import { formatMoney3 } from '../src/domain/format';
import Decimal from 'decimal.js';
import { ADMIN, accessToken, signIn } from './support/accounts';
import { createInvestor, uniqueInvestor } from './support/investor-api';
import { seriousViolations } from './support/page-checks';

/*
 * docs/requirements.md#fee-screen, #period-close: the administrator posts a fee run from the Fees &
 * Close tab and the investor's value on the dashboard drops by the fee; then closes a quarter and an
 * edit inside it is refused with the closed text. Every e2e file shares one database, so these use
 * quarters of 1990, which no other file writes in, and run in order.
 */
// Each is a long journey (six pages, a dozen writes): under a loaded CI run one took over 30 s.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const FEES = '/reports/fees';
const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });

/** A call the test makes to put the shared database back where a retry expects it. */
async function api(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const response = await page.request.fetch(path, { method, headers, ...(data ? { data } : {}) });
  return { status: response.status(), body: response.status() === 204 ? null : await response.json() };
}

/** Reopens Q2 1990 when a retried run left it closed. */
async function reopenQ2(page: Page) {
  const { periods } = (await api(page, 'GET', '/api/periods')).body as { periods: { quarter: string }[] };
  if (periods.some((p) => p.quarter === 'Q2_1990'))
    await api(page, 'POST', '/api/periods/Q2_1990/reopen', { reason: 'A retry of the e2e test' });
}

async function dashboardValue(page: Page, investorId: number, nav: string): Promise<Locator> {
  await page.goto(`/reports/investor-dashboard?investor=${investorId}`);
  const summary = region(page, 'Performance Summary');
  await summary.getByLabel('Current NAV ($)').fill(nav);
  return summary.getByTestId('summary-value');
}

test('posting a fee run lowers the investor’s value by the fee', async ({ page }) => {
  await signIn(page, ADMIN, FEES);
  await expect(page.getByRole('heading', { level: 2, name: 'Fees and Quarter Close' })).toBeVisible();
  // A retry after the next test: its closed Q2 1990 covers Q1 1990's run too.
  await reopenQ2(page);
  const { runs } = (await api(page, 'GET', '/api/fee-runs')).body as {
    runs: { id: number; quarter: string }[];
  };
  for (const run of runs.filter((each) => each.quarter === 'Q1_1990'))
    await api(page, 'DELETE', `/api/fee-runs/${run.id}`);
  const investor = await createInvestor(page, {
    ...uniqueInvestor('Fees'),
    investmentDate: '1990-01-01',
    amount: '10000',
    nav: '100',
  });

  // The fund's terms, from the tab's form.
  const terms = region(page, 'Fee terms');
  await terms.getByLabel('Management fee (% a year)').fill('2');
  await terms.getByLabel('Performance fee (% of gains above the high-water mark)').fill('20');
  await terms.getByLabel('Performance fee charged').selectOption('quarterly');
  await terms.getByRole('button', { name: 'Save fee terms' }).click();
  await expect(terms.getByRole('status').filter({ hasText: 'Fee terms saved' })).toBeVisible();

  // Before: 100 units at 110.
  const value = await dashboardValue(page, investor.id, '110');
  await expect(value).toHaveText(formatMoney3(11000));

  // The expected fee, from the same rule the server runs.
  const fee = chargeFees({
    quarter: { quarter: 1, year: 1990 },
    navPerUnit: 110,
    terms: {
      managementFeePercent: new Decimal(2),
      performanceFeePercent: new Decimal(20),
      crystallization: 'quarterly',
    },
    records: [{ id: investor.investments[0]!.id, date: '1990-01-01', shares: 100, nav: 100 }],
    pastRuns: [],
  });
  // 100 × 110 × 0.02 × 90/365 = 54.246575 → 54.25, and 0.2 × 10 × 100 = 200: 254.25 for 2.31136 units.
  expect([fee.totalFee.toFixed(), fee.feeShares.toFixed()]).toEqual(['254.25', '2.31136']);

  await page.goto(FEES);
  const runsCard = region(page, 'Fee runs');
  await runsCard.getByLabel('Quarter', { exact: true }).selectOption({ label: 'Q1 1990' });
  await runsCard.getByLabel("NAV per unit at the quarter's end ($)").fill('110');
  await runsCard.getByRole('button', { name: 'Preview fees' }).click();
  const preview = runsCard.getByRole('table', { name: 'Fees for Q1 1990 at a NAV of $110' });
  const row = preview.getByRole('row', { name: new RegExp(investor.name) });
  await expect(row.getByRole('cell')).toHaveText(['54.250', '200.000', '254.250', '2.31136']);
  // Investors cannot be deleted: a retried run still holds the earlier attempts' investor, on the
  // same terms, so the run's total is this fee once per "Fees" investor in the preview.
  const feeInvestors = await preview.getByRole('row', { name: /E2E Dashboard Fees / }).count();
  const runTotal = fee.totalFee.times(feeInvestors);
  await runsCard.getByRole('button', { name: 'Post fee run' }).click();
  const confirm = page.getByRole('dialog', { name: 'Post the Q1 1990 fee run?' });
  await expect(confirm).toContainText(`for fees of $${runTotal.toFixed(2)}`);
  await confirm.getByRole('button', { name: 'Post fee run' }).click();
  await expect(runsCard.getByRole('status').filter({ hasText: 'Posted the Q1 1990 fee run' })).toBeVisible();
  await expect(runsCard.getByRole('row', { name: /Q1 1990/ })).toContainText(formatMoney3(runTotal));
  expect(await seriousViolations(page, '.fees-panel')).toEqual([]);

  // After: (100 − 2.31136) × 110 = 10,745.7504; the fees card says what was paid.
  const after = await dashboardValue(page, investor.id, '110');
  await expect(after).toHaveText(formatMoney3(new Decimal(100).minus(fee.feeShares).times(110).toNumber()));
  const fees = region(page, 'Fees');
  await expect(fees.getByTestId('fees-total')).toHaveText('254.250');
  await expect(fees.getByTestId('fees-high-water-mark')).toHaveText('110');
  await expect(fees.getByRole('row', { name: /Q1 1990/ })).toContainText('2.31136');
});

test('closing a quarter refuses an edit inside it, with the text, until it is reopened', async ({ page }) => {
  await signIn(page, ADMIN, FEES);
  await reopenQ2(page);
  const investor = await createInvestor(page, {
    ...uniqueInvestor('Close'),
    investmentDate: '1990-04-02',
    amount: '5000',
    nav: '100',
  });

  const close = region(page, 'Quarter close');
  await close.getByLabel('Quarter to close').selectOption({ label: 'Q2 1990' });
  // The fund charges fees and Q2 1990 has no run: closing it needs the box ticked.
  await close.getByLabel('Close without a fee run').check();
  await close.getByRole('button', { name: 'Close quarter' }).click();
  await page
    .getByRole('dialog', { name: 'Close Q2 1990?' })
    .getByRole('button', { name: 'Close quarter' })
    .click();
  await expect(close.getByRole('status').filter({ hasText: 'Closed Q2 1990' })).toBeVisible();
  await expect(close.getByRole('row', { name: /Q2 1990/ })).toContainText('admin@fund.local');

  // The investor's Q2 1990 snapshot is dated inside the closed quarter.
  await page.goto(`/reports/investor-dashboard?investor=${investor.id}`);
  const history = region(page, 'Quarterly NAV History');
  await history.getByRole('button', { name: 'Edit Q2 1990 NAV' }).click();
  await history.getByLabel('NAV for Q2 1990').fill('101');
  await history.getByRole('button', { name: 'Save', exact: true }).click();
  const refused = history.getByRole('alert').filter({ hasText: NAV_VALUE_SAVE_FAILED });
  await expect(refused).toContainText(closedPeriodMessage({ quarter: 2, year: 1990 }));
  await expect(refused).toContainText('Q2 1990 is closed. Reopen it to change its records.');

  // Reopened with a reason, the same edit goes through.
  await page.goto(FEES);
  await region(page, 'Quarter close').getByRole('button', { name: 'Reopen Q2 1990' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reopen Q2 1990' });
  await dialog.getByRole('button', { name: 'Reopen quarter' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please give the reason for reopening the quarter');
  await dialog.getByLabel('Reason').fill('The Q2 1990 NAV was typed wrong');
  await dialog.getByRole('button', { name: 'Reopen quarter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reopened Q2 1990' })).toBeVisible();
  await page.goto(`/reports/investor-dashboard?investor=${investor.id}`);
  const again = region(page, 'Quarterly NAV History');
  await again.getByRole('button', { name: 'Edit Q2 1990 NAV' }).click();
  await again.getByLabel('NAV for Q2 1990').fill('101');
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(again.getByTestId('nav-Q2_1990')).toHaveText('101');
});

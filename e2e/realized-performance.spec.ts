import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts';
import { E2E_FUND_TIME_ZONE } from './support/fund-clock';
import { openTradeLogTab, seedQuarter, uniqueQuarter } from './support/realized-income-seed';

/*
 * The Realized Performance calendar on a quarter seeded through the API (see seedQuarter): closes on
 * Wed 12 Mar 2098 (+140 and +260), Wed 19 Mar (-100) and Wed 9 Apr (+75), all booked at 9:00. Run in
 * two time zones far apart: the day totals must not move.
 */

const day = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}:`) });
const tile = (page: Page, label: string) => page.getByTestId(`stat-${label}`).locator('dd');
const weekRow = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Weekly Summary' }).getByRole('listitem').filter({ hasText: label });

/** The month 'Today' must show: the fund's (FUND_TIME_ZONE), whatever the browser's zone. */
const todaysMonth = () =>
  new Intl.DateTimeFormat('en-US', { timeZone: E2E_FUND_TIME_ZONE, month: 'long', year: 'numeric' }).format(
    new Date(),
  );

for (const timezoneId of ['America/Los_Angeles', 'Asia/Tokyo']) {
  test.describe(`Realized Performance calendar (${timezoneId})`, () => {
    test.use({ timezoneId });

    test('shows day totals, stats, the weekly summary and the day detail; navigates months', async ({
      page,
    }) => {
      const quarter = uniqueQuarter();
      await signIn(page, ADMIN, '/reports/trades');
      await seedQuarter(page, quarter);
      await openTradeLogTab(page, quarter, 'Realized Performance');

      // It opens on the month of the latest close.
      await expect(page.getByRole('heading', { name: 'April 2098' })).toBeVisible();
      const grid = page.getByRole('table', { name: 'April 2098' });
      await expect(grid.getByRole('columnheader')).toHaveText([
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
        'Sat',
        'Sun',
      ]);
      await expect(day(page, 'Wednesday, Apr 9, 2098')).toHaveAccessibleName(
        'Wednesday, Apr 9, 2098: +$75.00, 1 trade',
      );

      // The six tiles cover the whole quarter: 140 + 260 - 100 + 75 over 3 days and 4 trades.
      await expect(tile(page, 'Total P&L')).toHaveText('+$375.00');
      await expect(tile(page, 'Avg/Day')).toHaveText('+$125.00');
      await expect(tile(page, 'Avg/Trade')).toHaveText('+$93.75');
      await expect(tile(page, 'Win Rate')).toHaveText('66.7%');
      await expect(tile(page, 'Active Days')).toHaveText('3');
      await expect(tile(page, 'Trades')).toHaveText('4');

      await page.getByRole('button', { name: 'Previous month' }).click();
      await expect(page.getByRole('heading', { name: 'March 2098' })).toBeVisible();
      const march12 = day(page, 'Wednesday, Mar 12, 2098');
      await expect(march12).toHaveAccessibleName('Wednesday, Mar 12, 2098: +$400.00, 2 trades');
      await expect(march12).toContainText('+$400.00');
      await expect(day(page, 'Wednesday, Mar 19, 2098')).toHaveAccessibleName(
        'Wednesday, Mar 19, 2098: -$100.00, 1 trade',
      );
      // The 9 April close is outside March's grid (its last row ends on Sunday 6 April).
      await expect(day(page, 'Wednesday, Apr 9, 2098')).toHaveCount(0);
      await expect(weekRow(page, 'Mar 10 - Mar 16')).toContainText('+$400.00');
      await expect(weekRow(page, 'Mar 10 - Mar 16')).toContainText('2 trades');
      await expect(weekRow(page, 'Mar 17 - Mar 23')).toContainText('-$100.00');
      await expect(weekRow(page, 'Mar 24 - Mar 30')).toContainText('0 trades');

      await march12.click();
      const dialog = page.getByRole('dialog', { name: 'Trades on Wednesday, Mar 12, 2098' });
      await expect(dialog).toBeVisible();
      const rows = dialog.getByRole('row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toHaveText(/SPY.*Partial close\s*2\s*\$30\.00\s*\+\$140\.00/);
      await expect(rows.nth(2)).toHaveText(/QQQ.*Close\s*2\s*\$20\.00\s*\+\$260\.00/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(march12).toBeFocused();
      const axe = await new AxeBuilder({ page }).include('.realized-tab').analyze();
      expect(axe.violations).toEqual([]);

      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(page.getByRole('heading', { name: 'April 2098' })).toBeVisible();
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(page.getByRole('heading', { name: 'May 2098' })).toBeVisible();

      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await expect(page.getByRole('heading', { name: todaysMonth() })).toBeVisible();
      await expect(page.locator('td[aria-current="date"]')).toHaveCount(1);
    });
  });
}

test('the calendar fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const quarter = uniqueQuarter();
  await signIn(page, ADMIN, '/reports/trades');
  await seedQuarter(page, quarter);
  await openTradeLogTab(page, quarter, 'Realized Performance');
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(day(page, 'Wednesday, Mar 12, 2098')).toBeVisible();
  // Nothing of the tab reaches past the screen's right edge.
  const widest = await page
    .locator('.realized-tab')
    .evaluate((tab) =>
      Math.max(...[tab, ...tab.querySelectorAll('*')].map((node) => node.getBoundingClientRect().right)),
    );
  expect(widest).toBeLessThanOrEqual(375);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { INCOME_EMPTY, INCOME_MESSAGES } from '../src/domain/income/messages';
import { ADMIN, signIn } from './support/accounts';
import {
  openTradeLogTab,
  seedQuarter,
  seedQuietQuarter,
  uniqueQuarter,
} from './support/realized-income-seed';

/*
 * The Earning Power tab on a quarter seeded through the API (see seedQuarter). Projected: SPY's 300
 * of premium left over its three weeks to 21 Mar 2098. Realized: QQQ's +260 over the two weeks it was
 * held, AAPL's +75 over its two, and the empty weeks between.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function expectWeeks(table: Locator, rows: [string, string][]) {
  const body = table.locator('tbody tr');
  await expect(body).toHaveCount(rows.length);
  for (const [index, [label, amount]] of rows.entries()) {
    await expect(body.nth(index).getByRole('rowheader')).toHaveText(label);
    await expect(body.nth(index).locator('td').last()).toHaveText(amount);
  }
}

test('the weekly tools read the quarter: tracker modes, target calculator, capital efficiency', async ({
  page,
}) => {
  const quarter = uniqueQuarter();
  await signIn(page, ADMIN, '/reports/trades');
  await seedQuarter(page, quarter);
  await openTradeLogTab(page, quarter, 'Earning Power');

  const tracker = section(page, 'Weekly Profit Tracker');
  await expect(tracker.getByRole('radio', { name: 'Projected' })).toBeChecked();
  const table = tracker.getByRole('table');
  await expectWeeks(table, [
    ['Mar 3 - Mar 7', '+$100.00'],
    ['Mar 10 - Mar 14', '+$100.00'],
    ['Mar 17 - Mar 21', '+$100.00'],
  ]);
  await expect(tracker.getByTestId('income-total')).toHaveText('+$300.00');
  await expect(tracker.getByRole('img', { name: /^Income per week/ })).toBeVisible();

  await tracker.getByRole('radio', { name: 'Realized' }).check();
  await expectWeeks(table, [
    ['Mar 3 - Mar 7', '+$130.00'],
    ['Mar 10 - Mar 14', '+$130.00'],
    ['Mar 17 - Mar 21', '$0.00'],
    ['Mar 24 - Mar 28', '$0.00'],
    ['Mar 31 - Apr 4', '+$37.50'],
    ['Apr 7 - Apr 11', '+$37.50'],
  ]);
  await expect(tracker.getByTestId('income-total')).toHaveText('+$335.00');
  await expect(tracker.getByTestId('income-quarter-total')).toHaveText('+$335.00');

  const target = section(page, 'Target Weekly Income Calculator');
  const toggle = target.getByRole('button', { name: 'Target Weekly Income Calculator' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const slider = target.getByRole('slider', { name: 'Target weekly return' });
  await expect(slider).toHaveValue('1.5');
  await target.getByLabel('Capital ($)').fill('100000');
  await expect(target.getByTestId('weekly-target')).toHaveText('$1,500.00');
  await expect(target.getByTestId('annualized-return')).toHaveText('78%');
  await expect(target.getByRole('alert')).toHaveCount(0);

  await slider.fill('2');
  await expect(target.getByTestId('target-percent')).toHaveText('2.0%');
  await expect(target.getByTestId('weekly-target')).toHaveText('$2,000.00');
  await expect(target.getByTestId('annualized-return')).toHaveText('104%');
  await expect(target.getByRole('alert')).toContainText('Annualized return above 100%');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(target.getByTestId('target-percent')).toHaveText('1.9%');
  await expect(target.getByTestId('weekly-target')).toHaveText('$1,900.00');
  await expect(target.getByRole('alert')).toHaveCount(0);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(slider).toBeHidden();
  await toggle.click();
  await expect(slider).toBeVisible();

  const efficiency = section(page, 'Capital Efficiency Calculator');
  await efficiency.getByRole('button', { name: 'Calculate Efficiency' }).click();
  await expect(efficiency.getByRole('alert')).toHaveText(INCOME_MESSAGES.efficiencyInputs);
  await efficiency.getByLabel('Capital Deployed ($)').fill('40000');
  await efficiency.getByLabel('Weekly Premium ($)').fill('0');
  await efficiency.getByRole('button', { name: 'Calculate Efficiency' }).click();
  await expect(efficiency.getByRole('alert')).toHaveText(INCOME_MESSAGES.efficiencyInputs);
  await efficiency.getByLabel('Weekly Premium ($)').fill('300');
  await efficiency.getByRole('button', { name: 'Calculate Efficiency' }).click();
  await expect(efficiency.getByTestId('weekly-yield')).toHaveText('0.75%');
  await expect(efficiency.getByTestId('annualized-yield')).toHaveText('39%');

  const capacity = efficiency.getByRole('table', { name: `Contract capacity per ticker, ${quarter}` });
  await expect(capacity.locator('tbody tr')).toHaveCount(2);
  const axe = await new AxeBuilder({ page }).include('.earning-tab').analyze();
  expect(axe.violations).toEqual([]);
  await expect(capacity.getByRole('row', { name: /^AAPL/ }).locator('td')).toHaveText([
    '250',
    '0',
    '2',
    '0',
    '2',
  ]);
  await expect(capacity.getByRole('row', { name: /^NVDA/ }).locator('td')).toHaveText([
    '0',
    '2',
    '0',
    '0',
    '0',
  ]);
});

test('the empty states name the quarter', async ({ page }) => {
  const quarter = uniqueQuarter();
  await signIn(page, ADMIN, '/reports/trades');
  await seedQuietQuarter(page, quarter);
  await openTradeLogTab(page, quarter, 'Earning Power');

  const tracker = section(page, 'Weekly Profit Tracker');
  await expect(tracker.getByText(INCOME_EMPTY.projected(quarter), { exact: true })).toBeVisible();
  await tracker.getByRole('radio', { name: 'Realized' }).check();
  await expect(tracker.getByText(INCOME_EMPTY.realized(quarter), { exact: true })).toBeVisible();
  await expect(
    section(page, 'Capital Efficiency Calculator').getByText(INCOME_EMPTY.noHoldings(quarter), {
      exact: true,
    }),
  ).toBeVisible();
});

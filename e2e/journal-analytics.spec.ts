import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accessToken, ADMIN, signIn } from './support/accounts';
import { uniqueQuarter } from './support/realized-income-seed';

/*
 * The Analytics view (docs/requirements.md#jr-screen) on trades booked through the API in a year of
 * their own: the e2e database is shared by every file, the other journeys book theirs in 2025 and 2098,
 * and a retry picks another year. In that year:
 * - KO theta STO put backfilled: opened 3 Mar, closed 12 Mar, +150;
 * - PEP theta STO put backfilled: opened 3 Mar, closed 14 Mar, -40;
 * - MSFT stock backfilled: opened 3 Feb, sold 12 Mar, +60.
 */

const YEAR = 2030 + Math.floor(Math.random() * 60);
const TAG = `e2e-${Math.random().toString(36).slice(2, 8)}`;

const tile = (page: Page, label: string) => page.getByTestId(`journal-${label}`).locator('dd').first();
const heatDay = (page: Page, monthDay: string) =>
  page.getByRole('button', { name: new RegExp(`^\\w+day, ${monthDay}, ${YEAR}:`) });

async function seed(page: Page, quarter: string) {
  const token = await accessToken(page);
  const post = async (data: object) => {
    const response = await page.request.post('/api/positions', {
      data: { quarter, isClosedPosition: true, ...data },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  const theta = {
    positionType: 'THETA',
    action: 'STO',
    optionType: 'P',
    strike: 50,
    contracts: 1,
    premium: 200,
  };
  await post({
    ...theta,
    ticker: 'KO',
    openDate: `${YEAR}-03-03`,
    expirationDate: `03/21/${YEAR}`,
    closeDate: `${YEAR}-03-12`,
    closePrice: 50,
    netProfit: 150,
  });
  await post({
    ...theta,
    ticker: 'PEP',
    openDate: `${YEAR}-03-03`,
    expirationDate: `03/21/${YEAR}`,
    closeDate: `${YEAR}-03-14`,
    closePrice: 240,
    netProfit: -40,
  });
  await post({
    positionType: 'STOCK',
    ticker: 'MSFT',
    openDate: `${YEAR}-02-03`,
    shares: 1,
    price: 400,
    closeDate: `${YEAR}-03-12`,
    closePrice: 460,
    netProfit: 60,
  });
}

async function customRange(page: Page, from: string, to: string) {
  await page.getByRole('radio', { name: 'Custom' }).check();
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
}

test('Analytics: a range, its tiles and heat-map, the day detail, tags in bulk and the tag filter', async ({
  page,
}) => {
  // A long journey: beside the whole suite on a busy machine it outlasts the default 30 s.
  test.setTimeout(90_000);
  const quarter = uniqueQuarter();
  await signIn(page, ADMIN, '/reports/trades');
  await seed(page, quarter);
  await page.goto('/reports/trades');
  await page.getByLabel('Quarter', { exact: true }).selectOption({ label: quarter });
  await expect(page.getByText(`Viewing trades for ${quarter}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Journal Analytics' })).toBeVisible();

  // All time: every journey's trades, at least these three.
  await page.getByRole('radio', { name: 'All' }).check();
  await expect(page.getByText('All time')).toBeVisible();
  // The whole history is read cold here; beside the full suite on two cores that took over 7 s once.
  await expect
    .poll(async () => Number((await tile(page, 'Trades').textContent())?.replaceAll(',', '')), {
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(3);

  // The year of this journey: exactly its trades.
  await customRange(page, `${YEAR}-01-01`, `${YEAR}-12-31`);
  await expect(tile(page, 'Net P&L')).toHaveText('+$170.00');
  await expect(tile(page, 'Trades')).toHaveText('3');
  await expect(tile(page, 'Win Rate')).toHaveText('66.67%');
  await expect(tile(page, 'Profit Factor')).toHaveText('5.25'); // 210 / 40
  await expect(tile(page, 'Max Drawdown')).toHaveText('-$40.00');
  // The equity curve with its drawdown beneath, one text alternative for both.
  await expect(page.locator('.equity-chart .recharts-line-curve')).toBeVisible();
  await expect(page.locator('.equity-chart .recharts-area-area')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Cumulative realized P&L from / })).toHaveAccessibleName(
    /ends at \+\$170\.00, highest \+\$210\.00, deepest drawdown -\$40\.00\.$/,
  );
  await expect(page.getByRole('table', { name: String(YEAR) })).toBeVisible();
  await expect(heatDay(page, 'Mar 12')).toHaveAccessibleName(/: \+\$210\.00, 2 trades$/);
  await expect(heatDay(page, 'Mar 14')).toHaveAccessibleName(/: -\$40\.00, 1 trade$/);
  await expect(page.getByText(new RegExp(`^\\w+day, Mar 13, ${YEAR}, no trades$`))).toHaveCount(1);

  // A day opens the calendar's day detail; Escape brings focus back to it.
  await heatDay(page, 'Mar 12').click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`^Trades on \\w+day, Mar 12, ${YEAR}$`) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(3);
  await expect(dialog).toContainText('KO');
  await expect(dialog).toContainText('MSFT');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(heatDay(page, 'Mar 12')).toBeFocused();

  // The equity curve's table alternative, then the whole view through axe.
  await page.getByText('Show the equity curve as a table').click();
  const equityTable = page.getByRole('region', { name: 'Equity curve by day' });
  await expect(equityTable.getByRole('row')).toHaveCount(3);
  await expect(equityTable.getByRole('row').nth(2)).toContainText('+$170.00');
  await expect(equityTable.getByRole('row').nth(2)).toContainText('-$40.00');
  const axe = await new AxeBuilder({ page }).include('.analytics-tab').analyze();
  expect(axe.violations.map((v) => [v.id, v.impact, v.nodes[0]?.target])).toEqual([]);

  // A shorter range: the tiles and the heat-map follow.
  await page.getByLabel('To', { exact: true }).fill(`${YEAR}-03-12`);
  await expect(tile(page, 'Trades')).toHaveText('2');
  await expect(tile(page, 'Net P&L')).toHaveText('+$210.00');
  await expect(heatDay(page, 'Mar 14')).toHaveCount(0);
  await expect(page.getByText(new RegExp(`^\\w+day, Mar 14, ${YEAR}, no trades$`))).toHaveCount(1);

  // Tag two positions in bulk from the table.
  await page.getByRole('tab', { name: 'Positions & Trades' }).click();
  await page.getByRole('button', { name: /^CLOSED POSITIONS/ }).click();
  await page.getByRole('checkbox', { name: /^Select KO / }).check();
  await page.getByRole('checkbox', { name: /^Select PEP / }).check();
  await expect(page.getByText(/^2 of 3 positions selected$/)).toBeVisible();
  await page.getByLabel('Tag', { exact: true }).fill(TAG);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Tag '${TAG}' added to 2 positions` }),
  ).toBeVisible();
  // Case-sensitive: the random tag itself may hold "ko", and hasText with a string ignores case.
  await expect(page.locator('tr', { hasText: /\bKO\b/ }).getByText(TAG)).toBeVisible();
  const tableAxe = await new AxeBuilder({ page }).include('.trade-table-section').analyze();
  expect(tableAxe.violations.map((v) => [v.id, v.impact, v.nodes[0]?.target])).toEqual([]);

  // The range was kept in the address; the tag filter leaves the two tagged positions' trades.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await page.getByLabel('To', { exact: true }).fill(`${YEAR}-12-31`);
  await expect(tile(page, 'Trades')).toHaveText('3');
  await page.getByLabel('Tag', { exact: true }).selectOption(TAG);
  await expect(tile(page, 'Trades')).toHaveText('2');
  await expect(tile(page, 'Net P&L')).toHaveText('+$110.00'); // 150 - 40
  await expect(
    page.getByRole('region', { name: 'By tag' }).getByRole('row', { name: new RegExp(TAG) }),
  ).toContainText('+$110.00');
  await expect(heatDay(page, 'Mar 12')).toHaveAccessibleName(/: \+\$150\.00, 1 trade$/);

  // Printed: the report alone, a section per page.
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['.site-header', '.trade-tabs__list', '.analytics-controls', '.trade-summary'])
    await expect(page.locator(hidden).first()).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Equity curve' })).toBeVisible();
  const breaks = await page
    .locator('.analytics-section')
    .evaluateAll((sections) => sections.map((section) => getComputedStyle(section).breakBefore));
  expect(breaks[0]).not.toBe('page');
  expect(breaks.slice(1).every((value) => value === 'page')).toBe(true);
});

test('the Analytics view fits a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, ADMIN, '/reports/trades');
  await expect(page.getByRole('tab', { name: 'Analytics' })).toBeVisible();
  await page.goto('/reports/trades?range=all');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Daily P&L' })).toBeVisible();
  // Wide tables and the heat-map scroll inside their own boxes; the page itself does not.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

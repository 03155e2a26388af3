import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatDate } from '../src/domain/format';
import { ADMIN, signIn } from './support/accounts';
import { fundToday } from './support/fund-clock';
import { adminToken, journeyQuarters, postPosition } from './support/trade-log-journey';
import { seriousViolations } from './support/page-checks';

/*
 * The Trade Log as the admin: a quarter of its own (see journeyQuarters), every kind of position,
 * partial and full close, roll, average down, edit, the groups, the counts and Quarter Profit, the
 * 'Last updated' widget and the CSV export. Expected figures are worked out in the comments.
 */

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
/** A position's row, found by its label ('AAPL 06/20/2100 190P', 'MSFT'), not by its comments. */
const row = (page: Page, label: string) =>
  page
    .getByRole('row')
    .filter({ has: page.locator('.trade-table__label').getByText(label, { exact: true }) });
const counts = (page: Page) => page.getByRole('list', { name: 'Positions by type' }).getByRole('listitem');

/**
 * The calls that fetch a whole quarter's list (or the quarter list) from now on: a change puts the
 * position the server returned into the cache instead.
 */
function watchQuarterFetches(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && (pathname === '/api/positions' || pathname === '/api/quarters')) {
      seen.push(request.url());
    }
  });
  return seen;
}

async function expectSummary(
  page: Page,
  expected: { theta: number; stock: number; option: number; open: number; total: number; profit: string },
) {
  await expect(counts(page)).toHaveText([
    `Theta: ${expected.theta}`,
    `Stock: ${expected.stock}`,
    `Option: ${expected.option}`,
  ]);
  await expect(page.getByTestId('card-open-positions')).toHaveText(String(expected.open));
  await expect(page.getByTestId('card-total-positions')).toHaveText(String(expected.total));
  await expect(page.getByTestId('card-quarter-profit')).toHaveText(expected.profit);
}

interface OptionFields {
  type: 'Theta' | 'Option';
  ticker: string;
  openDate: string;
  expiration: string;
  strike: string;
  callOrPut: 'P' | 'C';
  contracts: string;
  premium: string;
  sectors?: string;
}

async function fillOptionPosition(add: Locator, fields: OptionFields) {
  await add.getByRole('radio', { name: fields.type }).check();
  await add.getByLabel('Ticker').fill(fields.ticker);
  await add.getByLabel('Open Date').fill(fields.openDate);
  await add.getByLabel('Expiration Date').fill(fields.expiration);
  await add.getByLabel('Strike Price ($)').fill(fields.strike);
  await add.getByLabel('Call or Put').selectOption(fields.callOrPut);
  await add.getByLabel('Contracts').fill(fields.contracts);
  await add.getByLabel('Premium per Contract ($)').fill(fields.premium);
  if (fields.sectors) await add.getByLabel('Sectors', { exact: true }).fill(fields.sectors);
}

async function submitAdd(page: Page, add: Locator, label: string) {
  await add.getByRole('button', { name: 'Add Position' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `Position added: ${label}` })).toBeVisible();
}

test('the admin keeps a quarter of trades: add, close, roll, average down, edit, groups and totals', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ADMIN, '/reports/trades');
  await expect(page.getByRole('heading', { level: 2, name: 'Quarterly Trades' })).toBeVisible();
  const token = await adminToken(page);
  const { anchor, created, year } = await journeyQuarters(page, token);
  const Y = String(year);
  const d = (monthDay: string) => `${Y}-${monthDay}`;
  const AAPL = `AAPL 06/20/${Y} 190P`;
  const NVDA = `NVDA 07/18/${Y} 160P`;
  const QQQ = `QQQ 05/16/${Y} 450P`;
  const SPY = `SPY 09/19/${Y} 600C`;
  const SPY_ROLLED = `SPY 12/19/${Y} 620C`;

  // The anchor quarter becomes the current one, holding one open stock position of this journey.
  await postPosition(page, token, {
    quarter: anchor,
    positionType: 'STOCK',
    ticker: 'CARRY',
    openDate: d('01-05'),
    shares: 10,
    price: 50,
  });
  await page.goto(`/reports/trades?quarter=${anchor.replace(' ', '_')}`);
  await expect(page.getByText(`Viewing trades for ${anchor}`)).toBeVisible();

  // docs/requirements.md#tl-new-quarter: the next quarter is suggested; a blank name is refused.
  await page.getByRole('button', { name: 'Create New Quarter' }).click();
  const create = dialog(page, 'Create New Quarter');
  await expect(create.getByLabel('Quarter Name')).toHaveValue(created);
  await create.getByLabel('Quarter Name').fill('   ');
  await create.getByRole('button', { name: 'Create Quarter' }).click();
  await expect(create.getByRole('alert')).toHaveText('Please enter a quarter name');
  await expect(create.getByLabel('Quarter Name')).toHaveAttribute('aria-invalid', 'true');
  await create.getByLabel('Quarter Name').fill(created);
  await create.getByRole('button', { name: 'Create Quarter' }).click();
  const createdNotice = page.getByRole('status').filter({ hasText: `Created ${created}` });
  await expect(createdNotice).toContainText(
    `Moved 1 open position from ${anchor}: 0 theta, 1 stock, 0 option.`,
  );
  await expect(page.getByText(`Viewing trades for ${created}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `${created} Positions` })).toBeVisible();
  await expect(page.getByLabel('Quarter', { exact: true })).toHaveValue(created);
  await expectSummary(page, { theta: 0, stock: 1, option: 0, open: 1, total: 1, profit: '$0.000' });

  // Add Position: the form's own checks first.
  await page.getByRole('button', { name: 'Add Position' }).click();
  let add = dialog(page, 'Add Position');
  await add.getByRole('button', { name: 'Add Position' }).click();
  await expect(add.getByRole('alert')).toHaveText('Please enter a ticker');
  await expect(add.getByLabel('Ticker')).toBeFocused();
  await expect(add.getByLabel('Action')).toHaveValue('STO');
  await expect(add.getByLabel('Contracts')).toHaveValue('1');
  // A theta: 5 contracts at 100 (net premium 500), three sectors.
  await fillOptionPosition(add, {
    type: 'Theta',
    ticker: 'aapl',
    openDate: d('04-01'),
    expiration: `06/20/${Y}`,
    strike: '190',
    callOrPut: 'P',
    contracts: '5',
    premium: '',
    sectors: 'Technology, Hardware, Consumer',
  });
  await expect(add.getByLabel('Ticker')).toHaveValue('AAPL');
  await add.getByRole('button', { name: 'Add Position' }).click();
  await expect(add.getByRole('alert')).toHaveText('Please fill in all option fields');
  await add.getByLabel('Premium per Contract ($)').fill('100');
  await submitAdd(page, add, AAPL);

  // A second theta, on another expiration date.
  await page.getByRole('button', { name: 'Add Position' }).click();
  add = dialog(page, 'Add Position');
  await fillOptionPosition(add, {
    type: 'Theta',
    ticker: 'NVDA',
    openDate: d('04-04'),
    expiration: `07/18/${Y}`,
    strike: '160',
    callOrPut: 'P',
    contracts: '1',
    premium: '240',
  });
  await submitAdd(page, add, NVDA);

  // An option: BTO by default, 2 contracts at 450 (cost 900).
  await page.getByRole('button', { name: 'Add Position' }).click();
  add = dialog(page, 'Add Position');
  await add.getByRole('radio', { name: 'Option' }).check();
  await expect(add.getByLabel('Action')).toHaveValue('BTO');
  await fillOptionPosition(add, {
    type: 'Option',
    ticker: 'SPY',
    openDate: d('04-02'),
    expiration: `09/19/${Y}`,
    strike: '600',
    callOrPut: 'C',
    contracts: '2',
    premium: '450',
    sectors: 'Index',
  });
  await submitAdd(page, add, SPY);

  // A stock: 10 shares at 400.
  await page.getByRole('button', { name: 'Add Position' }).click();
  add = dialog(page, 'Add Position');
  await add.getByRole('radio', { name: 'Stock' }).check();
  await add.getByLabel('Ticker').fill('MSFT');
  await add.getByLabel('Open Date').fill(d('04-03'));
  await add.getByLabel('Price per Share ($)').fill('400');
  await add.getByLabel('Shares', { exact: true }).fill('');
  await add.getByRole('button', { name: 'Add Position' }).click();
  await expect(add.getByRole('alert')).toHaveText('Please fill in price and shares');
  await add.getByLabel('Shares', { exact: true }).fill('10');
  await submitAdd(page, add, 'MSFT');

  // A backfilled closed theta: 2 at 150, closed at 20 for +260.
  await page.getByRole('button', { name: 'Add Position' }).click();
  add = dialog(page, 'Add Position');
  await fillOptionPosition(add, {
    type: 'Theta',
    ticker: 'QQQ',
    openDate: d('04-10'),
    expiration: `05/16/${Y}`,
    strike: '450',
    callOrPut: 'P',
    contracts: '2',
    premium: '150',
  });
  await add.getByLabel('Closed position (backfill)').check();
  await add.getByRole('button', { name: 'Add Position' }).click();
  await expect(add.getByRole('alert')).toHaveText('Please enter the close date for the closed position');
  await add.getByLabel('Close Date').fill(d('04-09'));
  await add.getByLabel('Close Price per Contract ($)').fill('20');
  await add.getByLabel('Net Profit ($)').fill('260');
  await add.getByRole('button', { name: 'Add Position' }).click();
  await expect(add.getByRole('alert')).toHaveText('Close date must be after open date');
  await add.getByLabel('Close Date').fill(d('05-09'));
  await submitAdd(page, add, QQQ);

  // 3 theta (AAPL, NVDA, QQQ), 2 stock (CARRY, MSFT), 1 option; QQQ's +260 realized.
  await expectSummary(page, { theta: 3, stock: 2, option: 1, open: 5, total: 6, profit: '+$260.000' });

  // OPEN POSITIONS: open theta under a sub-heading per expiration date; at most 2 sector tags plus +N.
  await expect(page.locator('.trade-table thead th')).toHaveText([
    '',
    'Position',
    'Qty',
    'Avg Price',
    'Adj. Cost',
    'Value',
    'Close',
    'P&L',
    'Sectors',
    'Tags',
    'Actions',
  ]);
  await expect(page.getByText('OPEN POSITIONS (2)')).toBeVisible();
  await expect(page.locator('.trade-subgroup th')).toHaveText([
    `Expires Jun 20, ${Y} (1 position)`,
    `Expires Jul 18, ${Y} (1 position)`,
  ]);
  const aaplRow = row(page, AAPL);
  await expect(aaplRow.locator('.trade-tag:not(.trade-tag--more)')).toHaveText(['Consumer', 'Hardware']);
  await expect(aaplRow.locator('.trade-tag--more [aria-hidden="true"]')).toHaveText('+1');
  await expect(aaplRow.getByRole('cell').nth(1)).toHaveText('5');
  await expect(aaplRow.getByRole('cell').nth(2)).toHaveText('$100.000');
  await expect(aaplRow.getByRole('cell').nth(4)).toHaveText('$500.000');

  // Both other groups start collapsed.
  const closedToggle = page.getByRole('button', { name: /^CLOSED POSITIONS/ });
  const holdingsToggle = page.getByRole('button', { name: /^STOCK & OPTION HOLDINGS/ });
  await expect(closedToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(closedToggle).toHaveText(/CLOSED POSITIONS \(1\)/);
  await expect(holdingsToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(holdingsToggle).toHaveText(/STOCK & OPTION HOLDINGS \(3\)/);
  await expect(row(page, QQQ)).toHaveCount(0);

  // Partial close of the theta: 2 of 5 at 30 = (100 - 30) x 2 = +140.
  await page.getByRole('button', { name: `Close ${AAPL}` }).click();
  let close = dialog(page, 'Close Position');
  await expect(close.getByLabel('Contracts to Close')).toHaveValue('5');
  await close.getByLabel('Contracts to Close').fill('6');
  await close.getByLabel('Close Value per Contract ($)').fill('30');
  await close.getByRole('button', { name: 'Close Position' }).click();
  await expect(close.getByRole('alert')).toHaveText('Please enter a valid quantity between 1 and 5');
  await close.getByLabel('Contracts to Close').fill('2');
  await expect(close.getByTestId('close-preview')).toHaveText('+$140.000');
  await close.getByLabel('Close Date').fill(d('04-15'));
  await close.getByRole('button', { name: 'Close Position' }).click();
  let confirm = dialog(page, 'Confirm close');
  await expect(confirm).toContainText(`Close 2 of 5 contracts of ${AAPL}`);
  await confirm.getByRole('button', { name: 'Confirm Close' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Position partially closed: ${AAPL}` }),
  ).toContainText('3 contracts remain open.');
  await expect(row(page, AAPL).getByRole('cell').nth(1)).toHaveText('3');
  await expect(row(page, AAPL).getByRole('cell').nth(6)).toContainText('+$140.000');
  await expectSummary(page, { theta: 3, stock: 2, option: 1, open: 5, total: 6, profit: '+$400.000' });

  // Full close of the other 3 at 10 = (100 - 10) x 3 = +270; the position's P&L is 140 + 270.
  await page.getByRole('button', { name: `Close ${AAPL}` }).click();
  close = dialog(page, 'Close Position');
  await expect(close.getByLabel('Contracts to Close')).toHaveValue('3');
  await close.getByLabel('Close Value per Contract ($)').fill('10');
  await expect(close.getByTestId('close-preview')).toHaveText('+$270.000');
  await close.getByLabel('Close Date').fill(d('04-22'));
  await close.getByRole('button', { name: 'Close Position' }).click();
  confirm = dialog(page, 'Confirm close');
  await expect(confirm).toContainText(`Close all 3 contracts of ${AAPL}`);
  const quarterFetches = watchQuarterFetches(page);
  await confirm.getByRole('button', { name: 'Confirm Close' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Position closed: ${AAPL}` })).toBeVisible();
  await expectSummary(page, { theta: 3, stock: 2, option: 1, open: 4, total: 6, profit: '+$670.000' });
  // The closed position came back with the close; the quarter was not fetched again.
  expect(quarterFetches).toEqual([]);
  await expect(page.getByText('OPEN POSITIONS (1)')).toBeVisible();

  // A stock does not roll.
  await holdingsToggle.click();
  await expect(holdingsToggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Roll MSFT' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Rolling is only available for THETA and OPTION positions' }),
  ).toBeVisible();

  // Roll the option: sold at 500 x 2 = 1,000 against a cost of 900 carries +100; buying the new
  // 2 at 600 costs 1,200, so the roll is a debit of 200.
  await page.getByRole('button', { name: `Roll ${SPY}` }).click();
  const roll = dialog(page, 'Roll Position');
  await expect(roll.getByLabel('New Ticker')).toHaveValue('SPY');
  await expect(roll.getByLabel('New Contracts')).toHaveValue('2');
  await roll.getByRole('button', { name: 'Roll Position' }).click();
  await expect(roll.getByRole('alert')).toHaveText('Please fill in all required fields');
  await roll.getByLabel('Close Value per Contract ($)').fill('500');
  await expect(roll.getByTestId('roll-carry')).toHaveText(`Rolled from ${SPY} carrying over +100.00`);
  await roll.getByLabel('Roll Date').fill(d('05-01'));
  await roll.getByLabel('New Expiration Date').fill(`12/19/${Y}`);
  await roll.getByLabel('New Strike Price ($)').fill('620');
  await roll.getByLabel('New Call or Put').selectOption('C');
  await expect(roll.getByLabel('New Action')).toHaveValue('BTO');
  await roll.getByLabel('New Premium per Contract ($)').fill('600');
  await expect(roll.getByTestId('roll-net')).toHaveText('debit -$200.000');
  await roll.getByLabel('Comments').fill('Rolled out for time');
  await roll.getByRole('button', { name: 'Roll Position' }).click();
  confirm = dialog(page, 'Confirm roll');
  await expect(confirm).toContainText(`Close ${SPY} and open ${SPY_ROLLED} for a net debit of $200.000`);
  await confirm.getByRole('button', { name: 'Confirm Roll' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Position rolled: ${SPY} into ${SPY_ROLLED}` }),
  ).toContainText(`Rolled from ${SPY} carrying over +100.00`);
  // The new position's comments end with the carry text, its old contract in bold.
  const rolled = row(page, SPY_ROLLED);
  await expect(rolled).toContainText(`Rolled out for time`);
  await expect(rolled).toContainText(`Rolled from ${SPY} carrying over +100.00`);
  await expect(rolled.locator('strong')).toHaveText(SPY);
  // Old SPY closed with +100: 670 + 100.
  await expectSummary(page, { theta: 3, stock: 2, option: 2, open: 4, total: 7, profit: '+$770.000' });

  // Average down the stock: 10 at 400 plus 10 at 380 = 7,800 / 20 = 390.
  await page.getByRole('button', { name: 'Average down MSFT' }).click();
  const average = dialog(page, 'Add Shares / Average Down');
  await average.getByLabel('Shares to Add').fill('10');
  await average.getByRole('button', { name: 'Add Shares' }).click();
  await expect(average.getByRole('alert')).toHaveText('Please fill in all required fields');
  await average.getByLabel('Price per Share ($)').fill('380');
  await expect(average.getByTestId('average-preview')).toHaveText('$390.000 per share');
  await average.getByLabel('Date', { exact: true }).fill(d('05-05'));
  await average.getByRole('button', { name: 'Add Shares' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Position averaged down: MSFT' })).toContainText(
    '20 shares at an average of $390.000 per share.',
  );
  const msft = row(page, 'MSFT');
  await expect(msft.getByRole('cell').nth(1)).toHaveText('20');
  await expect(msft.getByRole('cell').nth(2)).toHaveText('$390.000');
  // No option on MSFT while it is held: its adjusted cost is its cost (docs/requirements.md#tl-adjusted-cost).
  await expect(msft.getByRole('cell').nth(3)).toHaveText('$390.000');
  await expect(msft.getByRole('cell').nth(4)).toHaveText('$7,800.000');

  // CLOSED POSITIONS: the backfill, the closed theta and the rolled option.
  await closedToggle.click();
  await expect(closedToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(closedToggle).toHaveText(/CLOSED POSITIONS \(3\)/);
  await expect(holdingsToggle).toHaveText(/STOCK & OPTION HOLDINGS \(3\)/);
  await expect(row(page, AAPL).getByRole('cell').nth(6)).toHaveText('+$410.000');
  await expect(row(page, SPY).getByRole('cell').nth(6)).toHaveText('+$100.000');
  await expect(row(page, QQQ).getByRole('cell').nth(5)).toHaveText(formatDate(`${Y}-05-09`));
  // A closed position offers Edit only.
  await expect(row(page, QQQ).getByRole('button')).toHaveText(['Edit']);

  // Edit a closed position's close date.
  await page.getByRole('button', { name: `Edit ${QQQ}` }).click();
  const edit = dialog(page, 'Edit Position');
  await expect(edit.getByLabel('Close Date')).toHaveValue(d('05-09'));
  await expect(edit.getByLabel('Premium per Contract ($)')).toHaveValue('150');
  await edit.getByLabel('Close Date').fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Please enter the close date for the closed position');
  await edit.getByLabel('Close Date').fill(d('05-12'));
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Position updated: ${QQQ}` })).toBeVisible();
  await expect(row(page, QQQ).getByRole('cell').nth(5)).toHaveText(formatDate(`${Y}-05-12`));
  // Editing books no new P&L.
  await expectSummary(page, { theta: 3, stock: 2, option: 2, open: 4, total: 7, profit: '+$770.000' });

  // Download CSV: the quarter's journal.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe(`trade-log-${created.replace(' ', '_')}.csv`);

  // 'Last updated': collapsed, expanded, saved; no date after today.
  const today = fundToday();
  const widget = page.getByRole('button', { name: /^Last updated/ });
  await expect(widget).toHaveText('Last updated not set');
  await widget.click();
  await expect(widget).toHaveAttribute('aria-expanded', 'true');
  const dateInput = page.getByLabel('Last updated on');
  await expect(dateInput).toHaveAttribute('max', today);
  await dateInput.fill('2025-01-15');
  await page.getByRole('button', { name: 'Save date' }).click();
  await expect(widget).toHaveText('Last updated Jan 15, 2025');
  await expect(widget).toHaveAttribute('aria-expanded', 'false');
  await widget.click();
  await page.getByRole('button', { name: 'Mark updated today' }).click();
  await expect(widget).toHaveText(`Last updated ${formatDate(today)}`);

  // The anchor quarter gave its open position away and is empty now.
  await page.getByLabel('Quarter', { exact: true }).selectOption(anchor);
  await expect(page.getByText(`Viewing trades for ${anchor}`)).toBeVisible();
  await expect(page.getByText('Add your first position to get started.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Last updated/ })).toHaveText('Last updated not set');
});

test('when the positions fail to load, sample positions show in mock mode and changes are refused', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.route(
    (url) => url.pathname === '/api/positions',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"Database unavailable"}',
      }),
  );
  await signIn(page, ADMIN, '/reports/trades?quarter=Q3_2025');
  await expect(page.getByText('Using Mock Data')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Viewing trades for Q3 2025')).toBeVisible();
  await expectSummary(page, { theta: 4, stock: 2, option: 2, open: 5, total: 8, profit: '+$1,010.000' });

  await page.getByRole('button', { name: 'Add Position' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Adding positions is not fully supported in mock mode' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close AAPL 09/19/2025 210P' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Closing positions is not supported in mock mode' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Average down AAPL 09/19/2025 210P' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Averaging down is not supported in mock mode' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // At 375 px the page does not scroll sideways; the table scrolls inside its own region.
  const region = page.getByRole('region', { name: 'All Positions' });
  await expect(region).toBeVisible();
  const widths = await region.evaluate((element) => ({
    region: element.clientWidth,
    table: element.scrollWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(widths.table).toBeGreaterThan(widths.region);
  expect(widths.page).toBeLessThanOrEqual(375);

  // No serious accessibility problems, with the groups open and with a dialog open.
  await page.getByRole('button', { name: /^CLOSED POSITIONS/ }).click();
  await page.getByRole('button', { name: /^STOCK & OPTION HOLDINGS/ }).click();
  await page.getByRole('button', { name: /^Last updated/ }).click();
  expect(await seriousViolations(page, '.trade-log')).toEqual([]);
  await page.getByRole('button', { name: /^Last updated/ }).click();
  await page.getByRole('button', { name: 'Create New Quarter' }).click();
  await expect(dialog(page, 'Create New Quarter')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A failed 'Last updated' save only goes to the console and leaves the widget open.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route(
    (url) => url.pathname === '/api/app-settings',
    (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Disk full"}' })
        : route.fallback(),
  );
  const widget = page.getByRole('button', { name: /^Last updated/ });
  await widget.click();
  await page.getByRole('button', { name: 'Mark updated today' }).click();
  await expect.poll(() => errors.some((text) => text.includes('last updated date'))).toBe(true);
  await expect(widget).toHaveAttribute('aria-expanded', 'true');
  await expect(widget).toHaveText('Last updated not set');
  await expect(page.getByRole('button', { name: 'Mark updated today' })).toBeEnabled();
  await widget.click();

  // The tabs work from the keyboard.
  const positionsTab = page.getByRole('tab', { name: 'Positions & Trades' });
  await expect(positionsTab).toHaveAttribute('aria-selected', 'true');
  await positionsTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Realized Performance' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Realized Performance' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Earning Power' })).toHaveAttribute('aria-selected', 'true');
});

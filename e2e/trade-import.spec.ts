import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts';
import { adminToken, postPosition } from './support/trade-log-journey';
import { seriousViolations } from './support/page-checks';

/*
 * Importing a broker file from the Trade Log: upload, review the preview, confirm the proposed roll,
 * commit, then see the positions and Quarter Profit change; undo puts the quarter back. Kept to Q1 2098,
 * a quarter no other journey uses (the Trade Log journey works from 2100 on).
 */

const QUARTER = 'Q1 2098';

// Header is line 1: row 2 sells a put, rows 3 and 4 roll it in one order, row 5 buys stock.
const FILE = [
  'date,time_zone,account,ticker,kind,expiration,strike,side,open_close,quantity,price,fees,order_id',
  '2098-03-02 10:00:00,America/New_York,E2E,XYZ,put,2098-03-20,50,sell,open,1,2.00,1.00,A1',
  '2098-03-09 10:00:00,America/New_York,E2E,XYZ,put,2098-03-20,50,buy,close,1,0.50,0.65,R1',
  '2098-03-09 10:00:00,America/New_York,E2E,XYZ,put,2098-04-17,50,sell,open,1,2.50,0.65,R1',
  '2098-03-03 11:00:00,America/New_York,E2E,ABC,stock,,,buy,open,10,20,0,S1',
].join('\n');

const profit = (page: Page) => page.getByTestId('card-quarter-profit');
const counts = (page: Page) => page.getByRole('list', { name: 'Positions by type' }).getByRole('listitem');
const label = (page: Page, text: string) =>
  page.locator('.trade-table__label').getByText(text, { exact: true });

test('the admin imports a broker file: preview, confirm a roll, commit, see the books change, undo', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN, '/reports/trades');
  const token = await adminToken(page);
  // A closed theta with +$100 so the quarter exists and its profit is known before the import.
  await postPosition(page, token, {
    positionType: 'THETA',
    quarter: QUARTER,
    ticker: 'SEED',
    openDate: '2098-01-05',
    expirationDate: '02/20/2098',
    strike: 10,
    optionType: 'P',
    contracts: 1,
    premium: 100,
    isClosedPosition: true,
    closeDate: '2098-01-10',
    closePrice: 0,
    netProfit: 100,
  });
  await page.reload();
  await page.getByLabel('Quarter', { exact: true }).selectOption(QUARTER);
  await expect(profit(page)).toHaveText('+$100.000');

  await page.getByRole('button', { name: 'Import trades' }).click();
  await page.getByLabel('Broker file', { exact: true }).setInputFiles({
    name: 'broker.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE, 'utf8'),
  });
  await page.getByLabel('Format', { exact: true }).selectOption('template');
  await page.getByRole('button', { name: 'Preview import' }).click();

  // The preview: every row with what it becomes, the roll only proposed; nothing booked yet.
  const rows = page.locator('table.import-rows tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'ABC stock' })).toContainText('New stock');
  await expect(rows.filter({ hasText: 'XYZ 2098-03-20 50 P' }).first()).toContainText('New theta');
  await expect(rows.filter({ hasText: 'roll proposed' })).toHaveCount(2);
  await expect(profit(page)).toHaveText('+$100.000');
  expect(await seriousViolations(page, '.import-trades')).toEqual([]);

  // Keyboard only: the roll's checkbox and the commit button are reached and used without a mouse.
  await page.getByRole('checkbox', { name: 'Book rows 3 and 4 (XYZ) as one roll' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Book rows 3 and 4 (XYZ) as one roll' })).toBeChecked();
  await page.getByRole('button', { name: 'Commit import' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Import committed: 4 rows booked' })).toBeVisible();

  // The roll closed the first put for 200 - 50 = +$150 and opened the April one.
  await expect(profit(page)).toHaveText('+$250.000');
  await expect(label(page, 'XYZ 04/17/2098 50P')).toBeVisible();
  // The seed, the rolled put and its successor; the ABC shares.
  await expect(counts(page)).toHaveText(['Theta: 3', 'Stock: 1', 'Option: 0']);

  // Undo as a whole: the quarter is as it was.
  const past = page.getByRole('row').filter({ hasText: 'broker.csv' }).first();
  await past.getByRole('button', { name: /Undo/ }).click();
  // Undo asks first: Cancel leaves the import as it is.
  const ask = page.getByRole('dialog', { name: 'Undo the import of broker.csv?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(counts(page)).toHaveText(['Theta: 3', 'Stock: 1', 'Option: 0']);
  await past.getByRole('button', { name: /Undo/ }).click();
  await ask.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import undone.' })).toBeVisible();
  await expect(profit(page)).toHaveText('+$100.000');
  await expect(counts(page)).toHaveText(['Theta: 1', 'Stock: 0', 'Option: 0']);
  await expect(label(page, 'XYZ 04/17/2098 50P')).toBeHidden();
});

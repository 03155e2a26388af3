import { expect, test, type Page, type Route } from '@playwright/test';
import { TRADE_LOG_TEXT } from '../src/client/features/reports/trades/trade-log-texts';
import { ADMIN, signIn } from './support/accounts';

/*
 * The Trade Log's dialogs are a chunk of their own, fetched once the first rows are painted (decision
 * 033, fourth pass). A press made before that code has arrived must not be lost, and a fetch that
 * fails must say so and let the next press try again.
 */
const DIALOG_CODE = /\/assets\/trade-dialog-views-[\w-]+\.js$/;

async function openTradeLog(page: Page) {
  await signIn(page, ADMIN, '/reports/trades');
  await expect(page.getByRole('heading', { level: 2, name: 'Quarterly Trades' })).toBeVisible();
  return page.getByRole('button', { name: 'Add Position', exact: true });
}

test('a press on Add Position before the dialogs’ code has arrived opens the dialog when it does', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(DIALOG_CODE, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  const add = await openTradeLog(page);
  await add.click();
  await expect.poll(() => asked).toBe(true);
  const dialog = page.getByRole('dialog', { name: 'Add Position' });
  await expect(dialog).toHaveCount(0);

  release();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('when the dialogs’ code cannot be fetched, the press says so and the next one tries again', async ({
  page,
}) => {
  await page.route(DIALOG_CODE, (route) => route.abort('connectionreset'));
  const add = await openTradeLog(page);
  await add.click();
  await expect(page.getByText(TRADE_LOG_TEXT.dialogUnavailable)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute(DIALOG_CODE);
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Add Position' })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { ADMIN, accessToken, signIn } from './support/accounts';
import { E2E_FUND_TIME_ZONE, fundToday } from './support/fund-clock';
import { openTradeLogTab, uniqueQuarter } from './support/realized-income-seed';
import { postPosition } from './support/trade-log-journey';

/*
 * The one clock (decision 017): the browser sits at UTC+14, the fund (the e2e server's
 * FUND_TIME_ZONE) at UTC-11, 25 hours apart, so their calendar days always differ. Every form's
 * default date is the fund's.
 */
test.use({ timezoneId: 'Pacific/Kiritimati' });

test("the Trade Log's dialogs default to the fund's today, not the browser's", async ({ page }) => {
  const quarter = uniqueQuarter();
  await signIn(page, ADMIN, '/reports/trades');
  await postPosition(page, await accessToken(page), {
    quarter,
    positionType: 'THETA',
    action: 'STO',
    ticker: 'ZONE',
    openDate: '2020-01-06',
    expirationDate: '01/17/2098',
    strike: 50,
    optionType: 'P',
    contracts: 1,
    premium: 2,
  });

  const browserDay = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const fundDay = fundToday();
  expect(browserDay, 'the two zones are a calendar day apart').not.toBe(fundDay);
  const config = await page.request.get('/api/config');
  expect(await config.json()).toMatchObject({ timeZone: E2E_FUND_TIME_ZONE, today: fundDay });

  await openTradeLogTab(page, quarter, 'Positions & Trades');
  await page.getByRole('button', { name: /^Close ZONE / }).click();
  const close = page.getByRole('dialog', { name: 'Close Position', exact: true });
  await expect(close.getByLabel('Close Date')).toHaveValue(fundDay);
  await close.getByRole('button', { name: 'Cancel' }).click();
  await expect(close).toBeHidden();

  await page.getByRole('button', { name: 'Add Position' }).click();
  const add = page.getByRole('dialog', { name: 'Add Position', exact: true });
  await expect(add.getByLabel('Open Date')).toHaveValue(fundDay);
});

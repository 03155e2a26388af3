import { expect, test } from '@playwright/test';
import { SAMPLE_DATA_TEXT } from '../src/domain/sample-data/schemas';
import { ADMIN, adminApi, signIn } from './support/accounts';
import { startOwnServer, type OwnServer } from './support/own-server';
import { seriousViolations } from './support/page-checks';

// Removing the sample fund changes books every other journey reads: this one has a server of its own.
let server: OwnServer;
test.beforeAll(async () => {
  // A server's first start builds a database: longer than a journey's own timeout on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

test('the sample fund is announced over the Reports area and removed on request, keeping real records', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN, `${server.baseURL}/reports/trades`);
  const banner = page.getByRole('status').filter({ hasText: SAMPLE_DATA_TEXT.banner });
  await expect(banner).toBeVisible();
  // The sample trades are there to look at.
  await expect(page.getByRole('cell', { name: 'TSLA' }).first()).toBeVisible();
  expect(await seriousViolations(page, '.notice')).toEqual([]);

  const real = await adminApi<{ id: number }>(page, 'POST', `${server.baseURL}/api/investors`, {
    name: 'Real Investor',
    email: 'real.investor@example.com',
  });

  // Cancel first: nothing happens.
  await banner.getByRole('button', { name: SAMPLE_DATA_TEXT.remove }).click();
  const dialog = page.getByRole('dialog', { name: SAMPLE_DATA_TEXT.confirmTitle });
  await expect(dialog).toContainText(SAMPLE_DATA_TEXT.confirmBody);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeVisible();

  // With the keyboard this time.
  await banner.getByRole('button', { name: SAMPLE_DATA_TEXT.remove }).focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: SAMPLE_DATA_TEXT.confirmTitle })
    .getByRole('button', { name: SAMPLE_DATA_TEXT.remove })
    .click();
  await expect(page.getByRole('status').filter({ hasText: SAMPLE_DATA_TEXT.removed })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'TSLA' })).toHaveCount(0);

  const investors = await adminApi<{ id: number; name: string }[]>(
    page,
    'GET',
    `${server.baseURL}/api/investors`,
  );
  expect(investors.map((each) => each.id)).toEqual([real.id]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page.getByText(SAMPLE_DATA_TEXT.banner)).toHaveCount(0);
});

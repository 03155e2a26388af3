import { expect, test } from '@playwright/test';
import { adminApi, INVESTOR, signIn } from './support/accounts';
import { startOwnServer, type OwnServer } from './support/own-server';

/*
 * Notices (decision 027): the investor's request gives a notice under the bell, opening it marks it
 * read and goes to the request, and the e-mail choices on /account turn a kind off. A request changes
 * what other journeys see: this one has a server of its own.
 */

let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

test('the bell shows a new notice, opening it marks it read, and the account page turns a kind off', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, INVESTOR, `${server.baseURL}/account`);
  await expect(page.getByRole('heading', { name: 'E-mail notices' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notices', exact: true })).toBeVisible();

  await adminApi(page, 'POST', `${server.baseURL}/api/me/requests`, { kind: 'subscription', amount: '500' });
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notices, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByRole('region', { name: 'Notices' });
  const notice = list.getByRole('button', { name: /We received your subscription request/ });
  await expect(notice).toContainText('(unread)');
  await notice.click();
  await expect(page).toHaveURL(/\/account#requests$/);
  await expect(page.getByRole('button', { name: 'Notices', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Notices', exact: true }).click();
  await expect(list.getByRole('button', { name: /We received your subscription request/ })).not.toContainText(
    '(unread)',
  );
  await page.keyboard.press('Escape');

  const choices = page.getByRole('region', { name: 'E-mail notices' });
  await expect(choices).toContainText('Statements and confirmations are legal notices');
  await expect(choices.getByRole('checkbox', { name: 'Quarterly statements (always on)' })).toBeDisabled();
  const received = choices.getByRole('checkbox', { name: 'Request received' });
  await expect(received).toBeChecked();
  await received.uncheck();
  await expect(choices.getByRole('status')).toContainText('Saved.');
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'E-mail notices' }).getByRole('checkbox', { name: 'Request received' }),
  ).not.toBeChecked();
});

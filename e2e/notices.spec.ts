import { expect, test } from '@playwright/test';
import { ADMIN, adminApi, AUDITOR, INVESTOR, signIn } from './support/accounts';
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

test('the administrator turns an alert’s e-mail off in the Outbox panel, by keyboard; the auditor has no choices', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ADMIN, `${server.baseURL}/reports/admin-tools`);
  const alerts = page.getByRole('region', { name: 'Alerts by e-mail' });
  const group = alerts.getByRole('group', { name: 'Alerts by e-mail' });
  await expect(group.getByRole('checkbox')).toHaveCount(4);
  const backup = group.getByRole('checkbox', { name: 'Scheduled backup failed' });
  await expect(backup).toBeChecked();
  await backup.focus();
  await page.keyboard.press('Space');
  await expect(alerts.getByText('Saved.')).toBeVisible();
  await expect(backup).not.toBeChecked();
  const saved = await adminApi<{ kinds: Record<string, boolean> }>(
    page,
    'GET',
    `${server.baseURL}/api/me/notice-preferences`,
  );
  expect(saved.kinds).toMatchObject({ admin_backup_failed: false, admin_new_request: true });
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Alerts by e-mail' })
      .getByRole('checkbox', { name: 'Scheduled backup failed' }),
  ).not.toBeChecked();

  const auditor = await (await browser.newContext()).newPage();
  await signIn(auditor, AUDITOR, `${server.baseURL}/reports/admin-tools`);
  await expect(auditor.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(auditor.getByRole('region', { name: 'Alerts by e-mail' })).toHaveCount(0);
});

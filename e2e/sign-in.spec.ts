import { expect, test } from '@playwright/test';
import { ADMIN, MEMBER, signIn } from './support/accounts';

test('a member signs in, sees the Reports link and is refused the Reports area', async ({ page }) => {
  await signIn(page, MEMBER, '/mission');
  await expect(page).toHaveURL((url) => url.pathname === '/mission');
  const reports = page.getByRole('link', { name: 'Reports' });
  await expect(reports).toBeVisible();
  await reports.click();
  await expect(page.getByText('Access denied. Contact administrator for permissions.')).toBeVisible();
});

test('the administrator signs in, reaches the dashboard, stays signed in on reload, and logs out', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/reports/investor-dashboard');
  await expect(page).toHaveURL((url) => url.pathname === '/reports/investor-dashboard');
  await expect(
    page
      .getByRole('tab', { name: 'Investor Dashboard' })
      .or(page.getByRole('link', { name: 'Investor Dashboard' })),
  ).toBeVisible();
  await expect(page.getByText('Please login to access this section')).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Alex', exact: true })).toBeVisible();
  await expect(page.getByText('Access denied')).toHaveCount(0);
  await expect(page.getByText('Please login to access this section')).toHaveCount(0);

  await page.getByRole('button', { name: 'Alex', exact: true }).click();
  await expect(page.getByRole('menu')).toContainText(ADMIN.name);
  await expect(page.getByRole('menu')).toContainText(ADMIN.email);
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await page.goto('/reports/trades');
  await expect(page.getByText('Please login to access this section')).toBeVisible();
});

test('returns to the page and query the visitor started from', async ({ page }) => {
  await signIn(page, ADMIN, '/mission?from=test');
  await expect(page).toHaveURL((url) => url.pathname === '/mission' && url.search === '?from=test');
});

test('a wrong password is refused with a clear message', async ({ page }) => {
  await signIn(page, { email: ADMIN.email, password: 'not-the-password' });
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
});

import { expect, test, type Page } from '@playwright/test';
import { accessToken, ADMIN, MEMBER, signIn } from './support/accounts';
import { holdRequests } from './support/held-requests';

/** The claims of the ID token oidc-client-ts keeps for the signed-in user. */
async function idTokenClaims(page: Page): Promise<Record<string, unknown>> {
  await accessToken(page);
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((entry) => entry.startsWith('oidc.user:')) ?? '';
    const { id_token: idToken } = JSON.parse(localStorage.getItem(key) ?? '{}') as { id_token: string };
    const payload = idToken.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  });
}

test('a member signs in, sees the Reports link and is refused the Reports area', async ({ page }) => {
  await signIn(page, MEMBER, '/mission');
  await expect(page).toHaveURL((url) => url.pathname === '/mission');
  const reports = page.getByRole('link', { name: 'Reports' });
  await expect(reports).toBeVisible();
  await reports.click();
  await expect(page.getByText('Access denied. Contact administrator for permissions.')).toBeVisible();
});

test('the header does not move under the pointer when the account menu arrives', async ({ page }) => {
  const menu = await holdRequests(page, '**/assets/account-menu-*.js');
  await signIn(page, MEMBER, '/mission');
  const reports = page.getByRole('link', { name: 'Reports' });
  await expect(reports).toBeVisible();
  const before = await reports.boundingBox();
  menu.release();
  await expect(page.getByRole('button', { name: 'Jamie', exact: true })).toBeVisible();
  expect(await reports.boundingBox()).toEqual(before);
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

test('with the role and name outside the ID token, the app follows the server (GET /api/me)', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/reports/trades');
  await expect(page).toHaveURL((url) => url.pathname === '/reports/trades');
  // The local provider works the standard way: the ID token names the subject, nothing more.
  const idToken = await idTokenClaims(page);
  expect(idToken.sub).toBeTruthy();
  for (const claim of ['name', 'email', 'allowed']) expect(idToken).not.toHaveProperty(claim);

  await expect(page.getByRole('button', { name: 'Alex', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Positions & Trades' })).toBeVisible();
  await expect(page.getByText('Access denied')).toHaveCount(0);

  const me = await page.request.get('/api/me', {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({
    role: 'administrator',
    name: ADMIN.name,
    email: ADMIN.email,
    claims: { role: { claim: 'allowed', source: 'access_token', value: true } },
  });
});

test('a session whose token the server refuses is dropped, and Login is offered again', async ({ page }) => {
  await signIn(page, ADMIN, '/reports/trades');
  await expect(page.getByRole('button', { name: 'Alex', exact: true })).toBeVisible();
  // As if the provider had withdrawn the key: the stored token no longer verifies.
  await page.evaluate(() => {
    const key = Object.keys(localStorage).find((entry) => entry.startsWith('oidc.user:')) ?? '';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
    localStorage.setItem(key, JSON.stringify({ ...stored, access_token: `${stored.access_token}x` }));
  });
  await page.reload();
  await expect(page.getByText('Please login to access this section')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alex', exact: true })).toHaveCount(0);
});

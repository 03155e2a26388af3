import { expect, test } from '@playwright/test';
import { holdRequests } from './support/held-requests';

/** The chunk holding oidc-client-ts (src/client/auth/oidc-bridge.tsx), which loads after the page is up. */
const SIGN_IN_CHUNK = '**/assets/oidc-bridge-*.js';

test('a public page is drawn and works before the sign-in library arrives', async ({ page }) => {
  const library = await holdRequests(page, SIGN_IN_CHUNK);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => library.requested(), { message: 'the browser asks for the library once hydrated' })
    .toBe(true);
  // Hydrated without it: the client router takes a link (the window survives: no new document),
  // and no sign-in state is guessed meanwhile.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Mission' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/mission');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);

  library.release();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
});

test('when the sign-in library cannot be fetched, Login loads the page afresh and then signs in', async ({
  page,
}) => {
  await page.route(SIGN_IN_CHUNK, (route) => route.abort('internetdisconnected'));
  await page.goto('/mission');
  const login = page.getByRole('button', { name: 'Login' }).first();
  await expect(login).toBeVisible();

  await page.unroute(SIGN_IN_CHUNK);
  await Promise.all([page.waitForEvent('load'), login.click()]);
  await expect(page).toHaveURL((url) => url.pathname === '/mission');
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

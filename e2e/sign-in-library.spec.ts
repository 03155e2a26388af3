import { expect, test } from '@playwright/test';
import { holdRequests } from './support/held-requests';

/** The chunk holding oidc-client-ts (src/client/auth/oidc-bridge.tsx). */
const SIGN_IN_CHUNK = '**/assets/oidc-bridge-*.js';

test('a new visitor’s public pages never fetch the sign-in library; Login does, then signs in', async ({
  page,
}) => {
  const library = await holdRequests(page, SIGN_IN_CHUNK);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Signed out is known without the library (decision 028): Login is offered at once.
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  // The client router takes a link (the window survives: no new document).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: 'Mission' }).first().click();
  await expect(page).toHaveURL((url) => url.pathname === '/mission');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(library.requested()).toBe(false);

  library.release();
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('when a returning visitor’s sign-in library cannot be fetched, Login loads the page afresh and then signs in', async ({
  page,
  baseURL,
}) => {
  // A stored session (expired) makes the app load the library at once to restore it.
  await page.addInitScript((key) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        key,
        JSON.stringify({
          access_token: 'expired',
          token_type: 'Bearer',
          profile: { sub: 'x' },
          expires_at: 1,
        }),
      );
    }
  }, `oidc.user:${baseURL}/idp:fund-web`);
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

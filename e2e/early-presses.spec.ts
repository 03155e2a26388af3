import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts';
import { holdRequests } from './support/held-requests';

/*
 * docs/requirements.md#pub-early-presses: a control pressed as soon as it shows does what it does
 * once everything has arrived, the first time. Each test slows the code the control waits for (the
 * app's chunk, or the account menu's), presses the control the moment it is visible, and only then
 * lets that code through.
 */

const PHONE = { width: 375, height: 812 };
const APP_CHUNK = '**/assets/start-*.js';
const MENU_CHUNK = '**/assets/account-menu-*.js';

/** Signed in, then the page loaded afresh with the app and the account menu's code held back. */
async function reloadSignedIn(page: Page, path: string) {
  await signIn(page, ADMIN, path);
  await expect(page.getByRole('button', { name: 'Alex', exact: true })).toBeVisible();
  const app = await holdRequests(page, APP_CHUNK);
  const menu = await holdRequests(page, MENU_CHUNK);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { app, menu };
}

/**
 * Show All Holdings pressed while the app is held back, then put anew in its place (what React does to
 * a part it renders afresh rather than hydrating: an equal element, a new node), with a new control
 * before it on the page if `controlBefore`; then the app is let through.
 */
async function pressThenPutAnew(page: Page, { controlBefore }: { controlBefore: boolean }) {
  const app = await holdRequests(page, APP_CHUNK);
  await page.goto('/about/holdings');
  await page.getByRole('button', { name: /^Show All Holdings/ }).click();
  await page.evaluate((addControl) => {
    const pressed = [...document.querySelectorAll('button')].find((button) =>
      button.textContent?.startsWith('Show All Holdings'),
    )!;
    pressed.replaceWith(pressed.cloneNode(true));
    if (!addControl) return;
    const arrived = document.createElement('button');
    arrived.type = 'button';
    arrived.textContent = 'Login';
    document.body.prepend(arrived);
  }, controlBefore);
  app.release();
}

for (const [name, viewport] of [
  ['desktop', undefined],
  ['phone', PHONE],
] as const) {
  test.describe(`on a ${name}`, () => {
    if (viewport) test.use({ viewport });

    test('the account button pressed as soon as it shows opens the menu', async ({ page }) => {
      const { app, menu } = await reloadSignedIn(page, '/about/holdings');
      app.release();
      // What a person sees and presses: the button's place in the header, whatever is behind it yet.
      const button = page.locator('.site-header .account-button');
      await button.click();
      expect(menu.requested(), "the menu's code was still on its way").toBe(true);
      menu.release();
      await expect(page.getByRole('menu')).toBeVisible();
      await expect(page.getByRole('menu')).toContainText(ADMIN.email);
      // Escape closes it and focus returns to the button, as after any other press.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Alex', exact: true })).toBeFocused();
    });

    test('Show All Holdings pressed before the app arrives shows them all', async ({ page }) => {
      const app = await holdRequests(page, APP_CHUNK);
      await page.goto('/about/holdings');
      await page.getByRole('button', { name: /^Show All Holdings/ }).click();
      await expect(page.getByRole('button', { name: /^Show Less/ })).toHaveCount(0);
      app.release();
      await expect(page.getByRole('button', { name: /^Show Less/ })).toBeVisible();
    });

    test('a press outlives its element: pressed, then put anew in its place before the app arrives', async ({
      page,
    }) => {
      await pressThenPutAnew(page, { controlBefore: false });
      await expect(page.getByRole('button', { name: /^Show Less/ })).toBeVisible();
    });

    test('a press outlives its element when another control shows before it meanwhile', async ({ page }) => {
      // The header gains its Login button once the visitor is known to be signed out: the pressed
      // control is no longer at the same place among the page's controls (decision 034).
      await pressThenPutAnew(page, { controlBefore: true });
      await expect(page.getByRole('button', { name: /^Show Less/ })).toBeVisible();
    });
  });
}

test('the account menu opens for a press without a pointer (assistive technology, a replayed press)', async ({
  page,
}) => {
  await signIn(page, ADMIN, '/mission');
  // The menu's own button (Radix marks it with its state), not its stand-in.
  const trigger = page.locator('.site-header .account-button[data-state]');
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  // A click event alone, with no pointer or key before it (detail 0), as voice control sends one.
  await trigger.dispatchEvent('click');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  // Pointer and keys work as before: Escape closes, a press opens, Enter on the button toggles.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await trigger.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const signedIn of [false, true]) {
    test(`the menu button pressed before the app arrives opens the menu (${signedIn ? 'signed in' : 'visitor'})`, async ({
      page,
    }) => {
      let app;
      if (signedIn) ({ app } = await reloadSignedIn(page, '/mission'));
      else {
        app = await holdRequests(page, APP_CHUNK);
        await page.goto('/mission');
      }
      const toggle = page.getByRole('button', { name: 'Menu' });
      await toggle.click();
      app.release();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mission' }),
      ).toBeVisible();
    });
  }
});

test('Login pressed as soon as it shows goes to the sign-in page', async ({ page }) => {
  const app = await holdRequests(page, APP_CHUNK);
  await page.goto('/about/holdings');
  app.release();
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByLabel('Email')).toBeVisible();
});

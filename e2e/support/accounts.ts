import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@fund.local', password: 'admin-password', name: 'Alex Morgan' };
export const MEMBER = { email: 'member@fund.local', password: 'member-password', name: 'Jamie Lee' };
/** Linked by its verified e-mail to the sample investor the local set-up starts with. */
export const INVESTOR = { email: 'investor@fund.local', password: 'investor-password', name: 'Riley Park' };
/** The fund's auditor: the Reports area, read-only. */
export const AUDITOR = { email: 'auditor@fund.local', password: 'auditor-password', name: 'Casey Reed' };

/** Signs in through the real local identity provider's page, starting from `startPath`. */
export async function signIn(page: Page, account: { email: string; password: string }, startPath = '/') {
  await page.goto(startPath);
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The signed-in user's access token, as oidc-client-ts keeps it in localStorage. */
export async function accessToken(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('oidc.user:'))))
    .toBe(true);
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((entry) => entry.startsWith('oidc.user:'));
    const raw = key ? localStorage.getItem(key) : null;
    return raw ? (JSON.parse(raw) as { access_token: string }).access_token : null;
  });
  expect(token, 'the user is signed in').toBeTruthy();
  return token as string;
}

/** One API call with the signed-in user's token; fails the test on a non-2xx answer. */
export async function adminApi<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const response = await page.request.fetch(path, {
    method,
    headers,
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.ok(), `${method} ${path} answers ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@fund.local', password: 'admin-password', name: 'Alex Morgan' };
export const MEMBER = { email: 'member@fund.local', password: 'member-password', name: 'Jamie Lee' };

/** Signs in through the real local identity provider's page, starting from `startPath`. */
export async function signIn(page: Page, account: { email: string; password: string }, startPath = '/') {
  await page.goto(startPath);
  await page.getByRole('button', { name: 'Login' }).first().click();
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

import { expect, type Page } from '@playwright/test';
import type {
  Investor,
  InvestorWithInvestmentCreateBody,
  NavDataBody,
} from '../../src/domain/investors/schemas';
import { sharesIssued } from '../../src/domain/investors/shares';

/** The signed-in admin's access token, as oidc-client-ts keeps it in localStorage. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((entry) => entry.startsWith('oidc.user:'));
    const raw = key ? localStorage.getItem(key) : null;
    return raw ? (JSON.parse(raw) as { access_token: string }).access_token : null;
  });
  expect(token, 'the admin is signed in').toBeTruthy();
  return token as string;
}

/** One API call with the admin's token; fails the test on a non-2xx answer. */
export async function adminApi<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const response =
    method === 'GET'
      ? await page.request.get(path, { headers })
      : await page.request.post(path, { headers, data: body });
  expect(response.ok(), `${method} ${path} answers ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export interface NewInvestor {
  name: string;
  email: string;
  investmentDate: string;
  amount: string;
  nav: string;
}

/** An investor with a first investment (and the quarterly NAV snapshot of its quarter, at navAtEntry). */
export function createInvestor(page: Page, investor: NewInvestor): Promise<Investor> {
  const body: InvestorWithInvestmentCreateBody = {
    name: investor.name,
    email: investor.email,
    investmentDate: investor.investmentDate,
    amountInvested: investor.amount,
    navAtEntry: investor.nav,
    sharesIssued: sharesIssued(investor.amount, investor.nav).toFixed(),
  };
  return adminApi<Investor>(page, 'POST', '/api/investors/with-investment', body);
}

export function saveNavData(
  page: Page,
  investorId: number,
  type: 'quarterly' | 'year-start' | 'inception',
  body: NavDataBody,
): Promise<unknown> {
  return adminApi(page, 'POST', `/api/investors/${investorId}/nav-data?type=${type}`, body);
}

/** Names no other e2e file (or run) uses: every file shares one database. */
export function uniqueInvestor(tag: string): { name: string; email: string } {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  return { name: `E2E Dashboard ${tag} ${id}`, email: `dashboard.${tag.toLowerCase()}.${id}@example.com` };
}

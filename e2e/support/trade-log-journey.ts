import { expect, type Page } from '@playwright/test';

/*
 * The Trade Log journey's own quarters. Every e2e file shares one database, and 'Create New Quarter'
 * moves the open positions of the current quarter (the latest the fund has) into the new one, and
 * must come after it. So the journey first makes a quarter of its own, later than any the fund has,
 * the current one (holding one open position of its own), and only then creates the next quarter:
 * what moves is exactly that position, never another journey's. Other journeys keep to past years.
 */
export async function journeyQuarters(
  page: Page,
  token: string,
): Promise<{ anchor: string; created: string; year: number }> {
  const response = await page.request.get('/api/quarters', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const { quarters } = (await response.json()) as { quarters: string[] };
  const latestYear = Math.max(0, ...quarters.map((name) => Number(name.slice(3))));
  const year = Math.max(latestYear + 1, 2100);
  return { anchor: `Q1 ${year}`, created: `Q2 ${year}`, year };
}

export { accessToken as adminToken } from './accounts';

/** POST /api/positions with the admin's token; fails the test when the server refuses. */
export async function postPosition(page: Page, token: string, body: object): Promise<void> {
  const response = await page.request.post('/api/positions', {
    data: body,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `POST /api/positions: ${await response.text()}`).toBe(true);
}

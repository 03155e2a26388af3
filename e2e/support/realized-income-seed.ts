import { accessToken } from './accounts';
import { expect, test, type Page } from '@playwright/test';

/*
 * A quarter of its own for the Realized Performance and Earning Power journeys, seeded through the
 * API with the signed-in admin's token. The e2e database is shared by every file running in
 * parallel, so each test makes a quarter nobody else uses. Its label is in a past year ('Q2 19xx'):
 * a position naming a new quarter creates it, and the Trade Log's current quarter is the latest one
 * the fund has, so a far-future label would move every other journey's current quarter. The trades
 * themselves are dated in 2098, after any real today, so Projected mode always has remaining time.
 */

let picked = 0;

/**
 * A quarter label no other test of this run picks: the worker's index (unique in a run, a restarted
 * worker gets a new one) and a count of the worker's picks name one of the quarters from Q1 1900 on,
 * the earliest the books accept.
 */
export function uniqueQuarter(): string {
  picked += 1;
  const slot = test.info().workerIndex * 16 + picked;
  return `Q${1 + (slot % 4)} ${1900 + Math.floor(slot / 4)}`;
}

interface Created {
  id: number;
}

async function send(page: Page, token: string, method: 'POST' | 'PUT', path: string, data: object) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Created;
}

/**
 * The seeded trades (all in 2098), and what the screens must show for them:
 * - SPY theta STO, 5 contracts at 100 (premium 500), opened Mon 3 Mar, expiring Fri 21 Mar; 2 closed
 *   at 30 on Wed 12 Mar (+140), 3 still open (premium 300 left).
 * - QQQ theta STO backfilled: 2 at 150, opened Wed 5 Mar, closed at 20 on Wed 12 Mar, +260.
 * - MSFT stock backfilled: 10 at 400, opened Mon 3 Mar, sold at 390 on Wed 19 Mar, -100.
 * - AAPL theta STO backfilled: 1 at 80, opened Wed 2 Apr, closed at 5 on Wed 9 Apr, +75.
 * - AAPL stock, 250 shares open; NVDA option BTO, 2 contracts open.
 */
export async function seedQuarter(page: Page, quarter: string): Promise<void> {
  const token = await accessToken(page);
  const post = (data: object) => send(page, token, 'POST', '/api/positions', { quarter, ...data });
  const theta = {
    positionType: 'THETA',
    action: 'STO',
    strike: 100,
    optionType: 'P',
  };
  const spy = await post({
    ...theta,
    ticker: 'SPY',
    openDate: '2098-03-03',
    expirationDate: '03/21/2098',
    contracts: 5,
    premium: 100,
  });
  await send(page, token, 'PUT', '/api/theta-holdings', {
    id: spy.id,
    closeValue: 30,
    contracts: 2,
    closeDate: '2098-03-12',
  });
  await post({
    ...theta,
    ticker: 'QQQ',
    openDate: '2098-03-05',
    expirationDate: '03/21/2098',
    contracts: 2,
    premium: 150,
    isClosedPosition: true,
    closeDate: '2098-03-12',
    closePrice: 20,
    netProfit: 260,
  });
  await post({
    positionType: 'STOCK',
    ticker: 'MSFT',
    openDate: '2098-03-03',
    shares: 10,
    price: 400,
    isClosedPosition: true,
    closeDate: '2098-03-19',
    closePrice: 390,
    netProfit: -100,
  });
  await post({
    ...theta,
    ticker: 'AAPL',
    optionType: 'C',
    openDate: '2098-04-02',
    expirationDate: '04/18/2098',
    contracts: 1,
    premium: 80,
    isClosedPosition: true,
    closeDate: '2098-04-09',
    closePrice: 5,
    netProfit: 75,
  });
  await post({ positionType: 'STOCK', ticker: 'AAPL', openDate: '2098-03-03', shares: 250, price: 100 });
  await post({
    positionType: 'OPTION',
    action: 'BTO',
    ticker: 'NVDA',
    openDate: '2098-03-03',
    expirationDate: '01/21/2099',
    strike: 150,
    optionType: 'C',
    contracts: 2,
    premium: 900,
  });
}

/** Seeds a quarter holding only a closed stock sale: nothing for the weekly tools to show. */
export async function seedQuietQuarter(page: Page, quarter: string): Promise<void> {
  const token = await accessToken(page);
  await send(page, token, 'POST', '/api/positions', {
    quarter,
    positionType: 'STOCK',
    ticker: 'MSFT',
    openDate: '2098-03-03',
    shares: 10,
    price: 400,
    isClosedPosition: true,
    closeDate: '2098-03-19',
    closePrice: 390,
    netProfit: -100,
  });
}

/** The Trade Log on the given quarter, on one of its three tabs. */
export async function openTradeLogTab(
  page: Page,
  quarter: string,
  tab: 'Positions & Trades' | 'Realized Performance' | 'Earning Power',
): Promise<void> {
  await page.goto('/reports/trades');
  await page.getByLabel('Quarter', { exact: true }).selectOption({ label: quarter });
  await expect(page.getByText(`Viewing trades for ${quarter}`)).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts';

const LEGEND = [
  'Core Long Positions (5-10+ years)',
  'Dynamic Trading Channels',
  'Hedging Levels (Added as Needed)',
];
const NOTICE = [
  'Past performance does not guarantee future results.',
  'All investments carry risk of loss.',
  'Options strategies are not suitable for all investors.',
  'The strategy may produce concentrated positions that raise volatility.',
];

async function expectMissionPage(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Our Mission' })).toBeVisible();
  await expect(page.getByText(/dominant competitive advantages/)).toBeVisible();
  await expect(page.getByText(/overlay options/)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Strategy Visualization: Adaptive Options Overlay' }),
  ).toBeVisible();
  const legend = page.getByRole('list', { name: 'Legend' });
  for (const item of LEGEND) await expect(legend.getByText(item, { exact: true })).toBeVisible();
  await expect(page.getByText(/This illustration is dynamic/)).toBeVisible();
  for (const line of NOTICE) await expect(page.getByText(line, { exact: true })).toBeVisible();
}

test('an anonymous visitor reads the mission and explores the illustration', async ({ page }) => {
  await page.goto('/mission');
  await expectMissionPage(page);

  const chart = page.locator('.mission-chart svg');
  await expect(chart).toBeVisible();
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  if (!box) throw new Error('chart not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  const tip = page.locator('.mission-chart .chart-tooltip');
  await expect(tip).toContainText(/Month: \w{3}/);
  for (const series of ['Stock Price', 'Upper Range', 'Lower Range']) await expect(tip).toContainText(series);
});

test('the administrator sees the same mission page', async ({ page }) => {
  await signIn(page, ADMIN, '/mission');
  await expect(page.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expectMissionPage(page);
});

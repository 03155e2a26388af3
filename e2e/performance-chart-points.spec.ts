import { expect, test } from '@playwright/test';
import { formatDate, formatPercent } from '../src/domain/format';
import { CHART_POINT_LIMIT } from '../src/domain/performance/downsample';
import { viewSeries } from '../src/domain/performance/view-series';
import { formatSeriesValue } from '../src/client/components/charts/performance-figures';
import { fundToday } from './support/fund-clock';
import { publicPerformance } from './support/public-data';

/** Points of a drawn line: one move, then one line command per further point. */
const pathPoints = (d: string) => (d.match(/L/g)?.length ?? 0) + 1;

test('all time draws at most the chart limit of days, and the tooltip reads the exact day under the pointer', async ({
  page,
  request,
}) => {
  const data = await publicPerformance(request);
  const points = viewSeries(data.navData, { timeframe: 'all', mode: 'normalized', today: fundToday() });
  expect(points.length, 'the sample has more days than the chart draws').toBeGreaterThan(CHART_POINT_LIMIT);
  const byDay = new Map(points.map((point) => [formatDate(point.date), point]));

  await page.goto('/about/performance');
  const chart = page.locator('.performance-chart svg.svg-chart__svg');
  await expect(chart).toBeVisible();
  await chart.scrollIntoViewIfNeeded();

  const lines = chart.locator('path.svg-chart__line');
  await expect(lines).toHaveCount(2);
  for (const d of await lines.evaluateAll((paths) => paths.map((path) => path.getAttribute('d') ?? ''))) {
    const drawn = pathPoints(d);
    expect(drawn).toBeGreaterThan(CHART_POINT_LIMIT / 2);
    expect(drawn).toBeLessThanOrEqual(CHART_POINT_LIMIT);
  }

  const box = await chart.boundingBox();
  if (!box) throw new Error('chart not laid out');
  const tip = page.locator('.performance-chart .chart-tooltip');
  for (const share of [0.15, 0.5, 0.85]) {
    await page.mouse.move(box.x + box.width * share, box.y + box.height / 2, { steps: 4 });
    await expect(tip).toBeVisible();
    const day = await tip.locator('.chart-tooltip__title').innerText();
    const point = byDay.get(day);
    expect(point, `${day} is a day of the series`).toBeDefined();
    const row = (name: string) => tip.getByRole('row', { name: new RegExp(`^${name}`) });
    await expect(row('Portfolio')).toContainText(formatSeriesValue(point!.portfolioValue, 'normalized'));
    await expect(row('Portfolio')).toContainText(formatPercent(point!.portfolioChange));
    await expect(row('S&P 500')).toContainText(formatSeriesValue(point!.spyValue, 'normalized'));
    await expect(row('S&P 500')).toContainText(formatPercent(point!.spyChange));
    await expect(row('Relative')).toContainText(formatPercent(point!.relativeDiff));
  }
});

test('the chart walks the days from the keyboard, with each day exact', async ({ page, request }) => {
  const data = await publicPerformance(request);
  const points = viewSeries(data.navData, { timeframe: 'all', mode: 'normalized', today: fundToday() });
  const first = points[0];
  const second = points[1];
  const last = points[points.length - 1];
  if (!first || !second || !last) throw new Error('too few points');

  await page.goto('/about/performance');
  const chart = page.getByRole('img', { name: /the arrow keys move from day to day/ });
  await expect(chart).toBeVisible();
  await chart.focus();
  const tip = page.locator('.performance-chart .chart-tooltip');
  await expect(tip.locator('.chart-tooltip__title')).toHaveText(formatDate(last.date));
  await page.keyboard.press('Home');
  await expect(tip.locator('.chart-tooltip__title')).toHaveText(formatDate(first.date));
  await page.keyboard.press('ArrowRight');
  await expect(tip.locator('.chart-tooltip__title')).toHaveText(formatDate(second.date));
  await expect(tip.getByRole('row', { name: /^Portfolio/ })).toContainText(
    formatSeriesValue(second.portfolioValue, 'normalized'),
  );
  await page.keyboard.press('Escape');
  await expect(tip).toHaveCount(0);
});

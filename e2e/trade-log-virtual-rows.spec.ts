import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts';
import { adminToken, postPosition } from './support/trade-log-journey';

/*
 * The Trade Log renders only the rows in view (decision 028). With 150 open theta positions and one
 * closed: not every row is in the page, yet scrolling shows the last, 'Find a position' brings a row
 * into view and focuses it (in a collapsed group too) without the table jumping afterwards, arrow keys
 * move between rows, a chosen row stays chosen when it scrolls away and back, rows chosen far apart
 * are tagged together, and every position at once. On a phone (decision 033) the name column stays
 * while the rest scrolls, and scrolled to the end every row action can be tapped. No timing is asserted.
 */
// Years no other journey uses (they keep to 1990, 2030-2089, 2098 and 2100 on).
const YEAR = 2091 + Math.floor(Math.random() * 6);
const QUARTER = `Q3 ${YEAR}`;
const COUNT = 150;
const TAG = `v-${Math.random().toString(36).slice(2, 8)}`;
const ticker = (i: number) => `VR${String(i).padStart(3, '0')}`;
const label = (i: number) => `${ticker(i)} 09/19/${YEAR} 50P`;
const rowOf = (page: Page, text: string) => page.locator('tr[data-position-id]', { hasText: text });

test('a long quarter: scroll, find a position, arrow keys and bulk tags with virtual rows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN, '/reports/trades');
  const token = await adminToken(page);
  const theta = { quarter: QUARTER, positionType: 'THETA', action: 'STO', optionType: 'P', strike: 50 };
  const bodies = Array.from({ length: COUNT }, (_, i) => ({
    ...theta,
    ticker: ticker(i),
    openDate: `${YEAR}-07-01`,
    expirationDate: `09/19/${YEAR}`,
    contracts: 1,
    premium: 100,
  }));
  for (let i = 0; i < bodies.length; i += 10)
    await Promise.all(bodies.slice(i, i + 10).map((body) => postPosition(page, token, body)));
  await postPosition(page, token, {
    ...theta,
    ticker: 'GONE',
    openDate: `${YEAR}-07-01`,
    expirationDate: `08/15/${YEAR}`,
    contracts: 1,
    premium: 100,
    isClosedPosition: true,
    closeDate: `${YEAR}-08-01`,
    closePrice: 50,
    netProfit: 50,
  });

  await page.goto(`/reports/trades?quarter=Q3_${YEAR}`);
  const table = page.locator('table.trade-table');
  await expect(rowOf(page, label(0))).toBeVisible();
  // Screen readers hear every line: header, 3 group headings, 1 expiration, 150 rows.
  await expect(table).toHaveAttribute('aria-rowcount', String(1 + 3 + 1 + COUNT));
  expect(await page.locator('tr[data-position-id]').count()).toBeLessThan(COUNT);
  await expect(rowOf(page, label(0))).toHaveAttribute('aria-rowindex', '4');

  // Scrolling to the end shows the last row.
  const box = page.getByRole('region', { name: 'All Positions' });
  await box.scrollIntoViewIfNeeded();
  await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(rowOf(page, label(COUNT - 1))).toBeInViewport();

  // Find a position: scrolled into view and focused; arrow keys go on from there.
  await page.getByRole('searchbox', { name: 'Find a position' }).fill(ticker(20));
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText('Match 1 of 1')).toBeVisible();
  await expect(rowOf(page, label(20))).toBeFocused();
  await expect(rowOf(page, label(20))).toBeInViewport();
  // Nothing jumps once the rows around it are measured: the found row stays where it was shown.
  const shownAt = (await rowOf(page, label(20)).boundingBox())!.y;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(Math.abs((await rowOf(page, label(20)).boundingBox())!.y - shownAt)).toBeLessThan(1);
  await page.keyboard.press('ArrowDown');
  await expect(rowOf(page, label(21))).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(rowOf(page, label(19))).toBeFocused();

  // Two rows far apart, tagged together; the first one is scrolled back to and shows the tag.
  await rowOf(page, label(19)).getByRole('checkbox').check();
  await box.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await rowOf(page, label(COUNT - 1))
    .getByRole('checkbox')
    .check();
  await expect(page.getByText(`2 of ${COUNT + 1} positions selected`)).toBeVisible();
  // The first one left the page while the table was at the end, and comes back still chosen.
  await page.getByRole('searchbox', { name: 'Find a position' }).fill(ticker(19));
  await page.keyboard.press('Enter');
  await expect(rowOf(page, label(19))).toBeFocused();
  await expect(rowOf(page, label(19)).getByRole('checkbox')).toBeChecked();
  await page.getByLabel('Tag', { exact: true }).fill(TAG);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Tag '${TAG}' added to 2 positions` }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a position' }).fill(TAG);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByText('Match 1 of 2')).toBeVisible();
  await expect(rowOf(page, label(19))).toBeFocused();
  await expect(rowOf(page, label(19))).toContainText(TAG);

  // Every position at once, rows not rendered included: the tag reaches a row far from the view.
  await page.getByRole('checkbox', { name: 'Select every position of the quarter' }).check();
  await expect(page.getByText(`${COUNT + 1} of ${COUNT + 1} positions selected`)).toBeVisible();
  const ALL = `${TAG}-all`;
  await page.getByLabel('Tag', { exact: true }).fill(ALL);
  await page.getByRole('button', { name: 'Add tag' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Tag '${ALL}' added to ${COUNT + 1} positions` }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a position' }).fill(ticker(COUNT - 2));
  await page.keyboard.press('Enter');
  await expect(rowOf(page, label(COUNT - 2))).toBeFocused();
  await expect(rowOf(page, label(COUNT - 2))).toContainText(ALL);

  // A position in a collapsed group: the group opens and the row is focused.
  await expect(page.getByRole('button', { name: /^CLOSED POSITIONS/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await page.getByRole('searchbox', { name: 'Find a position' }).fill('gone');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^CLOSED POSITIONS/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(rowOf(page, 'GONE')).toBeFocused();
  await expect(rowOf(page, 'GONE')).toBeInViewport();
});

test('on a phone the name column stays and every row action can be tapped at the end of the scroll', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, ADMIN, '/reports/trades');
  const token = await adminToken(page);
  const quarter = `Q4 ${YEAR}`;
  const option = { quarter, action: 'STO', optionType: 'P', strike: 50, contracts: 1, premium: 100 };
  const bodies = [
    ...Array.from({ length: 6 }, (_, i) => ({
      ...option,
      positionType: 'THETA',
      ticker: `PH${i}`,
      openDate: `${YEAR}-10-01`,
      expirationDate: `12/19/${YEAR}`,
      comments: 'A note long enough to wrap over two lines of the narrow name column',
    })),
    { quarter, positionType: 'STOCK', ticker: 'PHSTK', openDate: `${YEAR}-10-01`, shares: 10, price: 20 },
  ];
  for (const body of bodies) await postPosition(page, token, body);

  await page.goto(`/reports/trades?quarter=Q4_${YEAR}`);
  await expect(rowOf(page, 'PH0')).toBeVisible();
  // The stock sits in the holdings, folded at first.
  await page.getByRole('button', { name: /^STOCK & OPTION HOLDINGS/ }).click();
  await expect(rowOf(page, 'PHSTK')).toBeVisible();
  const frame = page.locator('.trade-table-frame');
  const box = page.getByRole('region', { name: 'All Positions' });
  // The page itself never scrolls sideways; the table does, and says so.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await expect(frame).toHaveAttribute('data-more-right', 'true');
  await expect(box).toHaveAccessibleDescription('Scrolls sideways: more columns beyond the edge.');

  await box.scrollIntoViewIfNeeded();
  await box.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(frame).toHaveAttribute('data-more-left', 'true');
  await expect(frame).not.toHaveAttribute('data-more-right');
  const region = (await box.boundingBox())!;
  // The name stayed at the box's left edge.
  const name = (await rowOf(page, 'PH0').locator('th').boundingBox())!;
  expect(Math.abs(name.x - region.x)).toBeLessThan(2);

  // Every action of every row in view: its centre is the button itself, not the name lying over it.
  const actions = page.locator('tr[data-position-id] .trade-action');
  const total = await actions.count();
  expect(total).toBe(6 * 4 + 4);
  let tapped = 0;
  for (let i = 0; i < total; i++) {
    const button = actions.nth(i);
    // Brought to the middle of the box and of the screen, up and down only: the box stays at its end.
    await button.evaluate((element) => {
      const scroller = element.closest<HTMLElement>('.trade-table-scroll')!;
      const top = (node: Element) => node.getBoundingClientRect().top;
      scroller.scrollTop += top(element) - top(scroller) - scroller.clientHeight / 2;
      window.scrollBy(0, top(element) - innerHeight / 2);
    });
    const hit = await button.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const at = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return at !== null && (at === element || element.contains(at));
    });
    expect(hit, `the centre of ${await button.getAttribute('aria-label')} can be tapped`).toBe(true);
    const rect = (await button.boundingBox())!;
    expect(rect.x).toBeGreaterThanOrEqual(name.x + name.width - 1);
    expect(rect.x + rect.width).toBeLessThanOrEqual(region.x + region.width + 1);
    tapped++;
  }
  expect(tapped).toBe(total);

  // A tap at the end of the scroll opens that row's dialog.
  await page.getByRole('button', { name: /^Edit PHSTK/ }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Position' })).toBeVisible();
});

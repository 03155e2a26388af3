import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts';
import { adminToken, postPosition } from './support/trade-log-journey';

/*
 * The Trade Log renders only the rows in view (decision 028). With 150 open theta positions and one
 * closed: not every row is in the page, yet scrolling shows the last, 'Find a position' brings a row
 * into view and focuses it (in a collapsed group too), arrow keys move between rows, and rows chosen
 * far apart are tagged together. No timing is asserted.
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

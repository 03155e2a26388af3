import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ADMIN, INVESTOR, signIn } from './support/accounts';
import { horizontalOverflow, seriousViolations } from './support/page-checks';

/*
 * Nothing hidden, focus kept (issue 31, decision 030): every Reports tab and /account fit a phone
 * and a desktop without sideways scrolling, the Trade Log's row actions are on screen at 1280 px, and
 * a dialog closed by Escape, × or Cancel gives focus back to the button that opened it. Each screen
 * goes into the report as a screenshot, for a reviewer to look at.
 */

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

const TABS = ['investor-dashboard', 'admin-tools', 'trades', 'metrics', 'fees', 'audit-log'] as const;

/** Waits until nothing on the page is loading. */
async function settled(page: Page) {
  await expect(page.locator('.loader')).toHaveCount(0, { timeout: 15_000 });
}

async function checkFits(page: Page, testInfo: TestInfo, name: string) {
  await settled(page);
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  expect(await horizontalOverflow(page), `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('every Reports tab fits 375 and 1280 px, as the administrator', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  await signIn(page, ADMIN, '/reports/investor-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const tab of TABS) {
      await page.goto(`/reports/${tab}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      // The active tab is in view, even on a phone where the tab bar scrolls.
      await expect(page.locator('.tab-bar [aria-current="page"]')).toBeInViewport();
      await checkFits(page, testInfo, `${tab} at ${size.width}px`);
    }
  }
});

test('/account fits 375 and 1280 px, as the investor', async ({ page }, testInfo) => {
  await signIn(page, INVESTOR, '/account');
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await checkFits(page, testInfo, `account at ${size.width}px`);
  }
});

test('the Trade Log row actions are on screen at 1280 px, and focus returns to the opener', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, '/reports/trades');
  await settled(page);
  // The sticky actions column and the Last updated widget in the header pass axe.
  expect(await seriousViolations(page)).toEqual([]);

  // A row's Edit sits inside the table's visible box without scrolling it.
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  await expect(edit).toBeVisible();
  const box = (await edit.boundingBox())!;
  const region = (await page.locator('.trade-table-section .table-scroll').boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(region.x + region.width);
  await edit.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(edit).toBeFocused();

  const add = page.getByRole('button', { name: 'Add Position', exact: true });
  const closers = [
    (dialog: ReturnType<Page['getByRole']>) => dialog.page().keyboard.press('Escape'),
    (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('button', { name: 'Close' }).click(),
    (dialog: ReturnType<Page['getByRole']>) => dialog.getByRole('button', { name: 'Cancel' }).click(),
  ];
  for (const close of closers) {
    await add.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await close(dialog);
    await expect(dialog).toHaveCount(0);
    await expect(add).toBeFocused();
  }

  // A form with problems lists them at its top, each a link to its field.
  await add.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Add Position', exact: true }).click();
  const summary = dialog.getByRole('alert').first();
  await expect(summary).toBeVisible();
  const link = summary.getByRole('link').first();
  await expect(link).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(add).toBeFocused();
});

test('the Audit Log filters by actor and kind of change, shows before and after, and downloads CSV', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, ADMIN, '/reports/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 2 })).toBeVisible();
  const table = page.locator('.audit-table');
  await expect(table.locator('tbody tr').first()).toBeVisible();

  // The sample fund's creation is in the log: filter to one kind of record and one kind of change.
  const record = page.getByLabel('Record');
  const kinds = await record.locator('option').allTextContents();
  expect(kinds.length).toBeGreaterThan(1);
  await record.selectOption({ label: kinds[1]! });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // The filtered answer replaces the rows a moment later: look until every row is of that kind.
  await expect(async () => {
    for (const cell of await table.locator('tbody tr td:nth-child(4)').allTextContents()) {
      expect(cell.startsWith(kinds[1]!)).toBe(true);
    }
  }).toPass();
  await expect(table.locator('.audit-changes__after, .audit-changes__before').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A range that ends before it starts is listed at the top, linked to its field.
  await page.getByLabel('From').fill('2026-12-31');
  await page.getByLabel('To').fill('2026-01-01');
  const summary = page.locator('.audit-filters').getByRole('alert');
  await expect(summary).toContainText('From must be on or before To');
  await summary.getByRole('link').click();
  await expect(page.getByLabel('From')).toBeFocused();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the filtered audit log as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const fs = await import('node:fs/promises');
  const text = await fs.readFile((await file.path())!, 'utf8');
  expect(text.startsWith('Entry,At,Actor,Action,Record,Record id,Before,After,From address\r\n')).toBe(true);
  expect(text).toMatch(/\r\n\d+,\d{4}-\d{2}-\d{2}T/);
  await page.context().close();
});

test('a dialog keeps the page behind inert while its restyle stops at the app root', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN, '/reports/trades');
  await settled(page);
  // Every change of <body>'s and the app root's pointer-events, in the order the page made them.
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { pointerLog: string[] }).pointerLog = log;
    const root = document.getElementById('root')!;
    const probe = document.createElement('div');
    const pointerEventsOf = (style: string | null) => {
      probe.setAttribute('style', style ?? '');
      return probe.style.pointerEvents;
    };
    const last = new Map<Node, string>([
      [document.body, document.body.style.pointerEvents],
      [root, root.style.pointerEvents],
    ]);
    // Records come in the order the changes were made; each one's value is the next one's old value.
    const pending: { target: Node; old: string }[] = [];
    const settle = () => {
      for (const [i, { target }] of pending.entries()) {
        const later = pending.slice(i + 1).find((record) => record.target === target);
        const now = later ? later.old : (target as HTMLElement).style.pointerEvents;
        if (now !== last.get(target)) log.push(`${target === root ? 'root' : 'body'}:${now}`);
        last.set(target, now);
      }
      pending.length = 0;
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target === document.body || record.target === root) {
          pending.push({ target: record.target, old: pointerEventsOf(record.oldValue) });
        }
      }
      settle();
    }).observe(document.body, {
      attributes: true,
      attributeFilter: ['style'],
      attributeOldValue: true,
      subtree: true,
    });
  });
  const log = () => page.evaluate(() => (window as unknown as { pointerLog: string[] }).pointerLog);

  const add = page.getByRole('button', { name: 'Add Position', exact: true });
  // Taken before the dialog opens: then its own submit button has the same name.
  const box = (await add.boundingBox())!;
  await add.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The root is marked before Radix locks <body>.
  await expect.poll(log).toEqual(['root:auto', 'body:none']);
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);

  // The page behind is still out of the pointer's reach: over the button that opened the dialog and
  // over the header's corner, what a press would hit is the overlay or the dialog, never the page.
  const hits = await page.evaluate(
    (points) =>
      points.map(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        if (!hit || document.getElementById('root')!.contains(hit)) return 'the page';
        return hit.closest('[role="dialog"]') ? 'dialog' : hit.getAttribute('class');
      }),
    [
      [box.x + box.width / 2, box.y + box.height / 2],
      [4, 4],
      [4, 896],
    ] as [number, number][],
  );
  expect(hits).not.toContain('the page');
  expect(hits).toContain('modal__overlay');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
  // The mark comes off only once Radix has unlocked <body>.
  expect(await log()).toEqual(['root:auto', 'body:none', 'body:', 'root:']);
});

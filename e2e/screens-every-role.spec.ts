import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { FundQuarterList } from '../src/domain/periods/fund-quarters';
import { REPORTS_TABS } from '../src/client/features/reports/reports-tabs';
import { ADMIN, AUDITOR, INVESTOR, accessToken, adminApi, signIn } from './support/accounts';
import { uploadSamplePdf } from './support/investor-api';
import { startOwnServer, type OwnServer } from './support/own-server';
import { horizontalOverflow } from './support/page-checks';
import { closesBackToOpener, unreachableRowActions } from './support/row-actions';

/*
 * Nothing hidden, focus kept, walked as every role (issue 31's Tests, decision 030's second pass).
 * A server of its own holds what makes every row action and every dialog appear: a pending request,
 * a closed quarter, a posted fee run, a past import and a document. On it, every Reports tab as the
 * administrator and the auditor and /account as the investor, at 375 and 1280 px: the page never
 * scrolls sideways (a screenshot of each goes into the report), and at 1280 px every row action of
 * every table is under the pointer without scrolling its table. Then every dialog the app has, opened
 * from its button and closed by Escape, × and Cancel, gives focus back to that button.
 */

test.describe.configure({ mode: 'serial' });

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

let server: OwnServer;
let admin: Page;
let sampleInvestorId: number;

async function signedIn(browser: Browser, account: typeof ADMIN, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, account, path);
  return page;
}

test.beforeAll(async ({ browser }) => {
  // A server's first start builds a database: longer than a journey's own timeout on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer();
  admin = await signedIn(browser, ADMIN, '/reports/trades');
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
});

/** Waits until nothing on the page is loading. */
async function settled(page: Page) {
  await expect(page.locator('.loader')).toHaveCount(0, { timeout: 15_000 });
}

/** The screen at this width goes into the report, and must not scroll sideways. */
async function checkFits(page: Page, testInfo: TestInfo, name: string) {
  await settled(page);
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  const overflow = await horizontalOverflow(page);
  // Soft: one run reports every screen that does not fit, each with what sticks out.
  expect
    .soft(overflow, `${name} scrolls sideways: ${overflow > 0 ? await widest(page) : ''}`)
    .toBeLessThanOrEqual(0);
}

/** The innermost elements whose right edge lies past the window's, for a failure to name. */
function widest(page: Page): Promise<string> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) =>
        element.getBoundingClientRect().right > width + 1 &&
        ![...element.children].some((child) => child.getBoundingClientRect().right > width + 1),
    );
    return out
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`)
      .join(', ');
  });
}

/** Opens what a tab keeps folded that holds a table with row actions (the past imports). */
async function unfold(page: Page, tab: string) {
  if (tab !== 'trades') return;
  await page.getByRole('button', { name: /^(Import trades|Show past imports)$/ }).click();
  await expect(page.locator('.import-trades__panel')).toBeVisible();
  await settled(page);
}

/**
 * What makes every row action and dialog appear. The banner's Remove sample data is checked first,
 * while nothing real blocks it.
 */
async function seed(investor: Page) {
  const investors = await adminApi<{ id: number; name: string }[]>(admin, 'GET', '/api/investors');
  sampleInvestorId = investors.find((each) => each.name === INVESTOR.name)!.id;
  await uploadSamplePdf(admin, sampleInvestorId, 'letter.pdf');
  await adminApi(investor, 'POST', '/api/me/requests', { kind: 'subscription', amount: '1000' });

  // The oldest quarter that can be closed is closed; the fee terms set; the next open quarter charged.
  const before = await adminApi<FundQuarterList>(admin, 'GET', '/api/fund-quarters');
  const closable = before.quarters.filter((each) => each.closeRefusal === null && !each.closed).at(-1)!;
  await adminApi(admin, 'POST', `/api/periods/${closable.quarter}/close`, { confirmNoFees: true });
  await adminApi(admin, 'PUT', '/api/fees/terms', {
    managementFeePercent: '2',
    performanceFeePercent: '20',
    crystallization: 'quarterly',
  });
  const after = await adminApi<FundQuarterList>(admin, 'GET', '/api/fund-quarters');
  const chargeable = after.quarters.filter((each) => each.feeRunRefusal === null && each.booksNav).at(-1)!;
  await adminApi(admin, 'POST', '/api/fee-runs', {
    quarter: chargeable.quarter,
    navPerUnit: String(chargeable.booksNav!.navPerUnit),
  });

  // One stock bought in the current quarter, imported and committed.
  const day = after.quarters[0]!.start;
  const file = [
    'date,time_zone,account,ticker,kind,expiration,strike,side,open_close,quantity,price,fees,order_id',
    `${day} 10:00:00,America/New_York,E2E,ABC,stock,,,buy,open,10,20,0,S1`,
  ].join('\n');
  const preview = await admin.request.post('/api/imports', {
    headers: { Authorization: `Bearer ${await accessToken(admin)}` },
    multipart: {
      format: 'template',
      file: { name: 'broker.csv', mimeType: 'text/csv', buffer: Buffer.from(file, 'utf8') },
    },
  });
  expect(preview.status(), await preview.text()).toBe(201);
  const { id } = (await preview.json()) as { id: number };
  await adminApi(admin, 'POST', `/api/imports/${id}/commit`, {});
}

test('Remove sample data gives focus back, before anything real is attached', async () => {
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.goto('/reports/trades');
  await closesBackToOpener(admin.getByRole('button', { name: 'Remove sample data' }));
});

test('every Reports tab fits 375 and 1280 px as the administrator and the auditor, row actions on screen', async ({
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const investor = await signedIn(browser, INVESTOR, '/account');
  await expect(investor.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await seed(investor);
  await investor.context().close();

  const auditor = await signedIn(browser, AUDITOR, '/reports/investor-dashboard');
  await expect(auditor.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const checked: Record<string, string[]> = {};
  for (const [role, page] of [
    ['administrator', admin],
    ['auditor', auditor],
  ] as const) {
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const { slug } of REPORTS_TABS) {
        const query = slug === 'investor-dashboard' ? `?investor=${sampleInvestorId}` : '';
        await page.goto(`/reports/${slug}${query}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
        await settled(page);
        await expect(page.locator('.tab-bar [aria-current="page"]')).toBeInViewport();
        await unfold(page, slug);
        await checkFits(page, testInfo, `${slug} as the ${role} at ${size.width}px`);
        if (size.width !== 1280) continue;
        const { checked: seen, hidden } = await unreachableRowActions(page.locator('main'));
        expect.soft(hidden, `${slug} as the ${role}: row actions off screen`).toEqual([]);
        checked[`${role} ${slug}`] = seen;
      }
    }
  }
  await auditor.context().close();
  // The walk met the row actions the issue names, so the check above could fail.
  const all = (key: string) => (checked[key] ?? []).join('\n');
  expect(all('administrator admin-tools')).toMatch(/^Approve: /m);
  expect(all('administrator admin-tools')).toMatch(/^Reject: /m);
  expect(all('administrator fees')).toMatch(/^Reopen /m);
  expect(all('administrator fees')).toMatch(/^Reverse the /m);
  expect(all('administrator trades')).toMatch(/^Edit /m);
  expect(all('administrator trades')).toMatch(/^Undo import of broker\.csv$/m);
  expect(all('administrator investor-dashboard')).toMatch(/^Delete letter\.pdf$/m);
  expect(all('auditor investor-dashboard')).toMatch(/^Download letter\.pdf$/m);
});

test('/account fits 375 and 1280 px as the investor, and its dialogs give focus back', async ({
  browser,
}, testInfo) => {
  const investor = await signedIn(browser, INVESTOR, '/account');
  await expect(investor.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  for (const size of WIDTHS) {
    await investor.setViewportSize(size);
    await investor.reload();
    await expect(investor.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await checkFits(investor, testInfo, `account as the investor at ${size.width}px`);
  }
  await closesBackToOpener(investor.getByRole('button', { name: /^Cancel request: / }).first(), 'Keep it');
  await closesBackToOpener(investor.getByRole('button', { name: 'Preview letter.pdf' }), null);
  await investor.context().close();
});

test('every dialog of the Reports area gives focus back to its opener after Escape, × and Cancel', async () => {
  test.setTimeout(120_000);
  const page = admin;
  await page.setViewportSize({ width: 1280, height: 900 });

  // Trades: the row actions, adding, a new quarter, the import's Undo, a day's trades.
  await page.goto('/reports/trades');
  await settled(page);
  const table = page.locator('.trade-table');
  for (const action of ['Close', 'Average down', 'Roll', 'Edit']) {
    const opener = table.getByRole('button', { name: new RegExp(`^${action} `) }).first();
    await closesBackToOpener(opener, action === 'Roll' ? null : 'Cancel');
  }
  await closesBackToOpener(page.getByRole('button', { name: 'Add Position', exact: true }));
  await closesBackToOpener(page.getByRole('button', { name: 'Create New Quarter' }));
  await unfold(page, 'trades');
  await closesBackToOpener(page.getByRole('button', { name: 'Undo import of broker.csv' }));
  await page.getByRole('tab', { name: /Realized/ }).click();
  await closesBackToOpener(page.locator('.cal-grid button').first(), null);

  // Admin Tools: approving and rejecting a request.
  await page.goto('/reports/admin-tools');
  await settled(page);
  await closesBackToOpener(page.getByRole('button', { name: /^Approve: / }).first());
  await closesBackToOpener(page.getByRole('button', { name: /^Reject: / }).first());

  // Investor Dashboard: a document's preview, archive and delete.
  await page.goto(`/reports/investor-dashboard?investor=${sampleInvestorId}`);
  await settled(page);
  await closesBackToOpener(page.getByRole('button', { name: 'Preview letter.pdf' }), null);
  await closesBackToOpener(page.getByRole('button', { name: 'Archive letter.pdf' }));
  await closesBackToOpener(page.getByRole('button', { name: 'Delete letter.pdf' }));

  // Fees & Close: posting a fee run, reversing one, closing a quarter, reopening one.
  await page.goto('/reports/fees');
  await settled(page);
  await closesBackToOpener(page.getByRole('button', { name: /^Reverse the / }));
  await closesBackToOpener(page.getByRole('button', { name: /^Reopen / }).first());
  const closeCard = page.getByRole('region', { name: 'Quarter close' });
  const confirmNoFees = closeCard.getByLabel(/Close without a fee run/);
  if (await confirmNoFees.count()) await confirmNoFees.check();
  await closesBackToOpener(closeCard.getByRole('button', { name: 'Close quarter', exact: true }));
  const runs = page.getByRole('region', { name: 'Fee runs' });
  await runs.getByRole('button', { name: 'Preview fees' }).click();
  await closesBackToOpener(runs.getByRole('button', { name: 'Post fee run' }));
});

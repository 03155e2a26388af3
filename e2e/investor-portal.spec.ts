import fs from 'node:fs/promises';
import Decimal from 'decimal.js';
import { expect, test, type Download, type Page } from '@playwright/test';
import { formatCurrency, formatUnits } from '../src/domain/format';
import { sharesIssued } from '../src/domain/investors/shares';
import { NOT_LINKED } from '../src/domain/portal/messages';
import { SAMPLE_INVESTOR, SAMPLE_LEDGER } from '../src/server/sample-data/sample-investor';
import { pdfPages } from '../test/support/pdf-text';
import { accessToken, ADMIN, INVESTOR, MEMBER, signIn } from './support/accounts';
import { createInvestor, uniqueInvestor } from './support/investor-api';
import { seriousViolations, horizontalOverflow } from './support/page-checks';

/*
 * The investor portal (docs/requirements.md#portal): the local provider's investor@fund.local is
 * linked by its verified e-mail to the sample investor, and sees only their own account.
 */

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return fs.readFile(path);
}

async function adminCall(page: Page, method: 'GET' | 'PATCH', url: string, data?: unknown) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const response = await page.request.fetch(url, { method, headers, data });
  expect(response.ok(), `${method} ${url} answers ${response.status()}`).toBe(true);
  return response.json();
}

test('an investor signs in, sees their account, downloads a statement and a document, and is refused the Reports area', async ({
  browser,
}) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN, '/');
  const investors = (await adminCall(admin, 'GET', '/api/investors')) as { id: number; email: string }[];
  const sample = investors.find((each) => each.email === SAMPLE_INVESTOR.email);
  expect(sample, 'the sample investor is there').toBeDefined();
  const filename = `e2e-notice-${Date.now()}.pdf`;
  const upload = await admin.request.post(`/api/investors/${sample!.id}/documents`, {
    headers: { Authorization: `Bearer ${await accessToken(admin)}` },
    multipart: {
      file: { name: filename, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      category: 'communication',
    },
  });
  expect(upload.status()).toBe(201);
  const documentId = ((await upload.json()) as { document: { id: number } }).document.id;

  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, INVESTOR, '/');
  await page.getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/account');
  await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();

  // The figures are the sample ledger's own: money in, money out and the units they bought.
  const contributed = SAMPLE_LEDGER.filter((r) => Number(r.amount) > 0).reduce(
    (s, r) => s.plus(r.amount),
    new Decimal(0),
  );
  const redeemed = SAMPLE_LEDGER.filter((r) => Number(r.amount) < 0).reduce(
    (s, r) => s.minus(r.amount),
    new Decimal(0),
  );
  const shares = SAMPLE_LEDGER.reduce((s, r) => s.plus(sharesIssued(r.amount, r.nav)), new Decimal(0));
  const figure = (name: string) => page.locator(`[data-figure="${name}"]`);
  await expect(figure('Total contributed')).toContainText(formatCurrency(contributed.toNumber()));
  await expect(figure('Total redeemed')).toContainText(formatCurrency(redeemed.toNumber()));
  await expect(figure('Shares held')).toContainText(formatUnits(shares));
  await expect(page.getByRole('row', { name: /Money-weighted/ })).toContainText('%');

  // A statement: a PDF made on the server, with the capital account, named for the investor.
  const statement = page.getByRole('button', { name: /^Download Q\d \d{4} statement \(PDF\)$/ }).first();
  const [pdf] = await Promise.all([page.waitForEvent('download'), statement.click()]);
  const statementText = (await pdfPages(await bytesOf(pdf))).join('\n');
  expect(statementText).toContain(`Prepared for: ${SAMPLE_INVESTOR.name}`);
  expect(statementText).toContain('Capital account');
  expect(statementText).toContain('Page 1 of 1');
  await expect(page.getByText(/Not available: missing .*NAV/).first()).toBeVisible();

  // Their document.
  const [doc] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download ${filename}` }).click(),
  ]);
  expect(doc.suggestedFilename()).toBe(filename);
  expect((await bytesOf(doc)).subarray(0, 4).toString('latin1')).toBe('%PDF');

  // The transactions as CSV.
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect((await bytesOf(csv)).toString('utf8')).toContain('Date,Type,Amount (USD)');

  await page.goto('/reports/investor-dashboard');
  await expect(page.getByText('Access denied. Contact administrator for permissions.')).toBeVisible();

  // Once archived, the document is gone from the investor's list.
  await adminCall(admin, 'PATCH', `/api/investors/${sample!.id}/documents?documentId=${documentId}`, {
    isActive: false,
  });
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Documents', exact: true })).toBeVisible();
  const agreement = page.getByRole('button', { name: 'Download subscription-agreement.pdf' });
  await expect(agreement).toBeVisible();
  await expect(page.getByRole('button', { name: `Download ${filename}` })).toHaveCount(0);
  // The sample document is made with the same PDF kit.
  const [sampleDocument] = await Promise.all([page.waitForEvent('download'), agreement.click()]);
  expect((await pdfPages(await bytesOf(sampleDocument))).join('\n')).toContain(
    'Subscription Agreement (sample)',
  );
});

test('a sign-in linked to no investor sees only the portal’s notice', async ({ page }) => {
  await signIn(page, MEMBER, '/account');
  await expect(page.getByText(NOT_LINKED)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Account' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Capital account' })).toHaveCount(0);
});

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`/account on a ${viewport.name} has no serious axe violations and no sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, INVESTOR, '/account');
    await expect(page.locator('.account-chart .recharts-wrapper > svg')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download subscription-agreement.pdf' })).toBeVisible();
    const serious = await seriousViolations(page);
    expect(serious).toEqual([]);
    const overflow = await horizontalOverflow(page);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className}`),
    );
    expect(overflow, wide.join(' | ')).toBeLessThanOrEqual(0);
  });
}

test("the administrator links and unlinks an investor's sign-in on the investor's page", async ({ page }) => {
  await signIn(page, ADMIN, '/reports/investor-dashboard');
  const investor = await createInvestor(page, {
    ...uniqueInvestor('Link'),
    investmentDate: '2025-07-01',
    amount: '1000',
    nav: '100',
  });
  await page.goto(`/reports/investor-dashboard?investor=${investor.id}`);
  const card = page.getByRole('region', { name: 'Investor sign-in' });
  const subject = `e2e|${Date.now()}`;
  await card.getByLabel('Sign-in subject (sub)').fill(subject);
  await card.getByRole('button', { name: 'Link sign-in' }).click();
  await expect(card.getByText(`Linked sign-in: ${subject}`)).toBeVisible();
  await expect(card.getByText('Sign-in linked')).toBeVisible();
  await card.getByRole('button', { name: 'Unlink sign-in' }).click();
  await expect(card.getByText('Sign-in unlinked')).toBeVisible();
  // An unlink revokes: not even the investor's verified e-mail opens the account now.
  await expect(card.getByText(/The sign-in was unlinked, so no one opens this account/)).toBeVisible();
  await expect(card.getByLabel('Sign-in subject (sub)')).toHaveValue('');
});

import fs from 'node:fs/promises';
import Decimal from 'decimal.js';
import { expect, test, type Download } from '@playwright/test';
import { sharesIssued } from '../src/domain/investors/shares';
import { formatUnits } from '../src/domain/format';
import { SAMPLE_LEDGER } from '../src/server/sample-data/sample-investor';
import { pdfPages } from '../test/support/pdf-text';
import { ADMIN, AUDITOR, INVESTOR, signIn } from './support/accounts';
import { startOwnServer, type OwnServer } from './support/own-server';
import { seriousViolations } from './support/page-checks';

/*
 * Subscriptions and redemptions (docs/requirements.md#req): the investor asks for a redemption in
 * their portal, the administrator approves it in Admin Tools, the investor sees it approved with the
 * shares they now hold and downloads its confirmation. The redemption changes the sample investor's
 * shares, which other journeys check: this one has a server of its own.
 */

// One server for both journeys, one after the other.
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
test.beforeAll(async () => {
  // A server's first start builds a database: longer than a journey's own timeout on a busy machine.
  test.setTimeout(120_000);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

async function bytesOf(download: Download): Promise<Buffer> {
  return fs.readFile(await download.path());
}

test('an investor asks for a redemption, the administrator approves it, the investor gets its confirmation', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const held = SAMPLE_LEDGER.reduce((sum, r) => sum.plus(sharesIssued(r.amount, r.nav)), new Decimal(0));
  const after = formatUnits(held.minus(10));

  // The investor, on a phone, from the keyboard.
  const investor = await (
    await browser.newContext({ acceptDownloads: true, viewport: { width: 375, height: 812 } })
  ).newPage();
  await signIn(investor, INVESTOR, `${server.baseURL}/account`);
  const section = investor.getByRole('region', { name: 'Subscriptions and redemptions' });
  await expect(section.getByRole('heading', { name: 'New request' })).toBeVisible();
  await section.getByRole('radio', { name: 'Redeem (take money out)' }).check();
  await section.getByRole('radio', { name: 'A number of shares' }).check();
  // What may be redeemed and when it deals, before anything is sent.
  await expect(section.getByText('Available to redeem')).toBeVisible();
  await expect(section.locator('.request-facts').first()).toContainText(`${formatUnits(held)} shares`);
  const earliest = (await section.locator('.request-facts dd').nth(1).textContent())!.match(
    /^[A-Z][a-z]+ \d+, \d{4}/,
  )![0];

  // Too many shares: the limit names what is available, and the field is marked.
  const shares = section.getByLabel('Shares', { exact: true });
  await shares.fill(held.plus(1).toFixed());
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.getByRole('alert')).toContainText(
    `You can redeem at most ${formatUnits(held)} shares`,
  );
  await expect(shares).toHaveAttribute('aria-invalid', 'true');
  await expect(shares).toBeFocused();

  await shares.fill('10');
  await section.getByLabel('Note (optional)').fill('For the roof.');
  await shares.press('Enter');
  await expect(section.getByRole('status').filter({ hasText: 'Request sent' })).toContainText(
    `Redemption of 10 shares. Earliest dealing date: ${earliest}.`,
  );
  const item = section.locator('[data-request]').first();
  await expect(item).toContainText('Redemption of 10 shares');
  await expect(item).toContainText('Pending');
  await expect(item).toContainText('For the roof.');
  expect(await seriousViolations(investor, 'section[aria-labelledby="requests-heading"]')).toEqual([]);

  // The administrator: the pending count, then the approval at the earliest dealing date.
  const admin = await (await browser.newContext()).newPage();
  const isBooksNav = (url: string) => url.includes('/api/books-nav?');
  // The books' NAV of the request's dealing date comes with the list, before any press (decision 035).
  const prefetched = admin.waitForResponse((response) => isBooksNav(response.url()));
  await signIn(admin, ADMIN, `${server.baseURL}/reports/admin-tools`);
  const panel = admin.getByRole('region', { name: /^Requests \d+ pending$/ });
  await expect(panel.getByRole('heading', { name: 'Requests 1 pending' })).toBeVisible();
  await prefetched;
  const askedOnOpening: string[] = [];
  const onRequest = (request: { url(): string }) => {
    if (isBooksNav(request.url())) askedOnOpening.push(request.url());
  };
  admin.on('request', onRequest);
  await panel.getByRole('button', { name: 'Approve: Riley Park, Redemption of 10 shares' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve request' });
  await expect(dialog.getByLabel('NAV per unit ($)')).not.toHaveValue('');
  admin.off('request', onRequest);
  expect(askedOnOpening).toEqual([]);
  await dialog.getByLabel('NAV per unit ($)').fill('150');
  await expect(dialog).toContainText(`Redeems 10 shares for $1,500.00; Riley Park then holds ${after}.`);
  // A date before the request is never allowed; one before the notice runs out needs the notice waived
  // (a week from now lies between the two: the notice is 60 days).
  const dealingDate = dialog.getByLabel('Dealing date');
  await dealingDate.fill('2000-01-03');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('alert')).toContainText('The dealing date cannot be before the request date');
  await expect(dealingDate).toBeFocused();
  await dealingDate.fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('alert')).toContainText('earliest dealing date');
  await expect(dialog.getByLabel('Waive the notice period')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await panel.getByRole('button', { name: 'Approve: Riley Park, Redemption of 10 shares' }).click();
  await dialog.getByLabel('NAV per unit ($)').fill('150');
  // The books last priced a unit at 189.1714 (the NAV history's Q4 2026 start, Sep 30, 2026): 150 is
  // more than 10% off, so the server asks for the reason, and the dialog takes the reader to its field.
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByRole('alert')).toContainText("away from the books' NAV per unit of 189.1714");
  const reason = dialog.getByLabel('Reason for this NAV per unit (optional)');
  await expect(reason).toBeFocused();
  await reason.fill('Valued at the quarter end by the administrator.');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Request approved' })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Requests 0 pending' })).toBeVisible();
  await expect(panel.getByText('No pending requests.')).toBeVisible();

  // The investor sees it approved, with the shares they now hold, and downloads its confirmation.
  await investor.reload();
  const approved = investor.locator('[data-request]').first();
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText(`Shares held after${after}`);
  await expect(approved).toContainText('NAV per unit$150.00');
  await expect(investor.locator('[data-figure="Shares held"]')).toContainText(after);
  await expect(approved.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  const [pdf] = await Promise.all([
    investor.waitForEvent('download'),
    approved.getByRole('button', { name: /^Download confirmation \(PDF\)/ }).click(),
  ]);
  const bytes = await bytesOf(pdf);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(pdf.suggestedFilename()).toMatch(/^redemption-confirmation-\d+\.pdf$/);
  const text = (await pdfPages(bytes)).join('\n');
  for (const line of ['Redemption confirmation', 'Riley Park', earliest, '$150.00', '$1,500.00', after])
    expect(text).toContain(line);

  // The administrator downloads the very same confirmation from the list of all requests.
  await panel.getByRole('radio', { name: 'All requests, newest first' }).check();
  const [copy] = await Promise.all([
    admin.waitForEvent('download'),
    panel
      .getByRole('button', { name: 'Download confirmation (PDF): Riley Park, Redemption of 10 shares' })
      .click(),
  ]);
  expect(copy.suggestedFilename()).toBe(pdf.suggestedFilename());
  expect((await bytesOf(copy)).equals(bytes)).toBe(true);
});

test('an investor cancels a pending subscription; the auditor sees requests without deciding them', async ({
  browser,
}) => {
  const investor = await (await browser.newContext()).newPage();
  await signIn(investor, INVESTOR, `${server.baseURL}/account`);
  const section = investor.getByRole('region', { name: 'Subscriptions and redemptions' });
  await section.getByLabel('Amount (USD)').fill('2500');
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'Request sent' })).toBeVisible();
  const item = section.locator('[data-request]').first();
  await expect(item).toContainText('Subscription of $2,500.00');
  await item.getByRole('button', { name: /^Cancel request/ }).click();
  const confirm = investor.getByRole('dialog', { name: 'Cancel this request?' });
  await expect(confirm).toContainText('Subscription of $2,500.00 will not be dealt.');
  await confirm.getByRole('button', { name: 'Cancel request' }).click();
  await expect(item).toContainText('Cancelled');
  await expect(item.getByRole('button', { name: /^Cancel request/ })).toHaveCount(0);

  await section.getByLabel('Amount (USD)').fill('100');
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.locator('[data-request]').first()).toContainText('Pending');
  const auditor = await (await browser.newContext()).newPage();
  await signIn(auditor, AUDITOR, `${server.baseURL}/reports/admin-tools`);
  const panel = auditor.getByRole('region', { name: /^Requests \d+ pending$/ });
  await expect(panel.getByRole('heading', { name: 'Requests 1 pending' })).toBeVisible();
  await expect(panel.getByRole('rowheader', { name: 'Subscription of $100.00' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^(Approve|Reject)/ })).toHaveCount(0);
});

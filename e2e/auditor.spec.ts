import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, AUDITOR, accessToken, signIn } from './support/accounts';
import { createInvestor, saveNavData, uniqueInvestor, uploadSamplePdf } from './support/investor-api';
import { seriousViolations } from './support/page-checks';
import { seedQuarter, uniqueQuarter } from './support/realized-income-seed';

/*
 * The auditor (docs/requirements.md#auth-auditor): signs in through the local provider, opens every
 * Reports tab read-only, with the read-only line and without a single control that writes, while the
 * server refuses their writes and answers their reads.
 */

const READ_ONLY = "Read-only view: you are signed in as the fund's auditor.";
// Every control that changes the books starts with one of these words (Add Position, Edit, Close,
// Roll, Average down, Upload, Delete, Archive, Restore, Import trades, Commit, Undo, Save…, Create New
// Quarter, Link sign-in, Unlink, Mark updated today, Confirm Transaction).
const WRITE_CONTROL =
  /^(Add|Edit|Close|Roll|Average|Upload|Delete|Archive|Restore|Import|Commit|Undo|Save|Create|Link|Unlink|Mark|Confirm|New Transaction)\b/;

async function writeControls(scope: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const button of await scope.getByRole('button').all()) {
    const name = (await button.getAttribute('aria-label')) ?? (await button.innerText()).trim();
    if (WRITE_CONTROL.test(name)) names.push(name);
  }
  return names;
}

const area = (page: Page) => page.getByRole('region', { name: 'Reports', exact: true });

test('the auditor reads every Reports tab, with no control that writes, and the server agrees', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The administrator's data for the auditor to read: an investor with a document, a quarter of trades.
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, ADMIN, '/reports/trades');
  const quarter = uniqueQuarter();
  await seedQuarter(adminPage, quarter);
  const who = uniqueInvestor('Auditor');
  const investor = await createInvestor(adminPage, {
    ...who,
    investmentDate: '2025-07-01',
    amount: '10000',
    nav: '150',
  });
  await saveNavData(adminPage, investor.id, 'year-start', { year: '2025', navValue: '140' });
  await saveNavData(adminPage, investor.id, 'inception', { navValue: '100' });
  await uploadSamplePdf(adminPage, investor.id, `letter-${investor.id}.pdf`);
  await adminPage.context().close();

  const page = await (await browser.newContext()).newPage();
  await signIn(page, AUDITOR, '/reports/trades');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const line = page.getByRole('status').filter({ hasText: READ_ONLY });
  await expect(line).toBeVisible();
  // The region of the area is described by the line, so it is read with the heading.
  await expect(area(page)).toHaveAccessibleDescription(READ_ONLY);

  // Trades: the seeded quarter, its positions without actions, the past imports without Undo.
  await page.getByLabel('Quarter', { exact: true }).selectOption({ label: quarter });
  await expect(page.getByText(`Viewing trades for ${quarter}`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /^SPY / })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByText(/^Last updated/)).toBeVisible();
  await page.getByRole('button', { name: 'Show past imports' }).click();
  await expect(page.getByRole('heading', { name: 'Past imports' })).toBeVisible();
  await expect(line).toBeVisible();
  expect(await writeControls(area(page))).toEqual([]);
  // The CSV export is a read, and stays.
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();

  // Investor Dashboard: the investor's documents download, nothing uploads, archives or edits.
  await page.goto(`/reports/investor-dashboard?investor=${investor.id}`);
  await expect(page.getByRole('heading', { level: 3, name: who.name })).toBeVisible();
  await expect(line).toBeVisible();
  const manager = page.getByRole('region', { name: 'Document Manager', exact: true });
  await expect(manager.getByRole('button', { name: `Download letter-${investor.id}.pdf` })).toBeVisible();
  await expect(page.getByText('Recurring quarterly contribution: none')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Quarterly NAV History' }).getByTestId('nav-Q3_2025'),
  ).toHaveText('150');
  // Batch reports read the books and make statements: the auditor may, and may download the PDF.
  const batch = page.getByRole('region', { name: 'Batch End-of-Quarter Reports', exact: true });
  await batch.getByLabel('Current NAV Price ($)').fill('176.4');
  await batch.getByRole('button', { name: 'Generate Reports' }).click();
  const report = batch.getByRole('article', { name: who.name, exact: true });
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByRole('textbox')).toHaveAttribute('readonly', '');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^Q3-2025-statement-.*\.pdf$/);
  await batch.getByText('NAV Overrides (optional)').click();
  expect(await writeControls(area(page))).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // Admin Tools: the overview and the calculators; no shares management, no saving an investor.
  await page.goto('/reports/admin-tools');
  await expect(page.getByRole('heading', { level: 2, name: 'Fund Administration Tools' })).toBeVisible();
  await expect(line).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calculate Shares' })).toBeVisible();
  expect(await writeControls(area(page))).toEqual([]);

  // Metrics.
  await page.goto('/reports/metrics');
  await expect(page.getByRole('heading', { level: 2, name: 'Share Distribution Metrics' })).toBeVisible();
  await expect(line).toBeVisible();
  expect(await writeControls(area(page))).toEqual([]);

  // The server decides the same: a read answers, a write is refused with 403.
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  expect((await page.request.get('/api/investors', { headers })).status()).toBe(200);
  const refused = await page.request.post('/api/quarters', { headers, data: { quarter: 'Q1 1901' } });
  expect(refused.status()).toBe(403);
  const me = await page.request.get('/api/me', { headers });
  expect(await me.json()).toMatchObject({ role: 'auditor', name: AUDITOR.name });
});

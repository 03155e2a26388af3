import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { DOCUMENT_CATEGORY_LABELS } from '../src/domain/documents/categories';
import { formatFileSize } from '../src/domain/documents/file-size';
import { SELECT_A_FILE } from '../src/domain/documents/messages';
import {
  formatCurrency,
  formatDollars3,
  formatMoney3,
  formatPercent,
  formatReturnUp2,
} from '../src/domain/format';
import { growthProjection } from '../src/domain/investors/growth-projection';
import { INVALID_NAV_VALUE, NO_NAV_DATA_SAVED } from '../src/domain/investors/messages';
import { TIMEFRAME_LABELS, TIMEFRAMES } from '../src/domain/performance/timeframes';
import { viewSeries } from '../src/domain/performance/view-series';
import { FILL_IN_CURRENT_NAV, skippedInvestor } from '../src/domain/reports/messages';
import { reportFileName } from '../src/domain/reports/report-file-name';
import { pdfPages } from '../test/support/pdf-text';
import { sampleFiles } from '../test/support/sample-files';
import { ADMIN, signIn } from './support/accounts';
import { holdRequests } from './support/held-requests';
import { createInvestor, saveNavData, uniqueInvestor, uploadSamplePdf } from './support/investor-api';
import { publicPerformance } from './support/public-data';
import { seriousViolations, horizontalOverflow } from './support/page-checks';
import { fundToday } from './support/fund-clock';

const DASHBOARD = '/reports/investor-dashboard';
const region = (scope: Page | Locator, name: string) => scope.getByRole('region', { name, exact: true });

async function openDashboard(page: Page) {
  await signIn(page, ADMIN, DASHBOARD);
  await expect(page.getByRole('heading', { level: 2, name: 'Investor Dashboard' })).toBeVisible();
}

/** The investor's card in the picker. */
const card = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Investors' }).getByRole('button', { name: new RegExp(name) });

test('the fund chart, and the investor kept in the address across a reload', async ({ page }) => {
  const investor = uniqueInvestor('Picker');
  await openDashboard(page);
  const created = await createInvestor(page, {
    ...investor,
    investmentDate: '2025-07-01',
    amount: '5000',
    nav: '157.736681',
  });

  // Portfolio vs S&P 500: figures as the domain derives them from the public performance data.
  const chart = region(page, 'Portfolio Performance Comparison');
  const { navData } = await publicPerformance(page.request);
  const today = fundToday();
  await expect(chart.getByRole('radio', { name: 'Normalized (start = $100)' })).toBeChecked();
  await expect(chart.getByRole('radio', { name: 'All Time' })).toBeChecked();
  for (const timeframe of TIMEFRAMES) {
    await chart.getByRole('radio', { name: TIMEFRAME_LABELS[timeframe], exact: true }).check();
    const points = viewSeries(navData, { timeframe, mode: 'normalized', today });
    const end = points.at(-1);
    if (!end) {
      await expect(chart.getByText('No data available for selected time range')).toBeVisible();
      continue;
    }
    await expect(chart.getByTestId('fund-portfolio-change')).toHaveText(formatPercent(end.portfolioChange));
    await expect(chart.getByTestId('fund-index-change')).toHaveText(formatPercent(end.spyChange));
    await expect(chart.getByTestId('fund-relative-change')).toHaveText(formatPercent(end.relativeDiff));
    await expect(chart.getByText(end.relativeDiff >= 0 ? 'Outperforming' : 'Underperforming')).toBeVisible();
  }
  await chart.getByRole('radio', { name: 'All Time' }).check();
  await chart.getByRole('radio', { name: 'Actual Price Per Share' }).check();
  const actual = viewSeries(navData, { timeframe: 'all', mode: 'raw', today });
  await expect(chart.getByText(`to ${formatCurrency(actual.at(-1)!.portfolioValue)}`)).toBeVisible();
  // The tooltip: both series with their changes and the relative performance.
  const plot = chart.locator('.recharts-wrapper');
  await plot.hover({ position: { x: 200, y: 150 } });
  await plot.hover({ position: { x: 260, y: 160 } });
  const tooltip = chart.locator('.chart-tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip.getByRole('rowheader', { name: 'Relative Performance' })).toBeVisible();
  await expect(tooltip.getByRole('rowheader', { name: 'S&P 500' })).toBeVisible();

  // Nobody chosen yet; a choice goes into the address and survives a reload.
  await page.reload();
  await expect(page.getByText('Select an Investor')).toBeVisible();
  const choice = card(page, investor.name);
  await expect(choice).toHaveAttribute('aria-pressed', 'false');
  await expect(choice).toContainText(investor.email);
  await expect(choice).toContainText(formatMoney3(5000));
  await expect(choice).toContainText(formatMoney3(created.totalShares));
  await choice.click();
  await expect(page).toHaveURL(new RegExp(`[?&]investor=${created.id}(&|$)`));
  await expect(page.getByText('Select an Investor')).toHaveCount(0);
  await page.reload();
  await expect(card(page, investor.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 3, name: investor.name })).toBeVisible();
  await expect(region(page, 'Investment History').getByRole('row')).toHaveCount(2);
});

test('documents: upload by the file chooser and by drag and drop, download, preview, archive, delete', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const investor = uniqueInvestor('Docs');
  await openDashboard(page);
  const created = await createInvestor(page, {
    ...investor,
    investmentDate: '2025-08-15',
    amount: '1000',
    nav: '160',
  });
  await page.reload();
  await card(page, investor.name).click();
  const manager = region(page, 'Document Manager');
  await expect(manager.getByText('No documents yet.')).toBeVisible();
  const form = manager.getByRole('form', { name: 'Upload a Document' });

  // A file is required.
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByRole('alert')).toHaveText(SELECT_A_FILE);
  await expect(form.getByLabel('File')).toHaveAttribute('aria-invalid', 'true');

  // By the file chooser: the category stays the default, Quarterly Reports.
  const chosen = `Welcome pack ${created.id}.pdf`;
  await form
    .getByLabel('File')
    .setInputFiles({ name: chosen, mimeType: 'application/pdf', buffer: sampleFiles.pdf });
  await expect(form.getByLabel('Category')).toHaveValue('quarterly_report');
  await expect(form.getByLabel('Version')).toHaveValue('1.0');
  await form.getByLabel('Description (optional)').fill('Sent with the subscription');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(manager.getByRole('status').filter({ hasText: `Uploaded ${chosen}` })).toBeVisible();
  const chosenRow = manager.getByRole('row', { name: new RegExp(chosen) });
  await expect(chosenRow).toContainText(DOCUMENT_CATEGORY_LABELS.quarterly_report);
  await expect(chosenRow).toContainText('1.0');
  await expect(chosenRow).toContainText(formatFileSize(sampleFiles.pdf.length));
  await expect(chosenRow).toContainText('Active');

  // By drag and drop: the category is guessed from the name.
  const dropped = `K-1 tax 2025 ${created.id}.pdf`;
  const dataTransfer = await page.evaluateHandle(
    ({ name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
      return transfer;
    },
    { name: dropped, bytes: [...sampleFiles.pdf] },
  );
  const zone = form.getByTestId('document-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(zone).toContainText(`Selected: ${dropped}`);
  await expect(form.getByText('Category detected from the file name: Tax Documents')).toBeVisible();
  await expect(form.getByLabel('Category')).toHaveValue('tax_document');
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(manager.getByRole('status').filter({ hasText: `Uploaded ${dropped}` })).toBeVisible();
  const droppedRow = manager.getByRole('row', { name: new RegExp(dropped) });
  await expect(droppedRow).toContainText(DOCUMENT_CATEGORY_LABELS.tax_document);

  // The category filter.
  await manager.getByLabel('Filter by category').selectOption('tax_document');
  await expect(droppedRow).toBeVisible();
  await expect(chosenRow).toHaveCount(0);
  await manager.getByLabel('Filter by category').selectOption('all');
  await expect(chosenRow).toBeVisible();

  // Download: the very bytes uploaded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    droppedRow.getByRole('button', { name: `Download ${dropped}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(dropped);
  expect(Buffer.compare(await fs.readFile(await download.path()), sampleFiles.pdf)).toBe(0);

  // Preview in the page, in a dialog.
  await droppedRow.getByRole('button', { name: `Preview ${dropped}` }).click();
  const preview = page.getByRole('dialog', { name: `Preview: ${dropped}` });
  await expect(preview).toBeVisible();
  await expect(preview.locator(`iframe[title="Preview of ${dropped}"]`)).toHaveAttribute('src', /^blob:/);
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toHaveCount(0);

  // Archive, behind a confirm dialog; then restore.
  await chosenRow.getByRole('button', { name: `Archive ${chosen}` }).click();
  const archive = page.getByRole('dialog', { name: 'Archive document' });
  await expect(archive).toContainText(chosen);
  await archive.getByRole('button', { name: 'Archive' }).click();
  await expect(archive).toHaveCount(0);
  await expect(chosenRow).toContainText('Archived');
  await chosenRow.getByRole('button', { name: `Restore ${chosen}` }).click();
  await expect(chosenRow).toContainText('Active');

  // Permanent delete, behind a destructive confirm dialog; Cancel keeps the document.
  await droppedRow.getByRole('button', { name: `Delete ${dropped}` }).click();
  let remove = page.getByRole('dialog', { name: 'Delete document permanently' });
  await expect(remove).toContainText('cannot be undone');
  await remove.getByRole('button', { name: 'Cancel' }).click();
  await expect(droppedRow).toBeVisible();
  await droppedRow.getByRole('button', { name: `Delete ${dropped}` }).click();
  remove = page.getByRole('dialog', { name: 'Delete document permanently' });
  await remove.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(manager.getByRole('status').filter({ hasText: `Deleted ${dropped}` })).toBeVisible();
  await expect(droppedRow).toHaveCount(0);
  await expect(manager.getByRole('heading', { name: 'Documents', exact: true })).toBeFocused();
  await expect(chosenRow).toBeVisible();
});

test('quarterly NAV edit, projections, and batch reports edited, copied and saved to documents', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const full = uniqueInvestor('Full');
  const partial = uniqueInvestor('NoNav');
  await openDashboard(page);
  // Full: 10,000 at 150 in Q3 2025 (its Q3_2025 snapshot is 150), year-start 2025 at 140, inception at 100.
  const fullInvestor = await createInvestor(page, {
    ...full,
    investmentDate: '2025-07-01',
    amount: '10000',
    nav: '150',
  });
  await saveNavData(page, fullInvestor.id, 'year-start', { year: '2025', navValue: '140' });
  await saveNavData(page, fullInvestor.id, 'inception', { navValue: '100' });
  // Partial: only the Q3 snapshot; no year-start or inception NAV, so its report is skipped.
  await createInvestor(page, { ...partial, investmentDate: '2025-07-02', amount: '2000', nav: '150' });
  const shares = new Decimal(fullInvestor.totalShares);

  await page.goto(`${DASHBOARD}?investor=${fullInvestor.id}`);
  await expect(page.getByRole('heading', { level: 3, name: full.name })).toBeVisible();

  // Quarterly NAV History: edit Q3 2025 from 150 to 160.
  const history = region(page, 'Quarterly NAV History');
  await expect(history.getByTestId('nav-Q3_2025')).toHaveText('150');
  await history.getByRole('button', { name: 'Edit Q3 2025 NAV' }).click();
  const navField = history.getByLabel('NAV for Q3 2025');
  await expect(navField).toBeFocused();
  await navField.fill('0');
  await history.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(history.getByRole('alert')).toHaveText(INVALID_NAV_VALUE);
  await navField.fill('160');
  await history.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(history.getByTestId('nav-Q3_2025')).toHaveText('160');
  await expect(history.getByRole('status').filter({ hasText: 'Saved the Q3 2025 NAV' })).toBeVisible();

  // Performance Summary at a NAV typed by hand.
  const summary = region(page, 'Performance Summary');
  await summary.getByLabel('Current NAV ($)').fill('176.4');
  const value = shares.times('176.4');
  await expect(summary.getByTestId('summary-value')).toHaveText(formatMoney3(value.toNumber()));
  await expect(summary.getByTestId('summary-gain')).toHaveText(formatMoney3(value.minus(10000).toNumber()));
  await expect(summary.getByTestId('summary-total-return')).toHaveText('+76.400%');

  // Projections: the domain's figures at the defaults (25 %, 10 years), then 10 % over 5 years,
  // then with a recurring contribution of 4,200 a quarter.
  const projections = region(page, 'Portfolio Growth Projections');
  const finalValue = projections.getByTestId('projection-final-value');
  const final = (annualRatePercent: number, years: number, quarterlyContribution?: number) =>
    growthProjection({ currentValue: value, annualRatePercent, years, quarterlyContribution })
      .at(-1)!
      .value.toNumber();
  const projected = (rate: number, years: number, contribution?: number) =>
    `$${formatMoney3(final(rate, years, contribution))}`;
  await expect(projections.getByLabel('Annual growth rate')).toHaveValue('25');
  await expect(projections.getByLabel('Time horizon')).toHaveValue('10');
  await expect(finalValue).toHaveText(projected(25, 10));
  await projections.getByLabel('Annual growth rate').selectOption('10');
  await projections.getByLabel('Time horizon').selectOption('5');
  await expect(finalValue).toHaveText(projected(10, 5));
  const lastRow = projections.getByRole('row', { name: /^Year 5 / });
  await expect(lastRow).toContainText(formatMoney3(final(10, 5)));
  await expect(projections.getByRole('row', { name: /^Year 6 / })).toHaveCount(0);
  await projections.getByLabel('Recurring quarterly contribution ($)').fill('4200');
  await projections.getByRole('button', { name: 'Save Contribution' }).click();
  await expect(
    projections.getByRole('status').filter({ hasText: 'Quarterly contribution saved' }),
  ).toBeVisible();
  await expect(finalValue).toHaveText(projected(10, 5, 4200));

  // Batch reports: the current NAV price is required.
  const batch = region(page, 'Batch End-of-Quarter Reports');
  await expect(batch.getByLabel('Quarter', { exact: true })).toHaveValue('Q3');
  await expect(batch.getByLabel('Year', { exact: true })).toHaveValue('2025');
  await expect(batch.getByLabel('Withdrawal terms')).toHaveValue(
    'No Restrictions Apply - Provide 60 day notice on any withdrawals',
  );
  await batch.getByRole('button', { name: 'Generate Reports' }).click();
  await expect(batch.getByRole('alert')).toHaveText(FILL_IN_CURRENT_NAV);
  await expect(batch.getByLabel('Current NAV Price ($)')).toHaveAttribute('aria-invalid', 'true');

  // Nothing typed in the overrides: nothing to save.
  await batch.getByText('NAV Overrides (optional)').click();
  await batch.getByRole('button', { name: 'Save NAV Data' }).click();
  await expect(batch.getByRole('status').filter({ hasText: NO_NAV_DATA_SAVED })).toBeVisible();

  // The server's answer is held so the progress bar can be seen: it says only 'busy', since the
  // server makes every statement in one request.
  const held = await holdRequests(page, '**/api/reports/statements');
  await batch.getByLabel('Current NAV Price ($)').fill('176.4');
  await batch.getByRole('button', { name: 'Generate Reports' }).click();
  const progress = batch.getByRole('progressbar', { name: 'Generating reports' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-busy', 'true');
  await expect(batch.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  held.release();
  await expect(batch.getByText(/reports? generated for Q3 2025/)).toBeVisible({ timeout: 30_000 });
  await expect(progress).toHaveCount(0);
  await page.unroute('**/api/reports/statements');

  // The investor without year-start and inception NAVs is listed as skipped.
  await expect(batch.getByRole('list', { name: 'Skipped investors' })).toContainText(
    skippedInvestor(partial.name, ['year-start NAV', 'inception NAV']),
  );
  await expect(batch.getByRole('article', { name: partial.name, exact: true })).toHaveCount(0);

  // The full investor's statement: bought in Q3 (nothing held at its start), worth its units at
  // 176.4 at the end; returns from the edited 160, the year's 140 and the inception's 100.
  const report = batch.getByRole('article', { name: full.name, exact: true });
  const text = report.getByRole('textbox', { name: `Statement for ${full.name}` });
  const returnOf = (start: string) =>
    formatReturnUp2(new Decimal('176.4').minus(start).times(100).div(start));
  await expect(text).toHaveValue(new RegExp(`Prepared for: ${full.name}`));
  const statement = await text.inputValue();
  expect(returnOf('160')).toBe('10.25%');
  const closing = value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  // The batch text keeps the Reports area's 3 decimals for money; the figures are the PDF's cents.
  for (const line of [
    'Opening value (Jul 1, 2025): $0.000',
    'Contributions: $10,000.000',
    'Redemptions: $0.000',
    'Management fee: $0.000',
    `Gain: ${formatDollars3(closing.minus(10000))}`,
    `Closing value (Sep 30, 2025): ${formatDollars3(closing)}`,
    'NAV per unit: $176.400',
    `Quarter (Q3 2025): ${returnOf('160')}`,
    `Year to date (2025): ${returnOf('140')}`,
    `Inception to date: ${returnOf('100')}`,
    'No Restrictions Apply - Provide 60 day notice on any withdrawals',
  ]) {
    expect(statement).toContain(line);
  }

  // Edit, copy (two seconds of 'Copied!'), save to the investor's documents.
  const edited = `${statement.trimEnd()}\nP.S. Edited for the e2e journey.\n`;
  await text.fill(edited);
  await report.getByRole('button', { name: 'Copy' }).click();
  await expect(report.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(edited);
  await expect(report.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4_000 });

  const savedName = reportFileName({ id: fullInvestor.id, name: full.name }, 'Q3', 2025, 'txt');
  await report.getByRole('button', { name: 'Save to Documents' }).click();
  await expect(report.getByRole('status').filter({ hasText: `documents as ${savedName}` })).toBeVisible();
  const savedRow = region(page, 'Document Manager').getByRole('row', { name: new RegExp(savedName) });
  await expect(savedRow).toContainText(DOCUMENT_CATEGORY_LABELS.quarterly_report);
  await expect(savedRow).toContainText(formatFileSize(Buffer.byteLength(edited, 'utf8')));
  const [savedCopy] = await Promise.all([
    page.waitForEvent('download'),
    savedRow.getByRole('button', { name: `Download ${savedName}` }).click(),
  ]);
  expect(await fs.readFile(await savedCopy.path(), 'utf8')).toBe(edited);

  // The statement as a PDF, made by the server from the books (edits stay in the text): saved to
  // the documents, and downloaded, its figures readable.
  const pdfName = reportFileName({ id: fullInvestor.id, name: full.name }, 'Q3', 2025, 'pdf');
  await report.getByRole('button', { name: 'Save PDF to Documents' }).click();
  await expect(report.getByRole('status').filter({ hasText: `documents as ${pdfName}` })).toBeVisible();
  await expect(
    region(page, 'Document Manager').getByRole('row', { name: new RegExp(pdfName) }),
  ).toBeVisible();
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe(pdfName);
  const pdfText = (await pdfPages(await fs.readFile(await pdf.path()))).join('\n');
  expect(pdfText).toContain(full.name);
  expect(pdfText).toContain(formatCurrency(closing.toNumber()));
  expect(pdfText).toContain('Page 1 of 1');

  // Download All: one text file with every statement, the edit included.
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    batch.getByRole('button', { name: 'Download All' }).click(),
  ]);
  expect(all.suggestedFilename()).toBe('Q3-2025-statements.txt');
  expect(await fs.readFile(await all.path(), 'utf8')).toContain(edited);

  // Overrides saved for the skipped investor bring it into the next run.
  const partialGroup = batch.getByRole('group', { name: partial.name, exact: true });
  await partialGroup.getByLabel('Year-start NAV (2025)').fill('140');
  await partialGroup.getByLabel('Inception NAV').fill('100');
  await batch.getByRole('button', { name: 'Save NAV Data' }).click();
  await expect(batch.getByRole('status').filter({ hasText: 'Saved 2 NAV values' })).toBeVisible();
  await batch.getByRole('button', { name: 'Generate Reports' }).click();
  await expect(batch.getByRole('article', { name: partial.name, exact: true })).toBeVisible({
    timeout: 30_000,
  });
});

test('the dashboard with every section open has no serious accessibility issue and fits 375 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const investor = uniqueInvestor('A11y');
  await openDashboard(page);
  const created = await createInvestor(page, {
    ...investor,
    investmentDate: '2025-07-01',
    amount: '3000',
    nav: '150',
  });
  await saveNavData(page, created.id, 'year-start', { year: '2025', navValue: '140' });
  await saveNavData(page, created.id, 'inception', { navValue: '100' });
  await uploadSamplePdf(page, created.id, `A long letter name for a narrow screen ${created.id}.pdf`);

  await page.goto(`${DASHBOARD}?investor=${created.id}`);
  await expect(region(page, 'Document Manager').getByRole('row')).toHaveCount(2);
  const batch = region(page, 'Batch End-of-Quarter Reports');
  await batch.getByLabel('Current NAV Price ($)').fill('176.4');
  await batch.getByRole('button', { name: 'Generate Reports' }).click();
  await expect(batch.getByRole('article', { name: investor.name, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await batch.getByText('NAV Overrides (optional)').click();

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    const serious = await seriousViolations(page, '.investor-dashboard');
    expect(serious).toEqual([]);
    const overflow = await horizontalOverflow(page);
    expect(overflow, `no sideways scrolling at ${viewport.width} px`).toBe(0);
  }
});

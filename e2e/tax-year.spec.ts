import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_INVESTOR } from '../src/server/sample-data/sample-investor';
import { pdfPages } from '../test/support/pdf-text';
import { accessToken, ADMIN, INVESTOR, signIn } from './support/accounts';
import { adminApi, createInvestor, uniqueInvestor } from './support/investor-api';

/*
 * Issue 28: the administrator opens the Taxes tab, enters the year-end mark of an SPX put open over
 * 31 December and sees its Section 1256 gain; once the year's last quarter is closed, the investor
 * downloads their tax package from /account. Every e2e file shares one database, so this one writes
 * only in 1991: after fees-and-close's 1990 (whose closed Q2 1990 covers everything before it), before
 * every other file's records.
 */

async function call(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, data?: object) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const response = await page.request.fetch(path, { method, headers, ...(data ? { data } : {}) });
  return { status: response.status(), body: response.status() === 204 ? null : await response.json() };
}

test('a Section 1256 mark on the Taxes tab, then the investor downloads the year’s tax package', async ({
  browser,
}) => {
  // Two people's sessions, the Section 1256 list, the lots, a close and two PDFs: a long journey.
  test.slow();
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, ADMIN, '/reports/taxes');
  // A retry finds 1991 closed: open it again (nothing later is closed by this file).
  const { periods } = (await call(admin, 'GET', '/api/periods')).body as { periods: { quarter: string }[] };
  if (periods.some((p) => p.quarter === 'Q4_1991'))
    await call(admin, 'POST', '/api/periods/Q4_1991/reopen', { reason: 'A retry of the e2e test' });
  const { symbols } = (await call(admin, 'GET', '/api/tax/section-1256')).body as { symbols: string[] };
  if (symbols.includes('MXEF')) await call(admin, 'DELETE', '/api/tax/section-1256/MXEF');
  await createInvestor(admin, {
    ...uniqueInvestor('Tax'),
    investmentDate: '1991-01-03',
    amount: '10000',
    nav: '100',
  });
  await adminApi(admin, 'POST', '/api/positions', {
    positionType: 'THETA',
    quarter: 'Q4 1991',
    ticker: 'SPX',
    openDate: '1991-12-01',
    expirationDate: '01/17/1992',
    strike: 300,
    optionType: 'P',
    contracts: 1,
    premium: 500,
  });

  await expect(admin.getByRole('heading', { level: 2, name: 'Taxes' })).toBeVisible();
  await admin.getByLabel('Tax year').fill('1991');
  const marks = admin.getByRole('region', { name: 'Section 1256 year-end marks' });
  const price = marks.getByLabel(/Year-end price per share of 1 SPX 1992-01-17 300 P written/).last();
  await price.fill('4.10');
  await marks.getByRole('button', { name: 'Save Marks' }).click();
  await expect(marks.getByText('Marks saved')).toBeVisible();
  const realized = admin.getByRole('region', { name: 'Realized gains (Form 8949)' });
  await expect(realized.getByTestId('tax-status')).toContainText('Draft');
  await expect(realized.getByRole('row', { name: /SPX 1992-01-17 300 P written/ }).last()).toContainText(
    'Section 1256',
  );
  // Its dates read as every screen's do (the CSV keeps ISO): written Dec 1, marked at the year's end.
  await expect(realized.getByRole('row', { name: /SPX 1992-01-17 300 P written/ }).last()).toContainText(
    'Dec 1, 1991',
  );
  const allocations = admin.getByRole('region', { name: "Investors' K-1 items" });
  await expect(allocations.getByTestId('tax-sum-check')).toHaveText(
    'The investors’ items sum to the fund’s totals to the cent.',
  );

  // The SPX put is an open lot at the year end, in display dates and the Reports area's 3 decimals.
  const lots = admin.getByRole('region', { name: 'Open lots' });
  const spxLot = lots.getByRole('row', { name: /^SPX Option written Dec 1, 1991/ }).last();
  await expect(spxLot).toContainText('1.000');

  // The fund's Section 1256 list: a bad symbol is refused at its field, a good one added, then removed.
  const list = admin.getByRole('region', { name: 'Section 1256 symbols' });
  const symbol = list.getByRole('textbox', { name: 'Symbol' });
  await symbol.fill('MX EF');
  await list.getByRole('button', { name: 'Add Symbol' }).click();
  await expect(list.getByRole('alert')).toContainText('A symbol is 1 to 12 letters and digits');
  await expect(symbol).toHaveAttribute('aria-invalid', 'true');
  await symbol.fill('mxef');
  await symbol.press('Enter');
  await expect(list.getByText('MXEF added.')).toBeVisible();
  await expect(list.getByTestId('tax-1256-symbols')).toContainText('MXEF');
  await list.getByRole('button', { name: 'Remove MXEF' }).click();
  await expect(list.getByText('MXEF removed.')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Remove MXEF' })).toHaveCount(0);
  await expect(symbol).toBeFocused();

  // The year's last quarter closes: the investor's portal lists the package.
  const closed = await call(admin, 'POST', '/api/periods/Q4_1991/close', { confirmNoFees: true });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  await admin.reload();
  await admin.getByLabel('Tax year').fill('1991');
  await expect(admin.getByTestId('tax-status')).toContainText('Stored when Q4 1991 closed');
  // SPX options are in 1991's stored figures: the list keeps SPX until Q4 1991 is reopened.
  await list.getByRole('button', { name: 'Remove SPX' }).click();
  await expect(list.getByRole('alert')).toContainText('SPX options are in the books of a closed tax year');
  await expect(list.getByTestId('tax-1256-symbols')).toContainText('SPX');

  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(page, INVESTOR, '/account');
  const documents = page.getByRole('region', { name: 'Tax documents' });
  const button = documents.getByRole('button', { name: 'Download 1991 tax package (PDF)' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = (await pdfPages(await fs.readFile((await download.path())!))).join('\n');
  expect(text).toContain(`Partner: ${SAMPLE_INVESTOR.name}`);
  expect(text).toContain('Box 11, code C');
  expect(text).toContain('Ending capital account');

  // A closed Q4 1991 would cover fees-and-close's 1990, which another worker may run later: open it again.
  await call(admin, 'POST', '/api/periods/Q4_1991/reopen', { reason: 'The e2e test is done with 1991' });
});

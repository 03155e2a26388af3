import { expect, test, type Page } from '@playwright/test';
import { booksNavNote } from '../src/domain/books/books-nav';
import { reverseClosed } from '../src/domain/fees/messages';
import { closedPeriodMessage } from '../src/domain/periods/messages';
import { parseQuarter } from '../src/domain/quarters';
import type { FundQuarterList } from '../src/domain/periods/fund-quarters';
import { ADMIN, accessToken, signIn } from './support/accounts';
import { startOwnServer, type OwnServer } from './support/own-server';

/*
 * Issue 31: fields start at the books, and nothing is refused after a confirm. The fee run's quarter is
 * a choice of the fund's quarters and its NAV starts at the books' NAV with its source named; a closed
 * quarter's run shows a disabled Reverse with the reason beside it; Import Undo asks first, and an
 * import inside a closed quarter shows a disabled Undo with the reason beside it. It closes a
 * quarter, which covers the past for every journey: a server of its own.
 */
test.describe.configure({ mode: 'serial' });
let server: OwnServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer();
});
test.afterAll(async () => server?.stop());

async function api(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` };
  const response = await page.request.fetch(`${server.baseURL}${path}`, { method, headers, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

const FILE = [
  'date,time_zone,account,ticker,kind,expiration,strike,side,open_close,quantity,price,fees,order_id',
  '2026-11-02 10:00:00,America/New_York,E2E,QQQ,stock,,,buy,open,5,400,0,E2E-U1',
].join('\n');

test('fee runs start at the books, a closed quarter’s run says why it stays, Undo asks first', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN, `${server.baseURL}/reports/fees`);
  const { quarters } = (await api(page, 'GET', '/api/fund-quarters')) as FundQuarterList;
  const chargeable = quarters.find((each) => each.feeRunRefusal === null)!;
  expect(chargeable.booksNav, 'the sample NAV history prices the quarter').not.toBeNull();

  // Defaults: the quarter is a choice (the newest that can be charged), the NAV the books' with its source.
  const runs = page.getByRole('region', { name: 'Fee runs', exact: true });
  const quarter = runs.getByLabel('Quarter', { exact: true });
  await expect(quarter).toHaveValue(chargeable.quarter);
  await expect(quarter.locator('option')).toHaveCount(quarters.length);
  const nav = runs.getByLabel("NAV per unit at the quarter's end ($)");
  await expect(nav).toHaveValue(String(chargeable.booksNav!.navPerUnit));
  await expect(runs).toContainText(booksNavNote(chargeable.booksNav!));
  // A NAV far from the books' asks for the reason before anything is sent.
  await expect(runs.getByLabel('Reason for this NAV per unit')).toHaveCount(0);
  await nav.fill(String(chargeable.booksNav!.navPerUnit / 2));
  await expect(runs.getByLabel('Reason for this NAV per unit')).toBeVisible();

  // Import Undo asks first: Cancel keeps the import, the confirm undoes it.
  await page.goto(`${server.baseURL}/reports/trades`);
  await page.getByRole('button', { name: 'Import trades' }).click();
  const commitFile = async (name: string, text: string) => {
    await page.getByLabel('Broker file', { exact: true }).setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(text, 'utf8'),
    });
    await page.getByLabel('Format', { exact: true }).selectOption('template');
    await page.getByRole('button', { name: 'Preview import' }).click();
    await page.getByRole('button', { name: 'Commit import' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Import committed' })).toBeVisible();
  };
  // One import inside the quarter that closes below: its Undo will say why it stays.
  await commitFile(
    'undo-closed.csv',
    FILE.replace('2026-11-02', chargeable.start).replace('E2E-U1', 'E2E-U2'),
  );
  await commitFile('undo-asks.csv', FILE);
  const past = page.getByRole('row').filter({ hasText: 'undo-asks.csv' }).first();
  await past.getByRole('button', { name: /Undo/ }).click();
  const ask = page.getByRole('dialog', { name: 'Undo the import of undo-asks.csv?' });
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(past).toContainText('committed');
  await past.getByRole('button', { name: /Undo/ }).click();
  await ask.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Import undone.' })).toBeVisible();
  await expect(past).toContainText('undone');

  // The quarter's run posted at the books' NAV, then the quarter closed: Reverse is disabled, and says why.
  await api(page, 'POST', '/api/fee-runs', {
    quarter: chargeable.quarter,
    navPerUnit: chargeable.booksNav!.navPerUnit,
  });
  await api(page, 'POST', `/api/periods/${chargeable.quarter}/close`, { confirmNoFees: true });
  await page.goto(`${server.baseURL}/reports/fees`);
  const reverse = runs.getByRole('button', { name: `Reverse the ${chargeable.label} fee run` });
  await expect(reverse).toBeDisabled();
  const closed = parseQuarter(chargeable.quarter)!;
  const reason = reverseClosed(closed, closed);
  await expect(runs.getByRole('row', { name: new RegExp(chargeable.label) })).toContainText(reason);
  await expect(reverse).toHaveAccessibleDescription(reason);

  // A quarter that cannot be closed says why beside a disabled Close, before any confirm.
  const close = page.getByRole('region', { name: 'Quarter close', exact: true });
  const current = quarters[0]!;
  await close.getByLabel('Quarter to close').selectOption(current.quarter);
  await expect(close.getByRole('button', { name: 'Close quarter' })).toBeDisabled();
  await expect(close).toContainText(current.closeRefusal!);

  // The import inside the closed quarter: Undo is disabled before any confirm, the server's reason beside it.
  await page.goto(`${server.baseURL}/reports/trades`);
  await page.getByRole('button', { name: 'Import trades' }).click();
  const stays = page.getByRole('row').filter({ hasText: 'undo-closed.csv' }).first();
  const undo = stays.getByRole('button', { name: 'Undo import of undo-closed.csv' });
  await expect(undo).toBeDisabled();
  const said = closedPeriodMessage(closed);
  await expect(stays).toContainText(said);
  await expect(undo).toHaveAccessibleDescription(said);
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Download } from '@playwright/test';
import { ADMIN, signIn } from './support/accounts';
import { startOwnServer, type OwnServer } from './support/own-server';
import { seriousViolations } from './support/page-checks';

/** The backup file's first line: its header. */
async function header(download: Download) {
  const bytes = await fs.readFile(await download.path());
  return JSON.parse(zlib.gunzipSync(bytes).toString('utf8').split('\n')[0]!);
}

test('the administrator downloads a backup of the whole books from Admin Tools', async ({ page }) => {
  await signIn(page, ADMIN, '/reports/admin-tools');
  const panel = page.getByRole('region', { name: 'Backups', exact: true });
  await expect(panel.getByText('Scheduled backups are off')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download a backup now' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^evergreen-theta-fund-backup-\d{8}T\d{6}Z\.ndjson\.gz$/);
  expect(await header(download)).toMatchObject({ format: 'fund-backup', version: 1, source: 'pglite' });
  await expect(panel.getByText(`Downloaded ${download.suggestedFilename()}.`)).toBeVisible();
  expect(await seriousViolations(page, '.backups-panel')).toEqual([]);
});

test.describe('with backups on a schedule', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    // A server's first start builds a database: longer than a journey's own timeout on a busy machine.
    test.setTimeout(120_000);
    server = await startOwnServer({
      BACKUP_DIR: path.join(os.tmpdir(), `fund-e2e-backups-${process.pid}-${Date.now()}`),
      BACKUP_INTERVAL_MINUTES: '0.05',
      BACKUP_KEEP: '3',
    });
  });
  test.afterAll(async () => server?.stop());

  test('lists the scheduled backups with time and size, and downloads one from the keyboard', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN, `${server.baseURL}/reports/admin-tools`);
    const panel = page.getByRole('region', { name: 'Backups', exact: true });
    await expect(panel.getByText(/Every 0\.05 minutes, keeping the newest 3/)).toBeVisible();
    // The first runs a few seconds after start; the list follows a reload.
    await expect(async () => {
      await page.reload();
      await expect(
        panel.getByRole('button', { name: /^Download .*-backup-.*\.ndjson\.gz$/ }).first(),
      ).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 45_000 });
    const row = panel.getByRole('row').nth(1);
    await expect(row.getByRole('cell').nth(1)).toHaveText(/\d+(\.\d+)? (Bytes|KB|MB)/);
    const button = row.getByRole('button');
    const name = (await button.getAttribute('aria-label'))!.replace(/^Download /, '');
    await button.focus();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(name);
    expect(await header(download)).toMatchObject({ format: 'fund-backup' });
  });
});

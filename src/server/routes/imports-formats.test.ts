import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { importFixture } from '../../../test/support/import-fixtures';
import { multipart } from '../../../test/support/multipart';
import type { ImportView } from '../../domain/imports/api-schemas';

/** Every format's fixtures, previewed and committed in turn through the API, then imported again. */
describe.each(databaseTargets())('imports of every format on $name', (target) => {
  let api: ApiApp;

  beforeAll(async () => {
    api = await startApiApp(target);
  });
  afterAll(async () => {
    await api?.close();
  });

  async function previewAndCommit(name: string): Promise<ImportView> {
    const body = multipart([
      { name: 'file', filename: name, content: Buffer.from(importFixture(name), 'utf8'), type: 'text/csv' },
    ]);
    const headers = await api.admin();
    const preview = await api.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(preview.statusCode, preview.body).toBe(201);
    const view = preview.json<ImportView>();
    const decisions = view.rows
      .filter((row) => row.outcome === 'NEEDS_REVIEW')
      .map((row) => ({ rowNumber: row.rowNumber, decision: 'LEAVE' }));
    const commit = await api.app.inject({
      method: 'POST',
      url: `/api/imports/${view.id}/commit`,
      headers,
      payload: { confirmedRolls: view.rolls.map((roll) => roll.id), decisions },
    });
    expect(commit.statusCode, commit.body).toBe(200);
    return commit.json<ImportView>();
  }

  it.each([
    ['ibkr-2025-08-01-20.csv', 'ibkr-2025-08-15-31.csv'],
    ['schwab-2025-10-27-11-10.csv', 'schwab-2025-11-05-11-14.csv'],
    ['template-sample.csv', 'template-2025-09-15-30.csv'],
  ])('books %s with its rolls confirmed, then only the new rows of %s', async (first, second) => {
    const booked = await previewAndCommit(first);
    expect(booked.counts.NEEDS_REVIEW).toBe(0);
    expect(booked.counts.DUPLICATE).toBe(0);
    const later = await previewAndCommit(second);
    expect(later.counts.DUPLICATE).toBeGreaterThan(0);
    expect(later.counts.DUPLICATE).toBeLessThan(later.rows.length);
    const again = await previewAndCommit(first);
    expect(again.counts.DUPLICATE).toBe(again.rows.length);
  });
});

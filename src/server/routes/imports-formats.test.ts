import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { importFixture } from '../../../test/support/import-fixtures';
import { multipart } from '../../../test/support/multipart';
import { THETA, tradeClient } from '../../../test/support/trade-log-kit';
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

describe.each(databaseTargets())(
  'undoing an import that changed a position typed by hand on $name',
  (target) => {
    let api: ApiApp;

    beforeAll(async () => {
      api = await startApiApp(target);
    });
    afterAll(async () => {
      await api?.close();
    });

    it('puts the position back as it was and removes only the import transactions', async () => {
      const client = tradeClient(api);
      const typed = await client.create({
        ...THETA,
        ticker: 'UND',
        contracts: 3,
        expirationDate: '11/21/2025',
      });
      const before = await client.find('Q3 2025', typed.id);
      const text = [
        'date,ticker,kind,expiration,strike,side,open_close,quantity,price,fees',
        '2025-09-10 10:00:00,UND,put,2025-11-21,190,buy,close,2,0.40,1.30',
      ].join('\n');
      const body = multipart([
        { name: 'file', filename: 'u.csv', content: Buffer.from(text), type: 'text/csv' },
      ]);
      const headers = await api.admin();
      const preview = await api.app.inject({
        method: 'POST',
        url: '/api/imports',
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
      const view = preview.json<ImportView>();
      expect(view.rows[0]!.outcome).toBe('PARTIAL_CLOSE');
      const commit = await client.request('POST', `/api/imports/${view.id}/commit`, {});
      expect(commit.statusCode, commit.body).toBe(200);
      const partly = await client.find('Q3 2025', typed.id);
      expect(partly).not.toEqual(before);

      const undo = await client.request('DELETE', `/api/imports/${view.id}`);
      expect(undo.statusCode, undo.body).toBe(200);
      expect(await client.find('Q3 2025', typed.id)).toEqual(before);
      expect((await client.audit('position', typed.id)).map((row) => row.action)).toEqual([
        'create',
        'partial_close',
        'restore',
      ]);
    });
  },
);

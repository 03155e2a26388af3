import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test/support/databases';
import { apiAppFor } from '../../../test/support/api-app';
import { importFixture, uploadImport } from '../../../test/support/import-fixtures';
import { multipart } from '../../../test/support/multipart';
import { refusals, tradeClient } from '../../../test/support/trade-log-kit';
import type { ImportView } from '../../domain/imports/api-schemas';
import { controlCharacterInFile, IMPORT_MESSAGES } from '../../domain/imports/messages';
import { importRows, imports, positions, transactions } from '../db/schema';

describe.each(databaseTargets())('imports API on $name', (target) => {
  const api = apiAppFor(target);
  const client = tradeClient(api);

  const upload = (name: string, text: string, fields: Record<string, string> = {}) =>
    uploadImport(api, name, text, fields);

  async function preview(name: string, fields: Record<string, string> = {}): Promise<ImportView> {
    const res = await upload(name, importFixture(name), fields);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ImportView>();
  }

  const outcomeOf = (view: ImportView, rowNumber: number) =>
    view.rows.find((row) => row.rowNumber === rowNumber)?.outcome;

  const bookedCount = async () => {
    const [row] = await api.app.database.db.select({ count: sql<number>`count(*)::int` }).from(transactions);
    return row!.count;
  };

  it.each([
    ['GET', '/api/imports'],
    ['POST', '/api/imports'],
    ['GET', '/api/imports/1'],
    ['POST', '/api/imports/1/commit'],
    ['DELETE', '/api/imports/1'],
  ] as const)('%s %s is refused signed out (401) and to a member (403)', async (method, url) => {
    expect(await refusals(api, method, url)).toEqual([401, 403]);
  });

  it('describes every import route in the OpenAPI document', async () => {
    const doc = (await api.app.inject('/api/openapi.json')).json<{ paths: Record<string, object> }>();
    expect(Object.keys(doc.paths['/api/imports']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/imports/{id}']!).sort()).toEqual(['delete', 'get']);
    expect(Object.keys(doc.paths['/api/imports/{id}/commit']!)).toEqual(['post']);
    expect(JSON.stringify(doc.paths['/api/imports/{id}/commit'])).toContain('confirmedRolls');
  });

  it('serves the template to anyone', async () => {
    const res = await api.app.inject({ method: 'GET', url: '/api/imports/template.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.body.split('\n')[0]).toMatch(/^date,time_zone,account,ticker,kind/);
  });

  it("gives the position a template row opens the row's tags (docs/requirements.md#imp-template)", async () => {
    const text =
      'date,ticker,kind,expiration,strike,side,open_close,quantity,price,tags\n' +
      '2025-09-03 10:00:00,ko,put,2025-10-17,60,sell,open,1,1.20,"wheel; income"\n';
    const res = await upload('tagged.csv', text);
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json<ImportView>();
    const commit = await client.request('POST', `/api/imports/${view.id}/commit`, {
      confirmedRolls: [],
      decisions: [],
    });
    expect(commit.statusCode, commit.body).toBe(200);
    const opened = (await client.list('Q3_2025')).find((p) => p.ticker === 'KO' && p.type === 'THETA');
    expect(opened?.tags).toEqual(['income', 'wheel']);
  });

  it('refuses a file that is not a known format, naming the known ones', async () => {
    const res = await upload('unknown.csv', importFixture('unknown-format.csv'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: IMPORT_MESSAGES.unknownFormat });
    expect(res.json().error).toContain("tastytrade 'Transactions' CSV");
  });

  it('refuses an unknown chosen format, an empty file and a missing file', async () => {
    const text = importFixture('tastytrade-2025-09-01-19.csv');
    expect((await upload('a.csv', text, { format: 'etrade' })).json()).toEqual({
      error: IMPORT_MESSAGES.unknownFormatChoice,
    });
    expect((await upload('a.csv', '')).json()).toEqual({ error: IMPORT_MESSAGES.emptyFile });
    const body = multipart([{ name: 'account', value: 'x' }]);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { ...(await api.admin()), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect((await upload('a.csv', text, { account: 'a\u0007b' })).json()).toEqual({
      error: 'Account contains a control character',
    });
  });

  it('refuses a file with a NUL or another control character with 400, storing nothing', async () => {
    const text = importFixture('tastytrade-2025-09-01-19.csv');
    const lines = text.split('\n');
    const before = (await client.request('GET', '/api/imports')).json().imports.length;
    for (const control of ['\u0000', '\u001b', '\u0085']) {
      const bad = [...lines.slice(0, 2), `${lines[2]}${control}`, ...lines.slice(3)].join('\n');
      const res = await upload('nul.csv', bad);
      expect(res.statusCode, JSON.stringify(control)).toBe(400);
      expect(res.json()).toEqual({ error: controlCharacterInFile(3) });
    }
    expect(controlCharacterInFile(3)).toBe(
      'Line 3 of the file contains a control character (such as NUL), which no cell may hold. Export the file again, or remove it.',
    );
    expect((await client.request('GET', '/api/imports')).json().imports.length).toBe(before);
    // Tabs and Windows line ends are text, not controls.
    expect((await upload('crlf.csv', text.replaceAll('\n', '\r\n'))).statusCode).toBe(201);
  });

  it('refuses a file over 10 MB while it streams in', async () => {
    const res = await upload('big.csv', 'x'.repeat(10 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: IMPORT_MESSAGES.tooLarge });
  });

  it('reports bad rows with their row number and reason, and previews the rest', async () => {
    const view = await preview('tastytrade-problems.csv');
    expect(view.problems.length).toBeGreaterThan(0);
    for (const problem of view.problems) {
      expect(problem.rowNumber).toBeGreaterThan(1);
      expect(problem.reason).not.toBe('');
    }
    expect(view.rows.length).toBeGreaterThan(0);
  });

  it('previews without writing to the books, then commits, with a confirmed roll, fees and links', async () => {
    const before = await bookedCount();
    const view = await preview('tastytrade-2025-09-01-19.csv', { account: 'Main' });
    expect(await bookedCount()).toBe(before);
    expect(view.format).toBe('tastytrade');
    expect(view.status).toBe('PREVIEW');
    // Row numbers are the file's lines: 2 is the IWM stock row, 3 its assignment.
    expect(outcomeOf(view, 18)).toBe('OPEN_THETA');
    expect(outcomeOf(view, 12)).toBe('CLOSE');
    expect(outcomeOf(view, 14)).toBe('PARTIAL_CLOSE');
    expect(outcomeOf(view, 10)).toBe('EXPIRE');
    expect(outcomeOf(view, 3)).toBe('ASSIGNMENT');
    expect(outcomeOf(view, 2)).toBe('ASSIGNMENT');
    // Two identical fills are two executions: the later row of the newest-first file opens, the other adds.
    expect([outcomeOf(view, 7), outcomeOf(view, 6)]).toEqual(['OPEN_THETA', 'AVERAGE_DOWN']);
    // 01:30 in London on 17 September is 20:30 on the 16th in New York.
    expect(view.rows.find((row) => row.rowNumber === 4)?.tradeTime).toBe('2025-09-16T20:30:00');
    expect(view.rolls).toEqual([
      expect.objectContaining({ id: '9-8', closeRow: 9, openRow: 8, basis: 'SAME_ORDER', confirmed: false }),
    ]);

    const auditsBefore = await client.auditCount();
    const res = await client.request('POST', `/api/imports/${view.id}/commit`, { confirmedRolls: ['9-8'] });
    expect(res.statusCode, res.body).toBe(200);
    // The trades' quarter was created on the way, and every change has its audit row.
    const quarters = await client.request('GET', '/api/quarters');
    expect(quarters.json<{ quarters: string[] }>().quarters).toContain('Q3 2025');
    const committed = res.json<ImportView>();
    expect(committed.status).toBe('COMMITTED');
    expect(outcomeOf(committed, 9)).toBe('ROLL');

    const db = api.app.database.db;
    const linked = await db.select().from(transactions).where(eq(transactions.importId, view.id));
    // Every booked transaction names its row; the SPY sale carries its fees.
    expect(linked.every((t) => t.importRow !== null)).toBe(true);
    const spyOpen = linked.find((t) => t.importRow === 18)!;
    expect(spyOpen.fees).toBe('1.14');
    expect(linked.find((t) => t.importRow === 9)?.type).toBe('ROLL_CLOSE');
    const expired = linked.find((t) => t.importRow === 10)!;
    expect(expired.date).toMatch(/^2025-09-12/);
    const iwmStock = await db.select().from(positions).where(eq(positions.ticker, 'IWM'));
    expect(iwmStock.map((p) => [p.type, p.isOpen])).toEqual(
      expect.arrayContaining([
        ['THETA', false],
        ['STOCK', true],
      ]),
    );
    expect(await client.audit('import', view.id)).toHaveLength(1);
    const changedPositions = new Set(linked.map((t) => t.positionId)).size;
    expect(await client.auditCount()).toBeGreaterThanOrEqual(auditsBefore + changedPositions + 1);
    // Refused a second time.
    const again = await client.request('POST', `/api/imports/${view.id}/commit`, {});
    expect(again.statusCode).toBe(409);
  });

  it('adds nothing when the same file is imported again, and only the new rows of an overlapping export', async () => {
    const before = await bookedCount();
    const same = await preview('tastytrade-2025-09-01-19.csv', { account: 'Main' });
    expect(same.counts.DUPLICATE).toBe(same.rows.length);
    const res = await client.request('POST', `/api/imports/${same.id}/commit`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookedCount()).toBe(before);

    const overlap = await preview('tastytrade-2025-09-15-30.csv', { account: 'Main' });
    const fresh = overlap.rows.filter((row) => row.outcome !== 'DUPLICATE').map((row) => row.ticker);
    expect(fresh.sort()).toEqual(['AMD', 'AMD']);
    const committed = await client.request('POST', `/api/imports/${overlap.id}/commit`, {});
    expect(committed.statusCode, committed.body).toBe(200);
    expect(await bookedCount()).toBe(before + 2);
  });

  it('books a file previewed twice only once, whichever preview is committed second', async () => {
    const text = [
      'date,account,ticker,kind,side,open_close,quantity,price',
      '2025-10-07 10:00:00,Twice,TWO,stock,buy,open,5,10',
    ].join('\n');
    const first = (await upload('twice.csv', text)).json<ImportView>();
    const second = (await upload('twice.csv', text)).json<ImportView>();
    const before = await bookedCount();
    expect((await client.request('POST', `/api/imports/${first.id}/commit`, {})).statusCode).toBe(200);
    const later = await client.request('POST', `/api/imports/${second.id}/commit`, {});
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json<ImportView>().rows[0]!.outcome).toBe('DUPLICATE');
    expect(await bookedCount()).toBe(before + 1);
  });

  it('keeps one imported row per key and occurrence in the database itself', async () => {
    const db = api.app.database.db;
    const [a, b] = await db
      .insert(imports)
      .values([1, 2].map(() => ({ format: 'template', filename: 'x.csv', actor: 't', reading: {} })))
      .returning({ id: imports.id });
    const row = { rowNumber: 2, rowKey: 'same-key', occurrence: 1, execution: {}, imported: true };
    await db.insert(importRows).values({ ...row, importId: a!.id });
    await expect(db.insert(importRows).values({ ...row, importId: b!.id })).rejects.toThrow();
    // A second occurrence, or a row not imported, is fine.
    await db.insert(importRows).values({ ...row, importId: b!.id, occurrence: 2 });
    await db.insert(importRows).values({ ...row, importId: b!.id, rowNumber: 3, imported: false });
  });

  it('lists past imports, newest first', async () => {
    const res = await client.request('GET', '/api/imports');
    expect(res.statusCode).toBe(200);
    const list = res.json<{ imports: { id: number; status: string }[] }>().imports;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]!.id).toBeGreaterThan(list[1]!.id);
  });

  it('undoes an import as a whole, and refuses (409) once something it wrote has changed', async () => {
    const text = [
      'date,time_zone,account,ticker,kind,expiration,strike,side,open_close,quantity,price,fees',
      '2025-10-01 10:00:00,America/New_York,U,ZZZ,put,2025-11-21,50,sell,open,2,1.5,1.30',
      '2025-10-02 10:00:00,America/New_York,U,YYY,stock,,,buy,open,10,20,0',
    ].join('\n');
    const before = await bookedCount();
    const first = (await upload('t.csv', text)).json<ImportView>();
    expect((await client.request('POST', `/api/imports/${first.id}/commit`, {})).statusCode).toBe(200);
    expect(await bookedCount()).toBe(before + 2);
    const undone = await client.request('DELETE', `/api/imports/${first.id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<ImportView>().status).toBe('UNDONE');
    expect(await bookedCount()).toBe(before);
    expect((await client.request('DELETE', `/api/imports/${first.id}`)).statusCode).toBe(409);
    // The list says who imported it and who undid it.
    type Listed = { id: number; actor: string; undoneBy: string | null; undoneAt: string | null };
    const listed = (await client.request('GET', '/api/imports')).json<{ imports: Listed[] }>().imports;
    const entry = listed.find((item) => item.id === first.id)!;
    expect(entry.undoneBy).toBe(entry.actor);
    expect(entry.undoneBy).not.toBeNull();
    expect(entry.undoneAt).not.toBeNull();

    // The rows may come in again, and this time a later close changes what the import wrote.
    const second = (await upload('t.csv', text)).json<ImportView>();
    expect(second.counts.DUPLICATE).toBe(0);
    expect((await client.request('POST', `/api/imports/${second.id}/commit`, {})).statusCode).toBe(200);
    const [stock] = await api.app.database.db.select().from(positions).where(eq(positions.ticker, 'YYY'));
    const close = await client.request('PUT', '/api/stock-holdings', {
      id: stock!.id,
      closeValue: 25,
      closeDate: '2025-10-03',
    });
    expect(close.statusCode, close.body).toBe(200);
    const refused = await client.request('DELETE', `/api/imports/${second.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/changed since/);
  });

  it('asks for a decision on every row that needs review, and a skipped row counts as imported', async () => {
    const text = [
      'date,ticker,kind,expiration,strike,side,open_close,quantity,price',
      '2025-10-06,QRS,call,2025-11-21,10,buy,close,1,0.5',
    ].join('\n');
    const view = (await upload('r.csv', text)).json<ImportView>();
    expect(view.rows[0]).toMatchObject({ outcome: 'NEEDS_REVIEW', reason: IMPORT_MESSAGES.closeWithoutOpen });
    const missing = await client.request('POST', `/api/imports/${view.id}/commit`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^Row 2 needs review/);
    const badRoll = await client.request('POST', `/api/imports/${view.id}/commit`, {
      confirmedRolls: ['1-2'],
      decisions: [{ rowNumber: 2, decision: 'SKIP' }],
    });
    expect(badRoll.statusCode).toBe(400);
    const ok = await client.request('POST', `/api/imports/${view.id}/commit`, {
      decisions: [{ rowNumber: 2, decision: 'SKIP' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const again = (await upload('r.csv', text)).json<ImportView>();
    expect(again.rows[0]!.outcome).toBe('DUPLICATE');
  });

  it.each([
    [{ confirmedRolls: ['x'] }, /^A roll id is two row numbers joined by a dash$/],
    [{ confirmedRolls: 'all' }, /^Invalid body: /],
    [{ decisions: [{ rowNumber: 2, decision: 'GUESS' }] }, /^Invalid body: /],
    [{ decisions: [{ rowNumber: -1, decision: 'SKIP' }] }, /^Invalid body: /],
  ])('refuses a commit body %j with 400, writing nothing', async (body, error) => {
    const view = (
      await upload('bad.csv', 'date,ticker,kind,side,quantity,price\n2025-10-08,BAD,stock,buy,1,1')
    ).json<ImportView>();
    const res = await client.request('POST', `/api/imports/${view.id}/commit`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(error);
    const after = (await client.request('GET', `/api/imports/${view.id}`)).json<ImportView>();
    expect(after.status).toBe('PREVIEW');
  });

  it('answers 404 for an unknown import and 400 for a bad id', async () => {
    expect((await client.request('GET', '/api/imports/999999')).statusCode).toBe(404);
    expect((await client.request('GET', '/api/imports/01')).statusCode).toBe(400);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_CATEGORIES } from '../../domain/documents/categories';
import { reportFileName } from '../../domain/reports/report-file-name';
import { queryRows } from '../db/client';
import { documentCategory } from '../db/schema';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { multipart, type Part } from '../../../test/support/multipart';
import { sampleFiles } from '../../../test/support/sample-files';

const fileParts = (filename: string, content: Buffer | Uint8Array, fields: Record<string, string> = {}) => [
  { name: 'file', filename, content },
  ...Object.entries(fields).map(([name, value]) => ({ name, value })),
];

interface AuditRow {
  actor: string;
  action: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const MB = 1024 * 1024;

describe.each(databaseTargets())('document routes on $name', (target) => {
  let api: ApiApp;
  let admin: Record<string, string>;
  let jane: number;
  let bob: number;

  const upload = (investorId: number, parts: Part[], headers = admin) => {
    const body = multipart(parts);
    return api.app.inject({
      method: 'POST',
      url: `/api/investors/${investorId}/documents`,
      headers: { ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const uploadFile = async (
    investorId: number,
    filename: string,
    content: Buffer | Uint8Array,
    fields: Record<string, string> = {},
  ) => {
    const res = await upload(investorId, fileParts(filename, content, fields));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().document as { id: number; filename: string; fileType: string; isActive: boolean };
  };
  const get = (url: string, headers = admin) => api.app.inject({ method: 'GET', url, headers });
  const list = async (investorId: number, category = 'all') =>
    (await get(`/api/investors/${investorId}/documents?category=${category}`)).json().documents as {
      id: number;
      filename: string;
      isActive: boolean;
    }[];
  const archive = (investorId: number, documentId: number, isActive = false) =>
    api.app.inject({
      method: 'PATCH',
      url: `/api/investors/${investorId}/documents?documentId=${documentId}`,
      headers: admin,
      payload: { isActive },
    });
  const remove = (investorId: number, documentId: number) =>
    api.app.inject({
      method: 'DELETE',
      url: `/api/investors/${investorId}/documents?documentId=${documentId}`,
      headers: admin,
    });
  const documentAudit = (documentId?: number) =>
    queryRows<AuditRow>(
      api.app.database.db,
      documentId === undefined
        ? sql`select actor, action, entity_id, before, after from audit_log where entity = 'document' order by id`
        : sql`select actor, action, entity_id, before, after from audit_log
              where entity = 'document' and entity_id = ${String(documentId)} order by id`,
    );
  const storedCount = async () =>
    (await queryRows<{ n: number }>(api.app.database.db, sql`select count(*)::int as n from documents`))[0]
      ?.n;

  /** What the database and the audit log hold, to show a refused request left nothing behind. */
  const snapshot = async () => ({ documents: await storedCount(), audit: (await documentAudit()).length });

  beforeAll(async () => {
    api = await startApiApp(target, { MAX_UPLOAD_MB: '1' });
    admin = await api.admin();
    const create = async (name: string) =>
      (
        await api.app.inject({
          method: 'POST',
          url: '/api/investors',
          headers: admin,
          payload: { name, email: `${name.toLowerCase().replace(' ', '.')}@fund.test` },
        })
      ).json().id as number;
    jane = await create('Jane Doe');
    bob = await create('Bob Stone');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('keeps the database categories and the domain categories the same', () => {
    expect(documentCategory.enumValues).toEqual([...DOCUMENT_CATEGORIES]);
  });

  describe('access', () => {
    const routes: [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string][] = [
      ['list', 'GET', '/api/investors/1/documents?category=all'],
      ['download', 'GET', '/api/investors/1/documents?documentId=1&action=download'],
      ['upload', 'POST', '/api/investors/1/documents'],
      ['archive', 'PATCH', '/api/investors/1/documents?documentId=1'],
      ['delete', 'DELETE', '/api/investors/1/documents?documentId=1'],
    ];
    const send = (method: (typeof routes)[number][1], url: string, headers: Record<string, string>) => {
      if (method === 'POST') {
        const body = multipart(fileParts('a.pdf', sampleFiles.pdf));
        return api.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': body.contentType },
          payload: body.payload,
        });
      }
      return api.app.inject({
        method,
        url,
        headers,
        ...(method === 'PATCH' ? { payload: { isActive: false } } : {}),
      });
    };

    it.each(routes)('%s refuses a visitor without a token (401)', async (_name, method, url) => {
      const before = await snapshot();
      const res = await send(method, url, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Unauthorized' });
      expect(await snapshot()).toEqual(before);
    });

    it.each(routes)('%s refuses a member without the allowed claim (403)', async (_name, method, url) => {
      const before = await snapshot();
      const res = await send(method, url, await api.member());
      expect(res.statusCode).toBe(403);
      expect(res.json()).toHaveProperty('error');
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('upload', () => {
    it('stores a PDF with its category, version and description, and audits it', async () => {
      const res = await upload(
        jane,
        fileParts('Operating Agreement.pdf', sampleFiles.pdf, {
          category: 'operating_agreement',
          version: '2.1',
          description: 'Signed copy',
        }),
      );
      expect(res.statusCode).toBe(201);
      const { document } = res.json();
      expect(document).toEqual({
        id: expect.any(Number),
        filename: 'Operating Agreement.pdf',
        category: 'operating_agreement',
        version: '2.1',
        description: 'Signed copy',
        fileSize: sampleFiles.pdf.length,
        fileType: 'application/pdf',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        isActive: true,
      });
      const audit = await documentAudit(document.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor: 'admin@fund.test',
        action: 'create',
        before: null,
        after: { id: document.id, investorId: jane, filename: 'Operating Agreement.pdf', isActive: true },
      });
      expect(audit[0]?.after).not.toHaveProperty('content');
    });

    it('defaults the category to quarterly_report, the version to 1.0 and the description to none', async () => {
      const document = await uploadFile(jane, 'notes.txt', sampleFiles.txt, {
        version: ' ',
        description: '',
      });
      expect(document).toMatchObject({
        category: 'quarterly_report',
        version: '1.0',
        description: null,
        fileType: 'text/plain',
      });
    });

    it.each([
      [
        'Word',
        'minutes.docx',
        sampleFiles.docx,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      [
        'Excel',
        'capital.xlsx',
        sampleFiles.xlsx,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      ['legacy Word', 'old.doc', sampleFiles.ole, 'application/msword'],
      ['legacy Excel', 'old.xls', sampleFiles.ole, 'application/vnd.ms-excel'],
      ['JPEG as .jpg', 'id-scan.jpg', sampleFiles.jpeg, 'image/jpeg'],
      ['JPEG as .JPEG', 'ID-SCAN.JPEG', sampleFiles.jpeg, 'image/jpeg'],
      ['PNG', 'chart.png', sampleFiles.png, 'image/png'],
    ])('accepts a %s file', async (_kind, filename, content, fileType) => {
      const document = await uploadFile(bob, filename, content, { category: 'communication' });
      expect(document).toMatchObject({ filename, fileType });
    });

    it.each([
      ['a Unix path', '../../etc/passwd.pdf', 'passwd.pdf'],
      ['a Windows path', 'C:\\x\\y.pdf', 'y.pdf'],
      ['dots and reserved characters', '..report<Q3>..pdf', 'report_Q3_.pdf'],
      ['an over-long name', `${'n'.repeat(300)}.pdf`, `${'n'.repeat(146)}.pdf`],
      ['an accented name', 'Résumé Müller.pdf', 'Résumé Müller.pdf'],
    ])('stores %s sanitised', async (_scenario, filename, stored) => {
      const document = await uploadFile(bob, filename, sampleFiles.pdf);
      expect(document.filename).toBe(stored);
    });

    it('takes a statement saved by the report generator, as text and as PDF', async () => {
      // What the batch screen does: the statements from the server, then each saved as a document.
      const run = {
        quarter: 'Q3',
        year: 2025,
        currentNav: '176.4',
        overrides: [
          { investorId: jane, quarterStartNav: 162.3, yearStartNav: 157.736681, inceptionNav: 100 },
        ],
      };
      const batch = await api.app.inject({
        method: 'POST',
        url: '/api/reports/statements',
        headers: admin,
        payload: run,
      });
      const text: string = batch
        .json()
        .reports.find((r: { investorId: number }) => r.investorId === jane).text;
      const pdf = await api.app.inject({
        method: 'POST',
        url: '/api/reports/statements/pdf',
        headers: admin,
        payload: { ...run, investorId: jane },
      });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const investor = { id: jane, name: 'Jane Doe' };
      const asText = await uploadFile(jane, reportFileName(investor, 'Q3', 2025), Buffer.from(text, 'utf8'), {
        category: 'quarterly_report',
      });
      const asPdf = await uploadFile(jane, reportFileName(investor, 'Q3', 2025, 'pdf'), pdf.rawPayload, {
        category: 'quarterly_report',
      });
      expect([asText.filename, asPdf.filename]).toEqual([
        'Q3-2025-statement-jane-doe.txt',
        'Q3-2025-statement-jane-doe.pdf',
      ]);
      const download = await get(`/api/investors/${jane}/documents?documentId=${asText.id}&action=download`);
      expect(download.body).toBe(text);
    });

    it('accepts a file of exactly MAX_UPLOAD_MB', async () => {
      const content = Buffer.alloc(MB, 0x61);
      const document = await uploadFile(bob, 'exactly-one-megabyte.txt', content);
      expect(document).toMatchObject({ fileType: 'text/plain' });
      expect((await list(bob)).find((row) => row.id === document.id)).toMatchObject({ fileSize: MB });
    });
  });

  describe('refused uploads leave nothing behind', () => {
    const { pdf, png, txt, exe, html, zip, docx } = sampleFiles;
    const NOT_ACCEPTED =
      'This file type is not accepted. Please upload a PDF, Word (doc, docx), Excel (xls, xlsx), text (txt) or image (jpg, jpeg, png) file';
    it.each<[string, Part[], number, string]>([
      ['no file', [{ name: 'category', value: 'tax_document' }], 400, 'Please select a file'],
      ['the empty part of "no file chosen"', fileParts('', Buffer.alloc(0)), 400, 'Please select a file'],
      [
        'a file under another field name',
        [{ name: 'upload', filename: 'a.pdf', content: pdf }],
        400,
        'Please select a file',
      ],
      ['an empty file', fileParts('empty.pdf', Buffer.alloc(0)), 400, 'The file is empty'],
      ['a program', fileParts('setup.exe', exe), 400, NOT_ACCEPTED],
      ['a web page', fileParts('page.html', html), 400, NOT_ACCEPTED],
      ['a name without extension', fileParts('README', txt), 400, NOT_ACCEPTED],
      ['a double extension ending in .exe', fileParts('report.pdf.exe', exe), 400, NOT_ACCEPTED],
      [
        'a PNG named .pdf',
        fileParts('statement.pdf', png),
        400,
        "The file's contents are not a valid .pdf file",
      ],
      [
        'text named .pdf',
        fileParts('statement.pdf', txt),
        400,
        "The file's contents are not a valid .pdf file",
      ],
      [
        'a program named .pdf',
        fileParts('statement.pdf', exe),
        400,
        "The file's contents are not a valid .pdf file",
      ],
      [
        'a web page named .png',
        fileParts('chart.png', html),
        400,
        "The file's contents are not a valid .png file",
      ],
      [
        'a plain zip named .docx',
        fileParts('minutes.docx', zip),
        400,
        "The file's contents are not a valid .docx file",
      ],
      [
        'a Word package named .xlsx',
        fileParts('capital.xlsx', docx),
        400,
        "The file's contents are not a valid .xlsx file",
      ],
      ['a PNG named .txt', fileParts('notes.txt', png), 400, "The file's contents are not a valid .txt file"],
      [
        'an unknown category',
        fileParts('a.pdf', pdf, { category: 'taxes' }),
        400,
        'Category must be one of operating_agreement, quarterly_report, tax_document, investment_document, communication, compliance',
      ],
      [
        'a 21-character version',
        fileParts('a.pdf', pdf, { version: 'v'.repeat(21) }),
        400,
        'Version must be at most 20 characters',
      ],
      [
        'two files',
        [...fileParts('a.pdf', pdf), { name: 'file', filename: 'b.pdf', content: pdf }],
        400,
        'Please upload one file at a time',
      ],
      [
        'a file over MAX_UPLOAD_MB',
        fileParts('big.txt', Buffer.alloc(MB + 1, 0x61)),
        413,
        'File is larger than the 1 MB limit',
      ],
    ])('%s', async (_scenario, parts, status, error) => {
      const before = await snapshot();
      const res = await upload(jane, parts);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
      expect(await snapshot()).toEqual(before);
    });

    it('a body that is not multipart (415)', async () => {
      const before = await snapshot();
      const res = await api.app.inject({
        method: 'POST',
        url: `/api/investors/${jane}/documents`,
        headers: admin,
        payload: { file: 'a.pdf' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ error: 'Please send the file as multipart/form-data' });
      expect(await snapshot()).toEqual(before);
    });

    it('a truncated multipart body', async () => {
      const before = await snapshot();
      const body = multipart(fileParts('a.pdf', pdf));
      const res = await api.app.inject({
        method: 'POST',
        url: `/api/investors/${jane}/documents`,
        headers: { ...admin, 'content-type': body.contentType },
        payload: body.payload.subarray(0, body.payload.length - 30),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'The upload could not be read. Please try again.' });
      expect(await snapshot()).toEqual(before);
    });

    it('an unknown investor (404)', async () => {
      const before = await snapshot();
      const res = await upload(999999, fileParts('a.pdf', pdf));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Investor not found' });
      expect(await snapshot()).toEqual(before);
    });
  });

  describe('list', () => {
    let investorId: number;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      investorId = (
        await api.app.inject({
          method: 'POST',
          url: '/api/investors',
          headers: admin,
          payload: { name: 'Lister', email: 'lister@fund.test' },
        })
      ).json().id;
      ids.k1 = (
        await uploadFile(investorId, 'K-1 2024.pdf', sampleFiles.pdf, { category: 'tax_document' })
      ).id;
      ids.q3 = (await uploadFile(investorId, 'Q3 report.pdf', sampleFiles.pdf)).id;
      ids.memo = (
        await uploadFile(investorId, 'memo.txt', sampleFiles.txt, { category: 'communication' })
      ).id;
      expect((await archive(investorId, ids.k1)).statusCode).toBe(200);
    });

    it('lists every document, newest first, archived ones included, without their bytes', async () => {
      const res = await get(`/api/investors/${investorId}/documents?category=all`);
      expect(res.statusCode).toBe(200);
      const { documents } = res.json();
      expect(documents.map((row: { id: number }) => row.id)).toEqual([ids.memo, ids.q3, ids.k1]);
      expect(documents.map((row: { isActive: boolean }) => row.isActive)).toEqual([true, true, false]);
      expect(Object.keys(documents[0]).sort()).toEqual(
        [
          'category',
          'createdAt',
          'description',
          'fileSize',
          'fileType',
          'filename',
          'id',
          'isActive',
          'version',
        ].sort(),
      );
    });

    it('lists all when no category is given', async () => {
      const res = await get(`/api/investors/${investorId}/documents`);
      expect(res.json().documents).toHaveLength(3);
    });

    it.each([
      ['tax_document', ['K-1 2024.pdf']],
      ['quarterly_report', ['Q3 report.pdf']],
      ['communication', ['memo.txt']],
      ['compliance', []],
    ])('lists one category: %s', async (category, names) => {
      expect((await list(investorId, category)).map((row) => row.filename)).toEqual(names);
    });

    it('lists only the investor’s own documents', async () => {
      const other = await list(jane);
      expect(other.some((row) => Object.values(ids).includes(row.id))).toBe(false);
    });

    it.each([
      [
        'an unknown category',
        '?category=taxes',
        'Invalid querystring: category: Expected all or one of operating_agreement, quarterly_report, tax_document, investment_document, communication, compliance',
      ],
      ['an action without a document', '?action=download', 'Please choose a document (documentId)'],
      [
        'a document id that is not a number',
        '?documentId=abc',
        'Invalid querystring: documentId: Please choose a document (documentId)',
      ],
      [
        'an unknown action',
        '?documentId=1&action=open',
        'Invalid querystring: action: Expected download or preview',
      ],
    ])('refuses %s', async (_scenario, query, error) => {
      const res = await get(`/api/investors/${investorId}/documents${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error });
    });

    it('answers 404 for an unknown investor', async () => {
      const res = await get('/api/investors/999999/documents?category=all');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Investor not found' });
    });
  });

  describe('download and preview', () => {
    it.each([
      ['a PDF', 'statement.pdf', sampleFiles.pdf, 'application/pdf'],
      [
        'a Word file',
        'minutes.docx',
        sampleFiles.docx,
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['a text file, as UTF-8', 'notes.txt', sampleFiles.txt, 'text/plain; charset=utf-8'],
      ['an image', 'chart.png', sampleFiles.png, 'image/png'],
    ])('sends %s back byte for byte as an attachment', async (_kind, filename, content, type) => {
      const { id } = await uploadFile(jane, filename, content);
      const res = await get(`/api/investors/${jane}/documents?documentId=${id}&action=download`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
      expect(res.headers['content-length']).toBe(String(content.length));
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it('downloads when no action is given', async () => {
      const { id } = await uploadFile(jane, 'default.pdf', sampleFiles.pdf);
      const res = await get(`/api/investors/${jane}/documents?documentId=${id}`);
      expect(res.headers['content-disposition']).toBe('attachment; filename="default.pdf"');
    });

    it('names a non-ASCII file for every browser (RFC 6266 filename*)', async () => {
      const { id } = await uploadFile(jane, 'Résumé Müller.pdf', sampleFiles.pdf);
      const res = await get(`/api/investors/${jane}/documents?documentId=${id}&action=download`);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Resume Muller.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20M%C3%BCller.pdf`,
      );
    });

    it('downloads an archived document too', async () => {
      const { id } = await uploadFile(jane, 'old.pdf', sampleFiles.pdf);
      await archive(jane, id);
      const res = await get(`/api/investors/${jane}/documents?documentId=${id}&action=download`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    });

    it.each([
      ['a PDF', 'preview.pdf', sampleFiles.pdf, 'application/pdf'],
      ['a PNG', 'preview.png', sampleFiles.png, 'image/png'],
      ['a JPEG', 'preview.jpg', sampleFiles.jpeg, 'image/jpeg'],
    ])('previews %s inline', async (_kind, filename, content, type) => {
      const { id } = await uploadFile(jane, filename, content);
      const res = await get(`/api/investors/${jane}/documents?documentId=${id}&action=preview`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(content)).toBe(true);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-disposition']).toBe(`inline; filename="${filename}"`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it.each([
      ['a text file', 'preview.txt', sampleFiles.txt],
      ['a Word file', 'preview.docx', sampleFiles.docx],
      ['an Excel file', 'preview.xls', sampleFiles.ole],
    ])('does not preview %s', async (_kind, filename, content) => {
      const { id } = await uploadFile(jane, filename, content);
      const res = await get(`/api/investors/${jane}/documents?documentId=${id}&action=preview`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Preview is available for PDF and image files only' });
    });
  });

  describe('archive, restore and delete', () => {
    it('archives, keeping the row, and restores, each with an audit row', async () => {
      const { id } = await uploadFile(jane, 'to-archive.pdf', sampleFiles.pdf);
      const archived = await archive(jane, id);
      expect(archived.statusCode).toBe(200);
      expect(archived.json().document).toMatchObject({ id, filename: 'to-archive.pdf', isActive: false });
      expect((await list(jane)).find((row) => row.id === id)).toMatchObject({ isActive: false });

      const restored = await archive(jane, id, true);
      expect(restored.json().document).toMatchObject({ id, isActive: true });
      const audit = await documentAudit(id);
      expect(audit.map((row) => row.action)).toEqual(['create', 'archive', 'restore']);
      expect(audit[1]).toMatchObject({
        actor: 'admin@fund.test',
        before: { isActive: true },
        after: { isActive: false },
      });
      expect(audit[1]?.after).not.toHaveProperty('content');
    });

    it('changes and logs nothing when archiving what is already archived', async () => {
      const { id } = await uploadFile(jane, 'twice.pdf', sampleFiles.pdf);
      await archive(jane, id);
      const res = await archive(jane, id);
      expect(res.statusCode).toBe(200);
      expect(res.json().document).toMatchObject({ isActive: false });
      expect((await documentAudit(id)).map((row) => row.action)).toEqual(['create', 'archive']);
    });

    it.each([
      ['no isActive', {}],
      ['text instead of a boolean', { isActive: 'false' }],
    ])('refuses %s', async (_scenario, payload) => {
      const { id } = await uploadFile(jane, 'bad-patch.pdf', sampleFiles.pdf);
      const res = await api.app.inject({
        method: 'PATCH',
        url: `/api/investors/${jane}/documents?documentId=${id}`,
        headers: admin,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Invalid body: isActive: Expected true (restore) or false (archive)',
      });
    });

    it('deletes for good, with an audit row of what it was', async () => {
      const { id } = await uploadFile(jane, 'to-delete.pdf', sampleFiles.pdf);
      const res = await remove(jane, id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await list(jane)).some((row) => row.id === id)).toBe(false);
      expect(
        (await get(`/api/investors/${jane}/documents?documentId=${id}&action=download`)).statusCode,
      ).toBe(404);
      const audit = await documentAudit(id);
      expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
      expect(audit[1]).toMatchObject({ before: { id, filename: 'to-delete.pdf' }, after: null });
      expect(audit[1]?.before).not.toHaveProperty('content');
      expect((await remove(jane, id)).statusCode).toBe(404);
    });
  });

  describe('another investor’s document or an unknown one', () => {
    let janes: number;
    beforeAll(async () => {
      janes = (await uploadFile(jane, 'private.pdf', sampleFiles.pdf)).id;
    });

    it.each([
      ['download', 'GET', 'action=download'],
      ['preview', 'GET', 'action=preview'],
      ['archive', 'PATCH', ''],
      ['delete', 'DELETE', ''],
    ] as const)('%s answers 404 and touches nothing', async (_name, method, action) => {
      const before = await snapshot();
      for (const [investorId, documentId] of [
        [bob, janes],
        [jane, 999999],
        [999999, janes],
      ] as const) {
        const res = await api.app.inject({
          method,
          url: `/api/investors/${investorId}/documents?documentId=${documentId}${action ? `&${action}` : ''}`,
          headers: admin,
          ...(method === 'PATCH' ? { payload: { isActive: false } } : {}),
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Document not found' });
      }
      expect(await snapshot()).toEqual(before);
      expect((await list(jane)).find((row) => row.id === janes)).toMatchObject({ isActive: true });
    });
  });
});

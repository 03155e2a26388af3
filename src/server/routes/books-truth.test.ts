import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../domain/format';
import { interimTitle } from '../../domain/statements/statement-view';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { pdfPages } from '../../../test/support/pdf-text';

type Headers = Record<string, string>;

// The day: November 27, 2026 (New York), inside Q4 2026; Q3 2026 has ended.
const NOW = new Date('2026-11-27T16:00:00Z');
const TODAY = '2026-11-27';

/*
 * One truth per figure (issue 31, decision 029), on the sample fund: a closed quarter's statement is
 * one file for the administrator, the batch and the investor; a quarter that has not ended gives an
 * interim statement; previews default to the books and are held to them; removing the sample data
 * says what blocks it.
 */
describe.each(databaseTargets())('the books tell one truth on $name', (target) => {
  let api: ApiApp;
  let admin: Headers;
  let riley: Headers;
  let rileyId: number;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ok = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => {
    const res = await call(method, url, headers, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };

  beforeAll(async () => {
    api = await startApiApp(target, { DEMO_DATA: 'on' }, {}, { now: () => NOW });
    admin = await api.admin();
    riley = await api.bearer({ sub: 'riley', email: 'investor@fund.local', email_verified: true });
    const investors = (await ok('GET', '/api/investors', admin)).json() as { id: number; name: string }[];
    rileyId = investors.find((each) => each.name === 'Riley Park')!.id;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('gives an interim statement, with no closing value, for the quarter that has not ended', async () => {
    const list = (await ok('GET', '/api/me/statements', riley)).json().statements as {
      quarter: string;
      asOf?: string;
    }[];
    expect(list.find((each) => each.quarter === 'Q4_2026')?.asOf).toBe(TODAY);
    expect(list.find((each) => each.quarter === 'Q3_2026')?.asOf).toBeUndefined();

    const pdf = await ok('GET', '/api/me/statements/Q4_2026', riley);
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toContain(interimTitle(TODAY));
    expect(interimTitle(TODAY)).toBe(`Interim statement as of ${formatDate(TODAY)}`);
    expect(text).toContain(`Value as of ${formatDate(TODAY)}`);
    expect(text).not.toContain('Closing value');
    expect(text).not.toContain('December 31, 2026');
    expect(text).not.toContain('Dec 31, 2026');

    const ended = (await pdfPages((await ok('GET', '/api/me/statements/Q3_2026', riley)).rawPayload)).join(
      '\n',
    );
    expect(ended).toContain('Closing value');
    expect(ended).not.toContain('Interim');
  });

  it("serves a closed quarter's statement as one file to the administrator, the batch and the investor", async () => {
    const before = (await ok('GET', `/api/investors/${rileyId}/statements/Q3_2026`, admin)).rawPayload;
    const portalBefore = (await ok('GET', '/api/me/statements/Q3_2026', riley)).rawPayload;
    // Before the close: the same figures (made by the one renderer from the one books).
    expect(Buffer.compare(before, portalBefore)).toBe(0);

    await ok('POST', '/api/periods/Q3_2026/close', admin, { confirmNoFees: true });
    const stored = (await ok('GET', `/api/investors/${rileyId}/statements/Q3_2026`, admin)).rawPayload;
    const portal = (await ok('GET', '/api/me/statements/Q3_2026', riley)).rawPayload;
    // The batch, even at a NAV typed far from the books', hands out the stored file.
    const batch = (
      await ok('POST', '/api/reports/statements/pdf', admin, {
        quarter: 'Q3',
        year: '2026',
        currentNav: '112.5',
        investorId: rileyId,
      })
    ).rawPayload;
    expect(Buffer.compare(stored, portal)).toBe(0);
    expect(Buffer.compare(stored, batch)).toBe(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_MESSAGES as M } from '../../domain/tax/messages';
import { DEFAULT_SECTION_1256_UNDERLYINGS } from '../../domain/tax/section1256';
import type { RealizedAnswer } from '../../domain/tax/api-schemas';
import { databaseTargets } from '../../../test/support/databases';
import { startApiApp, type ApiApp } from '../../../test/support/api-app';
import { auditCount, expectAdminOnly, sendJson, type Method } from '../../../test/support/api-checks';
import { investorWith } from '../../../test/support/portal-kit';

type Headers = Record<string, string>;
const URL = '/api/tax/section-1256';

/*
 * The Section 1256 list (decision 026, second pass): read by the administrator and the auditor, changed
 * by the administrator only, one audit row a change, bad symbols refused with nothing written, the tax
 * rules reading the saved list, and a change refused while a year holding the symbol's options is closed.
 */
describe.each(databaseTargets())('the Section 1256 list on $name', (target) => {
  let api: ApiApp;
  let admin: Headers;
  let auditor: Headers;
  let investor: Headers;

  const send = (method: Method, url: string, payload?: object, headers = admin) =>
    sendJson(api.app, method, url, headers, payload);
  /** The answer of a call that must succeed. */
  async function ok(method: Method, url: string, payload?: object) {
    const res = await send(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json();
  }
  const isSection1256Row = async (description: string) => {
    const realized: RealizedAnswer = await ok('GET', '/api/tax/2025/realized');
    return realized.rows.find((row) => row.description === description)?.section1256;
  };

  beforeAll(async () => {
    api = await startApiApp(target);
    admin = await api.admin();
    auditor = await api.bearer({ sub: 'aud', allowed: false, auditor: true });
    await investorWith(api.app, admin, { name: 'Ann Able', email: 'ann@fund.test' }, [
      { date: '2025-01-15', amount: '10000', nav: '100' },
    ]);
    investor = await api.bearer({ sub: 'ann', email: 'ann@fund.test', email_verified: true });
    // A written SPX put and a written IWM put, both closed in 2025.
    for (const [ticker, strike] of [
      ['SPX', 5000],
      ['IWM', 200],
    ] as const) {
      const put = await ok('POST', '/api/positions', {
        positionType: 'THETA',
        quarter: 'Q3 2025',
        ticker,
        openDate: '2025-07-07',
        expirationDate: '09/19/2025',
        strike,
        optionType: 'P',
        contracts: 1,
        premium: 500,
      });
      await ok('PUT', '/api/theta-holdings', { id: put.id, closeValue: 100, closeDate: '2025-08-04' });
    }
  });
  afterAll(async () => {
    await api?.close();
  });

  it('reads the default list until the fund saves its own; the auditor reads, only the administrator writes', async () => {
    expect((await send('GET', URL, undefined, {})).statusCode).toBe(401);
    expect((await send('GET', URL, undefined, investor)).statusCode).toBe(403);
    const read = await send('GET', URL, undefined, auditor);
    expect([read.statusCode, read.json()]).toEqual([
      200,
      { symbols: [...DEFAULT_SECTION_1256_UNDERLYINGS], isDefault: true, max: 50 },
    ]);
    await expectAdminOnly(api, investor, 'POST', URL, { symbol: 'IWM' });
    await expectAdminOnly(api, investor, 'DELETE', `${URL}/SPX`);
    const audits = await auditCount(api.app);
    expect((await send('POST', URL, { symbol: 'IWM' }, auditor)).statusCode).toBe(403);
    expect((await send('DELETE', `${URL}/SPX`, undefined, auditor)).statusCode).toBe(403);
    expect(await auditCount(api.app)).toBe(audits);
  });

  it.each([
    ['no body field', {}, M.symbolRequired],
    ['a number', { symbol: 42 }, M.symbol],
    ['blank', { symbol: '   ' }, M.symbolRequired],
    ['too long', { symbol: 'ABCDEFGHIJKLM' }, 'Symbol must be at most 12 characters'],
    ['a control character', { symbol: 'SP\u0007X' }, 'Symbol contains a control character'],
    ['a line break', { symbol: 'SPX\r\nBcc' }, 'Symbol contains a control character'],
    ['a space inside', { symbol: 'S PX' }, M.symbol],
    ['a digit first', { symbol: '1SPX' }, M.symbol],
    ['already listed, as a broker writes it', { symbol: '$spx' }, M.symbolListed('SPX')],
  ])('a symbol that is %s is a 400 and writes nothing', async (_, body, message) => {
    const audits = await auditCount(api.app);
    const res = await send('POST', URL, body);
    expect([res.statusCode, res.json().error]).toEqual([400, message]);
    expect(await auditCount(api.app)).toBe(audits);
  });

  it('adds and removes symbols, one audit row each, and the tax rules read the list', async () => {
    expect(await isSection1256Row('1 IWM 2025-09-19 200 P written')).toBe(false);
    const audits = await auditCount(api.app);
    const added = await ok('POST', URL, { symbol: ' iwm ' });
    expect(added).toEqual({
      symbols: [...DEFAULT_SECTION_1256_UNDERLYINGS, 'IWM'],
      isDefault: false,
      max: 50,
    });
    expect(await auditCount(api.app)).toBe(audits + 1);
    expect(await isSection1256Row('1 IWM 2025-09-19 200 P written')).toBe(true);

    const removed = await ok('DELETE', `${URL}/%24SPX`);
    expect(removed.symbols).not.toContain('SPX');
    expect(await isSection1256Row('1 SPX 2025-09-19 5000 P written')).toBe(false);
    expect(await auditCount(api.app)).toBe(audits + 2);
    const missing = await send('DELETE', `${URL}/SPX`);
    expect([missing.statusCode, missing.json().error]).toEqual([404, M.symbolNotListed('SPX')]);
    const bad = await send('DELETE', `${URL}/S%0APX`);
    expect([bad.statusCode, bad.json().error]).toEqual([400, 'Symbol contains a control character']);
    expect(await auditCount(api.app)).toBe(audits + 2);
    expect((await ok('GET', URL)).symbols).toEqual(removed.symbols);
  });

  it('keeps an emptied list empty rather than falling back to the default', async () => {
    for (const symbol of (await ok('GET', URL)).symbols as string[]) await ok('DELETE', `${URL}/${symbol}`);
    expect(await ok('GET', URL)).toEqual({ symbols: [], isDefault: false, max: 50 });
    expect(await isSection1256Row('1 IWM 2025-09-19 200 P written')).toBe(false);
    await ok('POST', URL, { symbol: 'SPX' });
  });

  it('refuses a change to a symbol whose options are in a closed year, until that year is reopened', async () => {
    await ok('POST', '/api/periods/Q4_2025/close', { confirmNoFees: true });
    const audits = await auditCount(api.app);
    const refused = await send('DELETE', `${URL}/SPX`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(
      /^SPX options are in the books of a closed tax year, .*Q4 2025 is closed/,
    );
    expect((await send('POST', URL, { symbol: 'IWM' })).statusCode).toBe(409);
    expect(await auditCount(api.app)).toBe(audits);
    // A symbol with no option in the books changes no closed year.
    expect((await ok('POST', URL, { symbol: 'XSP' })).symbols).toEqual(['SPX', 'XSP']);
    const reopened = await send('POST', '/api/periods/Q4_2025/reopen', {
      reason: 'A late broker correction',
    });
    expect(reopened.statusCode).toBe(204);
    expect((await ok('DELETE', `${URL}/SPX`)).symbols).toEqual(['XSP']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount as auditRows } from '../../test/support/api-checks';
import { databaseTargets } from '../../test/support/databases';
import { startRouteWalk, writeFixtures, type RouteWalk } from '../../test/support/route-walk';
import { BASELINES, type Baseline, type Fixtures } from '../../test/support/write-baselines';

/*
 * docs/requirements.md#period-close: with Q3 2025 closed, and then with Q3 open but Q4 2025 closed (a
 * close covers the past, decision 023), every write route of the app's own route table is either
 * refused with 409 and exactly the closed text, writing nothing, or listed here as not dated, with the
 * reason. A new write route fails the first test until it is put in one of the two.
 */

const CLOSED = { error: 'Q3 2025 is closed. Reopen it to change its records.' };
const LATER_CLOSED = { error: 'Q4 2025 is closed. Reopen it to change its records.' };
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Extra {
  feeRun: number;
  committedImport: number;
}
interface Request {
  method: string;
  url: string;
  body?: Record<string, unknown>;
}

/** The write route's baselines that write inside Q3 2025 (src/server/bad-input.test.ts sends them all). */
const fromBaselines =
  (key: string, pick: (baseline: Baseline, index: number) => boolean = () => true) =>
  (f: Fixtures): Request[] => {
    const [method, path] = key.split(' ') as [string, string];
    return BASELINES[key]!(f)
      .filter(pick)
      .map((baseline) => ({
        method,
        url: `${path.replace(':id', String(baseline.id ?? f.investor)).replace(':year', baseline.year ?? '2024')}${baseline.query ? `?${baseline.query}` : ''}`,
        body: baseline.body,
      }));
  };

/** Write routes refused in the closed quarter, with requests dated inside it. */
const REFUSED: Record<string, (f: Fixtures, extra: Extra) => Request[]> = {
  'POST /api/positions': fromBaselines('POST /api/positions'),
  'PUT /api/theta-holdings': fromBaselines('PUT /api/theta-holdings'),
  'PATCH /api/theta-holdings': fromBaselines('PATCH /api/theta-holdings'),
  'POST /api/theta-holdings': fromBaselines('POST /api/theta-holdings'),
  'PUT /api/option-holdings': fromBaselines('PUT /api/option-holdings'),
  'PATCH /api/option-holdings': fromBaselines('PATCH /api/option-holdings'),
  'POST /api/option-holdings': fromBaselines('POST /api/option-holdings'),
  // Closed today, outside the quarter: refused because the position belongs to Q3 2025's Trade Log.
  'PUT /api/stock-holdings': fromBaselines('PUT /api/stock-holdings'),
  'PATCH /api/stock-holdings': fromBaselines('PATCH /api/stock-holdings'),
  // Create New Quarter moves Q3 2025's open positions out of its list.
  'POST /api/quarters': fromBaselines('POST /api/quarters'),
  'POST /api/app-settings': fromBaselines('POST /api/app-settings'),
  // A 2024 year-end mark: the close of Q3 2025 covers every earlier day.
  'PUT /api/tax/:year/marks': fromBaselines('PUT /api/tax/:year/marks'),
  'POST /api/investors/with-investment': fromBaselines('POST /api/investors/with-investment'),
  'POST /api/investor-investments': fromBaselines('POST /api/investor-investments'),
  // The quarterly snapshot of Q3 2025 (the year-start value is dated 1 January, outside it).
  'POST /api/investors/:id/nav-data': fromBaselines(
    'POST /api/investors/:id/nav-data',
    (_b, index) => index === 0,
  ),
  'POST /api/imports/:id/commit': fromBaselines('POST /api/imports/:id/commit'),
  'DELETE /api/imports/:id': (_f, extra) => [
    { method: 'DELETE', url: `/api/imports/${extra.committedImport}` },
  ],
  'POST /api/fee-runs': () => [
    { method: 'POST', url: '/api/fee-runs', body: { quarter: 'Q3_2025', navPerUnit: 100 } },
  ],
  'DELETE /api/fee-runs/:id': (_f, extra) => [{ method: 'DELETE', url: `/api/fee-runs/${extra.feeRun}` }],
  // Tagging edits a position of Q3 2025's Trade Log.
  'POST /api/positions/tags': fromBaselines('POST /api/positions/tags'),
  // A dealing date in Q3 2025 books a record there (the books' guard answers before the request's rules).
  'POST /api/requests/:id/approve': (f) => [
    {
      method: 'POST',
      url: `/api/requests/${f.requestToApprove}/approve`,
      body: { dealingDate: '2025-07-02', navPerUnit: '100' },
    },
  ],
};

/** Write routes that date nothing in the books, and why. */
const NOT_DATED: Record<string, string> = {
  'POST /api/investors': 'a new investor without records',
  'PATCH /api/investors/:id': "an investor's name, e-mail or planned contribution",
  'PUT /api/investors/:id/fee-terms': 'terms, which only a fee run (refused) applies',
  'PUT /api/fees/terms': 'terms, which only a fee run (refused) applies',
  'POST /api/fee-runs/preview': 'writes nothing',
  'POST /api/investors/:id/documents': 'documents are files, not dated records of the books',
  'PATCH /api/investors/:id/documents': 'documents are files, not dated records of the books',
  'DELETE /api/investors/:id/documents': 'documents are files, not dated records of the books',
  'PUT /api/investors/:id/identity': 'the link of a sign-in to an investor',
  'DELETE /api/investors/:id/identity': 'the link of a sign-in to an investor',
  'POST /api/imports': 'stores the preview of a file; its commit is refused',
  'POST /api/stock-holdings': 'refuses every request: stock positions cannot be rolled',
  'POST /api/periods/:quarter/close': 'the close itself',
  'POST /api/periods/:quarter/reopen': 'the way to open the quarter again',
  'POST /api/reports/statements': 'writes nothing (the batch statements, read with a body)',
  'POST /api/reports/statements/pdf': 'writes nothing (a batch statement, read with a body)',
  'POST /api/me/requests': 'a request, not a record of the books: its approval is refused',
  'DELETE /api/me/requests/:id': 'cancels a request, which booked nothing',
  'POST /api/requests/:id/reject': 'declines a request, booking nothing',
  'POST /api/me/notices/:id/read': 'a notice read: not the books',
  'PUT /api/me/notice-preferences': 'which notices an investor receives: not the books',
  'POST /api/outbox/:id/retry': 'an e-mail queued again: not the books',
  'POST /api/notices/unsubscribe': 'a kind of e-mail turned off: not the books',
  'POST /api/tax/section-1256':
    'the fund’s Section 1256 list: refused while a closed year holds an option on the symbol (tax-section-1256.test.ts)',
  'DELETE /api/tax/section-1256/:symbol':
    'the fund’s Section 1256 list: refused while a closed year holds an option on the symbol (tax-section-1256.test.ts)',
  'DELETE /api/sample-data':
    'removes the sample fund only; refused when a sample row lies in a closed quarter (sample-fund.test.ts)',
};

/** The not-dated routes a JSON request can show still working in the closed quarter. */
const STILL_WORKS = (f: Fixtures): Request[] => [
  { method: 'POST', url: '/api/investors', body: { name: 'New Nora', email: 'nora@fund.test' } },
  { method: 'PATCH', url: `/api/investors/${f.investor}`, body: { name: 'Jane Dover' } },
  {
    method: 'PUT',
    url: '/api/fees/terms',
    body: { managementFeePercent: 1, performanceFeePercent: 10, crystallization: 'quarterly' },
  },
  { method: 'PUT', url: `/api/investors/${f.investor}/fee-terms`, body: { managementFeePercent: 0 } },
  { method: 'POST', url: '/api/fee-runs/preview', body: { quarter: 'Q3_2025', navPerUnit: 100 } },
];

describe.each(databaseTargets())('every write in a closed quarter on $name', (target) => {
  let walk: RouteWalk;
  let fixtures: Fixtures;
  let extra: Extra;

  const send = (request: Request) => walk.send(request.method, request.url, request.body);
  const auditCount = () => auditRows(walk.app);

  beforeAll(async () => {
    walk = await startRouteWalk(target);
    // Booked in Q3 2025 before it closes: an investment, a committed import (its undo is then refused).
    const investor = await walk.created('/api/investors', { name: 'Ina Early', email: 'ina@fund.test' });
    await walk.created('/api/investor-investments', {
      investorId: investor,
      investmentDate: '2025-07-03',
      amountInvested: '1000',
      navAtEntry: '100',
      sharesIssued: '10',
    });
    const committed = await walk.importOf(
      '2025-09-03 11:00:00,America/New_York,IRA-1,QQQ,stock,,,buy,open,5,560,0,T-0\n',
    );
    const commit = await walk.send('POST', `/api/imports/${committed}/commit`, {
      confirmedRolls: [],
      decisions: [],
    });
    if (commit.statusCode !== 200) throw new Error(`commit answered ${commit.statusCode}: ${commit.body}`);
    fixtures = await writeFixtures(walk);
    extra = {
      committedImport: committed,
      feeRun: await walk.created('/api/fee-runs', { quarter: 'Q3_2025', navPerUnit: 100 }),
    };
    const close = await walk.send('POST', '/api/periods/Q3_2025/close', { confirmNoFees: true });
    if (close.statusCode !== 200) throw new Error(`close answered ${close.statusCode}: ${close.body}`);
  });
  afterAll(async () => {
    await walk?.close();
  });

  it('has every write route either refused or listed as not dated', () => {
    const writes = [...walk.routes.keys()].filter(
      (key) => WRITE_METHODS.has(key.split(' ')[0]!) && key.includes(' /api/'),
    );
    expect(writes.sort()).toEqual([...Object.keys(REFUSED), ...Object.keys(NOT_DATED)].sort());
  });

  /** Every refused route's requests answer 409 with `closed`, writing nothing. */
  async function expectRefused(key: string, closed: { error: string }) {
    const requests = REFUSED[key]!(fixtures, extra);
    expect(requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      const audits = await auditCount();
      const res = await send(request);
      expect(
        [res.statusCode, res.json()],
        `${request.method} ${request.url} ${JSON.stringify(request.body)}`,
      ).toEqual([409, closed]);
      expect(await auditCount()).toBe(audits);
    }
  }

  it.each(Object.keys(REFUSED))('%s: 409 with the closed text, writing nothing', async (key) => {
    await expectRefused(key, CLOSED);
  });

  it('the writes that date nothing still go through', async () => {
    for (const request of STILL_WORKS(fixtures)) {
      const res = await send(request);
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBeLessThan(300);
    }
  });

  it('with Q4 closed too, Q3 reopens only once Q4 has', async () => {
    const period = (quarter: string, action: 'close' | 'reopen') =>
      send({
        method: 'POST',
        url: `/api/periods/${quarter}/${action}`,
        body: action === 'close' ? { confirmNoFees: true } : { reason: 'Late trade' },
      });
    expect((await period('Q4_2025', 'close')).statusCode).toBe(200);
    const covered = await period('Q3_2025', 'reopen');
    expect(covered.statusCode).toBe(409);
    expect(covered.json().error).toMatch(/^Q4 2025 is closed, and a close covers every quarter before it\./);
    expect((await period('Q4_2025', 'reopen')).statusCode).toBe(204);
    expect((await period('Q3_2025', 'reopen')).statusCode).toBe(204);
    // Q3 is open now, and Q4, after it, closed again.
    expect((await period('Q4_2025', 'close')).statusCode).toBe(200);
  });

  it.each(Object.keys(REFUSED))(
    '%s: 409 with the closed text of the later quarter while Q3 is open, writing nothing',
    async (key) => {
      await expectRefused(key, LATER_CLOSED);
    },
  );

  it('once reopened, the same writes go through again', async () => {
    const reopen = await send({
      method: 'POST',
      url: '/api/periods/Q4_2025/reopen',
      body: { reason: 'Late trade' },
    });
    expect(reopen.statusCode).toBe(204);
    const res = await send(fromBaselines('POST /api/positions')(fixtures)[0]!);
    expect(res.statusCode).toBe(201);
  });
});

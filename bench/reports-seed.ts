import type { Browser, Page } from '@playwright/test';
import { sharesIssued } from '../src/domain/investors/shares';

/*
 * A fund with a history, seeded through the API as the administrator would build it (issue 30 item 2):
 * fund fee terms; `investors` investors, each with a first investment in 2024, two later records and
 * two documents; a year of closed trades across 2025 (positions backfilled as closed, so the journal
 * has a trade every day or two) and a dozen SPX options open at its end; fee runs for Q1 to Q3 2025; every quarter from Q1 2024 to Q4 2025
 * closed (Taxes then reads a final 2025); and a few pending requests from the sample investor. A step
 * the server refuses is named and skipped: the bench still measures what was seeded.
 */

const CONCURRENCY = 6;
const TRADES = 480;
const TAGS = ['wheel', 'earnings', 'hedge'];

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>;

function caller(baseUrl: string, token: string): Call {
  return async (method, path, body) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body instanceof FormData || body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return text ? (JSON.parse(text) as unknown) : null;
  };
}

async function inParallel(count: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) await work(next++);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Runs a seeding step; a refusal is printed and the bench goes on without it. */
async function step(name: string, work: () => Promise<void>): Promise<void> {
  const start = performance.now();
  try {
    await work();
    console.log(`  seeded ${name} in ${((performance.now() - start) / 1000).toFixed(0)} s`);
  } catch (err) {
    console.warn(`  could not seed ${name}: ${(err as Error).message}`);
  }
}

const record = (amount: number, nav: number) => ({
  amountInvested: amount,
  navAtEntry: nav,
  sharesIssued: Number(sharesIssued(amount, nav).toFixed()),
});

/** Position i of the year: opened in 2025, closed a week later, thirds theta, stock and option. */
function tradeBody(i: number): object {
  const day = new Date(Date.UTC(2025, 0, 2) + Math.floor((i * 360) / TRADES) * 86_400_000);
  const open = day.toISOString().slice(0, 10);
  const close = new Date(day.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
  const quarter = `Q${Math.floor(day.getUTCMonth() / 3) + 1} 2025`;
  const type = (['THETA', 'STOCK', 'OPTION'] as const)[i % 3]!;
  const common = {
    quarter,
    positionType: type,
    ticker: `T${i % 40}`,
    openDate: open,
    comments: `trade ${i}`,
    tags: [TAGS[i % TAGS.length]],
    isClosedPosition: true,
    closeDate: close,
    closePrice: 2,
    netProfit: ((i * 37) % 500) - 180,
  };
  if (type === 'STOCK') return { ...common, shares: 10, price: 150.25 };
  const expiry = new Date(day.getTime() + 30 * 86_400_000);
  return {
    ...common,
    action: type === 'THETA' ? 'STO' : 'BTO',
    expirationDate: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String(expiry.getUTCDate()).padStart(2, '0')}/${expiry.getUTCFullYear()}`,
    strike: 190,
    optionType: 'P',
    contracts: 3,
    premium: type === 'THETA' ? 250 : 420,
  };
}

/** Signs in through the local identity provider's page from `startPath`; returns the access token. */
export async function signInAs(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  startPath: string,
): Promise<string> {
  await page.goto(`${baseUrl}${startPath}`);
  await page.getByRole('button', { name: 'Login' }).first().click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const stored = await page.waitForFunction(
    () => {
      const key = Object.keys(localStorage).find((entry) => entry.startsWith('oidc.user:'));
      const raw = key ? localStorage.getItem(key) : null;
      return raw ? (JSON.parse(raw) as { access_token: string }).access_token : null;
    },
    null,
    { timeout: 60_000 },
  );
  return (await stored.jsonValue()) as string;
}

/** An SPX put opened in December 2025 and still open at the year's end: Taxes asks for its mark. */
function section1256Body(i: number): object {
  return {
    quarter: 'Q4 2025',
    positionType: 'OPTION',
    ticker: 'SPX',
    openDate: `2025-12-${String(1 + i).padStart(2, '0')}`,
    action: 'BTO',
    expirationDate: '03/20/2026',
    strike: 5000 + i * 25,
    optionType: 'P',
    contracts: 1,
    premium: 1200,
  };
}

const QUARTERS_TO_CLOSE = ['2024', '2025'].flatMap((year) => [1, 2, 3, 4].map((q) => `Q${q}_${year}`));

/** Seeds the fund as the administrator whose token is `token`. */
export async function seedFund(
  browser: Browser,
  baseUrl: string,
  token: string,
  investors: number,
): Promise<void> {
  const call = caller(baseUrl, token);
  console.log(`Seeding through the API (${investors} investors):`);
  await step('fee terms', async () => {
    await call('PUT', '/api/fees/terms', {
      managementFeePercent: 2,
      performanceFeePercent: 20,
      crystallization: 'quarterly',
    });
  });
  await step(`${investors} investors with 3 records and 2 documents each`, () =>
    inParallel(investors, async (i) => {
      const created = (await call('POST', '/api/investors/with-investment', {
        name: `Investor ${String(i).padStart(3, '0')}`,
        email: `investor${i}@bench.test`,
        investmentDate: '2024-01-02',
        ...record(10_000 + i, 100),
      })) as { id: number };
      for (const [date, nav] of [
        ['2024-07-01', 104],
        ['2025-04-01', 109],
      ] as const)
        await call('POST', '/api/investor-investments', {
          investorId: created.id,
          investmentDate: date,
          ...record(2_000 + i, nav),
        });
      for (const [name, category] of [
        [`statement-${i}.txt`, 'quarterly_report'],
        [`agreement-${i}.txt`, 'operating_agreement'],
      ] as const) {
        const form = new FormData();
        form.set('category', category);
        form.set('file', new Blob([`Document of investor ${i}\n`], { type: 'text/plain' }), name);
        await call('POST', `/api/investors/${created.id}/documents`, form);
      }
    }),
  );
  await step(`${TRADES} closed trades across 2025`, () =>
    inParallel(TRADES, async (i) => {
      await call('POST', '/api/positions', tradeBody(i));
    }),
  );
  await step('12 Section 1256 positions open at the end of 2025', () =>
    inParallel(12, async (i) => {
      await call('POST', '/api/positions', section1256Body(i));
    }),
  );
  for (const quarter of QUARTERS_TO_CLOSE) {
    const [q, year] = quarter.split('_');
    if (year === '2025' && q !== 'Q4')
      await step(`the ${quarter} fee run`, async () => {
        const preview = (await call('POST', '/api/fee-runs/preview', { quarter })) as {
          navPerUnit: number;
        };
        await call('POST', '/api/fee-runs', { quarter, navPerUnit: preview.navPerUnit });
      });
    await step(`the ${quarter} close`, async () => {
      await call('POST', `/api/periods/${quarter}/close`, { confirmNoFees: true });
    });
  }
  await step('3 pending requests from the sample investor', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const investorToken = await signInAs(
        page,
        baseUrl,
        { email: 'investor@fund.local', password: 'investor-password' },
        '/account',
      );
      const asInvestor = caller(baseUrl, investorToken);
      for (const amount of [5_000, 7_500, 12_000])
        await asInvestor('POST', '/api/me/requests', { kind: 'subscription', amount });
    } finally {
      await context.close();
    }
  });
}

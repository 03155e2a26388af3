import { expect, type Page } from '@playwright/test';
import type {
  Investor,
  InvestorWithInvestmentCreateBody,
  NavDataBody,
} from '../../src/domain/investors/schemas';
import { sharesIssued } from '../../src/domain/investors/shares';

import { sampleFiles } from '../../test/support/sample-files';
import { accessToken, adminApi } from './accounts';

export { accessToken, adminApi } from './accounts';

export interface NewInvestor {
  name: string;
  email: string;
  investmentDate: string;
  amount: string;
  nav: string;
}

/** An investor with a first investment (and the quarterly NAV snapshot of its quarter, at navAtEntry). */
export function createInvestor(page: Page, investor: NewInvestor): Promise<Investor> {
  const body: InvestorWithInvestmentCreateBody = {
    name: investor.name,
    email: investor.email,
    investmentDate: investor.investmentDate,
    amountInvested: investor.amount,
    navAtEntry: investor.nav,
    sharesIssued: sharesIssued(investor.amount, investor.nav).toFixed(),
  };
  return adminApi<Investor>(page, 'POST', '/api/investors/with-investment', body);
}

export function saveNavData(
  page: Page,
  investorId: number,
  type: 'quarterly' | 'year-start' | 'inception',
  body: NavDataBody,
): Promise<unknown> {
  return adminApi(page, 'POST', `/api/investors/${investorId}/nav-data?type=${type}`, body);
}

/** Uploads the sample PDF to the investor's documents as `name` (a Communication), with the page's token. */
export async function uploadSamplePdf(page: Page, investorId: number, name: string): Promise<void> {
  const response = await page.request.post(`/api/investors/${investorId}/documents`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    multipart: {
      category: 'communication',
      file: { name, mimeType: 'application/pdf', buffer: sampleFiles.pdf },
    },
  });
  expect(response.status(), `upload of ${name}`).toBe(201);
}

/** Names no other e2e file (or run) uses: every file shares one database. */
export function uniqueInvestor(tag: string): { name: string; email: string } {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
  return { name: `E2E Dashboard ${tag} ${id}`, email: `dashboard.${tag.toLowerCase()}.${id}@example.com` };
}

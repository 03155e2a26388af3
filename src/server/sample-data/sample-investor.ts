import Decimal from 'decimal.js';
import { sharesIssued } from '../../domain/investors/shares';
import { guardWrite, type Tx, writeAudit } from '../books';
import { createPdf } from '../pdf/pdf-document';
import { documents, investments, investorNavData, investors } from '../db/schema';

export const SAMPLE_INVESTOR = { name: 'Riley Park', email: 'investor@fund.local' } as const;

// NAVs per unit at quarter starts, read from the sample performance sheet (data/sample/performance.csv).
// Q2 2026 is left out on purpose, so the portal shows statements that lack data and say what.
const QUARTER_START_NAVS: Record<string, string> = {
  Q1_2023: '84.5015',
  Q2_2023: '83.2361',
  Q3_2023: '97.1147',
  Q4_2023: '106.6572',
  Q1_2024: '112.5281',
  Q2_2024: '118.0384',
  Q3_2024: '121.8438',
  Q4_2024: '147.9784',
  Q1_2025: '148.3416',
  Q2_2025: '129.6075',
  Q3_2025: '146.2307',
  Q4_2025: '161.9110',
  Q1_2026: '171.4189',
  Q3_2026: '184.5062',
  Q4_2026: '189.1714',
};
const YEAR_START_NAVS: Record<string, string> = {
  '2023': '84.5015',
  '2024': '112.5281',
  '2025': '148.3416',
  '2026': '171.4189',
};
const INCEPTION_NAV = '100';
export const SAMPLE_LEDGER = [
  { date: '2023-01-03', amount: '50000', nav: '84.5015', type: 'Initial Investment' },
  { date: '2024-04-01', amount: '25000', nav: '118.0384', type: 'Additional Investment' },
  { date: '2025-04-01', amount: '-10000', nav: '129.6075', type: 'Redemption' },
] as const;

/**
 * The fund's other sample holder: with Riley Park's 726.344 units, 2,538.44 units, the units of the
 * sample NAV sheet (data/sample/nav.csv), so the sample ledger and the sample sheets tell one fund
 * (issue 31, decision 029).
 */
export const SAMPLE_PARTNER = { name: 'Harbor Founders LP', email: 'founders@fund.local' } as const;
export const SAMPLE_PARTNER_LEDGER = [
  { date: '2023-01-03', amount: '84501.5', nav: '84.5015', type: 'Initial Investment' },
  { date: '2024-04-01', amount: '95858.51', nav: '118.0384', type: 'Additional Investment' },
] as const;

const WELCOME = [
  'Welcome to the fund, Riley.',
  '',
  'This letter is a sample document of the local set-up: the investor portal lists it under',
  'Documents, and it disappears there once the administrator archives it.',
  '',
].join('\n');

/** The sample investor's subscription agreement: a PDF of the fund's kit, dated with the first record. */
async function sampleAgreement(fundName: string): Promise<Buffer> {
  const pdf = await createPdf({
    header: fundName,
    title: 'Subscription Agreement (sample)',
    date: new Date(`${SAMPLE_LEDGER[0].date}T00:00:00Z`),
  });
  return pdf
    .title('Subscription Agreement (sample)')
    .paragraph(`Between ${fundName} and ${SAMPLE_INVESTOR.name}.`)
    .paragraph('A sample document of the local set-up.')
    .finish();
}

type LedgerRow = { date: string; amount: string; nav: string; type: string };

/** One sample investor: their records and NAV history, every row marked sample and audited. */
async function seedInvestorIn(
  tx: Tx,
  actor: string,
  person: { name: string; email: string },
  ledger: readonly LedgerRow[],
): Promise<number> {
  const [investor] = await tx
    .insert(investors)
    .values({ ...person, sample: true })
    .returning();
  if (!investor) throw new Error('insert returned no row');
  const audit = { actor, action: 'create' } as const;
  await writeAudit(tx, { ...audit, entity: 'investor', entityId: investor.id, after: investor });
  // New books hold no closed quarter or fee run; the guard is the one every write to the books passes.
  await guardWrite(tx, {
    investorIds: [investor.id],
    days: ledger.map((record) => record.date),
    quarters: Object.keys(QUARTER_START_NAVS),
  });
  for (const record of ledger) {
    const shares = sharesIssued(new Decimal(record.amount), new Decimal(record.nav));
    const [row] = await tx
      .insert(investments)
      .values({
        investorId: investor.id,
        investmentDate: record.date,
        amountInvested: record.amount,
        navAtEntry: record.nav,
        sharesIssued: shares.toFixed(),
        type: record.type,
        sample: true,
      })
      .returning();
    await writeAudit(tx, { ...audit, entity: 'investment', entityId: row?.id, after: row });
  }
  const navRows = [
    ...Object.entries(QUARTER_START_NAVS).map(([period, navValue]) => ({
      kind: 'quarterly' as const,
      period,
      navValue,
    })),
    ...Object.entries(YEAR_START_NAVS).map(([period, navValue]) => ({
      kind: 'year_start' as const,
      period,
      navValue,
    })),
    { kind: 'inception' as const, period: '', navValue: INCEPTION_NAV },
  ];
  await tx
    .insert(investorNavData)
    .values(navRows.map((row) => ({ ...row, investorId: investor.id, sample: true })));
  await writeAudit(tx, { ...audit, entity: 'investor_nav_data', entityId: investor.id, after: navRows });
  return investor.id;
}

/**
 * The sample fund's investors: Riley Park, linked by the verified e-mail to the local identity
 * provider's investor@fund.local so the portal shows an account with no set-up, with two documents;
 * and the partner who holds the rest of the sample sheet's units. Every row is marked sample.
 */
export async function seedSampleInvestorIn(tx: Tx, actor: string, fundName: string): Promise<void> {
  const riley = await seedInvestorIn(tx, actor, SAMPLE_INVESTOR, SAMPLE_LEDGER);
  const files = [
    {
      filename: 'welcome-letter.txt',
      category: 'communication' as const,
      fileType: 'text/plain',
      content: Buffer.from(WELCOME),
    },
    {
      filename: 'subscription-agreement.pdf',
      category: 'investment_document' as const,
      fileType: 'application/pdf',
      content: await sampleAgreement(fundName),
    },
  ];
  for (const file of files) {
    const [row] = await tx
      .insert(documents)
      .values({ ...file, investorId: riley, fileSize: file.content.length, sample: true })
      .returning({ id: documents.id, filename: documents.filename });
    await writeAudit(tx, { actor, action: 'create', entity: 'document', entityId: row?.id, after: row });
  }
  await seedInvestorIn(tx, actor, SAMPLE_PARTNER, SAMPLE_PARTNER_LEDGER);
}

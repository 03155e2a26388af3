import { defaultInvestmentType } from '../../../../domain/investors/investment-type';
import { investorTotals } from '../../../../domain/investors/investor-totals';
import type { Investment, Investor } from '../../../../domain/investors/schemas';
import { sharesIssued } from '../../../../domain/investors/shares';
import Decimal from 'decimal.js';

/*
 * Shown when GET /api/investors fails (docs/requirements.md#rep-sample), so the tools stay usable.
 * Negative ids can never match a stored investor, so nothing can be saved against them by mistake.
 */

interface SampleRecord {
  name: string;
  email: string;
  /** [date, amount, NAV at entry]; a negative amount is a redemption. */
  investments: readonly (readonly [string, number, number])[];
}

const SAMPLE_RECORDS: readonly SampleRecord[] = [
  {
    name: 'Margaret Chen',
    email: 'margaret.chen@example.com',
    investments: [
      ['2023-01-16', 100000, 100],
      ['2024-04-01', 25000, 128.41],
    ],
  },
  {
    name: 'David Okafor',
    email: 'david.okafor@example.com',
    investments: [['2023-06-01', 50000, 109.552]],
  },
  {
    name: 'Sofia Lindqvist',
    email: 'sofia.lindqvist@example.com',
    investments: [
      ['2023-10-02', 75000, 118.27],
      ['2025-01-06', -20000, 157.736681],
    ],
  },
  {
    name: 'Rahul Mehta',
    email: 'rahul.mehta@example.com',
    investments: [['2024-07-01', 40000, 142.905]],
  },
  {
    name: 'Elena Petrova',
    email: 'elena.petrova@example.com',
    investments: [['2025-04-01', 30000, 161.02]],
  },
  {
    name: 'James Whitfield',
    email: 'james.whitfield@example.com',
    investments: [['2025-07-01', 20000, 170.334]],
  },
];

function sampleInvestor(record: SampleRecord, index: number): Investor {
  const id = -(index + 1);
  const investments: Investment[] = record.investments.map(([date, amount, nav], position) => ({
    id: id * 100 - position,
    investorId: id,
    investmentDate: date,
    amountInvested: amount,
    navAtEntry: nav,
    sharesIssued: sharesIssued(amount, nav).toNumber(),
    type: defaultInvestmentType(new Decimal(amount), position),
  }));
  const totals = investorTotals(investments, []);
  return {
    id,
    name: record.name,
    email: record.email,
    dateAdded: `${investments[0]?.investmentDate ?? '2023-01-16'}T00:00:00.000Z`,
    status: 'Active',
    quarterlyContribution: null,
    investments,
    quarterlyNavSnapshots: {},
    yearStartNavValues: {},
    inceptionNav: investments[0]?.navAtEntry ?? null,
    totalInvested: totals.totalInvested.toNumber(),
    totalShares: totals.totalShares.toNumber(),
    investmentCount: totals.investmentCount,
    feeDeductions: [],
    highWaterMark: null,
  };
}

export const SAMPLE_INVESTORS: readonly Investor[] = SAMPLE_RECORDS.map(sampleInvestor);

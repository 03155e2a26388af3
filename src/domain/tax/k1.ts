import Decimal from 'decimal.js';
import { capitalAccount, NO_FEES, type CapitalRecord, type FeeUnits } from '../statements/capital-account';
import {
  allocateItems,
  zeroTotals,
  type AllocationItem,
  type Allocations,
  type UnitMove,
} from './allocations';
import type { Form8949Row } from './form-8949';

/*
 * Schedule K-1 (Form 1065) items of each partner (Partner's Instructions for Schedule K-1): box 8, net
 * short-term capital gain (loss); box 9a, net long-term capital gain (loss); box 11 code C, Section 1256
 * contracts and straddles (the net gain, which the partner splits 60/40 on Form 6781); item L, the
 * capital account: beginning, contributed, withdrawn, the year's increase (decrease), ending.
 */

export interface CapitalAccountItems {
  beginning: string;
  contributed: string;
  withdrawn: string;
  change: string;
  ending: string;
}

export interface InvestorTaxItems {
  investorId: number;
  name: string;
  shortTermGain: string;
  longTermGain: string;
  section1256Gain: string;
  capital: CapitalAccountItems;
}

export interface TaxAllocations {
  investors: InvestorTaxItems[];
  fund: { shortTermGain: string; longTermGain: string; section1256Gain: string };
  unallocated: { shortTermGain: string; longTermGain: string; section1256Gain: string };
}

export interface TaxInvestor {
  investorId: number;
  name: string;
  records: readonly CapitalRecord[];
  feeUnits: readonly FeeUnits[];
}

/** Each row is an item of its part; a Section 1256 row is one item of box 11 C, whatever its term. */
export function allocationItems(rows: readonly Form8949Row[]): AllocationItem[] {
  return rows.map((row) => ({
    date: row.dateSold,
    amount: row.gain,
    class: row.section1256 ? 'section1256' : row.term === 'short' ? 'shortTerm' : 'longTerm',
  }));
}

/** The units moves the allocation reads: every record's shares and every fee run's units taken. */
export function unitMovesOf(investors: readonly TaxInvestor[]): UnitMove[] {
  return investors.flatMap((investor) => [
    ...investor.records.map((r) => ({ investorId: investor.investorId, date: r.date, units: r.shares })),
    ...investor.feeUnits.map((f) => ({
      investorId: investor.investorId,
      date: f.date,
      units: new Decimal(f.shares).negated(),
    })),
  ]);
}

const money = (totals: { shortTermGain: Decimal; longTermGain: Decimal; section1256Gain: Decimal }) => ({
  shortTermGain: totals.shortTermGain.toFixed(2),
  longTermGain: totals.longTermGain.toFixed(2),
  section1256Gain: totals.section1256Gain.toFixed(2),
});

/**
 * Every investor's K-1 items for `year`: the year's rows allocated by units held, and the capital
 * account from the books' NAV per unit at the end of the year before and of the year (the statements'
 * rule, docs/requirements.md#stmt-capital, over the whole year with fees as the change's part).
 */
export function taxAllocations(input: {
  year: number;
  rows: readonly Form8949Row[];
  investors: readonly TaxInvestor[];
  openingNav: Decimal.Value;
  closingNav: Decimal.Value;
}): TaxAllocations {
  const allocations: Allocations = allocateItems(allocationItems(input.rows), unitMovesOf(input.investors));
  const start = `${input.year}-01-01`;
  const end = `${input.year}-12-31`;
  const investors = [...input.investors]
    .sort((a, b) => a.investorId - b.investorId)
    .map((investor): InvestorTaxItems => {
      const account = capitalAccount({
        records: investor.records,
        start,
        end,
        openingNav: input.openingNav,
        closingNav: input.closingNav,
        fees: NO_FEES,
        feeUnits: investor.feeUnits,
      });
      return {
        investorId: investor.investorId,
        name: investor.name,
        ...money(allocations.byInvestor.get(investor.investorId) ?? zeroTotals()),
        capital: {
          beginning: account.openingValue.toFixed(2),
          contributed: account.contributions.toFixed(2),
          withdrawn: account.redemptions.toFixed(2),
          change: account.gain.toFixed(2),
          ending: account.closingValue.toFixed(2),
        },
      };
    });
  return { investors, fund: money(allocations.fund), unallocated: money(allocations.unallocated) };
}

/** An investor's package is made when they held capital in the year (decision 026). */
export function hasTaxPackage(items: InvestorTaxItems): boolean {
  const { beginning, contributed, withdrawn, ending } = items.capital;
  return [beginning, contributed, withdrawn, ending].some((value) => !new Decimal(value).isZero());
}

const packageFigures = (items: InvestorTaxItems): string[] => [
  items.shortTermGain,
  items.longTermGain,
  items.section1256Gain,
  items.capital.beginning,
  items.capital.contributed,
  items.capital.withdrawn,
  items.capital.change,
  items.capital.ending,
];

/**
 * Whether a package's figures differ from an earlier close's: then the investor is told of a corrected
 * package (decision 027). Compared as numbers, so '10.0' and '10.00' are the same figure.
 */
export function taxPackageChanged(before: InvestorTaxItems, after: InvestorTaxItems): boolean {
  const earlier = packageFigures(before);
  return packageFigures(after).some((value, i) => !new Decimal(value).eq(earlier[i]!));
}

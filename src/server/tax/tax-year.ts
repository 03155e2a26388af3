import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import {
  computeTaxLots,
  realizedTotals,
  rowsOfYear,
  taxAllocations,
  type Form8949Row,
  type OpenAtYearEnd,
  type RealizedTotals,
  type TaxAllocations,
  type TaxComputation,
} from '../../domain/tax';
import { booksNavOn, type Executor } from '../books';
import { fundPeriods, taxYearFigures } from '../db/schema';
import { loadMarks, loadTaxEvents, loadTaxInvestors } from './tax-inputs';
import { loadSection1256List } from './section1256-list';

/*
 * A tax year's figures (issue 28, decision 026): the Form 8949 rows, the Schedule D and Form 6781
 * totals and every investor's K-1 items. Before Q4 closes they are computed from the books at each
 * read and marked draft; the close stores them (tax-year-store.ts) and from then on they are served
 * as stored.
 */

export interface TaxYearFigures {
  year: number;
  draft: boolean;
  /** When the Q4 close stored them; null for a draft. */
  storedAt: string | null;
  rows: Form8949Row[];
  totals: RealizedTotals;
  allocations: TaxAllocations & {
    /** The investors' items summed: equal to the fund's less what no investor held units for. */
    sum: { shortTermGain: string; longTermGain: string; section1256Gain: string };
  };
  missingMarks: { positionId: number; year: number }[];
  warnings: string[];
}

export interface LiveTaxYear {
  figures: TaxYearFigures;
  computation: TaxComputation;
}

/** Everything the year's rules need, read from the books, then the rules. */
export async function computeTaxYear(ex: Executor, year: number): Promise<LiveTaxYear> {
  const { events, warnings } = await loadTaxEvents(ex);
  const marks = await loadMarks(ex);
  const list = await loadSection1256List(ex);
  const investors = await loadTaxInvestors(ex);
  const opening = await booksNavOn(ex, `${year - 1}-12-31`);
  const closing = await booksNavOn(ex, `${year}-12-31`);
  const computation = computeTaxLots({ events, marks, section1256Underlyings: list, throughYear: year });
  const rows = rowsOfYear(computation.items, year);
  const allocations = taxAllocations({
    year,
    rows,
    investors,
    openingNav: opening?.navPerUnit ?? 0,
    closingNav: closing?.navPerUnit ?? 0,
  });
  const sum = (field: 'shortTermGain' | 'longTermGain' | 'section1256Gain') =>
    allocations.investors.reduce((total, each) => total.plus(each[field]), new Decimal(0)).toFixed(2);
  return {
    computation,
    figures: {
      year,
      draft: true,
      storedAt: null,
      rows,
      totals: realizedTotals(rows),
      allocations: {
        ...allocations,
        sum: {
          shortTermGain: sum('shortTermGain'),
          longTermGain: sum('longTermGain'),
          section1256Gain: sum('section1256Gain'),
        },
      },
      missingMarks: computation.missingMarks.filter((missing) => missing.year === year),
      warnings: [...warnings, ...computation.warnings],
    },
  };
}

/** Q4 of `year`'s row: closed, and how many times. */
export async function yearClose(ex: Executor, year: number): Promise<{ closed: boolean; closings: number }> {
  const [row] = await ex
    .select({ closedAt: fundPeriods.closedAt, closings: fundPeriods.closings })
    .from(fundPeriods)
    .where(eq(fundPeriods.quarter, `Q4_${year}`));
  return { closed: row?.closedAt != null, closings: row?.closings ?? 0 };
}

/** The figures the Q4 close stored, while Q4 is closed; null otherwise. */
export async function storedTaxYear(ex: Executor, year: number): Promise<TaxYearFigures | null> {
  const close = await yearClose(ex, year);
  if (!close.closed) return null;
  const [row] = await ex
    .select()
    .from(taxYearFigures)
    .where(and(eq(taxYearFigures.year, year), eq(taxYearFigures.closing, close.closings)));
  if (!row) return null;
  return {
    ...(row.figures as TaxYearFigures),
    draft: false,
    storedAt: new Date(row.createdAt).toISOString(),
  };
}

/** The year as a reader sees it: as stored when Q4 closed, else a draft from the books. */
export async function readTaxYear(ex: Executor, year: number): Promise<TaxYearFigures> {
  return (await storedTaxYear(ex, year)) ?? (await computeTaxYear(ex, year)).figures;
}

/** Section 1256 positions open on 31 December of `year`, one entry per position. */
export function openOnYearEnd(computation: TaxComputation, year: number): OpenAtYearEnd[] {
  const byPosition = new Map<number, OpenAtYearEnd>();
  for (const open of computation.openAtYearEnd) {
    if (open.year !== year) continue;
    const seen = byPosition.get(open.positionId);
    byPosition.set(
      open.positionId,
      seen
        ? { ...seen, contracts: seen.contracts.plus(open.contracts), basis: seen.basis.plus(open.basis) }
        : open,
    );
  }
  return [...byPosition.values()];
}

import Decimal from 'decimal.js';
import { split6040 } from './section1256';
import type { RealizedItem } from './lots';
import type { Term } from './types';

/*
 * The realized items as Form 8949 rows and their Schedule D and Form 6781 totals. Each figure is
 * rounded to the cent as a broker's 1099-B rounds it, and the gain is (d) − (e) + (g) of the rounded
 * figures, so every total is the exact sum of its rows (Form 8949 instructions, columns (d) to (h)).
 */

export interface Form8949Row {
  description: string;
  dateAcquired: string;
  dateSold: string;
  proceeds: string;
  costBasis: string;
  /** Form 8949 column (f): 'W' for a wash sale's disallowed loss. */
  code: 'W' | '';
  adjustment: string;
  gain: string;
  term: Term;
  section1256: boolean;
}

export interface PartTotals {
  proceeds: string;
  costBasis: string;
  adjustment: string;
  gain: string;
}

export interface RealizedTotals {
  shortTerm: PartTotals;
  longTerm: PartTotals;
  /** Form 6781, Part I: the net gain, 40% short-term (line 8) and 60% long-term (line 9). */
  section1256: { gain: string; shortTerm: string; longTerm: string };
}

const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export function form8949Row(item: RealizedItem): Form8949Row {
  const proceeds = cents(item.proceeds);
  const costBasis = cents(item.costBasis);
  const adjustment = cents(item.adjustment);
  return {
    description: item.description,
    dateAcquired: item.dateAcquired,
    dateSold: item.dateSold,
    proceeds: proceeds.toFixed(2),
    costBasis: costBasis.toFixed(2),
    code: adjustment.isZero() ? '' : 'W',
    adjustment: adjustment.toFixed(2),
    gain: proceeds.minus(costBasis).plus(adjustment).toFixed(2),
    term: item.term,
    section1256: item.section1256,
  };
}

/** Rows sold in `year`, in date order: Form 8949 lists a year's sales. */
export function rowsOfYear(items: readonly RealizedItem[], year: number): Form8949Row[] {
  const prefix = `${year}-`;
  return items
    .filter((item) => item.dateSold.startsWith(prefix))
    .sort((a, b) => (a.dateSold < b.dateSold ? -1 : a.dateSold > b.dateSold ? 1 : 0))
    .map(form8949Row);
}

function partTotals(rows: readonly Form8949Row[]): PartTotals {
  const sum = (field: 'proceeds' | 'costBasis' | 'adjustment' | 'gain') =>
    rows.reduce((total, row) => total.plus(row[field]), new Decimal(0)).toFixed(2);
  return {
    proceeds: sum('proceeds'),
    costBasis: sum('costBasis'),
    adjustment: sum('adjustment'),
    gain: sum('gain'),
  };
}

/**
 * Schedule D, lines 1b–3 and 8b–10 (the Form 8949 rows, Section 1256 ones apart), and Form 6781's
 * Part I net of the Section 1256 rows split 60/40.
 */
export function realizedTotals(rows: readonly Form8949Row[]): RealizedTotals {
  const ordinary = rows.filter((row) => !row.section1256);
  const net = rows
    .filter((row) => row.section1256)
    .reduce((total, row) => total.plus(row.gain), new Decimal(0));
  const split = split6040(net);
  return {
    shortTerm: partTotals(ordinary.filter((row) => row.term === 'short')),
    longTerm: partTotals(ordinary.filter((row) => row.term === 'long')),
    section1256: {
      gain: net.toFixed(2),
      shortTerm: split.shortTerm.toFixed(2),
      longTerm: split.longTerm.toFixed(2),
    },
  };
}

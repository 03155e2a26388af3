import Decimal from 'decimal.js';
import { daysBetween, isIsoDay } from '../../calendar';
import { DAYS_PER_YEAR } from './day-count';

/** The fund's NAV per unit on a date: an investment's entry NAV, a quarterly snapshot, today's NAV. */
export interface NavPoint {
  date: string;
  nav: Decimal.Value;
}

export interface TimeWeightedReturn {
  /** Cumulative return over the whole span, as a fraction (0.1 for 10%). */
  cumulative: Decimal;
  /** Yearly rate, once the span is at least a year; null before (annualizing weeks misleads). */
  annualized: number | null;
  from: string;
  to: string;
  /** The return of each period between consecutive points, oldest first. */
  periods: { from: string; to: string; value: Decimal }[];
}

export type TwrResult = { value: TimeWeightedReturn; reason: null } | { value: null; reason: string };

export const TWR_REASONS = {
  tooFewPoints: 'At least two dated NAV values are needed',
  badPoint: 'A NAV value is missing, not above zero or undated',
} as const;

/**
 * The time-weighted return chained over the NAV per unit between consecutive points: the product of
 * each period's (1 + return), minus one. Contributions and redemptions buy and sell units at the NAV of
 * their day, so they never move the NAV per unit and drop out, as a time-weighted return requires.
 * Points on the same date keep the later one given.
 */
export function timeWeightedReturn(points: readonly NavPoint[]): TwrResult {
  const byDate = new Map<string, Decimal>();
  for (const point of points) {
    const nav = new Decimal(point.nav);
    if (!isIsoDay(point.date) || !nav.isFinite() || nav.lte(0))
      return { value: null, reason: TWR_REASONS.badPoint };
    byDate.set(point.date, nav);
  }
  const dated = [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (dated.length < 2) return { value: null, reason: TWR_REASONS.tooFewPoints };
  const periods: TimeWeightedReturn['periods'] = [];
  let growth = new Decimal(1);
  for (let i = 1; i < dated.length; i += 1) {
    const [from, start] = dated[i - 1]!;
    const [to, end] = dated[i]!;
    const value = end.div(start).minus(1);
    periods.push({ from, to, value });
    growth = growth.times(value.plus(1));
  }
  const from = dated[0]![0];
  const to = dated[dated.length - 1]![0];
  const years = daysBetween(from, to) / DAYS_PER_YEAR;
  const annualized = years >= 1 ? growth.toNumber() ** (1 / years) - 1 : null;
  return { value: { cumulative: growth.minus(1), annualized, from, to, periods }, reason: null };
}

/** A change in the units an account holds on a day: a contribution or redemption (a flow) or a fee. */
export interface UnitChange {
  date: string;
  /** Units added (negative: taken). */
  shares: Decimal.Value;
  /** A contribution or a redemption; a fee is not a flow. */
  flow: boolean;
}

/**
 * The account's value chained between consecutive NAV points, as an index that starts at 1, for
 * `timeWeightedReturn` to read like a NAV (docs/requirements.md#inv-returns). A period's return is
 * the value at its end, after that day's fees and before that day's flows, over the value at its start
 * after that day's flows: flows drop out, fees do not, so the return is net of fees. Without fees it
 * is the NAV per unit's own chain. A period that starts with no units adds nothing.
 */
export function accountValueIndex(points: readonly NavPoint[], changes: readonly UnitChange[]): NavPoint[] {
  const byDate = new Map<string, Decimal>();
  for (const point of points) byDate.set(point.date, new Decimal(point.nav));
  const dated = [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const sorted = [...changes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let next = 0;
  let units = new Decimal(0);
  let index = new Decimal(1);
  const chained: NavPoint[] = [];
  for (let i = 0; i < dated.length; i += 1) {
    const [date, nav] = dated[i]!;
    let end = units;
    let flows = new Decimal(0);
    for (; next < sorted.length && sorted[next]!.date <= date; next += 1) {
      const change = sorted[next]!;
      if (change.flow && change.date === date) flows = flows.plus(change.shares);
      else end = end.plus(change.shares);
    }
    if (i > 0 && units.gt(0)) {
      const start = units.times(dated[i - 1]![1]);
      index = index.times(end.times(nav).div(start));
    }
    chained.push({ date, nav: index });
    units = end.plus(flows);
  }
  return chained;
}

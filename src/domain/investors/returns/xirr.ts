import Decimal from 'decimal.js';
import { daysBetween, isIsoDay } from '../../calendar';
import { DAYS_PER_YEAR } from './day-count';

/**
 * A dated cash flow seen from the investor: a contribution is negative (money paid in), a redemption
 * and the account's value today are positive (money that came or could come back).
 */
export interface CashFlow {
  date: string;
  amount: Decimal.Value;
}

export type RateResult = { rate: number; reason: null } | { rate: null; reason: string };

export const XIRR_REASONS = {
  tooFewFlows: 'At least one contribution and one later value are needed',
  badDate: 'A cash flow has no valid date',
  oneSign: 'The cash flows all go one way, so no rate of return fits them',
  noRoot: 'No rate of return between -100% and +1,000,000% fits these cash flows',
} as const;

const TOLERANCE = 1e-10;
const MAX_NEWTON_STEPS = 50;
const MAX_BISECTION_STEPS = 300;
// Rates are searched above -100% (where every discount factor blows up) and up to this.
const LOWEST_RATE = -0.999999999;
const HIGHEST_RATE = 10_000;

interface Term {
  years: number;
  amount: number;
}

const npv = (terms: readonly Term[], rate: number) =>
  terms.reduce((sum, { years, amount }) => sum + amount / (1 + rate) ** years, 0);

const npvSlope = (terms: readonly Term[], rate: number) =>
  terms.reduce((sum, { years, amount }) => sum - (years * amount) / (1 + rate) ** (years + 1), 0);

function newton(terms: readonly Term[], guess: number): number | null {
  let rate = guess;
  for (let step = 0; step < MAX_NEWTON_STEPS; step += 1) {
    const value = npv(terms, rate);
    const slope = npvSlope(terms, rate);
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return null;
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= LOWEST_RATE) return null;
    if (Math.abs(next - rate) < TOLERANCE) return Math.abs(npv(terms, next)) < 1e-6 ? next : null;
    rate = next;
  }
  return null;
}

/** Scans for a sign change of the NPV (finer near 0, where real rates live), then bisects it. */
function bracketAndBisect(terms: readonly Term[]): number | null {
  const grid: number[] = [LOWEST_RATE];
  for (let rate = -0.99; rate < 1; rate += 0.01) grid.push(rate);
  for (let rate = 1; rate <= HIGHEST_RATE; rate *= 1.25) grid.push(rate);
  let low = grid[0]!;
  let lowValue = npv(terms, low);
  for (const high of grid.slice(1)) {
    const highValue = npv(terms, high);
    if (
      Number.isFinite(lowValue) &&
      Number.isFinite(highValue) &&
      Math.sign(lowValue) !== Math.sign(highValue)
    ) {
      return bisect(terms, low, high, lowValue);
    }
    low = high;
    lowValue = highValue;
  }
  return null;
}

function bisect(terms: readonly Term[], low: number, high: number, lowValue: number): number {
  let a = low;
  let b = high;
  let aValue = lowValue;
  for (let step = 0; step < MAX_BISECTION_STEPS && b - a > TOLERANCE; step += 1) {
    const middle = (a + b) / 2;
    const value = npv(terms, middle);
    if (value === 0) return middle;
    if (Math.sign(value) === Math.sign(aValue)) {
      a = middle;
      aValue = value;
    } else {
      b = middle;
    }
  }
  return (a + b) / 2;
}

/**
 * The money-weighted return (XIRR): the yearly rate at which the flows' present values sum to zero,
 * counting actual days over 365 from the first flow. Newton's method from 10% first; when it does not
 * settle, a scan for a sign change and bisection. Null with the reason when no rate fits.
 */
export function xirr(flows: readonly CashFlow[]): RateResult {
  if (flows.some((flow) => !isIsoDay(flow.date))) return { rate: null, reason: XIRR_REASONS.badDate };
  const nonZero = flows.filter((flow) => !new Decimal(flow.amount).isZero());
  if (nonZero.length < 2) return { rate: null, reason: XIRR_REASONS.tooFewFlows };
  const start = nonZero.map((flow) => flow.date).reduce((a, b) => (b < a ? b : a));
  const terms = nonZero.map((flow) => ({
    years: daysBetween(start, flow.date) / DAYS_PER_YEAR,
    amount: new Decimal(flow.amount).toNumber(),
  }));
  const hasIn = terms.some((term) => term.amount < 0);
  const hasOut = terms.some((term) => term.amount > 0);
  if (!hasIn || !hasOut) return { rate: null, reason: XIRR_REASONS.oneSign };
  if (terms.every((term) => term.years === 0)) return { rate: null, reason: XIRR_REASONS.tooFewFlows };
  const rate = newton(terms, 0.1) ?? bracketAndBisect(terms);
  return rate === null ? { rate: null, reason: XIRR_REASONS.noRoot } : { rate, reason: null };
}

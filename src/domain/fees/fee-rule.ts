import Decimal from 'decimal.js';
import { sharesIssued } from '../investors/shares';
import { daysBetween } from '../calendar';
import { DAYS_PER_YEAR } from '../investors/returns/day-count';
import { quarterFirstDay, quarterLastDay, type Quarter } from '../quarters';
import type { FeeTerms } from './terms';

/*
 * The fee rule (docs/requirements.md#fee-rule): what one investor pays for one quarter, lot by lot.
 * One pure function, `chargeFees`, used by the preview, the post and the bench; `lotsAt` is the part
 * that replays the investor's records and earlier runs into lots.
 */

/** A lot's fees are kept to this many decimals; the investor's fee is their sum rounded to cents. */
export const LOT_FEE_DECIMALS = 6;
export const FEE_DECIMALS = 2;

// Shares (up to 12 integer digits and 10 decimals) times a NAV times a rate, then over 365: more digits
// than decimal.js's default 20 must survive until the one rounding at the end.
const Fine = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });

/** An investment (positive shares: a lot) or a redemption (negative shares), as the books keep it. */
export interface LedgerRecord {
  id: number;
  /** 'YYYY-MM-DD'. */
  date: string;
  shares: Decimal.Value;
  /** NAV per unit at entry: a lot's first high-water mark. */
  nav: Decimal.Value;
}

/** What an earlier run did to one lot. */
export interface PastRunLot {
  investmentId: number;
  feeShares: Decimal.Value;
  newHighWaterMark: Decimal.Value;
}

/** An earlier posted run: its quarter's last day and what it did to each lot. */
export interface PastRun {
  periodEnd: string;
  lots: readonly PastRunLot[];
}

/** A lot as it stands on a day: the shares it still holds and its high-water mark. */
export interface Lot {
  investmentId: number;
  date: string;
  shares: Decimal;
  highWaterMark: Decimal;
}

const byDateThenId = <T extends { date: string; id: number }>(a: T, b: T) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id;

/**
 * The investor's lots at the end of `asOf` ('YYYY-MM-DD'): every investment dated on or before it,
 * less the redemptions dated on or before it (oldest lots first: those already bought on the
 * redemption's day, then later ones) and the fee shares of the runs that ended on or before it (a run
 * counts after the redemptions of its last day), each lot's mark as the latest of those runs left it.
 * Lots with no shares left are kept, at zero.
 */
export function lotsAt(records: readonly LedgerRecord[], pastRuns: readonly PastRun[], asOf: string): Lot[] {
  const dated = records.filter((record) => record.date <= asOf);
  const lots = dated
    .filter((record) => new Decimal(record.shares).gt(0))
    .sort(byDateThenId)
    .map((record) => ({
      investmentId: record.id,
      date: record.date,
      shares: new Fine(record.shares),
      highWaterMark: new Fine(record.nav),
    }));
  const byId = new Map(lots.map((lot) => [lot.investmentId, lot]));
  type Event = { date: string; order: number; id: number; apply: () => void };
  const events: Event[] = [
    ...dated
      .filter((record) => new Decimal(record.shares).lt(0))
      .map((record) => ({
        date: record.date,
        order: 0,
        id: record.id,
        apply: () => redeem(lots, record.date, new Fine(record.shares).negated()),
      })),
    ...pastRuns
      .filter((run) => run.periodEnd <= asOf)
      .map((run, index) => ({
        date: run.periodEnd,
        order: 1,
        id: index,
        apply: () => {
          for (const line of run.lots) {
            const lot = byId.get(line.investmentId);
            if (!lot) continue;
            lot.shares = lot.shares.minus(line.feeShares);
            lot.highWaterMark = new Fine(line.newHighWaterMark);
          }
        },
      })),
  ];
  events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.order - b.order || a.id - b.id));
  for (const event of events) event.apply();
  return lots;
}

/** Takes `shares` from the oldest lots bought by `date`, then from later ones. */
function redeem(lots: Lot[], date: string, shares: Decimal): void {
  let left = shares;
  for (const pass of [(lot: Lot) => lot.date <= date, (lot: Lot) => lot.date > date]) {
    for (const lot of lots) {
      if (left.lte(0)) return;
      if (!pass(lot) || lot.shares.lte(0)) continue;
      const taken = Fine.min(lot.shares, left);
      lot.shares = lot.shares.minus(taken);
      left = left.minus(taken);
    }
  }
}

export interface FeeRuleInput {
  quarter: Quarter;
  /** The fund's NAV per unit at the quarter's last day, N. */
  navPerUnit: Decimal.Value;
  /** The investor's terms (their own where set, the fund's elsewhere: `termsFor`). */
  terms: FeeTerms;
  /** Every investment and redemption of the investor. */
  records: readonly LedgerRecord[];
  /** The investor's earlier posted runs; any ending on or after this quarter's last day is left out. */
  pastRuns: readonly PastRun[];
}

export interface LotFee {
  investmentId: number;
  /** Days held in the quarter: E − max(S, lot date) + 1. */
  daysHeld: number;
  /** Shares at the quarter's end, before this run. */
  shares: Decimal;
  highWaterMark: Decimal;
  /** To LOT_FEE_DECIMALS. */
  managementFee: Decimal;
  performanceFee: Decimal;
  newHighWaterMark: Decimal;
  /** The fee shares this lot gives up. */
  feeShares: Decimal;
}

export interface InvestorFee {
  /** Cents. */
  managementFee: Decimal;
  performanceFee: Decimal;
  totalFee: Decimal;
  /** totalFee / N to 6 significant digits. */
  feeShares: Decimal;
  /** Lots holding shares at the quarter's end, oldest first. */
  lots: LotFee[];
}

/** Whether the performance fee is charged (and marks move) at the end of `quarter`. */
export function crystallizesIn(terms: FeeTerms, quarter: Quarter): boolean {
  return terms.crystallization === 'quarterly' || quarter.quarter === 4;
}

/**
 * One investor's fees for quarter Q (first day S, last day E) at the NAV per unit N
 * (docs/requirements.md#fee-rule):
 * - management fee per lot = shares × N × rate/100 × (E − max(S, lot date) + 1)/365;
 * - performance fee per lot, only when Q crystallizes: rate/100 × (N − mark) × shares when N is above
 *   the lot's mark, which then becomes N; otherwise nothing, and the mark stays;
 * - both on the lot's shares at E before this run; each lot fee to 6 decimals;
 * - the investor's management and performance fees are their lots' sums, each rounded to cents (half
 *   up); the total is their sum; the fee shares are total / N to 6 significant digits (the share
 *   rule), taken from the lots in proportion to each lot's fee (each part to the fee shares' decimals,
 *   at least 6; the lot with the largest fee takes what is left, so the parts add up exactly).
 */
export function chargeFees(input: FeeRuleInput): InvestorFee {
  const start = quarterFirstDay(input.quarter);
  const end = quarterLastDay(input.quarter);
  const nav = new Fine(input.navPerUnit);
  const managementRate = new Fine(input.terms.managementFeePercent);
  const performanceRate = new Fine(input.terms.performanceFeePercent);
  const crystallizes = crystallizesIn(input.terms, input.quarter);
  const earlier = input.pastRuns.filter((run) => run.periodEnd < end);
  const held = lotsAt(input.records, earlier, end).filter((lot) => lot.shares.gt(0));

  const lots: LotFee[] = held.map((lot) => {
    const daysHeld = daysBetween(lot.date > start ? lot.date : start, end) + 1;
    const managementFee = lot.shares
      .times(nav)
      .times(managementRate)
      .times(daysHeld)
      .div(100 * DAYS_PER_YEAR)
      .toDecimalPlaces(LOT_FEE_DECIMALS, Decimal.ROUND_HALF_UP);
    const aboveMark = crystallizes && nav.gt(lot.highWaterMark);
    const performanceFee = aboveMark
      ? performanceRate
          .div(100)
          .times(nav.minus(lot.highWaterMark))
          .times(lot.shares)
          .toDecimalPlaces(LOT_FEE_DECIMALS, Decimal.ROUND_HALF_UP)
      : new Fine(0);
    return {
      investmentId: lot.investmentId,
      daysHeld,
      shares: lot.shares,
      highWaterMark: lot.highWaterMark,
      managementFee,
      performanceFee,
      newHighWaterMark: aboveMark ? nav : lot.highWaterMark,
      feeShares: new Fine(0),
    };
  });

  const sum = (pick: (lot: LotFee) => Decimal) =>
    lots.reduce((total, lot) => total.plus(pick(lot)), new Fine(0));
  const managementFee = sum((lot) => lot.managementFee).toDecimalPlaces(FEE_DECIMALS, Decimal.ROUND_HALF_UP);
  const performanceFee = sum((lot) => lot.performanceFee).toDecimalPlaces(
    FEE_DECIMALS,
    Decimal.ROUND_HALF_UP,
  );
  const totalFee = managementFee.plus(performanceFee);
  const feeShares = totalFee.isZero() ? new Fine(0) : new Fine(sharesIssued(totalFee, nav));
  splitFeeShares(lots, feeShares);
  return { managementFee, performanceFee, totalFee, feeShares, lots };
}

/** Spreads `feeShares` over the lots in proportion to each lot's fee (see `chargeFees`). */
function splitFeeShares(lots: LotFee[], feeShares: Decimal): void {
  const weight = (lot: LotFee) => lot.managementFee.plus(lot.performanceFee);
  const total = lots.reduce((sum, lot) => sum.plus(weight(lot)), new Fine(0));
  if (feeShares.isZero() || total.isZero()) return;
  const places = Math.max(LOT_FEE_DECIMALS, feeShares.decimalPlaces());
  let largest = lots[0]!;
  for (const lot of lots) if (weight(lot).gt(weight(largest))) largest = lot;
  let given = new Fine(0);
  for (const lot of lots) {
    if (lot === largest) continue;
    lot.feeShares = feeShares.times(weight(lot)).div(total).toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
    given = given.plus(lot.feeShares);
  }
  largest.feeShares = feeShares.minus(given);
}

import Decimal from 'decimal.js';
import { ownershipPercent } from '../investors/ownership';
import { indexComparison, type IndexDay } from '../investors/returns/index-comparison';
import {
  accountValueIndex,
  timeWeightedReturn,
  type NavPoint,
  type UnitChange,
} from '../investors/returns/time-weighted-return';
import { xirr, type CashFlow } from '../investors/returns/xirr';
import { parseQuarter, quarterFirstDay } from '../quarters';
import { decimalToNumber } from '../rounding';
import { feesPaid, type FeeDeduction } from '../fees/fees-paid';
import type { AccountResponse, ReturnFigure } from './account-schema';

/** One contribution (positive) or redemption (negative), figures as the database keeps them. */
export interface LedgerEntry {
  date: string;
  amount: Decimal.Value;
  nav: Decimal.Value;
  shares: Decimal.Value;
}

export interface AccountInput {
  entries: readonly LedgerEntry[];
  /** The posted fee runs' charges: units that leave without being a flow. */
  feeDeductions: readonly FeeDeduction[];
  /** The units-weighted high-water mark of the lots held (src/domain/fees/fees-paid.ts). */
  highWaterMark: Decimal.Value | null;
  /** Quarter key ('Q3_2025') to the NAV at that quarter's start. */
  quarterlyNavSnapshots: Readonly<Record<string, number>>;
  /** NAV per unit today; null when the current-NAV sheet cannot be read. */
  currentNav: Decimal.Value | null;
  /** Every investor's shares (net of fees), for the ownership percent. */
  fundShares: Decimal.Value;
  /** The S&P 500 proxy the public performance page uses, sorted by date. */
  indexDays: readonly IndexDay[];
  /** Today, 'YYYY-MM-DD'. */
  asOf: string;
}

export const ACCOUNT_REASONS = {
  noNav: 'The current NAV cannot be read right now',
  noContribution: 'There is no contribution yet',
} as const;

/** '2025-07-01' for 'Q3_2025'. */
export function quarterStartDate(key: string): string | null {
  const quarter = parseQuarter(key);
  return quarter ? quarterFirstDay(quarter) : null;
}

const money = (value: Decimal) => decimalToNumber(value, 2);
const percent = (fraction: number | null): number | null =>
  fraction === null || !Number.isFinite(fraction)
    ? null
    : decimalToNumber(new Decimal(fraction).times(100), 2);

function rate(result: { rate: number | null; reason: string | null }): ReturnFigure {
  return result.rate === null
    ? { percent: null, reason: result.reason }
    : { percent: percent(result.rate), reason: null };
}

/** The NAV per unit on each date the account knows it, from the first contribution to today. */
function navPoints(input: AccountInput, from: string): NavPoint[] {
  const points: NavPoint[] = [
    ...input.entries.map((entry) => ({ date: entry.date, nav: entry.nav })),
    ...input.feeDeductions.map((fee) => ({ date: fee.date, nav: fee.navPerUnit })),
  ];
  for (const [key, nav] of Object.entries(input.quarterlyNavSnapshots)) {
    const date = quarterStartDate(key);
    if (date !== null && date > from && date <= input.asOf && nav > 0) points.push({ date, nav });
  }
  if (input.currentNav !== null) points.push({ date: input.asOf, nav: input.currentNav });
  return points.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

const byDate = <T extends { date: string }>(a: T, b: T) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/**
 * The investor's capital account and returns (docs/requirements.md#portal-account, #fee-what): exact
 * sums in decimal.js, rounded only for the answer (money to cents, percents to 2 decimals, shares to
 * 6). A fee takes units without being a flow: the units, value, ownership and history count it,
 * contributions, redemptions and the XIRR flows do not. Returns run from the first contribution to
 * `asOf`: XIRR over the dated flows and today's value (net of fees), the account's value chained
 * between the NAV points (so net of fees), and the index over the same dates and flows.
 */
export function accountSummary(input: AccountInput): AccountResponse {
  const entries = [...input.entries].sort(byDate);
  const changes: UnitChange[] = [
    ...entries.map((entry) => ({ date: entry.date, shares: entry.shares, flow: true })),
    ...input.feeDeductions.map((fee) => ({
      date: fee.date,
      shares: new Decimal(fee.shares).negated(),
      flow: false,
    })),
  ].sort(byDate);
  let shares = new Decimal(0);
  let contributed = new Decimal(0);
  let redeemed = new Decimal(0);
  for (const change of changes) shares = shares.plus(change.shares);
  for (const entry of entries) {
    const amount = new Decimal(entry.amount);
    if (amount.gte(0)) contributed = contributed.plus(amount);
    else redeemed = redeemed.minus(amount);
  }
  const nav = input.currentNav === null ? null : new Decimal(input.currentNav);
  const value = nav === null ? null : shares.times(nav);
  const gain = value === null ? null : value.plus(redeemed).minus(contributed);
  const first = entries.find((entry) => new Decimal(entry.amount).gt(0))?.date ?? null;

  const flows: CashFlow[] = entries.map((entry) => ({
    date: entry.date,
    amount: new Decimal(entry.amount).negated(),
  }));
  const noReturn = (reason: string): ReturnFigure => ({ percent: null, reason });
  let returns: AccountResponse['returns'] = {
    from: first,
    to: input.asOf,
    moneyWeighted: noReturn(ACCOUNT_REASONS.noContribution),
    timeWeighted: noReturn(ACCOUNT_REASONS.noContribution),
    index: {
      moneyWeighted: noReturn(ACCOUNT_REASONS.noContribution),
      timeWeighted: noReturn(ACCOUNT_REASONS.noContribution),
    },
  };
  const points = first === null ? [] : navPoints(input, first);
  if (first !== null) {
    const twr = timeWeightedReturn(
      accountValueIndex(
        points.filter((point) => point.date >= first),
        changes,
      ),
    );
    const index = indexComparison(flows, input.indexDays, input.asOf);
    returns = {
      from: first,
      to: input.asOf,
      moneyWeighted:
        value === null
          ? noReturn(ACCOUNT_REASONS.noNav)
          : rate(xirr([...flows, { date: input.asOf, amount: value }])),
      timeWeighted:
        twr.value === null
          ? noReturn(twr.reason)
          : { percent: percent(twr.value.cumulative.toNumber()), reason: null },
      index: {
        moneyWeighted: rate(index.moneyWeighted),
        timeWeighted:
          index.timeWeighted.value === null
            ? noReturn(index.timeWeighted.reason)
            : { percent: percent(index.timeWeighted.value.cumulative.toNumber()), reason: null },
      },
    };
  }

  // The value held at each known NAV: the shares bought up to that day times that day's NAV.
  // One value per date (the later NAV given, as the time-weighted return reads them); the units held
  // are summed as the dates go by, so the series costs one pass over the records.
  const navOn = new Map(points.map((point) => [point.date, point.nav]));
  let held = new Decimal(0);
  let next = 0;
  const history = [...navOn].map(([date, pointNav]) => {
    while (next < changes.length && changes[next]!.date <= date) held = held.plus(changes[next++]!.shares);
    return { date, value: money(held.times(pointNav)) };
  });

  const fees = feesPaid(input.feeDeductions);
  return {
    asOf: input.asOf,
    capital: {
      shares: decimalToNumber(shares, 6),
      currentNav: nav === null ? null : decimalToNumber(nav, 6),
      value: value === null ? null : money(value),
      contributed: money(contributed),
      redeemed: money(redeemed),
      gain: gain === null ? null : money(gain),
      gainPercent:
        gain === null || contributed.isZero() ? null : decimalToNumber(gain.div(contributed).times(100), 2),
      ownershipPercent: decimalToNumber(ownershipPercent(shares, input.fundShares), 4),
    },
    fees: {
      managementFee: money(fees.managementFee),
      performanceFee: money(fees.performanceFee),
      totalFee: money(fees.totalFee),
      byQuarter: fees.byQuarter.map((line) => ({
        quarter: line.quarter,
        label: line.label,
        managementFee: money(line.managementFee),
        performanceFee: money(line.performanceFee),
        totalFee: money(line.totalFee),
        shares: decimalToNumber(line.shares, 6),
      })),
    },
    highWaterMark: input.highWaterMark === null ? null : decimalToNumber(new Decimal(input.highWaterMark), 6),
    returns,
    history,
  };
}

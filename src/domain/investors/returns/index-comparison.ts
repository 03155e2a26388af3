import Decimal from 'decimal.js';
import { timeWeightedReturn, type TwrResult } from './time-weighted-return';
import { xirr, type CashFlow, type RateResult } from './xirr';

/** A day of the index (the S&P 500 proxy) from the performance sheet. */
export interface IndexDay {
  date: string;
  price: number;
}

export interface IndexComparison {
  /** The index's own return from the first flow to the last date, chained like the account's. */
  timeWeighted: TwrResult;
  /** The same contributions and redemptions, made in the index at its price of their day. */
  moneyWeighted: RateResult;
}

export const INDEX_REASONS = {
  noPrices: 'The index has no prices for these dates',
} as const;

/** The last price on or before `date`, else the first after it (a flow before the sheet starts). */
export function priceOn(days: readonly IndexDay[], date: string): number | null {
  let found: number | null = null;
  for (const day of days) {
    if (day.date > date) return found ?? day.price;
    if (day.price > 0) found = day.price;
  }
  return found;
}

/**
 * The S&P 500 proxy over the account's dates. `flows` are the investor's contributions (negative)
 * and redemptions (positive) without today's value; `days` are sorted by date; `to` is the last day.
 */
export function indexComparison(
  flows: readonly CashFlow[],
  days: readonly IndexDay[],
  to: string,
): IndexComparison {
  const dated = [...flows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const from = dated[0]?.date;
  const end = priceOn(days, to);
  const start = from === undefined ? null : priceOn(days, from);
  if (from === undefined || start === null || end === null) {
    return {
      timeWeighted: { value: null, reason: INDEX_REASONS.noPrices },
      moneyWeighted: { rate: null, reason: INDEX_REASONS.noPrices },
    };
  }
  let units = new Decimal(0);
  for (const flow of dated) {
    const price = priceOn(days, flow.date) ?? start;
    // A contribution (negative) buys units; a redemption (positive) sells them.
    units = units.minus(new Decimal(flow.amount).div(price));
  }
  const value = Decimal.max(units, 0).times(end);
  return {
    timeWeighted: timeWeightedReturn([
      { date: from, nav: start },
      { date: to, nav: end },
    ]),
    moneyWeighted: xirr([...dated, { date: to, amount: value }]),
  };
}

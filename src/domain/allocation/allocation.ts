import Decimal from 'decimal.js';
import { parseAmount, parsePercent } from '../amount';
import { decimalToNumber } from '../rounding';
import { optionUnderlying } from './option-ticker';
import { eachSteps, mapSteps, runSteps, sortSteps, type Steps } from '../steps';
import { paletteColor } from './palette';

export { parseAmount, parsePercent } from '../amount';
export { PALETTE } from './palette';

/** One sheet row as PapaParse gives it (header row, automatic typing). */
export type SheetRow = Record<string, unknown>;

export interface AllocationItem {
  ticker: string;
  /** Dollars, to the cent. */
  value: number;
  /** Gain in percent, 2 decimals; value-weighted when several rows share the ticker. */
  profitPercent: number;
  /** Share of `totalValue` in percent, 2 decimals (so a list may sum to 99.99 or 100.01). */
  percentage: number;
  color: string;
}

export interface AllocationInput {
  stocks: readonly SheetRow[];
  options: readonly SheetRow[];
  strategies: readonly SheetRow[];
  /** The NAV sheet's Account: the fund's whole value, cash included. */
  navAccount?: unknown;
}

export interface Allocation {
  /** Largest value first; equal values by ticker. */
  items: AllocationItem[];
  /** What the percentages are of: navAccount when a CASH item was added, else `positionsValue`. */
  totalValue: number;
  /** Stock TotalValue + option CurrentValue + strategy CurrentValue. */
  positionsValue: number;
}

export const CASH_TICKER = 'CASH';
export const STRATEGY_GROUP = 'STRATEGY';
/** Uninvested money becomes a slice only when it is more than this share of the account. */
const CASH_MINIMUM_SHARE = new Decimal('0.01');

/** The running totals of one ticker: sums, never a list, so no row count reaches a call's arguments. */
interface TickerTotal {
  ticker: string;
  rows: number;
  value: Decimal;
  /** Sum of value x profit, for the value-weighted profit. */
  weightedProfit: Decimal;
  /** Sum of the profits, for the plain average when the values cancel out. */
  profitSum: Decimal;
}

/**
 * The holdings pie: stocks, options with CurrentValue above 0 (by underlying), strategies with
 * CurrentValue above 0 (by Strategy, else Type, else 'STRATEGY'), and CASH for the part of the account
 * the positions do not explain. Rows without a readable name or value are left out.
 */
export function buildAllocation(input: AllocationInput): Allocation {
  return runSteps(allocationSteps(input));
}

/** `buildAllocation` cut into steps (see `Steps`), for sheets of any length. */
export function* allocationSteps({
  stocks,
  options,
  strategies,
  navAccount,
}: AllocationInput): Steps<Allocation> {
  const totals = new Map<string, TickerTotal>();
  let positionsValue = new Decimal(0);
  const add = (ticker: string, amount: number, percentChange: unknown) => {
    const value = new Decimal(amount);
    positionsValue = positionsValue.plus(value);
    accumulate(totals, ticker, value, new Decimal(parsePercent(percentChange) ?? 0));
  };
  yield* eachSteps(stocks, (row) => {
    const ticker = textOf(row.Ticker)?.toUpperCase();
    const value = parseAmount(row.TotalValue);
    if (ticker !== undefined && value !== null) add(ticker, value, row.PercentChange);
  });
  yield* eachSteps(options, (row) => {
    const value = parseAmount(row.CurrentValue);
    if (value !== null && value > 0) add(optionUnderlying(row.Position), value, row.PercentChange);
  });
  yield* eachSteps(strategies, (row) => {
    const value = parseAmount(row.CurrentValue);
    if (value === null || value <= 0) return;
    add(textOf(row.Strategy) ?? textOf(row.Type) ?? STRATEGY_GROUP, value, row.PercentChange);
  });

  const account = new Decimal(parseAmount(navAccount) ?? 0);
  const cash = account.minus(positionsValue);
  const showsCash = cash.greaterThan(0) && cash.greaterThan(account.times(CASH_MINIMUM_SHARE));
  // A stock row named CASH and the uninvested money make one slice, as any two rows of one ticker do.
  if (showsCash) accumulate(totals, CASH_TICKER, cash, new Decimal(0));
  const totalValue = showsCash ? account : positionsValue;

  const holdings = yield* mapSteps([...totals.values()], combinedHolding);
  const sorted = yield* sortSteps(holdings, byValueThenTicker);
  const items = yield* mapSteps(sorted, (item, index) => ({
    ticker: item.ticker,
    value: decimalToNumber(item.value, 2),
    profitPercent: decimalToNumber(item.profitPercent, 2),
    percentage: totalValue.isZero() ? 0 : decimalToNumber(item.value.div(totalValue).times(100), 2),
    color: paletteColor(index),
  }));
  return {
    items,
    totalValue: decimalToNumber(totalValue, 2),
    positionsValue: decimalToNumber(positionsValue, 2),
  };
}

function accumulate(totals: Map<string, TickerTotal>, ticker: string, value: Decimal, profit: Decimal): void {
  const total = totals.get(ticker);
  if (total === undefined) {
    totals.set(ticker, { ticker, rows: 1, value, weightedProfit: value.times(profit), profitSum: profit });
    return;
  }
  total.rows += 1;
  total.value = total.value.plus(value);
  total.weightedProfit = total.weightedProfit.plus(value.times(profit));
  total.profitSum = total.profitSum.plus(profit);
}

interface Holding {
  ticker: string;
  value: Decimal;
  /** `value` as a float, to sort by: a Decimal comparison costs about ten times more. */
  amount: number;
  profitPercent: Decimal;
}

/**
 * One holding per ticker, weighting each row's profit by its value: $9,000 at +10 % and $1,000 at -10 %
 * is +8 %. When the values cancel out to zero the plain average stands in for the undefined weighting.
 */
function combinedHolding({ ticker, rows, value, weightedProfit, profitSum }: TickerTotal): Holding {
  const amount = value.toNumber();
  if (rows === 1) return { ticker, value, amount, profitPercent: profitSum };
  const profitPercent = value.isZero() ? profitSum.div(rows) : weightedProfit.div(value);
  return { ticker, value, amount, profitPercent };
}

function byValueThenTicker(a: Holding, b: Holding): number {
  if (a.amount !== b.amount) return b.amount - a.amount;
  return b.value.comparedTo(a.value) || (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0);
}

function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

import Decimal from 'decimal.js';
import { parseAmount, parsePercent } from '../amount';
import { decimalToNumber } from '../rounding';
import { optionUnderlying } from './option-ticker';
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

interface Holding {
  ticker: string;
  value: Decimal;
  profitPercent: Decimal;
}

/**
 * The holdings pie: stocks, options with CurrentValue above 0 (by underlying), strategies with
 * CurrentValue above 0 (by Strategy, else Type, else 'STRATEGY'), and CASH for the part of the account
 * the positions do not explain. Rows without a readable name or value are left out.
 */
export function buildAllocation({ stocks, options, strategies, navAccount }: AllocationInput): Allocation {
  const holdings: Holding[] = [];
  for (const row of stocks) {
    const ticker = textOf(row.Ticker)?.toUpperCase();
    const value = parseAmount(row.TotalValue);
    if (ticker === undefined || value === null) continue;
    holdings.push(holding(ticker, value, row.PercentChange));
  }
  for (const row of options) {
    const value = parseAmount(row.CurrentValue);
    if (value === null || value <= 0) continue;
    holdings.push(holding(optionUnderlying(row.Position), value, row.PercentChange));
  }
  for (const row of strategies) {
    const value = parseAmount(row.CurrentValue);
    if (value === null || value <= 0) continue;
    const name = textOf(row.Strategy) ?? textOf(row.Type) ?? STRATEGY_GROUP;
    holdings.push(holding(name, value, row.PercentChange));
  }

  const positionsValue = holdings.reduce((sum, item) => sum.plus(item.value), new Decimal(0));
  const account = new Decimal(parseAmount(navAccount) ?? 0);
  const cash = account.minus(positionsValue);
  const showsCash = cash.greaterThan(0) && cash.greaterThan(account.times(CASH_MINIMUM_SHARE));
  if (showsCash) holdings.push({ ticker: CASH_TICKER, value: cash, profitPercent: new Decimal(0) });
  const totalValue = showsCash ? account : positionsValue;

  const items = combineDuplicates(holdings)
    .sort((a, b) => b.value.comparedTo(a.value) || (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0))
    .map((item, index) => ({
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

function holding(ticker: string, value: number, percentChange: unknown): Holding {
  return { ticker, value: new Decimal(value), profitPercent: new Decimal(parsePercent(percentChange) ?? 0) };
}

/**
 * One holding per ticker, weighting each row's profit by its value: $9,000 at +10 % and $1,000 at -10 %
 * is +8 %. When the values cancel out to zero the plain average stands in for the undefined weighting.
 */
function combineDuplicates(holdings: readonly Holding[]): Holding[] {
  const groups = new Map<string, Holding[]>();
  for (const item of holdings) {
    const group = groups.get(item.ticker);
    if (group === undefined) groups.set(item.ticker, [item]);
    else group.push(item);
  }
  return [...groups].map(([ticker, group]) => {
    if (group.length === 1 && group[0] !== undefined) return group[0];
    const value = Decimal.sum(...group.map((item) => item.value));
    const profitPercent = value.isZero()
      ? Decimal.sum(...group.map((item) => item.profitPercent)).div(group.length)
      : Decimal.sum(...group.map((item) => item.value.times(item.profitPercent))).div(value);
    return { ticker, value, profitPercent };
  });
}

function textOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

import Decimal from 'decimal.js';
import { readDecimal } from '../positions/payloads/fields';
import type { PositionItem } from '../positions/responses';
import { SHARES_PER_CONTRACT } from '../positions/units';
import { INCOME_MESSAGES } from './messages';
import { WEEKS_PER_YEAR } from './target-income';

/** Option contracts a number of shares covers: floor(shares / 100) (docs/requirements.md#inc-capacity). */
export function contractCapacity(shares: Decimal.Value): number {
  const value = new Decimal(shares);
  if (!value.isFinite() || value.lte(0)) return 0;
  return value.div(SHARES_PER_CONTRACT).floor().toNumber();
}

export type Efficiency =
  | {
      ok: true;
      /** Weekly premium / capital, in percent. */
      weeklyPercent: Decimal;
      /** x 52, in percent. */
      annualizedPercent: Decimal;
    }
  | { ok: false; message: string };

/** Premium efficiency: what a week's premium earns on the capital behind it. Both must be above 0. */
export function premiumEfficiency(capital: unknown, weeklyPremium: unknown): Efficiency {
  const capitalValue = readDecimal(capital);
  const premiumValue = readDecimal(weeklyPremium);
  if (capitalValue === null || premiumValue === null || !capitalValue.gt(0) || !premiumValue.gt(0))
    return { ok: false, message: INCOME_MESSAGES.efficiencyInputs };
  const weeklyPercent = premiumValue.div(capitalValue).times(100);
  return { ok: true, weeklyPercent, annualizedPercent: weeklyPercent.times(WEEKS_PER_YEAR) };
}

/** One ticker of the open stock and option holdings. */
export interface TickerCapacity {
  ticker: string;
  /** Open stock shares, all positions of the ticker together. */
  shares: Decimal;
  /** Open option contracts (long or short) held on the ticker. */
  optionContracts: Decimal;
  /** floor(shares / 100), after adding the ticker's positions: 150 + 50 shares cover 2 contracts. */
  capacity: number;
  /** Contracts of open theta calls sold (STO C) on the ticker: the part of the capacity in use. */
  callsWritten: number;
  /** capacity - callsWritten, never below 0. */
  available: number;
}

type Holding = Pick<PositionItem, 'type' | 'ticker' | 'isOpen' | 'quantity'> &
  Partial<{ action: string | null; optionType: string | null }>;

/** Per ticker of the open stock and option holdings, alphabetical. */
export function holdingsCapacity(positions: readonly Holding[]): TickerCapacity[] {
  const byTicker = new Map<string, { shares: Decimal; contracts: Decimal; calls: Decimal }>();
  const entry = (ticker: string) => {
    let found = byTicker.get(ticker);
    if (!found) {
      found = { shares: new Decimal(0), contracts: new Decimal(0), calls: new Decimal(0) };
      byTicker.set(ticker, found);
    }
    return found;
  };
  for (const position of positions) {
    if (!position.isOpen || position.type === 'THETA') continue;
    const quantity = new Decimal(position.quantity ?? 0);
    const holding = entry(position.ticker);
    if (position.type === 'STOCK') holding.shares = holding.shares.plus(quantity);
    else holding.contracts = holding.contracts.plus(quantity);
  }
  for (const position of positions) {
    const written =
      position.isOpen &&
      position.type === 'THETA' &&
      position.action === 'STO' &&
      position.optionType === 'C';
    if (written && byTicker.has(position.ticker)) {
      const holding = byTicker.get(position.ticker)!;
      holding.calls = holding.calls.plus(position.quantity ?? 0);
    }
  }
  return [...byTicker.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([ticker, { shares, contracts, calls }]) => {
      const capacity = contractCapacity(shares);
      const callsWritten = calls.toNumber();
      return {
        ticker,
        shares,
        optionContracts: contracts,
        capacity,
        callsWritten,
        available: Math.max(capacity - callsWritten, 0),
      };
    });
}

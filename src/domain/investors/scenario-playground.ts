import Decimal from 'decimal.js';
import { parseAmount } from '../amount';
import { SHARES_PER_CONTRACT } from '../positions/units';
import { isBlank, parseDecimal } from '../decimal-input';
import { equityValue, navChange, scenarioNav, type NavChange } from './scenario';

/*
 * The Portfolio Price Scenario Playground (docs/requirements.md#met-scenario; beyond the NAV formula
 * it is ours): the holdings come from the published sheets, each priced per share so a person can type a
 * what-if price, and the scenario NAV follows from scenario.ts.
 */

export type PlaygroundHoldingKind = 'stock' | 'option' | 'strategy';

export interface PlaygroundHolding {
  /** Unique within the list; the key of the typed price. */
  key: string;
  /** Ticker, option position text or strategy name. */
  label: string;
  kind: PlaygroundHoldingKind;
  /** Shares, contracts, or 1 for a strategy held as one lump. */
  quantity: Decimal;
  /** Shares per unit of quantity: 100 for an option contract, else 1. */
  multiplier: Decimal;
  /** Value / (quantity x multiplier): the price per share today. */
  currentPrice: Decimal;
}

/** The portfolio answer's holdings rows, as the admin gets them (unmasked). */
export interface PortfolioRows {
  stockPositions: readonly Record<string, unknown>[] | null;
  optionPositions: readonly Record<string, unknown>[] | null;
  strategyPositions: readonly Record<string, unknown>[] | null;
}

function textOf(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

function holding(
  key: string,
  label: string,
  kind: PlaygroundHoldingKind,
  quantity: number | null,
  multiplier: number,
  value: number | null,
): PlaygroundHolding | null {
  if (quantity === null || value === null || quantity === 0) return null;
  const units = new Decimal(quantity);
  const price = new Decimal(value).div(units.times(multiplier));
  // A holding worth less than nothing (a short option the sheet values at -420) is a short quantity
  // at a positive price, so every scenario price is a plain price of 0 or more.
  const short = price.isNegative();
  return {
    key,
    label,
    kind,
    quantity: short ? units.negated() : units,
    multiplier: new Decimal(multiplier),
    currentPrice: short ? price.negated() : price,
  };
}

/**
 * Stocks (Ticker, '# Shares', TotalValue), options (Position, Contracts, CurrentValue; 100 shares a
 * contract) and strategies (Strategy or Type, CurrentValue; one lump). Rows whose quantity or value
 * cannot be read (blank, masked '***', zero quantity) are left out: they cannot be priced. A negative
 * value makes the quantity negative (short) and keeps the price positive.
 */
export function playgroundHoldings(portfolio: PortfolioRows): PlaygroundHolding[] {
  const holdings: (PlaygroundHolding | null)[] = [];
  (portfolio.stockPositions ?? []).forEach((row, index) => {
    const ticker = textOf(row.Ticker)?.toUpperCase();
    if (ticker === undefined) return;
    holdings.push(
      holding(
        `stock-${index}`,
        ticker,
        'stock',
        parseAmount(row['# Shares']),
        1,
        parseAmount(row.TotalValue),
      ),
    );
  });
  (portfolio.optionPositions ?? []).forEach((row, index) => {
    const position = textOf(row.Position);
    if (position === null) return;
    holdings.push(
      holding(
        `option-${index}`,
        position,
        'option',
        parseAmount(row.Contracts),
        SHARES_PER_CONTRACT,
        parseAmount(row.CurrentValue),
      ),
    );
  });
  (portfolio.strategyPositions ?? []).forEach((row, index) => {
    const name = textOf(row.Strategy) ?? textOf(row.Type) ?? 'Strategy';
    holdings.push(holding(`strategy-${index}`, name, 'strategy', 1, 1, parseAmount(row.CurrentValue)));
  });
  return holdings.filter((entry): entry is PlaygroundHolding => entry !== null);
}

/** A typed amount that may not be negative: blank gives `blank`, anything unreadable null. */
function nonNegative(text: string | undefined, blank: Decimal): Decimal | null {
  if (isBlank(text)) return blank;
  const value = parseDecimal(text);
  return value !== null && value.gte(0) ? value : null;
}

export interface PlaygroundInput {
  holdings: readonly PlaygroundHolding[];
  /** Typed scenario price per holding key; blank or missing keeps the current price. */
  prices: Readonly<Record<string, string>>;
  /** Typed cash and borrowed amounts; blank is 0. */
  cash: string;
  borrowed: string;
  outstandingShares: Decimal.Value;
  /** Null while no current NAV is known: then there is nothing to compare with. */
  currentNav: Decimal.Value | null;
}

export interface PlaygroundResult {
  /** Holding keys, 'cash' and 'borrowed' whose text is not a number of 0 or more. */
  invalid: string[];
  /** Each holding at its scenario price, by key; null where the typed price is invalid. */
  holdingValues: Record<string, Decimal | null>;
  /** The holdings at today's prices. */
  currentEquityValue: Decimal;
  /** The holdings at the scenario prices; null while an input is invalid. */
  equityValue: Decimal | null;
  /** (equity value + cash - borrowed) / outstanding shares; null while invalid or without shares. */
  scenarioNav: Decimal | null;
  /** Scenario NAV against the current NAV; null when either is unknown. */
  change: NavChange | null;
  /** Whether a price, cash or borrowing was typed: without one there is no scenario to show. */
  entered: boolean;
}

export const CASH_FIELD = 'cash';
export const BORROWED_FIELD = 'borrowed';

export function playgroundResult(input: PlaygroundInput): PlaygroundResult {
  const invalid: string[] = [];
  const holdingValues: Record<string, Decimal | null> = {};
  const priced = input.holdings.map((entry) => {
    const price = nonNegative(input.prices[entry.key], entry.currentPrice);
    const scenario = {
      quantity: entry.quantity,
      multiplier: entry.multiplier,
      price: price ?? entry.currentPrice,
    };
    if (price === null) invalid.push(entry.key);
    holdingValues[entry.key] = price === null ? null : equityValue([scenario]);
    return scenario;
  });
  const cash = nonNegative(input.cash, new Decimal(0));
  const borrowed = nonNegative(input.borrowed, new Decimal(0));
  if (cash === null) invalid.push(CASH_FIELD);
  if (borrowed === null) invalid.push(BORROWED_FIELD);

  const currentEquityValue = equityValue(
    input.holdings.map((entry) => ({
      quantity: entry.quantity,
      multiplier: entry.multiplier,
      price: entry.currentPrice,
    })),
  );
  const entered =
    Object.values(input.prices).some((text) => !isBlank(text)) ||
    !isBlank(input.cash) ||
    !isBlank(input.borrowed);
  if (invalid.length > 0 || cash === null || borrowed === null) {
    return {
      invalid,
      holdingValues,
      currentEquityValue,
      equityValue: null,
      scenarioNav: null,
      change: null,
      entered,
    };
  }
  const equity = equityValue(priced);
  // No scenario typed: today's holdings divided by the ledger's units is no scenario, only the gap
  // between the holdings sheet and the ledger (which `ledgerGap` names); nothing is shown as a change.
  if (!entered)
    return {
      invalid,
      holdingValues,
      currentEquityValue,
      equityValue: equity,
      scenarioNav: null,
      change: null,
      entered,
    };
  const nav = scenarioNav({
    equityValue: equity,
    cash,
    borrowed,
    outstandingShares: input.outstandingShares,
  });
  return {
    invalid,
    holdingValues,
    currentEquityValue,
    equityValue: equity,
    scenarioNav: nav,
    change: nav === null || input.currentNav === null ? null : navChange(nav, input.currentNav),
    entered,
  };
}

/** The holdings sheet's value of the holdings against the ledger's: its units at the current NAV. */
export interface LedgerGap {
  sheetValue: Decimal;
  ledgerValue: Decimal;
  /** sheetValue - ledgerValue. */
  gap: Decimal;
}

/**
 * Where the holdings sheet and the ledger disagree by a cent or more: the holdings at today's prices
 * against the outstanding units at the current NAV. Null when they agree or either is unknown.
 */
export function ledgerGap(input: {
  currentEquityValue: Decimal.Value;
  outstandingShares: Decimal.Value;
  currentNav: Decimal.Value | null;
}): LedgerGap | null {
  if (input.currentNav === null) return null;
  const sheetValue = new Decimal(input.currentEquityValue);
  const ledgerValue = new Decimal(input.outstandingShares).times(input.currentNav);
  const gap = sheetValue.minus(ledgerValue);
  return gap.abs().lt(0.01) ? null : { sheetValue, ledgerValue, gap };
}

/** A current NAV as typed: a positive number, else null. */
export function readNavInput(text: unknown): Decimal | null {
  const value = parseDecimal(text);
  return value !== null && value.gt(0) ? value : null;
}

import Decimal from 'decimal.js';
import { daysBetween } from '../calendar';
import type { Execution, Side } from './execution';
import { ASSIGNMENT_LINK_DAYS } from './limits';

/*
 * An assignment or exercise moves shares at the strike. The plan books that stock leg with the option
 * row itself; when the file also has the stock row (tastytrade's 'Receive Deliver', IBKR's 'A' and
 * 'Ex' stock rows, Schwab's Buy or Sell at the strike), that row is linked to the option row instead
 * of buying or selling the shares a second time.
 */

export interface StockLeg {
  side: Side;
  /** Contracts x multiplier. */
  shares: Decimal;
  /** The strike, per share. */
  price: Decimal;
}

/** The shares an option assignment or exercise moves; null for other rows. */
export function stockLegOf(execution: Execution): StockLeg | null {
  const { instrument, event } = execution;
  if (instrument.kind !== 'OPTION' || (event !== 'ASSIGNMENT' && event !== 'EXERCISE')) return null;
  // Assigned: a sold put buys shares, a sold call delivers them. Exercised: the holder's call buys, put sells.
  const buys = event === 'ASSIGNMENT' ? instrument.right === 'P' : instrument.right === 'C';
  return {
    side: buys ? 'BUY' : 'SELL',
    shares: new Decimal(execution.quantity).times(instrument.multiplier),
    price: new Decimal(instrument.strike),
  };
}

/** Events that say the stock row came from an option; a plain trade at the strike is a weaker match. */
const DELIVERY_EVENTS = new Set(['ASSIGNMENT', 'EXERCISE', 'DELIVERY']);

function fits(stock: Execution, option: Execution, leg: StockLeg): boolean {
  const days = daysBetween(option.tradeDate, stock.tradeDate);
  return (
    stock.instrument.kind === 'STOCK' &&
    stock.ticker === option.ticker &&
    stock.side === leg.side &&
    leg.shares.eq(stock.quantity) &&
    leg.price.eq(stock.pricePerShare) &&
    days >= -1 &&
    days <= ASSIGNMENT_LINK_DAYS
  );
}

/**
 * Stock row number to option row number, for each stock row that delivers an assignment or exercise
 * of this file. Rows marked as deliveries are matched before plain trades at the strike.
 */
export function linkDeliveries(executions: readonly Execution[]): Map<number, number> {
  const stockByTicker = new Map<string, Execution[]>();
  for (const execution of executions) {
    if (execution.instrument.kind !== 'STOCK') continue;
    const list = stockByTicker.get(execution.ticker);
    if (list) list.push(execution);
    else stockByTicker.set(execution.ticker, [execution]);
  }
  const links = new Map<number, number>();
  for (const option of executions) {
    const leg = stockLegOf(option);
    if (leg === null) continue;
    const candidates = (stockByTicker.get(option.ticker) ?? []).filter(
      (stock) => !links.has(stock.rowNumber) && fits(stock, option, leg),
    );
    const match = candidates.find((stock) => DELIVERY_EVENTS.has(stock.event)) ?? candidates[0];
    if (match) links.set(match.rowNumber, option.rowNumber);
  }
  return links;
}

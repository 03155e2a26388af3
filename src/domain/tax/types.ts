import type Decimal from 'decimal.js';

/*
 * What the tax rules read: the fund's trades as dated events, one taxpayer across every broker account
 * (Pub 550, "Wash Sales": a partnership is one taxpayer, whatever its accounts). Amounts are dollars,
 * already net of commissions and fees (Pub 550, "Basis of Investment Property": commissions are part
 * of the cost, and they reduce the amount realized).
 */

export type Money = Decimal.Value;

/** One option contract as a wash sale compares it: underlying, right, strike, expiration. */
export interface OptionContract {
  underlying: string;
  right: 'C' | 'P';
  strike: string;
  /** 'YYYY-MM-DD'. */
  expiration: string;
}

/** A purchase of shares: an open, an average down, an assignment of a written put, an exercised call. */
export interface StockBuy {
  kind: 'buy';
  id: string;
  date: string;
  ticker: string;
  shares: Money;
  /** What the shares cost, commissions included. */
  cost: Money;
}

/** A sale of shares: a sell, an assigned call's delivery, an exercised put's delivery. */
export interface StockSell {
  kind: 'sell';
  id: string;
  date: string;
  ticker: string;
  shares: Money;
  /** What the sale brought in, net of commissions. */
  proceeds: Money;
}

/** An option opened: written (sold to open) or bought (bought to open). */
export interface OptionOpen {
  kind: 'open';
  id: string;
  positionId: number;
  date: string;
  contract: OptionContract;
  side: 'written' | 'bought';
  contracts: Money;
  /** Written: the premium received net of fees. Bought: the cost with fees. */
  amount: Money;
}

export type CloseHow = 'closed' | 'expired' | 'assigned' | 'exercised';

/** An option closed: bought back or sold, expired, assigned (written) or exercised (bought). */
export interface OptionClose {
  kind: 'close';
  id: string;
  positionId: number;
  date: string;
  contracts: Money;
  /** Written closed: the cost to buy back with fees. Bought sold: proceeds net of fees. Else 0. */
  amount: Money;
  how: CloseHow;
  /** The stock leg an assignment or exercise booked at the strike (a StockBuy or StockSell id). */
  stockEventId?: string;
}

export type TaxEvent = StockBuy | StockSell | OptionOpen | OptionClose;

/** A Section 1256 year-end price per share, as quoted, for a position open on that year's 31 December. */
export interface YearEndMark {
  positionId: number;
  year: number;
  price: Money;
}

export type Term = 'short' | 'long';

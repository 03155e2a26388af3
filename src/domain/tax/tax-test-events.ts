import type { OptionContract, OptionClose, OptionOpen, StockBuy, StockSell, TaxEvent } from './types';

/* Builders for the tax tables: each row reads as the trade it records. */

let next = 0;
const id = (prefix: string) => `${prefix}${(next += 1)}`;

export const buy = (date: string, ticker: string, shares: number, cost: string, key?: string): StockBuy => ({
  kind: 'buy',
  id: key ?? id('b'),
  date,
  ticker,
  shares,
  cost,
});

export const sell = (
  date: string,
  ticker: string,
  shares: number,
  proceeds: string,
  key?: string,
): StockSell => ({
  kind: 'sell',
  id: key ?? id('s'),
  date,
  ticker,
  shares,
  proceeds,
});

export const contract = (
  underlying: string,
  right: 'C' | 'P',
  strike: string,
  expiration: string,
): OptionContract => ({
  underlying,
  right,
  strike,
  expiration,
});

export const open = (
  date: string,
  positionId: number,
  c: OptionContract,
  side: 'written' | 'bought',
  contracts: number,
  amount: string,
): OptionOpen => ({ kind: 'open', id: id('o'), positionId, date, contract: c, side, contracts, amount });

export const close = (
  date: string,
  positionId: number,
  contracts: number,
  amount: string,
  how: OptionClose['how'] = 'closed',
  stockEventId?: string,
): OptionClose => ({
  kind: 'close',
  id: id('c'),
  positionId,
  date,
  contracts,
  amount,
  how,
  ...(stockEventId === undefined ? {} : { stockEventId }),
});

export type Events = TaxEvent[];

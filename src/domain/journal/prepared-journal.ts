import { fractionDigits, toScaled } from '../fixed-point';
import { closingDayOf } from '../realized/closing-events';
import { daysHeld, premiumPerContract, strategyOf, type JournalPosition } from './trades';

/*
 * A position as the statistics read it, worked out once (decision 032): its trades' days, days held
 * and P&L as exact integers, its fees, strategy, premium and tags. The server keeps the book's positions
 * in this form and prepares again only the positions a write changed, so the statistics after a write
 * cost one pass of additions rather than reading and parsing every trade again.
 */

export interface PreparedTrade {
  /** The fund's calendar day of the close, 'YYYY-MM-DD'. */
  day: string;
  /** Net P&L in 10^-scale dollars (a close without a P&L is a trade of $0). */
  pnl: bigint;
  quantity: number | null;
  daysHeld: number;
}

export interface PreparedFee {
  /** The day of the transaction that recorded it, 'YYYY-MM-DD'. */
  day: string;
  /** In 10^-scale dollars. */
  value: bigint;
}

export interface PreparedPosition {
  id: number;
  ticker: string;
  strategy: string;
  tags: readonly string[];
  /** The tags in lower case, for the filter's tag matched ignoring case. */
  lowerTags: readonly string[];
  /** THETA STO with a premium above 0: the premium per contract in 10^-scale dollars; null otherwise. */
  premium: bigint | null;
  trades: PreparedTrade[];
  fees: PreparedFee[];
}

/** The most decimals of any P&L, fee or premium of the position the statistics read (at least 2: cents). */
export function scaleOfPosition(position: JournalPosition): number {
  let scale = 2;
  if (position.premium !== null) scale = Math.max(scale, fractionDigits(position.premium));
  for (const { netProfit, fees } of position.transactions) {
    if (netProfit !== null) scale = Math.max(scale, fractionDigits(netProfit));
    if (fees !== null) scale = Math.max(scale, fractionDigits(fees));
  }
  return scale;
}

/** The most decimals of any figure of the positions (see scaleOfPosition). */
export const scaleOf = (positions: readonly JournalPosition[]): number =>
  positions.reduce((scale, position) => Math.max(scale, scaleOfPosition(position)), 2);

/** The position's trades (closing events, docs/requirements.md#jr-trades) and fees at `scale`. */
export function preparePosition(position: JournalPosition, scale: number): PreparedPosition {
  const openDay = position.openDate.slice(0, 10);
  const premium = premiumPerContract(position);
  const trades: PreparedTrade[] = [];
  const fees: PreparedFee[] = [];
  for (const transaction of position.transactions) {
    const day = closingDayOf(transaction);
    if (day !== null)
      trades.push({
        day,
        pnl: transaction.netProfit === null ? 0n : toScaled(transaction.netProfit, scale),
        quantity: transaction.quantity,
        daysHeld: daysHeld(openDay, day),
      });
    if (transaction.fees !== null)
      fees.push({ day: transaction.date.slice(0, 10), value: toScaled(transaction.fees, scale) });
  }
  return {
    id: position.id,
    ticker: position.ticker,
    strategy: strategyOf(position),
    tags: position.tags,
    lowerTags: position.tags.map((tag) => tag.toLowerCase()),
    premium: premium === null ? null : toScaled(premium.toFixed(), scale),
    trades,
    fees,
  };
}

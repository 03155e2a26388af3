import Decimal from 'decimal.js';
import type { PositionType } from '../positions/units';
import {
  byDayThenId,
  closingDayOf,
  closingEventOf,
  type ClosingEvent,
  type ClosingSource,
} from '../realized/closing-events';
import { dayNumber } from '../calendar';

/*
 * The journal's trades (docs/requirements.md#jr-trades): the calendar's closing events
 * (src/domain/realized/closing-events.ts), across all quarters, dated inside a range, with what the
 * analytics read beside them: strategy, days held, the premium a THETA STO close gave back, tags.
 */

/** The strategies a trade belongs to, from its position (docs/requirements.md#jr-strategy). */
export const STRATEGIES = [
  'THETA STO P',
  'THETA STO C',
  'THETA BTO P',
  'THETA BTO C',
  'OPTION BTO C',
  'OPTION BTO P',
  'OPTION STO C',
  'OPTION STO P',
  'STOCK',
] as const;

/**
 * 'THETA STO P', 'OPTION BTO C', 'STOCK'. A position the books hold without an action reads as its
 * type's default (theta STO, option BTO, as Add Position fills it in); one without an option type
 * gives the strategy without it ('THETA STO'), since guessing a right would put it under the wrong one.
 */
export function strategyOf(position: {
  type: PositionType;
  action: string | null;
  optionType: string | null;
}): string {
  if (position.type === 'STOCK') return 'STOCK';
  const action =
    position.action === 'STO' || position.action === 'BTO'
      ? position.action
      : position.type === 'THETA'
        ? 'STO'
        : 'BTO';
  const right = position.optionType === 'C' || position.optionType === 'P' ? ` ${position.optionType}` : '';
  return `${position.type} ${action}${right}`;
}

/** A range of wall-clock days, both ends included; null is open-ended. */
export interface DayRange {
  /** 'YYYY-MM-DD' or null (from the first trade). */
  from: string | null;
  /** 'YYYY-MM-DD' or null (to the last trade). */
  to: string | null;
}

export const inRange = (day: string, range: DayRange): boolean =>
  (range.from === null || day >= range.from) && (range.to === null || day <= range.to);

/** What the journal reads of a position besides its closing events. */
export interface JournalPosition extends ClosingSource {
  action: string | null;
  optionType: string | null;
  /** Wall-clock 'YYYY-MM-DDTHH:mm:ss' (its date part is the open day). */
  openDate: string;
  /** THETA: dollars per contract received (STO) or paid (BTO); null otherwise. */
  premium: Decimal.Value | null;
  /** Tag names, alphabetical. */
  tags: readonly string[];
  transactions: (ClosingSource['transactions'][number] & {
    /** Commissions and fees recorded on the transaction (imports record them), or null. */
    fees: Decimal.Value | null;
  })[];
}

/** What the trades of one position share. */
export interface TradePosition {
  id: number;
  ticker: string;
  strategy: string;
  /** 'YYYY-MM-DD'. */
  openDay: string;
  /** THETA STO with a premium above 0: dollars per contract received; null otherwise. */
  premiumPerContract: Decimal | null;
  tags: readonly string[];
}

/** One trade of the journal. */
export interface JournalTrade {
  event: ClosingEvent;
  position: TradePosition;
  /** Close day minus open day, in days. */
  daysHeld: number;
  /** Fees recorded on the closing transaction, or null. */
  fees: Decimal.Value | null;
}

export interface JournalFilter {
  range: DayRange;
  /** Only the trades (and fees) of positions carrying this tag, matched ignoring case; null for all. */
  tag: string | null;
}

const dayNumbers = new Map<string, number>();
/** Day numbers of the few thousand distinct days a book has, each worked out once. */
function cachedDayNumber(day: string): number {
  let value = dayNumbers.get(day);
  if (value === undefined) {
    value = dayNumber(day);
    if (dayNumbers.size < 100_000) dayNumbers.set(day, value);
  }
  return value;
}

/** 'Close date − open date in days', on the wall-clock days of both. */
export function daysHeld(openDay: string, closeDay: string): number {
  return cachedDayNumber(closeDay) - cachedDayNumber(openDay);
}

/**
 * The premium per contract a THETA STO position received, or null for any other position and where it
 * is missing or not above 0 (nothing received, so nothing to capture).
 */
export function premiumPerContract(
  position: Pick<JournalPosition, 'type' | 'action' | 'premium'>,
): Decimal | null {
  if (position.type !== 'THETA' || position.action !== 'STO' || position.premium === null) return null;
  const premium = new Decimal(position.premium);
  return premium.gt(0) ? premium : null;
}

/** Whether a close of `quantity` contracts counts toward premium capture: a positive quantity of a THETA STO. */
export const capturesPremium = (premium: Decimal | null, quantity: number | null): premium is Decimal =>
  premium !== null && quantity !== null && quantity > 0;

/**
 * The premium a THETA STO close gave back its share of: the position's premium per contract times the
 * contracts the close closed (the per-unit entry never changes on a partial close,
 * docs/requirements.md#tl-pnl). Null for any other trade, and where a figure is missing or not above 0.
 */
export function premiumReceived(trade: JournalTrade): Decimal | null {
  const premium = trade.position.premiumPerContract;
  return capturesPremium(premium, trade.event.quantity) ? premium.times(trade.event.quantity!) : null;
}

/** P&L ÷ premium received × 100, or null where no premium was received (docs/requirements.md#jr-premium). */
export function premiumCapture(pnl: Decimal, received: Decimal | null): Decimal | null {
  return received === null ? null : pnl.div(received).times(100);
}

const hasTag = (tags: readonly string[], wanted: string): boolean =>
  tags.some((tag) => tag.toLowerCase() === wanted);

/** The positions the filter's tag keeps (all of them without a tag). */
export function taggedPositions<P extends { tags: readonly string[] }>(
  positions: readonly P[],
  tag: string | null,
): readonly P[] {
  if (tag === null) return positions;
  const wanted = tag.toLowerCase();
  return positions.filter((position) => hasTag(position.tags, wanted));
}

function tradePosition(position: JournalPosition): TradePosition {
  return {
    id: position.id,
    ticker: position.ticker,
    strategy: strategyOf(position),
    openDay: position.openDate.slice(0, 10),
    premiumPerContract: premiumPerContract(position),
    tags: position.tags,
  };
}

/**
 * Visits the journal's trades: the calendar's closing events (closingEventOf) of the kept positions
 * dated inside the range, position by position. The one definition of which trades count; the
 * statistics read them this way (eachClosing), without building or sorting a list.
 */
export function eachTrade(
  positions: readonly JournalPosition[],
  filter: JournalFilter,
  // The trade's parts as arguments: 50,000 trades need not each be an object the statistics drop.
  visit: (event: ClosingEvent, position: TradePosition, daysHeld: number, fees: JournalTrade['fees']) => void,
): void {
  eachClosing(positions, filter, (transaction, day, position, held) => {
    visit(closingEventOf(position, transaction)!, position, held, transaction.fees);
  });
}

/** eachTrade's trades as their transactions and days, for a reader that needs no ClosingEvent. */
export function eachClosing(
  positions: readonly JournalPosition[],
  filter: JournalFilter,
  visit: (
    transaction: JournalPosition['transactions'][number],
    day: string,
    position: TradePosition & { type: JournalPosition['type'] },
    daysHeld: number,
  ) => void,
): void {
  for (const position of taggedPositions(positions, filter.tag)) {
    let shared: (TradePosition & { type: JournalPosition['type'] }) | null = null;
    for (const transaction of position.transactions) {
      const day = closingDayOf(transaction);
      if (day === null || !inRange(day, filter.range)) continue;
      shared ??= { ...tradePosition(position), type: position.type };
      visit(transaction, day, shared, daysHeld(shared.openDay, day));
    }
  }
}

/** The journal's trades (see eachTrade), oldest first. */
export function journalTrades(positions: readonly JournalPosition[], filter: JournalFilter): JournalTrade[] {
  const trades: JournalTrade[] = [];
  eachTrade(positions, filter, (event, position, held, fees) =>
    trades.push({ event, position, daysHeld: held, fees }),
  );
  return trades.sort((a, b) => byDayThenId(a.event, b.event));
}

/** The fees recorded on the kept positions' transactions dated inside the range (any type). */
export function feesInRange(positions: readonly JournalPosition[], filter: JournalFilter): Decimal {
  let total = new Decimal(0);
  eachFee(positions, filter, (fees) => (total = total.plus(fees)));
  return total;
}

/** Visits each fee feesInRange sums. */
export function eachFee(
  positions: readonly JournalPosition[],
  filter: JournalFilter,
  visit: (fees: Decimal.Value) => void,
): void {
  for (const position of taggedPositions(positions, filter.tag)) {
    for (const transaction of position.transactions) {
      if (transaction.fees === null || !inRange(transaction.date.slice(0, 10), filter.range)) continue;
      visit(transaction.fees);
    }
  }
}

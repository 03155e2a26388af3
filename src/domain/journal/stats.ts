import Decimal from 'decimal.js';
import { decimalToNumber } from '../rounding';
import { WEEKDAY_NAMES, weekdayIndex } from '../calendar';
import type { JournalGroupRow, JournalStats, JournalTotals } from './api-schemas';
import { equityCurve, maxDrawdown } from './drawdown';
import {
  capturesPremium,
  eachTrade,
  feesInRange,
  type JournalFilter,
  type JournalPosition,
  type TradePosition,
} from './trades';

/*
 * The journal's statistics over its trades (docs/requirements.md#jr-stats). One pass over the trades
 * keeps what depends on each trade (wins, losses, the largest of each) and sums them by position and
 * by day; tickers, strategies, tags and the win and loss totals are then sums of positions (a
 * position's trades share them), and weekdays, months, the net total and the equity curve sums of
 * days. So a trade costs two decimal additions however many groups it belongs to (decision 020).
 * Sums stay decimal; the answer rounds money to cents and rates to 2 decimals, half away from zero, at
 * the very end.
 */

const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);

const cents = (value: Decimal): number => decimalToNumber(value, 2);
const centsOrNull = (value: Decimal | null): number | null => (value === null ? null : cents(value));
/** A rate or ratio, 2 decimals. */
const rate = (value: Decimal | null): number | null => (value === null ? null : decimalToNumber(value, 2));

interface Group {
  pnl: Decimal;
  trades: number;
  wins: number;
}

function addTo(groups: Map<string, Group>, key: string, from: Group): void {
  const group = groups.get(key);
  if (group === undefined) groups.set(key, { pnl: from.pnl, trades: from.trades, wins: from.wins });
  else {
    group.pnl = group.pnl.plus(from.pnl);
    group.trades += from.trades;
    group.wins += from.wins;
  }
}

/** Rows by net P&L, largest first, then by key. */
function groupRows(groups: ReadonlyMap<string, Group>): JournalGroupRow[] {
  return [...groups]
    .map(([key, group]) => ({ key, group }))
    .sort((a, b) => b.group.pnl.comparedTo(a.group.pnl) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ key, group }) => ({
      key,
      netPnl: cents(group.pnl),
      trades: group.trades,
      wins: group.wins,
      winRate: decimalToNumber(new Decimal(group.wins).times(100).div(group.trades), 2),
    }));
}

const mean = (sum: Decimal, count: number): Decimal | null => (count === 0 ? null : sum.div(count));

interface PositionSums {
  position: TradePosition;
  trades: number;
  wins: number;
  winPnl: Decimal;
  lossPnl: Decimal;
  /** Contracts of its closes that count toward premium capture, and the P&L of those that do not. */
  capturedContracts: number;
  uncapturedPnl: Decimal;
}

interface DaySums {
  date: string;
  pnl: Decimal;
  trades: number;
}

/**
 * The statistics of the book's trades in the filter (docs/requirements.md#jr-stats), with the fees
 * recorded in the range.
 */
export function journalStats(positions: readonly JournalPosition[], filter: JournalFilter): JournalStats {
  let wins = 0;
  let losses = 0;
  let count = 0;
  let largestWin: Decimal | null = null;
  let largestLoss: Decimal | null = null;
  let daysHeld = 0;
  const byPosition = new Map<number, PositionSums>();
  const byDay = new Map<string, DaySums>();

  // Each trade adds its P&L twice, to its position's wins or losses and to its day: the groups,
  // totals and curve are sums of those.
  eachTrade(positions, filter, (event, position, held) => {
    const { pnl, day, quantity } = event;
    count += 1;
    daysHeld += held;
    let sums = byPosition.get(position.id);
    if (sums === undefined) {
      sums = {
        position,
        trades: 0,
        wins: 0,
        winPnl: ZERO,
        lossPnl: ZERO,
        capturedContracts: 0,
        uncapturedPnl: ZERO,
      };
      byPosition.set(position.id, sums);
    }
    sums.trades += 1;
    if (pnl.isPositive() && !pnl.isZero()) {
      wins += 1;
      sums.wins += 1;
      sums.winPnl = sums.winPnl.plus(pnl);
      if (largestWin === null || pnl.gt(largestWin)) largestWin = pnl;
    } else if (pnl.isNegative() && !pnl.isZero()) {
      losses += 1;
      sums.lossPnl = sums.lossPnl.plus(pnl);
      if (largestLoss === null || pnl.lt(largestLoss)) largestLoss = pnl;
    }
    if (capturesPremium(position.premiumPerContract, quantity)) sums.capturedContracts += quantity!;
    else if (position.premiumPerContract !== null) sums.uncapturedPnl = sums.uncapturedPnl.plus(pnl);

    const daySums = byDay.get(day);
    if (daySums === undefined) byDay.set(day, { date: day, pnl, trades: 1 });
    else {
      daySums.pnl = daySums.pnl.plus(pnl);
      daySums.trades += 1;
    }
  });

  const byTicker = new Map<string, Group>();
  const byStrategy = new Map<string, Group>();
  const byTag = new Map<string, Group>();
  let winSum = ZERO;
  let lossSum = ZERO;
  let capturedPnl = ZERO;
  let capturedPremium = ZERO;
  let captured = false;
  for (const sums of byPosition.values()) {
    const { position } = sums;
    winSum = winSum.plus(sums.winPnl);
    lossSum = lossSum.plus(sums.lossPnl);
    const group: Group = { pnl: sums.winPnl.plus(sums.lossPnl), trades: sums.trades, wins: sums.wins };
    addTo(byTicker, position.ticker, group);
    addTo(byStrategy, position.strategy, group);
    for (const tag of position.tags) addTo(byTag, tag, group);
    if (sums.capturedContracts > 0) {
      captured = true;
      capturedPnl = capturedPnl.plus(group.pnl.minus(sums.uncapturedPnl));
      capturedPremium = capturedPremium.plus(position.premiumPerContract!.times(sums.capturedContracts));
    }
  }

  const days = [...byDay.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  let net = ZERO;
  for (const day of days) net = net.plus(day.pnl);
  const weekdays = WEEKDAY_NAMES.map((key) => ({ key, pnl: ZERO, trades: 0 }));
  const months = new Map<string, { pnl: Decimal; trades: number }>();
  for (const day of days) {
    const weekday = weekdays[weekdayIndex(day.date)]!;
    weekday.pnl = weekday.pnl.plus(day.pnl);
    weekday.trades += day.trades;
    const key = day.date.slice(0, 7);
    const month = months.get(key);
    if (month === undefined) months.set(key, { pnl: day.pnl, trades: day.trades });
    else {
      month.pnl = month.pnl.plus(day.pnl);
      month.trades += day.trades;
    }
  }

  const curve = equityCurve(days);
  const fees = feesInRange(positions, filter);
  const totals: JournalTotals = {
    netPnl: cents(net),
    trades: count,
    wins,
    losses,
    breakeven: count - wins - losses,
    winRate: rate(count === 0 ? null : new Decimal(wins).times(100).div(count)),
    avgWin: centsOrNull(mean(winSum, wins)),
    avgLoss: centsOrNull(mean(lossSum, losses)),
    // Without losses there is nothing to divide by; without wins it is 0 (nothing won per dollar lost).
    profitFactor: rate(losses === 0 ? null : winSum.div(lossSum.abs())),
    expectancy: centsOrNull(mean(net, count)),
    largestWin: centsOrNull(largestWin),
    largestLoss: centsOrNull(largestLoss),
    maxDrawdown: cents(maxDrawdown(curve)),
    activeDays: days.length,
    avgDaysHeld: rate(mean(new Decimal(daysHeld), count)),
    avgPremiumCapture: rate(!captured ? null : capturedPnl.div(capturedPremium).times(HUNDRED)),
    fees: cents(fees),
    netAfterFees: cents(net.minus(fees)),
  };

  return {
    from: filter.range.from,
    to: filter.range.to,
    totals,
    byTicker: groupRows(byTicker),
    byStrategy: groupRows(byStrategy),
    byTag: groupRows(byTag),
    byWeekday: weekdays.map(({ key, pnl, trades: n }) => ({ key, netPnl: cents(pnl), trades: n })),
    byMonth: [...months]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, month]) => ({ key, netPnl: cents(month.pnl), trades: month.trades })),
    daily: days.map((day) => ({ date: day.date, netPnl: cents(day.pnl), trades: day.trades })),
    equity: curve.map((point) => ({
      date: point.date,
      cumulative: cents(point.cumulative),
      drawdown: cents(point.drawdown),
    })),
  };
}

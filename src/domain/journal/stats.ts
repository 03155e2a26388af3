import Decimal from 'decimal.js';
import { decimalToNumber } from '../rounding';
import { WEEKDAY_NAMES, weekdayIndex } from '../weeks/day-number';
import type { JournalGroupRow, JournalStats, JournalTotals } from './api-schemas';
import { equityCurve, maxDrawdown, type DayPnl } from './drawdown';
import type { DayRange, JournalTrade } from './trades';

/*
 * The journal's statistics over its trades (docs/requirements.md#jr-stats): one pass over the trades
 * for the totals and the groups that depend on each trade (ticker, strategy, tag, day), then the
 * weekdays, months and the equity curve from the day totals. Sums stay decimal; the answer rounds money
 * to cents and rates to 2 decimals, half away from zero, at the very end.
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

function addTo(groups: Map<string, Group>, key: string, pnl: Decimal, win: boolean): void {
  const group = groups.get(key);
  if (group === undefined) groups.set(key, { pnl, trades: 1, wins: win ? 1 : 0 });
  else {
    group.pnl = group.pnl.plus(pnl);
    group.trades += 1;
    if (win) group.wins += 1;
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

/**
 * The statistics of `trades` (oldest first, all inside `range`, as journalTrades gives them) and the
 * fees recorded in the range.
 */
export function journalStats(trades: readonly JournalTrade[], fees: Decimal, range: DayRange): JournalStats {
  let net = ZERO;
  let winSum = ZERO;
  let lossSum = ZERO;
  let wins = 0;
  let losses = 0;
  let largestWin: Decimal | null = null;
  let largestLoss: Decimal | null = null;
  let daysHeld = 0;
  let capturedPnl = ZERO;
  let capturedPremium = ZERO;
  let captures = 0;
  const byTicker = new Map<string, Group>();
  const byStrategy = new Map<string, Group>();
  const byTag = new Map<string, Group>();
  const days: (DayPnl & { trades: number })[] = [];

  for (const trade of trades) {
    const { pnl, day, ticker } = trade.event;
    net = net.plus(pnl);
    const win = pnl.isPositive() && !pnl.isZero();
    if (win) {
      wins += 1;
      winSum = winSum.plus(pnl);
      if (largestWin === null || pnl.gt(largestWin)) largestWin = pnl;
    } else if (pnl.isNegative() && !pnl.isZero()) {
      losses += 1;
      lossSum = lossSum.plus(pnl);
      if (largestLoss === null || pnl.lt(largestLoss)) largestLoss = pnl;
    }
    daysHeld += trade.daysHeld;
    if (trade.premiumReceived !== null) {
      captures += 1;
      capturedPnl = capturedPnl.plus(pnl);
      capturedPremium = capturedPremium.plus(trade.premiumReceived);
    }
    addTo(byTicker, ticker, pnl, win);
    addTo(byStrategy, trade.strategy, pnl, win);
    for (const tag of trade.tags) addTo(byTag, tag, pnl, win);
    // Trades come oldest first, so a day's trades are next to each other.
    const last = days[days.length - 1];
    if (last?.date === day) {
      last.pnl = last.pnl.plus(pnl);
      last.trades += 1;
    } else days.push({ date: day, pnl, trades: 1 });
  }

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
  const count = trades.length;
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
    avgPremiumCapture: rate(captures === 0 ? null : capturedPnl.div(capturedPremium).times(HUNDRED)),
    fees: cents(fees),
    netAfterFees: cents(net.minus(fees)),
  };

  return {
    from: range.from,
    to: range.to,
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

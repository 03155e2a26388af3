import { WEEKDAY_NAMES, weekdayIndex } from '../calendar';
import { ratioToNumber, scaledToNumber } from '../fixed-point';
import type { JournalGroupRow, JournalStats, JournalTotals } from './api-schemas';
import { equityCurve, maxDrawdown } from './drawdown';
import { preparePosition, scaleOf, type PreparedPosition } from './prepared-journal';
import type { JournalFilter, JournalPosition } from './trades';

/*
 * The journal's statistics over its trades (docs/requirements.md#jr-stats). One pass over the trades
 * keeps what depends on each trade (wins, losses, the largest of each) and sums them by position and
 * by day; tickers, strategies, tags and the win and loss totals are then sums of positions (a
 * position's trades share them), and weekdays, months, the net total and the equity curve sums of
 * days. So a trade costs two additions however many groups it belongs to (decision 020).
 * Sums are exact integers: every figure is a BigInt count of 10^-scale dollars, the scale being the
 * most decimals any figure of the book has (cents, as a rule), with no decimal object per trade
 * (decision 028). The answer rounds money to cents and rates to 2 decimals, half away from zero, at
 * the very end, as decimal.js's ROUND_HALF_UP would.
 */

interface Group {
  pnl: bigint;
  trades: number;
  wins: number;
}

function addTo(groups: Map<string, Group>, key: string, from: Group): void {
  const group = groups.get(key);
  if (group === undefined) groups.set(key, { pnl: from.pnl, trades: from.trades, wins: from.wins });
  else {
    group.pnl += from.pnl;
    group.trades += from.trades;
    group.wins += from.wins;
  }
}

interface DaySums {
  date: string;
  pnl: bigint;
  trades: number;
}

/**
 * The statistics of the book's trades in the filter (docs/requirements.md#jr-stats), with the fees
 * recorded in the range.
 */
export function journalStats(positions: readonly JournalPosition[], filter: JournalFilter): JournalStats {
  const scale = scaleOf(positions);
  return preparedJournalStats(
    positions.map((position) => preparePosition(position, scale)),
    scale,
    filter,
  );
}

/**
 * journalStats over positions prepared at `scale` (at least the most decimals any of their figures
 * has): the answer does not depend on the scale, since every sum is exact and rounded once at the end.
 */
export function preparedJournalStats(
  positions: Iterable<PreparedPosition>,
  scale: number,
  filter: JournalFilter,
): JournalStats {
  const cents = (value: bigint): number => scaledToNumber(value, scale, 2);
  const centsOrNull = (value: bigint | null): number | null => (value === null ? null : cents(value));
  /** sum ÷ count in cents, or null without any. */
  const mean = (sum: bigint, count: number): number | null =>
    count === 0 ? null : ratioToNumber(sum, BigInt(count) * 10n ** BigInt(scale), 2);
  const percent = (part: number, whole: number): number =>
    ratioToNumber(BigInt(part) * 100n, BigInt(whole), 2);
  const { from, to } = filter.range;
  const wanted = filter.tag === null ? null : filter.tag.toLowerCase();

  let wins = 0;
  let losses = 0;
  let count = 0;
  let largestWin: bigint | null = null;
  let largestLoss: bigint | null = null;
  let daysHeldSum = 0;
  let fees = 0n;
  const byDay = new Map<string, DaySums>();
  const byTicker = new Map<string, Group>();
  const byStrategy = new Map<string, Group>();
  const byTag = new Map<string, Group>();
  let winSum = 0n;
  let lossSum = 0n;
  let capturedPnl = 0n;
  let capturedPremium = 0n;
  let captured = false;

  // Each trade adds its P&L twice, to its position's wins or losses and to its day: the groups,
  // totals and curve are sums of those (a position's trades share its ticker, strategy and tags).
  for (const position of positions) {
    if (wanted !== null && !position.lowerTags.includes(wanted)) continue;
    for (const fee of position.fees)
      if ((from === null || fee.day >= from) && (to === null || fee.day <= to)) fees += fee.value;
    let trades = 0;
    let positionWins = 0;
    let winPnl = 0n;
    let lossPnl = 0n;
    let capturedContracts = 0;
    let uncapturedPnl = 0n;
    const { premium } = position;
    for (const trade of position.trades) {
      const { day, pnl, quantity } = trade;
      if ((from !== null && day < from) || (to !== null && day > to)) continue;
      trades += 1;
      daysHeldSum += trade.daysHeld;
      if (pnl > 0n) {
        positionWins += 1;
        winPnl += pnl;
        if (largestWin === null || pnl > largestWin) largestWin = pnl;
      } else if (pnl < 0n) {
        losses += 1;
        lossPnl += pnl;
        if (largestLoss === null || pnl < largestLoss) largestLoss = pnl;
      }
      // capturesPremium: a positive quantity of a THETA STO with a premium.
      if (premium !== null && quantity !== null && quantity > 0) capturedContracts += quantity;
      else if (premium !== null) uncapturedPnl += pnl;
      const daySums = byDay.get(day);
      if (daySums === undefined) byDay.set(day, { date: day, pnl, trades: 1 });
      else {
        daySums.pnl += pnl;
        daySums.trades += 1;
      }
    }
    if (trades === 0) continue;
    count += trades;
    wins += positionWins;
    winSum += winPnl;
    lossSum += lossPnl;
    const group: Group = { pnl: winPnl + lossPnl, trades, wins: positionWins };
    addTo(byTicker, position.ticker, group);
    addTo(byStrategy, position.strategy, group);
    for (const tag of position.tags) addTo(byTag, tag, group);
    if (capturedContracts > 0) {
      captured = true;
      capturedPnl += group.pnl - uncapturedPnl;
      capturedPremium += premium! * BigInt(capturedContracts);
    }
  }

  const days = [...byDay.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
  const weekdays = WEEKDAY_NAMES.map((key) => ({ key, pnl: 0n, trades: 0 }));
  const months = new Map<string, { pnl: bigint; trades: number }>();
  let net = 0n;
  for (const day of days) {
    net += day.pnl;
    const weekday = weekdays[weekdayIndex(day.date)]!;
    weekday.pnl += day.pnl;
    weekday.trades += day.trades;
    const key = day.date.slice(0, 7);
    const month = months.get(key);
    if (month === undefined) months.set(key, { pnl: day.pnl, trades: day.trades });
    else {
      month.pnl += day.pnl;
      month.trades += day.trades;
    }
  }
  const curve = equityCurve(days);

  const totals: JournalTotals = {
    netPnl: cents(net),
    trades: count,
    wins,
    losses,
    breakeven: count - wins - losses,
    winRate: count === 0 ? null : percent(wins, count),
    avgWin: mean(winSum, wins),
    avgLoss: mean(lossSum, losses),
    // Without losses there is nothing to divide by; without wins it is 0 (nothing won per dollar lost).
    profitFactor: losses === 0 ? null : ratioToNumber(winSum, -lossSum, 2),
    expectancy: mean(net, count),
    largestWin: centsOrNull(largestWin),
    largestLoss: centsOrNull(largestLoss),
    maxDrawdown: cents(maxDrawdown(curve)),
    activeDays: days.length,
    avgDaysHeld: count === 0 ? null : ratioToNumber(BigInt(daysHeldSum), BigInt(count), 2),
    avgPremiumCapture: !captured ? null : ratioToNumber(capturedPnl * 100n, capturedPremium, 2),
    fees: cents(fees),
    netAfterFees: cents(net - fees),
  };

  /** Rows by net P&L, largest first, then by key. */
  const groupRows = (groups: ReadonlyMap<string, Group>): JournalGroupRow[] =>
    [...groups]
      .sort(([keyA, a], [keyB, b]) =>
        a.pnl !== b.pnl ? (b.pnl > a.pnl ? 1 : -1) : keyA < keyB ? -1 : keyA > keyB ? 1 : 0,
      )
      .map(([key, group]) => ({
        key,
        netPnl: cents(group.pnl),
        trades: group.trades,
        wins: group.wins,
        winRate: percent(group.wins, group.trades),
      }));

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

import Decimal from 'decimal.js';
import type { PositionItem } from '../positions/responses';
import { parseExpirationDate, parseTradeDate } from '../positions/trade-dates';
import { addDays, mondaysBetween } from '../calendar';
import { tradingWeekLabel } from '../format';
import { spreadEqually } from './spread-equally';

export const INCOME_MODES = ['projected', 'realized'] as const;
export type IncomeMode = (typeof INCOME_MODES)[number];

/** One row of the Weekly Profit Tracker. */
export interface WeekIncome {
  /** The week's Monday, 'YYYY-MM-DD'. */
  monday: string;
  /** 'Nov 17 - Nov 21', Monday to Friday. */
  label: string;
  amount: Decimal;
  /** Positions with a share in this week. */
  positions: number;
}

export interface WeeklyIncome {
  /** Every week from the first to the last with a share, empty weeks in between included. */
  weeks: WeekIncome[];
  /** The quarter's total: exactly the sum of the weeks and of the positions' amounts. */
  total: Decimal;
  /** Positions taken into account. */
  positions: number;
}

/** A position's amount and the days it covers, both ends' weeks included. */
interface Allocation {
  amount: Decimal;
  from: string;
  to: string;
}

type Source = Pick<
  PositionItem,
  'type' | 'isOpen' | 'netProfit' | 'openDate' | 'closeDate' | 'transactions'
> &
  Partial<{ action: string | null; expirationDate: string | null; netPremium: number | null }>;

const dayOf = (timestamp: string | null | undefined): string | null =>
  timestamp ? (parseTradeDate(timestamp)?.day ?? null) : null;

function allocate(allocations: readonly Allocation[]): WeeklyIncome {
  const byMonday = new Map<string, { amount: Decimal; positions: number }>();
  let total = new Decimal(0);
  for (const { amount, from, to } of allocations) {
    // An end before the start (a data slip) is read as a single week: the amount is never lost.
    const mondays = mondaysBetween(from, to < from ? from : to);
    const parts = spreadEqually(amount, mondays.length);
    mondays.forEach((monday, index) => {
      const week = byMonday.get(monday) ?? { amount: new Decimal(0), positions: 0 };
      week.amount = week.amount.plus(parts[index]!);
      week.positions += 1;
      byMonday.set(monday, week);
    });
    total = total.plus(amount);
  }
  const known = [...byMonday.keys()].sort();
  const weeks: WeekIncome[] = [];
  if (known.length > 0) {
    for (let monday = known[0]!; monday <= known[known.length - 1]!; monday = addDays(monday, 7)) {
      const week = byMonday.get(monday);
      weeks.push({
        monday,
        label: tradingWeekLabel(monday),
        amount: week?.amount ?? new Decimal(0),
        positions: week?.positions ?? 0,
      });
    }
  }
  return { weeks, total, positions: allocations.length };
}

/**
 * Projected mode: each open theta position with remaining time (expiry on or after `today`) spreads
 * its net premium equally over the Monday-based weeks from the week of its open date to the week of
 * its expiry. A week is the Monday-to-Sunday week holding a date, so a position opened on a Saturday
 * starts in the week that began the Monday before (its label still reads Monday to Friday). A sold
 * premium (STO) is income; a bought one (BTO) is a cost and counts negative. Weeks reach past the
 * quarter's end when the expiry does. `today` is 'YYYY-MM-DD'.
 */
export function projectedWeeklyIncome(positions: readonly Source[], today: string): WeeklyIncome {
  const allocations: Allocation[] = [];
  for (const position of positions) {
    if (position.type !== 'THETA' || !position.isOpen) continue;
    const expiry = position.expirationDate ? parseExpirationDate(position.expirationDate) : null;
    const opened = dayOf(position.openDate);
    if (expiry === null || opened === null || expiry < today) continue;
    if (position.netPremium === null || position.netPremium === undefined) continue;
    const premium = new Decimal(position.netPremium);
    allocations.push({
      amount: position.action === 'BTO' ? premium.negated() : premium,
      from: opened,
      to: expiry,
    });
  }
  return allocate(allocations);
}

/** The day a closed position closed: its close date, else its latest transaction's. */
function closedOn(position: Source): string | null {
  const closeDay = dayOf(position.closeDate);
  if (closeDay !== null) return closeDay;
  const days = position.transactions.map((t) => dayOf(t.date)).filter((d): d is string => d !== null);
  return days.length === 0 ? null : days.sort()[days.length - 1]!;
}

/**
 * Realized mode: each closed theta position's realized profit (its netProfit, partial closes
 * included) allocated equally across the Monday-based weeks it was held, from the week of its open
 * date to the week of its close date.
 */
export function realizedWeeklyIncome(positions: readonly Source[]): WeeklyIncome {
  const allocations: Allocation[] = [];
  for (const position of positions) {
    if (position.type !== 'THETA' || position.isOpen || position.netProfit === null) continue;
    const opened = dayOf(position.openDate);
    const closed = closedOn(position);
    if (opened === null || closed === null) continue;
    allocations.push({ amount: new Decimal(position.netProfit), from: opened, to: closed });
  }
  return allocate(allocations);
}

/** The average week of the tracker: total / weeks shown; null without weeks. */
export function averageWeek(income: WeeklyIncome): Decimal | null {
  return income.weeks.length === 0 ? null : income.total.div(income.weeks.length);
}

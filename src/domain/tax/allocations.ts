import Decimal from 'decimal.js';

/*
 * The partners' shares of each realized item (decision 026): in proportion to the units each held at
 * the end of the day before the item's date, net of fee units (the books' units-held rule, decision
 * 019), each item rounded to the cent by largest remainder so its shares sum to it exactly.
 */

/** A record's units (positive: subscription; negative: redemption or fee units), on its day. */
export interface UnitMove {
  investorId: number;
  date: string;
  units: Decimal.Value;
}

export type ItemClass = 'shortTerm' | 'longTerm' | 'section1256';

export interface AllocationItem {
  date: string;
  /** Dollars and cents. */
  amount: Decimal.Value;
  class: ItemClass;
}

export interface ClassTotals {
  shortTermGain: Decimal;
  longTermGain: Decimal;
  section1256Gain: Decimal;
}

export const CLASS_FIELD: Record<ItemClass, keyof ClassTotals> = {
  shortTerm: 'shortTermGain',
  longTerm: 'longTermGain',
  section1256: 'section1256Gain',
};

export const zeroTotals = (): ClassTotals => ({
  shortTermGain: new Decimal(0),
  longTermGain: new Decimal(0),
  section1256Gain: new Decimal(0),
});

/**
 * `amount` shared out in cents in proportion to `units`: each share rounded toward zero, then the cents
 * left go one each to the largest remainders, a tie to the lower investor id. Holders of no units
 * take no part. The shares sum to `amount` exactly.
 */
export function allocateCents(
  amount: Decimal.Value,
  holders: readonly { investorId: number; units: Decimal.Value }[],
): Map<number, Decimal> {
  const weights = holders
    .map((h) => ({ investorId: h.investorId, units: new Decimal(h.units) }))
    .filter((h) => h.units.gt(0))
    .sort((a, b) => a.investorId - b.investorId);
  const result = new Map<number, Decimal>();
  if (weights.length === 0) return result;
  const total = weights.reduce((sum, h) => sum.plus(h.units), new Decimal(0));
  const cents = new Decimal(amount).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const sign = cents.isNegative() ? -1 : 1;
  const whole = cents.abs();
  const parts = weights.map((h) => {
    const exact = whole.times(h.units).div(total);
    const floor = exact.floor();
    return { investorId: h.investorId, floor, remainder: exact.minus(floor) };
  });
  let left = whole.minus(parts.reduce((sum, p) => sum.plus(p.floor), new Decimal(0))).toNumber();
  const byRemainder = [...parts].sort(
    (a, b) => b.remainder.comparedTo(a.remainder) || a.investorId - b.investorId,
  );
  for (const part of byRemainder) {
    if (left <= 0) break;
    part.floor = part.floor.plus(1);
    left -= 1;
  }
  for (const part of parts) result.set(part.investorId, part.floor.times(sign).div(100));
  return result;
}

export interface Allocations {
  byInvestor: Map<number, ClassTotals>;
  fund: ClassTotals;
  /** Items dated when no investor held units (before the first record): kept apart, never dropped. */
  unallocated: ClassTotals;
}

/**
 * Every item shared among the investors holding units at the end of the day before its date; when
 * none held any then (the fund's first day), the units at the end of its own day.
 */
export function allocateItems(items: readonly AllocationItem[], moves: readonly UnitMove[]): Allocations {
  const sortedMoves = [...moves].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const sortedItems = [...items].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const held = new Map<number, Decimal>();
  const byInvestor = new Map<number, ClassTotals>();
  const fund = zeroTotals();
  const unallocated = zeroTotals();
  let next = 0;
  const applyThrough = (test: (date: string) => boolean) => {
    while (next < sortedMoves.length && test(sortedMoves[next]!.date)) {
      const move = sortedMoves[next]!;
      held.set(move.investorId, (held.get(move.investorId) ?? new Decimal(0)).plus(move.units));
      next += 1;
    }
  };
  const holders = () => [...held].map(([investorId, units]) => ({ investorId, units }));
  for (const item of sortedItems) {
    applyThrough((date) => date < item.date);
    let shares = allocateCents(item.amount, holders());
    if (shares.size === 0) {
      const sameDay = new Map(held);
      for (let i = next; i < sortedMoves.length && sortedMoves[i]!.date === item.date; i += 1) {
        const m = sortedMoves[i]!;
        sameDay.set(m.investorId, (sameDay.get(m.investorId) ?? new Decimal(0)).plus(m.units));
      }
      shares = allocateCents(
        item.amount,
        [...sameDay].map(([investorId, units]) => ({ investorId, units })),
      );
    }
    const field = CLASS_FIELD[item.class];
    const amount = new Decimal(item.amount);
    fund[field] = fund[field].plus(amount);
    if (shares.size === 0) {
      unallocated[field] = unallocated[field].plus(amount);
      continue;
    }
    for (const [investorId, share] of shares) {
      const totals = byInvestor.get(investorId) ?? zeroTotals();
      totals[field] = totals[field].plus(share);
      byInvestor.set(investorId, totals);
    }
  }
  return { byInvestor, fund, unallocated };
}

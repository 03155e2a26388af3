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

/** The holders of units on a day, by id, as exact integers (units scaled by a power of ten). */
interface Snapshot {
  ids: number[];
  weights: bigint[];
  total: bigint;
  /** The same as numbers when every product of a cent amount and a weight stays exact (fast path). */
  small: { weights: number[]; total: number; maxWeight: number } | null;
}

function snapshotOf(holders: readonly { investorId: number; units: Decimal.Value }[]): Snapshot {
  const weights = holders
    .map((h) => ({ investorId: h.investorId, units: new Decimal(h.units) }))
    .filter((h) => h.units.gt(0))
    .sort((a, b) => a.investorId - b.investorId);
  const places = weights.reduce((most, h) => Math.max(most, h.units.decimalPlaces()), 0);
  const scaled = weights.map((h) => BigInt(h.units.times(new Decimal(10).pow(places)).toFixed(0)));
  const total = scaled.reduce((sum, w) => sum + w, 0n);
  const small =
    total <= BigInt(Number.MAX_SAFE_INTEGER)
      ? { weights: scaled.map(Number), total: Number(total), maxWeight: Math.max(0, ...scaled.map(Number)) }
      : null;
  return { ids: weights.map((h) => h.investorId), weights: scaled, total, small };
}

/** shareCents in plain numbers, exact while every product stays below 2^53; null otherwise. */
function shareSmallCents(cents: number, snapshot: Snapshot): number[] | null {
  const small = snapshot.small;
  if (small === null || small.total === 0) return null;
  const whole = Math.abs(cents);
  if (whole * small.maxWeight > Number.MAX_SAFE_INTEGER) return null;
  const count = small.weights.length;
  const floors = new Array<number>(count);
  const remainders = new Array<number>(count);
  let left = whole;
  for (let i = 0; i < count; i += 1) {
    const product = whole * small.weights[i]!;
    let q = Math.floor(product / small.total);
    let r = product - q * small.total;
    if (r < 0) {
      q -= 1;
      r += small.total;
    } else if (r >= small.total) {
      q += 1;
      r -= small.total;
    }
    floors[i] = q;
    remainders[i] = r;
    left -= q;
  }
  if (left > 0) {
    const order = Array.from({ length: count }, (_, i) => i).sort((a, b) => remainders[b]! - remainders[a]!);
    for (let k = 0; k < left; k += 1) floors[order[k]!] = floors[order[k]!]! + 1;
  }
  if (cents < 0) for (let i = 0; i < count; i += 1) floors[i] = -floors[i]!;
  return floors;
}

const centsOf = (amount: Decimal.Value) =>
  BigInt(new Decimal(amount).times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0));

/**
 * `cents` shared out in proportion to the snapshot's weights: each share rounded toward zero, then the
 * cents left go one each to the largest remainders, a tie to the lower investor id. Exact integers
 * throughout, so remainders compare exactly. Empty when no one holds units.
 */
function shareCents(cents: bigint, snapshot: Snapshot): bigint[] {
  const { weights, total } = snapshot;
  if (total === 0n) return [];
  const negative = cents < 0n;
  const whole = negative ? -cents : cents;
  const count = weights.length;
  const floors: bigint[] = new Array<bigint>(count);
  const remainders: bigint[] = new Array<bigint>(count);
  let left = whole;
  for (let i = 0; i < count; i += 1) {
    const product = whole * weights[i]!;
    floors[i] = product / total;
    remainders[i] = product % total;
    left -= floors[i]!;
  }
  // Fewer cents are left than holders: one each to the largest remainders; ids ascend with the
  // index, so a stable sort keeps the lower id first in a tie.
  if (left > 0n) {
    const order = Array.from({ length: count }, (_, i) => i).sort((a, b) =>
      remainders[a]! === remainders[b]! ? 0 : remainders[a]! > remainders[b]! ? -1 : 1,
    );
    for (let k = 0; left > 0n; k += 1, left -= 1n) floors[order[k]!] = floors[order[k]!]! + 1n;
  }
  if (negative) for (let i = 0; i < count; i += 1) floors[i] = -floors[i]!;
  return floors;
}

/**
 * `amount` shared out in cents in proportion to `units`: each share rounded toward zero, then the cents
 * left go one each to the largest remainders, a tie to the lower investor id. Holders of no units
 * take no part. The shares sum to `amount` exactly.
 */
export function allocateCents(
  amount: Decimal.Value,
  holders: readonly { investorId: number; units: Decimal.Value }[],
): Map<number, Decimal> {
  const snapshot = snapshotOf(holders);
  const shares = shareCents(centsOf(amount), snapshot);
  return new Map(shares.map((share, i) => [snapshot.ids[i]!, new Decimal(share.toString()).div(100)]));
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
  const byDate = (a: { date: string }, b: { date: string }) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
  const sortedMoves = [...moves].sort(byDate);
  const sortedItems = [...items].sort(byDate);
  const held = new Map<number, Decimal>();
  // Investors' sums in whole cents: exact as numbers below 2^53 cents (about $90 trillion).
  const cents = new Map<number, Record<ItemClass, number>>();
  const fund: Record<ItemClass, bigint> = { shortTerm: 0n, longTerm: 0n, section1256: 0n };
  const unallocated: Record<ItemClass, bigint> = { shortTerm: 0n, longTerm: 0n, section1256: 0n };
  let next = 0;
  let snapshotDate: string | null = null;
  let snapshot: Snapshot = { ids: [], weights: [], total: 0n, small: null };
  const holders = (units: Map<number, Decimal>) =>
    [...units].map(([investorId, u]) => ({ investorId, units: u }));
  for (const item of sortedItems) {
    // Items of one day share the units held at the end of the day before: one snapshot a day.
    if (item.date !== snapshotDate) {
      while (next < sortedMoves.length && sortedMoves[next]!.date < item.date) {
        const move = sortedMoves[next]!;
        held.set(move.investorId, (held.get(move.investorId) ?? new Decimal(0)).plus(move.units));
        next += 1;
      }
      snapshot = snapshotOf(holders(held));
      if (snapshot.total === 0n) {
        const sameDay = new Map(held);
        for (let i = next; i < sortedMoves.length && sortedMoves[i]!.date === item.date; i += 1) {
          const m = sortedMoves[i]!;
          sameDay.set(m.investorId, (sameDay.get(m.investorId) ?? new Decimal(0)).plus(m.units));
        }
        snapshot = snapshotOf(holders(sameDay));
      }
      snapshotDate = item.date;
    }
    const amount = centsOf(item.amount);
    fund[item.class] += amount;
    const fast =
      amount <= 2n ** 52n && amount >= -(2n ** 52n) ? shareSmallCents(Number(amount), snapshot) : null;
    const shares = fast ?? shareCents(amount, snapshot);
    if (shares.length === 0) {
      unallocated[item.class] += amount;
      continue;
    }
    for (let i = 0; i < shares.length; i += 1) {
      const id = snapshot.ids[i]!;
      let totals = cents.get(id);
      if (totals === undefined) {
        totals = { shortTerm: 0, longTerm: 0, section1256: 0 };
        cents.set(id, totals);
      }
      const share = shares[i]!;
      totals[item.class] += typeof share === 'number' ? share : Number(share);
    }
  }
  const dollars = (totals: Record<ItemClass, bigint | number>): ClassTotals => ({
    shortTermGain: new Decimal(totals.shortTerm.toString()).div(100),
    longTermGain: new Decimal(totals.longTerm.toString()).div(100),
    section1256Gain: new Decimal(totals.section1256.toString()).div(100),
  });
  return {
    byInvestor: new Map([...cents].map(([id, totals]) => [id, dollars(totals)])),
    fund: dollars(fund),
    unallocated: dollars(unallocated),
  };
}

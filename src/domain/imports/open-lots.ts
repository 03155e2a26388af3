import Decimal from 'decimal.js';
import type { OptionAction, OptionType, PositionType } from '../positions/units';
import type { Execution } from './execution';
import type { OpenPositionSnapshot, PositionRef } from './plan-types';

/** An open position as the plan tracks it while walking the file. */
export interface Lot {
  position: PositionRef;
  type: PositionType;
  /** STO or BTO for options; null for stock. */
  action: OptionAction | null;
  held: Decimal;
}

/** Takes `quantity` from `lot`; `full` when it empties the lot. */
export interface Allocation {
  lot: Lot;
  quantity: Decimal;
  full: boolean;
}

const plain = (text: string | number): string => new Decimal(text).toFixed();

export function contractKey(
  ticker: string,
  option: { expiration: string; strike: string; right: OptionType } | null,
): string {
  if (option === null) return `S|${ticker.toUpperCase()}`;
  return `O|${ticker.toUpperCase()}|${option.expiration}|${plain(option.strike)}|${option.right}`;
}

export function executionKey(execution: Execution): string {
  const { instrument } = execution;
  return contractKey(execution.ticker, instrument.kind === 'OPTION' ? instrument : null);
}

/**
 * The open positions by contract: the Trade Log's at preview time plus those opened by earlier rows of
 * the file. Matching takes the oldest position first (existing ones, then by row).
 */
export class OpenLots {
  private readonly byContract = new Map<string, Lot[]>();

  constructor(snapshot: readonly OpenPositionSnapshot[]) {
    for (const position of snapshot) {
      const option =
        position.type === 'STOCK' || !position.expiration || !position.strike || !position.right
          ? null
          : { expiration: position.expiration, strike: position.strike, right: position.right };
      if (position.type !== 'STOCK' && option === null) continue;
      this.add(contractKey(position.ticker, option), {
        position: { source: 'EXISTING', id: position.id },
        type: position.type,
        action: position.type === 'STOCK' ? null : position.action,
        held: new Decimal(position.quantity),
      });
    }
  }

  add(key: string, lot: Lot): void {
    const lots = this.byContract.get(key);
    if (lots) lots.push(lot);
    else this.byContract.set(key, [lot]);
  }

  /** Open lots of a contract held in one direction (null action: stock). */
  held(key: string, action: OptionAction | null): Lot[] {
    return this.heldAny(key).filter((lot) => lot.action === action);
  }

  /** Open lots of a contract in either direction; emptied lots are dropped on the way. */
  heldAny(key: string): Lot[] {
    const lots = this.byContract.get(key);
    if (!lots) return [];
    const open = lots.filter((lot) => lot.held.gt(0));
    if (open.length !== lots.length) this.byContract.set(key, open);
    return open;
  }
}

/** Sum of what the lots hold. */
export function totalHeld(lots: readonly Lot[]): Decimal {
  return lots.reduce((sum, lot) => sum.plus(lot.held), new Decimal(0));
}

/** Oldest lot first; null when they hold less than `quantity`. Nothing changes until `applyAllocations`. */
export function allocate(lots: readonly Lot[], quantity: Decimal): Allocation[] | null {
  if (totalHeld(lots).lt(quantity)) return null;
  const allocations: Allocation[] = [];
  let remaining = quantity;
  for (const lot of lots) {
    if (remaining.isZero()) break;
    const take = Decimal.min(lot.held, remaining);
    allocations.push({ lot, quantity: take, full: take.eq(lot.held) });
    remaining = remaining.minus(take);
  }
  return allocations;
}

export function applyAllocations(allocations: readonly Allocation[]): void {
  for (const { lot, quantity } of allocations) lot.held = lot.held.minus(quantity);
}

import Decimal from 'decimal.js';
import { MAX_QUANTITY } from '../positions/payloads/fields';
import type { OptionAction, PositionType } from '../positions/units';
import { quarterOf } from '../quarters';
import { stockLegOf, type StockLeg } from './assignment-links';
import type { Execution } from './execution';
import { IMPORT_MESSAGES as M, PLAN_NOTES, quantityTooLargeMessage } from './messages';
import {
  allocate,
  applyAllocations,
  contractKey,
  executionKey,
  totalHeld,
  type Allocation,
  type Lot,
  type OpenLots,
} from './open-lots';
import type { PlanEntry, PlanOutcome, PlannedChange } from './plan-types';

/*
 * What one execution becomes, given the positions open at that moment. Nothing changes in `lots`
 * unless the whole row can be planned, so a row needing review leaves the positions as they were.
 */

type Draft = Pick<PlanEntry, 'outcome' | 'changes' | 'reason' | 'notes'>;

const review = (reason: string, notes: string[] = []): Draft => ({
  outcome: 'NEEDS_REVIEW',
  changes: [],
  reason,
  notes,
});

/** Per contract for options (price per share x multiplier), per share for stock. */
function tradeLogPrice(execution: Execution, perShare: Decimal.Value = execution.pricePerShare): string {
  const { instrument } = execution;
  const multiplier = instrument.kind === 'OPTION' ? instrument.multiplier : 1;
  return new Decimal(perShare).times(multiplier).toFixed();
}

/** An open of a new position, or an add to the oldest one of the same contract and direction. */
function openOrAdd(
  lots: OpenLots,
  execution: Execution,
  leg: {
    key: string;
    type: PositionType;
    action: OptionAction | null;
    quantity: Decimal;
    price: string;
    at: string;
  },
): { outcome: PlanOutcome; change: PlannedChange; apply: () => void } {
  const [existing] = lots.held(leg.key, leg.action);
  const base = { positionType: leg.type, quantity: leg.quantity.toFixed(), price: leg.price, fees: '0' };
  if (existing) {
    return {
      outcome: 'AVERAGE_DOWN',
      change: { kind: 'ADD', position: existing.position, ...base, addedAt: leg.at },
      apply: () => (existing.held = existing.held.plus(leg.quantity)),
    };
  }
  const { instrument } = execution;
  const option = instrument.kind === 'OPTION' && leg.type !== 'STOCK' ? instrument : null;
  const position = { source: 'NEW', rowNumber: execution.rowNumber } as const;
  const outcome: PlanOutcome =
    leg.type === 'THETA' ? 'OPEN_THETA' : leg.type === 'OPTION' ? 'OPEN_OPTION' : 'OPEN_STOCK';
  return {
    outcome,
    change: {
      kind: 'OPEN',
      position,
      ticker: execution.ticker,
      action: leg.action,
      expiration: option?.expiration ?? null,
      strike: option?.strike ?? null,
      right: option?.right ?? null,
      ...base,
      openedAt: leg.at,
      quarter: quarterOf(leg.at.slice(0, 10)),
      tags: execution.tags ?? [],
    },
    apply: () => lots.add(leg.key, { position, type: leg.type, action: leg.action, held: leg.quantity }),
  };
}

function closeChanges(
  allocations: readonly Allocation[],
  closeValue: string,
  closeDate: string,
): PlannedChange[] {
  return allocations.map(({ lot, quantity, full }) => ({
    kind: 'CLOSE',
    position: lot.position,
    positionType: lot.type,
    quantity: quantity.toFixed(),
    closeValue,
    fees: '0',
    closeDate,
    full,
  }));
}

/** Closes `quantity` of `lots`, or says why it cannot. */
function planClose(lots: Lot[], quantity: Decimal): Allocation[] | string {
  if (lots.length === 0) return M.closeWithoutOpen;
  return allocate(lots, quantity) ?? quantityTooLargeMessage(quantity.toFixed(), totalHeld(lots).toFixed());
}

const closeOutcome = (allocations: readonly Allocation[]): PlanOutcome =>
  allocations.every((allocation) => allocation.full) ? 'CLOSE' : 'PARTIAL_CLOSE';

function withFees(changes: PlannedChange[], fees: string): PlannedChange[] {
  const [first, ...rest] = changes;
  return first ? [{ ...first, fees }, ...rest] : changes;
}

function planStockLeg(lots: OpenLots, execution: Execution, leg: StockLeg) {
  const key = contractKey(execution.ticker, null);
  if (leg.side === 'BUY') {
    const opened = openOrAdd(lots, execution, {
      key,
      type: 'STOCK',
      action: null,
      quantity: leg.shares,
      price: leg.price.toFixed(),
      at: execution.tradeTime,
    });
    return { changes: [opened.change], apply: opened.apply };
  }
  const allocations = allocate(lots.held(key, null), leg.shares);
  if (allocations === null) return M.callAssignedWithoutShares;
  return {
    changes: closeChanges(allocations, leg.price.toFixed(), execution.tradeDate),
    apply: () => applyAllocations(allocations),
  };
}

/** An option closed at 0 by an expiration, assignment or exercise, with the shares it moves. */
function planOptionEvent(lots: OpenLots, execution: Execution, sharesBooked: boolean): Draft {
  const key = executionKey(execution);
  const quantity = new Decimal(execution.quantity);
  const candidates =
    execution.side === null ? lots.heldAny(key) : lots.held(key, execution.side === 'BUY' ? 'STO' : 'BTO');
  if (execution.side === null && new Set(candidates.map((lot) => lot.action)).size > 1)
    return review(M.ambiguousExpiration);
  const allocations = planClose(candidates, quantity);
  if (typeof allocations === 'string') return review(allocations);
  let changes = closeChanges(allocations, '0', execution.tradeDate);
  const leg = sharesBooked ? null : stockLegOf(execution);
  const stock = leg && planStockLeg(lots, execution, leg);
  if (typeof stock === 'string') return review(stock);
  applyAllocations(allocations);
  if (stock) {
    stock.apply();
    changes = [...changes, ...stock.changes];
  }
  const outcome: PlanOutcome =
    execution.event === 'EXPIRATION' ? 'EXPIRE' : execution.event === 'EXERCISE' ? 'EXERCISE' : 'ASSIGNMENT';
  const notes: string[] = execution.event === 'EXPIRATION' ? [PLAN_NOTES.expirationDate] : [];
  if (sharesBooked) notes.push(PLAN_NOTES.sharesBooked);
  return { outcome, changes: withFees(changes, execution.fees), reason: null, notes };
}

function planTrade(lots: OpenLots, execution: Execution, notes: string[]): Draft {
  const key = executionKey(execution);
  const isOption = execution.instrument.kind === 'OPTION';
  const quantity = new Decimal(execution.quantity);
  const side = execution.side ?? 'BUY';
  // A buy closes a sold (STO) position; a sell closes a bought one (BTO, or stock).
  const closes = lots.held(key, isOption ? (side === 'BUY' ? 'STO' : 'BTO') : side === 'SELL' ? null : 'STO');
  let effect = execution.effect;
  if (effect === 'UNKNOWN') {
    effect = closes.length > 0 ? 'CLOSE' : 'OPEN';
    notes.push(PLAN_NOTES.effectInferred);
  }
  if (!isOption && side === 'SELL' && effect === 'OPEN') return review(M.shortStock, notes);
  if (effect === 'CLOSE') {
    const allocations = planClose(closes, quantity);
    if (typeof allocations === 'string') return review(allocations, notes);
    applyAllocations(allocations);
    const changes = closeChanges(allocations, tradeLogPrice(execution), execution.tradeDate);
    return {
      outcome: closeOutcome(allocations),
      changes: withFees(changes, execution.fees),
      reason: null,
      notes,
    };
  }
  const action: OptionAction | null = isOption ? (side === 'SELL' ? 'STO' : 'BTO') : null;
  const type: PositionType = !isOption ? 'STOCK' : action === 'STO' ? 'THETA' : 'OPTION';
  const opened = openOrAdd(lots, execution, {
    key,
    type,
    action,
    quantity,
    price: tradeLogPrice(execution),
    at: execution.tradeTime,
  });
  opened.apply();
  return { outcome: opened.outcome, changes: withFees([opened.change], execution.fees), reason: null, notes };
}

/** The plan of one execution that is not a duplicate and not a linked stock row. */
export function planExecution(
  lots: OpenLots,
  execution: Execution,
  options: { sharesBooked?: boolean } = {},
): Draft {
  const quantity = new Decimal(execution.quantity);
  if (!quantity.isInteger() || quantity.gt(MAX_QUANTITY)) return review(M.wholeQuantity);
  if (execution.instrument.kind === 'OPTION' && execution.event !== 'TRADE')
    return planOptionEvent(lots, execution, options.sharesBooked ?? false);
  const notes = execution.event === 'TRADE' ? [] : [PLAN_NOTES.deliveryUnlinked];
  return planTrade(lots, execution, notes);
}

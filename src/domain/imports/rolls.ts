import type { Execution } from './execution';
import { ROLL_WINDOW_SECONDS } from './limits';
import type { CloseChange, OpenChange, PlanEntry, RollBasis, RollProposal } from './plan-types';

/*
 * A roll is a close and an open of the same underlying and position type (theta for theta, option for
 * option) in one order, or filled within ROLL_WINDOW_SECONDS of each other, or (where the file has no
 * times) on the same day. It is only proposed: unconfirmed, the two rows stay a close and an open.
 * The Trade Log's roll closes the whole position, so only a full close of one position is proposed.
 */

/** How many nearby opens are looked at per close, so a busy file stays linear. */
const MAX_CANDIDATES = 50;

interface Leg {
  entry: PlanEntry;
  execution: Execution;
  seconds: number;
  type: string;
  right: string;
}

const secondsOf = (tradeTime: string): number => Date.parse(`${tradeTime}Z`) / 1000;

function rightOf(execution: Execution): string {
  return execution.instrument.kind === 'OPTION' ? execution.instrument.right : '';
}

function closeLeg(entry: PlanEntry, execution: Execution): Leg | null {
  const [change, more] = entry.changes;
  if (entry.outcome !== 'CLOSE' || more || change?.kind !== 'CLOSE' || execution.event !== 'TRADE')
    return null;
  const { positionType } = change as CloseChange;
  if (positionType === 'STOCK') return null;
  return {
    entry,
    execution,
    seconds: secondsOf(execution.tradeTime),
    type: positionType,
    right: rightOf(execution),
  };
}

function openLeg(entry: PlanEntry, execution: Execution): Leg | null {
  if (entry.outcome !== 'OPEN_THETA' && entry.outcome !== 'OPEN_OPTION') return null;
  const { positionType } = entry.changes[0] as OpenChange;
  return {
    entry,
    execution,
    seconds: secondsOf(execution.tradeTime),
    type: positionType,
    right: rightOf(execution),
  };
}

function basisOf(close: Leg, open: Leg): RollBasis | null {
  const a = close.execution;
  const b = open.execution;
  if (a.orderId !== null && b.orderId !== null) return a.orderId === b.orderId ? 'SAME_ORDER' : null;
  if (a.timeKnown && b.timeKnown)
    return Math.abs(close.seconds - open.seconds) <= ROLL_WINDOW_SECONDS ? 'SAME_TIME' : null;
  return a.tradeDate === b.tradeDate ? 'SAME_DAY' : null;
}

const RANK: Record<RollBasis, number> = { SAME_ORDER: 0, SAME_TIME: 1, SAME_DAY: 2 };

/** Opens indexed by order and by day, each list in time order. */
class OpenIndex {
  private readonly byOrder = new Map<string, Leg[]>();
  private readonly byDay = new Map<string, Leg[]>();

  add(leg: Leg): void {
    const { execution } = leg;
    if (execution.orderId !== null)
      push(this.byOrder, `${execution.ticker}|${leg.type}|${execution.orderId}`, leg);
    push(this.byDay, `${execution.ticker}|${leg.type}|${execution.tradeDate}`, leg);
  }

  /** Opens that could pair with `close`: its order's, those near it in time, or (no times) its day's. */
  *candidates(close: Leg): Generator<Leg> {
    const { execution } = close;
    if (execution.orderId !== null)
      yield* (this.byOrder.get(`${execution.ticker}|${close.type}|${execution.orderId}`) ?? []).slice(
        0,
        MAX_CANDIDATES,
      );
    const day = this.byDay.get(`${execution.ticker}|${close.type}|${execution.tradeDate}`) ?? [];
    let index = execution.timeKnown ? firstAtOrAfter(day, close.seconds - ROLL_WINDOW_SECONDS) : 0;
    for (let looked = 0; index < day.length && looked < MAX_CANDIDATES; index += 1, looked += 1) {
      const open = day[index]!;
      if (
        execution.timeKnown &&
        open.execution.timeKnown &&
        open.seconds > close.seconds + ROLL_WINDOW_SECONDS
      )
        break;
      yield open;
    }
  }
}

function push(map: Map<string, Leg[]>, key: string, leg: Leg): void {
  const list = map.get(key);
  if (list) list.push(leg);
  else map.set(key, [leg]);
}

/** Binary search: the first leg at or after `seconds` in a time-ordered list. */
function firstAtOrAfter(legs: readonly Leg[], seconds: number): number {
  let low = 0;
  let high = legs.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (legs[middle]!.seconds < seconds) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Pairs each full close with the best open of the same ticker and type: the same order first, then
 * the same right, then the nearest in time. Each row joins at most one roll. `entries` are in time order.
 */
export function proposeRolls(
  entries: readonly PlanEntry[],
  executionOf: (rowNumber: number) => Execution,
  confirmed: ReadonlySet<string>,
): RollProposal[] {
  const opens = new OpenIndex();
  const closes: Leg[] = [];
  for (const entry of entries) {
    const execution = executionOf(entry.rowNumber);
    const close = closeLeg(entry, execution);
    if (close) closes.push(close);
    const open = openLeg(entry, execution);
    if (open) opens.add(open);
  }
  const paired = new Set<number>();
  const proposals: RollProposal[] = [];
  for (const close of closes) {
    let best: { leg: Leg; basis: RollBasis; score: number[] } | null = null;
    for (const open of opens.candidates(close)) {
      if (paired.has(open.entry.rowNumber)) continue;
      const basis = basisOf(close, open);
      if (basis === null) continue;
      const score = [RANK[basis], open.right === close.right ? 0 : 1, Math.abs(open.seconds - close.seconds)];
      if (best === null || compareScores(score, best.score) < 0) best = { leg: open, basis, score };
    }
    if (best === null) continue;
    paired.add(best.leg.entry.rowNumber);
    const id = `${close.entry.rowNumber}-${best.leg.entry.rowNumber}`;
    proposals.push({
      id,
      closeRow: close.entry.rowNumber,
      openRow: best.leg.entry.rowNumber,
      ticker: close.execution.ticker,
      basis: best.basis,
      confirmed: confirmed.has(id),
    });
  }
  return proposals;
}

function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}

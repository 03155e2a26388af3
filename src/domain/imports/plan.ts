import { linkDeliveries } from './assignment-links';
import type { Execution } from './execution';
import { linkedRowNeedsReviewMessage, linkedStockNote } from './messages';
import { OpenLots } from './open-lots';
import { planExecution } from './plan-row';
import {
  PLAN_OUTCOMES,
  type ImportPlan,
  type OpenPositionSnapshot,
  type PlanEntry,
  type PlanOptions,
  type PlanOutcome,
} from './plan-types';
import { proposeRolls } from './rolls';

/**
 * The executions in the order they happened. Brokers list newest first or oldest first; rows of the
 * same time keep the file's direction (reversed for a newest-first file), so a date-only file still
 * reads oldest first.
 */
export function chronological(executions: readonly Execution[]): Execution[] {
  const byRow = inOrder(executions, (a, b) => a.rowNumber <= b.rowNumber)
    ? [...executions]
    : [...executions].sort((a, b) => a.rowNumber - b.rowNumber);
  // Exports come sorted one way or the other; only a file grouped otherwise (IBKR) needs sorting.
  if (inOrder(byRow, (a, b) => a.tradeTime <= b.tradeTime)) return byRow;
  if (inOrder(byRow, (a, b) => a.tradeTime >= b.tradeTime)) return byRow.reverse();
  const newestFirst = byRow[0]!.tradeTime > byRow.at(-1)!.tradeTime;
  return byRow.sort((a, b) => {
    if (a.tradeTime !== b.tradeTime) return a.tradeTime < b.tradeTime ? -1 : 1;
    return newestFirst ? b.rowNumber - a.rowNumber : a.rowNumber - b.rowNumber;
  });
}

function inOrder<T>(items: readonly T[], ordered: (a: T, b: T) => boolean): boolean {
  for (let i = 1; i < items.length; i += 1) if (!ordered(items[i - 1]!, items[i]!)) return false;
  return true;
}

const entry = (rowNumber: number, fields: Partial<PlanEntry> & { outcome: PlanOutcome }): PlanEntry => ({
  rowNumber,
  changes: [],
  reason: null,
  notes: [],
  rollId: null,
  linkedRow: null,
  ...fields,
});

/**
 * What each execution becomes in the Trade Log, given the positions open before the import. Rows are
 * planned in time order and positions opened by earlier rows count as open for later ones. Duplicates
 * change nothing; a stock row delivering an assignment or exercise of this file is booked with the
 * option's row; rolls are proposed and only the confirmed ones are marked ROLL.
 */
export function planImport(
  executions: readonly Execution[],
  openPositions: readonly OpenPositionSnapshot[],
  options: PlanOptions = {},
): ImportPlan {
  const duplicates = options.duplicates ?? new Set<number>();
  const ordered = chronological(executions);
  const links = linkDeliveries(ordered);
  const stockOf = new Map([...links].map(([stockRow, optionRow]) => [optionRow, stockRow]));
  const lots = new OpenLots(openPositions);
  const entries: PlanEntry[] = [];
  const byRow = new Map<number, PlanEntry>();
  for (const execution of ordered) {
    const { rowNumber } = execution;
    const stockRow = stockOf.get(rowNumber);
    let planned: PlanEntry;
    if (duplicates.has(rowNumber)) planned = entry(rowNumber, { outcome: 'DUPLICATE' });
    else if (links.has(rowNumber)) planned = entry(rowNumber, { outcome: 'ASSIGNMENT' });
    else {
      // Shares whose row was imported before were bought or sold then; only the option closes now.
      const sharesBooked = stockRow !== undefined && duplicates.has(stockRow);
      planned = entry(rowNumber, planExecution(lots, execution, { sharesBooked }));
    }
    entries.push(planned);
    byRow.set(rowNumber, planned);
  }
  const executionByRow = new Map(executions.map((execution) => [execution.rowNumber, execution]));
  for (const [stockRow, optionRow] of links)
    settleLinkedStock(byRow.get(stockRow)!, byRow.get(optionRow)!, executionByRow.get(optionRow)!);

  const rolls = proposeRolls(
    entries,
    (row) => executionByRow.get(row)!,
    new Set(options.confirmedRolls ?? []),
  );
  for (const roll of rolls) {
    for (const row of [roll.closeRow, roll.openRow]) {
      const planned = byRow.get(row)!;
      planned.rollId = roll.id;
      if (roll.confirmed) planned.outcome = 'ROLL';
    }
  }
  return { entries, rolls, counts: countOutcomes(entries) };
}

/**
 * The stock row follows its option row: the option's outcome, or review when the option row needs it.
 * Its shares are booked with the option row (or were, when that row was imported before).
 */
function settleLinkedStock(stock: PlanEntry, option: PlanEntry, optionExecution: Execution): void {
  option.linkedRow = stock.rowNumber;
  stock.linkedRow = option.rowNumber;
  if (stock.outcome === 'DUPLICATE') return;
  if (option.outcome === 'NEEDS_REVIEW') {
    stock.outcome = 'NEEDS_REVIEW';
    stock.reason = linkedRowNeedsReviewMessage(option.rowNumber);
  } else {
    stock.outcome = optionExecution.event === 'EXERCISE' ? 'EXERCISE' : 'ASSIGNMENT';
    stock.notes = [linkedStockNote(option.rowNumber)];
  }
}

export function countOutcomes(entries: readonly PlanEntry[]): Record<PlanOutcome, number> {
  const counts = Object.fromEntries(PLAN_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    PlanOutcome,
    number
  >;
  for (const { outcome } of entries) counts[outcome] += 1;
  return counts;
}

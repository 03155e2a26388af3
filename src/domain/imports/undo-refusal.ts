import { closedPeriodMessage } from '../periods/messages';
import { compareQuarters, type Quarter } from '../quarters';
import { IMPORT_API_MESSAGES as M, type ImportStatus } from './api-schemas';

/** What the books know of an import when asked to undo it. */
export interface UndoFacts {
  status: ImportStatus;
  /** A position it wrote has changed (or gone) since the commit. */
  changedSince: boolean;
  /** The earliest quarter its undo would touch: its positions' dates now and before the import. */
  earliestQuarter: Quarter | null;
  /** The latest closed quarter, or null while none is. */
  latestClosed: Quarter | null;
}

/**
 * Why an undo would be refused (409), or null when the books would take it. One rule for the past
 * imports' list (which disables Undo with these words) and for the undo itself, in this order: only a
 * committed import; nothing it wrote changed since; nothing it touches in or before a closed quarter
 * (the words of every write's closed-period refusal, naming the quarter to reopen).
 */
export function undoRefusal(facts: UndoFacts): string | null {
  if (facts.status === 'UNDONE') return M.alreadyUndone;
  if (facts.status !== 'COMMITTED') return M.notCommitted;
  if (facts.changedSince) return M.changedSince;
  const { earliestQuarter, latestClosed } = facts;
  if (
    earliestQuarter !== null &&
    latestClosed !== null &&
    compareQuarters(earliestQuarter, latestClosed) <= 0
  )
    return closedPeriodMessage(latestClosed);
  return null;
}

import { describe, expect, it } from 'vitest';
import { closedPeriodMessage } from '../periods/messages';
import { parseQuarter } from '../quarters';
import { IMPORT_API_MESSAGES as M } from './api-schemas';
import { undoRefusal, type UndoFacts } from './undo-refusal';

const q = (key: string) => parseQuarter(key)!;
const open: UndoFacts = {
  status: 'COMMITTED',
  changedSince: false,
  earliestQuarter: q('Q3_2025'),
  latestClosed: null,
};

describe('undoRefusal', () => {
  it.each<[string, Partial<UndoFacts>, string | null]>([
    ['a committed import, nothing changed, no quarter closed', {}, null],
    ['a preview', { status: 'PREVIEW' }, M.notCommitted],
    ['an import already undone', { status: 'UNDONE' }, M.alreadyUndone],
    ['already undone, whatever else holds', { status: 'UNDONE', changedSince: true }, M.alreadyUndone],
    ['a position changed since', { changedSince: true }, M.changedSince],
    [
      'changed and closed: the change is said first',
      { changedSince: true, latestClosed: q('Q3_2025') },
      M.changedSince,
    ],
    ['its own quarter closed', { latestClosed: q('Q3_2025') }, closedPeriodMessage(q('Q3_2025'))],
    [
      'a later quarter closed covers it, and is named',
      { latestClosed: q('Q1_2026') },
      closedPeriodMessage(q('Q1_2026')),
    ],
    ['only an earlier quarter closed', { latestClosed: q('Q2_2025') }, null],
    ['nothing dated (no positions)', { earliestQuarter: null, latestClosed: q('Q1_2026') }, null],
  ])('%s', (_name, facts, expected) => {
    expect(undoRefusal({ ...open, ...facts })).toBe(expected);
  });
});

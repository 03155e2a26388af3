import type { JournalQuery, JournalStats, JournalTradeRow } from '../../domain/journal/api-schemas';
import { preparedJournalStats } from '../../domain/journal/stats';
import { journalTradeRow } from '../../domain/journal/trades-csv';
import { journalTrades, type JournalFilter } from '../../domain/journal/trades';
import type { Db } from '../db/client';
import { keptJournalBook } from './kept-book';
import { keptJournalStats } from './kept-stats';
import { loadJournal } from './load-journal';

/** The query's range and tag. */
export const journalFilterOf = (query: JournalQuery): JournalFilter => ({
  range: { from: query.from ?? null, to: query.to ?? null },
  tag: query.tag,
});

/** GET /api/journal/stats: the statistics of the filter's trades (docs/requirements.md#jr-stats). */
export async function loadJournalStats(db: Db, filter: JournalFilter): Promise<JournalStats> {
  return keptJournalStats(db, filter, async () => {
    const book = await keptJournalBook(db);
    // At once after the await: a later update of the kept book cannot interleave with the sums.
    return preparedJournalStats(book.positions.values(), book.scale, filter);
  });
}

/** The filter's trades as rows, oldest first (the CSV and the Analytics view's day detail). */
export async function loadJournalTrades(db: Db, filter: JournalFilter): Promise<JournalTradeRow[]> {
  return journalTrades(await loadJournal(db, filter, { detail: true }), filter).map(journalTradeRow);
}

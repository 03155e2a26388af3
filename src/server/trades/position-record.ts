import type { positions, transactions } from '../db/schema';

/* A Trade Log position as its services read and write it. */

export type PositionRow = typeof positions.$inferSelect;
export type PositionInsert = typeof positions.$inferInsert;
export type TransactionRow = typeof transactions.$inferSelect;

/** Where a transaction came from when an import wrote it: the import, its row and the row's fees. */
export type TransactionLink = Partial<
  Pick<typeof transactions.$inferInsert, 'importId' | 'importRow' | 'fees'>
>;

/** A position with what the unified list shows beside it. */
export interface PositionRecord {
  position: PositionRow;
  /** Oldest first. */
  transactions: TransactionRow[];
  /** Names, alphabetical. */
  sectors: string[];
  /** Names, alphabetical. */
  tags: string[];
}

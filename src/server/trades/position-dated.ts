import type { Dated } from '../books';
import type { PositionRecord } from './records';

/** A position as a write finds or leaves it: its Trade Log quarter and every date it carries. */
export function positionDated(record: Pick<PositionRecord, 'position' | 'transactions'>): Dated {
  const { position } = record;
  return {
    quarters: [position.quarter],
    days: [position.openDate, position.closeDate, ...record.transactions.map((row) => row.date)],
  };
}

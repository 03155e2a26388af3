import Decimal from 'decimal.js';
import type { ClosingEvent } from '../../src/domain/realized/closing-events';

let nextId = 1;

/** A theta close on `day` ('YYYY-MM-DD') realizing `pnl`: the realized calendar's table-test fixture. */
export function closingEvent(day: string, pnl: string): ClosingEvent {
  return {
    transactionId: nextId++,
    positionId: 1,
    positionType: 'THETA',
    ticker: 'AAPL',
    type: 'CLOSE',
    quantity: 1,
    closeValue: 0,
    pnl: new Decimal(pnl),
    day,
  };
}

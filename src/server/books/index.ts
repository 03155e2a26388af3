/*
 * The books floor (docs/architecture.md#books-floor): what every feature that writes the fund's books
 * uses, between the database (src/server/db) and the features. A feature imports from here, never a
 * sibling feature's copy of a guard.
 */
export type { Db, Executor, Tx } from './transaction';
export { guardWrite, type WriteScope } from './guard-write';
export {
  ClosedPeriodError,
  latestClosedQuarter,
  lockPeriodsThrough,
  quartersOf,
  type Dated,
} from './period-lock';
export { unitsHeld, unitsHeldByInvestor } from './units-held';
export { booksNavOn, type BooksNav } from './books-nav';
export { writeAudit, writeAudits, deferAudits, flushAudits, type AuditEntry } from './audit';
export { currentClientAddress, withClientAddress } from './client-address';
export { latestRun, loadDeductions, loadPastRuns, type DeductionRow } from './fee-ledger';

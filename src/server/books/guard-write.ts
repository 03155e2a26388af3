import { assertNoRunCovers, lockFeeLedger } from './fee-ledger';
import { lockInvestors } from './investor-lock';
import { lockOpenPeriods, type Dated } from './period-lock';
import type { Executor } from './transaction';

/** What a write to the books touches, for `guardWrite`. */
export interface WriteScope extends Dated {
  /**
   * The investors whose units the write moves (an investment or redemption record, an approval): their
   * rows are locked, and no posted fee run may cover the write's days.
   */
  investorIds?: Iterable<number>;
  /** The write is a fee run's post or reversal: the fee ledger is locked against every record. */
  feeLedger?: 'post';
}

/**
 * The one guard of every write to the books (docs/architecture.md#books-floor), called inside the
 * write's transaction before it changes anything. It takes its locks in one fixed order, so no two
 * writes wait on each other in a circle:
 *
 * 1. the investors' rows, FOR UPDATE, in id order (404 for an unknown one);
 * 2. the period: the earliest quarter's row FOR SHARE; 409 `{quarter} is closed. Reopen it to change
 *    its records.` when a quarter the write touches is closed or lies before a closed one;
 * 3. the fee ledger: FOR UPDATE for a fee run's post or reversal; FOR SHARE when units move, with 409
 *    when the latest posted fee run covers one of the days (it charged the lots as they stood).
 *
 * A refusal throws before anything is written, and the transaction then writes nothing. Calling it
 * again in the same transaction is cheap: a period it holds open is not locked or read again.
 */
export async function guardWrite(tx: Executor, scope: WriteScope): Promise<void> {
  const investorIds = [...(scope.investorIds ?? [])];
  const days = [...(scope.days ?? [])].filter((day): day is string => typeof day === 'string' && day !== '');
  await lockInvestors(tx, investorIds);
  await lockOpenPeriods(tx, { days, quarters: [...(scope.quarters ?? [])] });
  if (scope.feeLedger === 'post') {
    await lockFeeLedger(tx, 'update');
    return;
  }
  if (investorIds.length > 0 && days.length > 0) await assertNoRunCovers(tx, days);
}

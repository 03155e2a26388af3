import { quarterKey, type Quarter } from '../../domain/quarters';
import type { StatementFees } from '../../domain/statements/capital-account';
import { investorQuarterFees } from '../fees/quarter-fees';
import type { Executor } from '../books';

/**
 * The management and performance fees charged to one investor for one quarter: the one place every
 * statement (the batch's, the portal's, those a close stores) takes its fee lines from, the posted
 * fee run of `quarter` (docs/requirements.md#stmt-capital, #fee-display).
 */
export async function feesForStatement(
  ex: Executor,
  investorId: number,
  quarter: Quarter,
): Promise<StatementFees> {
  return investorQuarterFees(ex, investorId, quarterKey(quarter));
}

import type { Quarter } from '../../domain/quarters';
import type { StatementFees } from '../../domain/statements/capital-account';
import type { Db } from '../db/client';

/**
 * The management and performance fees charged to one investor for one quarter: the one place every
 * statement (the batch's, the portal's) takes its fee lines from. Zero until fee runs exist; the fee
 * runs' work fills it from the posted run of `quarter` (docs/requirements.md#stmt-capital).
 */
export async function feesForStatement(
  _db: Db,
  _investorId: number,
  _quarter: Quarter,
): Promise<StatementFees> {
  return { managementFee: 0, performanceFee: 0 };
}

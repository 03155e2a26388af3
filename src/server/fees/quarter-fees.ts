import type Decimal from 'decimal.js';
import { feesOfQuarter } from '../../domain/fees/fees-paid';
import { loadDeductions, type Executor } from '../books';

/**
 * The management and performance fee the posted run of `quarter` ('Q3_2025') charged one investor, in
 * US dollars (cents); zeros when no run charged that quarter. This is the figure a statement's capital
 * account shows on its "Management fee" and "Performance fee" rows: the statement model takes it from
 * here, and a close that stores statements passes its own transaction as `ex`.
 */
export async function investorQuarterFees(
  ex: Executor,
  investorId: number,
  quarter: string,
): Promise<{ managementFee: Decimal; performanceFee: Decimal }> {
  return feesOfQuarter(await loadDeductions(ex, investorId), quarter);
}

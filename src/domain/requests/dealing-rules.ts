import type { RequestKind } from './constants';
import { dealingBeforeRequest, noticeNotGiven } from './messages';

/** What the dealing date of an approval is held to, from the request (docs/requirements.md#req-approve). */
export interface DealtRequest {
  kind: RequestKind;
  /** 'YYYY-MM-DD', the fund's day the investor asked. */
  requestDate: string;
  /** 'YYYY-MM-DD': a redemption's first quarter end after its notice; a subscription's request date. */
  earliestDealingDate: string;
}

export interface DealingProblem {
  /** The approval's field the problem is about. */
  field: 'dealingDate' | 'waiveNotice';
  message: string;
}

/**
 * The first rule a dealing date breaks, or null: never before the request date (nothing waives it);
 * a redemption's never before its earliest dealing date unless the notice is waived.
 */
export function dealingDateProblem(
  request: DealtRequest,
  dealingDate: string,
  waiveNotice: boolean,
): DealingProblem | null {
  if (dealingDate < request.requestDate)
    return { field: 'dealingDate', message: dealingBeforeRequest(request.requestDate) };
  if (request.kind === 'redemption' && dealingDate < request.earliestDealingDate && !waiveNotice)
    return { field: 'waiveNotice', message: noticeNotGiven(request.earliestDealingDate) };
  return null;
}

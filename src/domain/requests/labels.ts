import { formatCurrency, formatUnits } from '../format';
import type { RequestKind, RequestStatus } from './constants';

/* How a request reads to people, in the portal and in Admin Tools alike (docs/requirements.md#req). */

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = {
  subscription: 'Subscription',
  redemption: 'Redemption',
};

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** 'Subscription of $5,000.00', 'Redemption of 20 shares', 'Redemption of 1 share'. */
export function requestSummary(request: {
  kind: RequestKind;
  amount: number | null;
  shares: number | null;
}): string {
  const what =
    request.shares !== null
      ? `${formatUnits(request.shares)} ${request.shares === 1 ? 'share' : 'shares'}`
      : formatCurrency(request.amount);
  return `${REQUEST_KIND_LABELS[request.kind]} of ${what}`;
}

/* docs/requirements.md#req: subscriptions and redemptions requested from the investor portal. */

export const REQUEST_KINDS = ['subscription', 'redemption'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The operating agreement's 'Provide 60 day notice on any withdrawals' (REDEMPTION_NOTICE_DAYS). */
export const DEFAULT_REDEMPTION_NOTICE_DAYS = 60;
/** REDEMPTION_NOTICE_DAYS may be 0 (no notice) to a year. */
export const MAX_REDEMPTION_NOTICE_DAYS = 366;

/** An investor's note on a request, and the administrator's reason for a rejection. */
export const REQUEST_NOTE_MAX = 1_000;
export const REJECTION_REASON_MAX = 1_000;

/** The smallest request: one cent, or a thousandth of a unit (docs/requirements.md#req-limits). */
export const MIN_REQUEST_AMOUNT = '0.01';
export const MIN_REQUEST_SHARES = '0.001';
/** Requests one investor may have pending at once. */
export const MAX_PENDING_REQUESTS = 5;
/** The administrator's reason for approving at a NAV beyond the tolerance. */
export const NAV_OVERRIDE_REASON_MAX = 500;

/*
 * The kinds of notice (decision 027): who gets each, and which an investor may turn off. Statements and
 * confirmations are legal notices: the fund must deliver them, so they stay on.
 */

export const INVESTOR_KINDS = [
  'statement_ready',
  'request_received',
  'request_approved',
  'request_rejected',
  'document_shared',
  'tax_package_ready',
] as const;

export const ADMIN_KINDS = [
  'admin_new_request',
  'admin_backup_failed',
  'admin_sheet_failing',
  'admin_fee_run',
] as const;

export type InvestorKind = (typeof INVESTOR_KINDS)[number];
export type AdminKind = (typeof ADMIN_KINDS)[number];
export type NoticeKind = InvestorKind | AdminKind;

/** Statements and confirmations: always on, by e-mail and in the app. */
export const LEGAL_KINDS: ReadonlySet<NoticeKind> = new Set<NoticeKind>([
  'statement_ready',
  'request_approved',
]);

export const isLegalKind = (kind: NoticeKind): boolean => LEGAL_KINDS.has(kind);

export const isNoticeKind = (value: string): value is NoticeKind =>
  (INVESTOR_KINDS as readonly string[]).includes(value) || (ADMIN_KINDS as readonly string[]).includes(value);

/** What the preferences page calls each kind. */
export const KIND_LABELS: Record<NoticeKind, string> = {
  statement_ready: 'Quarterly statements',
  request_received: 'Request received',
  request_approved: 'Request approved, with its confirmation',
  request_rejected: 'Request rejected',
  document_shared: 'Documents shared with you',
  tax_package_ready: 'Tax packages',
  admin_new_request: 'New subscription or redemption requests',
  admin_backup_failed: 'Scheduled backup failed',
  admin_sheet_failing: 'Published sheet failing',
  admin_fee_run: 'Fee run posted or reversed by another administrator',
};

export const LEGAL_NOTICE_TEXT =
  'Statements and confirmations are legal notices: the fund must deliver them, so they stay on.';

/** Whether a kind is on, given the recipient's stored choices (every kind is on until turned off). */
export function kindIsOn(kind: NoticeKind, stored: Readonly<Record<string, boolean>>): boolean {
  return isLegalKind(kind) || stored[kind] !== false;
}

/** Every kind of the audience named, on or off. */
export function preferencesOf(
  kinds: readonly NoticeKind[],
  stored: Readonly<Record<string, boolean>>,
): Record<string, boolean> {
  return Object.fromEntries(kinds.map((kind) => [kind, kindIsOn(kind, stored)]));
}

/** Backoff after each failed attempt: 1 min, 5 min, 30 min, 2 h; the fifth failure gives up. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;

/** When a message that failed its `attempts`-th attempt is tried again, or null: given up. */
export function nextAttemptDelay(attempts: number): number | null {
  return attempts >= 1 && attempts <= RETRY_DELAYS_MS.length ? RETRY_DELAYS_MS[attempts - 1]! : null;
}

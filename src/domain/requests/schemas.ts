import { z } from 'zod';
import { instantSchema } from '../api-schemas';
import { dateMeta, dateRangeMessage, isDayInRange } from '../date-range';
import { withinBound } from '../decimal-input';
import { decimalField, navValueSchema } from '../investors/schemas';
import { recordIdParam } from '../record-id';
import { DATE_TEXT_MAX, ruledString } from '../text-input';
import { MIN_REQUEST_AMOUNT, MIN_REQUEST_SHARES, REQUEST_KINDS, REQUEST_STATUSES } from './constants';
import {
  DEALING_DATE_LABEL,
  INVALID_DEALING_DATE,
  INVALID_REQUEST_AMOUNT,
  INVALID_REQUEST_KIND,
  INVALID_REQUEST_SHARES,
  INVALID_REQUEST_STATUS_FILTER,
  INVALID_WAIVE_NOTICE,
  NAV_OVERRIDE_REASON_REQUIRED,
  NAV_OVERRIDE_REASON_RULE,
  REASON_REQUIRED,
  REDEMPTION_NEEDS_FIGURE,
  REDEMPTION_NOT_BOTH,
  REJECTION_REASON_RULE,
  REQUEST_NOTE_RULE,
  SUBSCRIPTION_IN_AMOUNT,
  SUBSCRIPTION_NEEDS_AMOUNT,
} from './messages';

/*
 * The requests API's payloads and answers (docs/requirements.md#req-api), shared by the routes
 * (validation, OpenAPI) and the screens (the same checks before sending, the types of the answers).
 */

/** An amount of money asked for: at least one cent. */
const requestAmountSchema = decimalField(
  INVALID_REQUEST_AMOUNT,
  (d) => d.gte(MIN_REQUEST_AMOUNT) && withinBound(d, 'amount'),
);
/** A number of shares to redeem: at least 0.001 (rounded to 6 significant digits when stored). */
const requestSharesSchema = decimalField(
  INVALID_REQUEST_SHARES,
  (d) => d.gte(MIN_REQUEST_SHARES) && withinBound(d, 'shares'),
);

/**
 * POST /api/me/requests: a subscription has an amount; a redemption an amount or shares, never both;
 * an optional note.
 */
export const requestCreateSchema = z
  .object({
    kind: z.enum(REQUEST_KINDS, { error: INVALID_REQUEST_KIND }),
    amount: requestAmountSchema.optional(),
    shares: requestSharesSchema.optional(),
    note: ruledString(REQUEST_NOTE_RULE).optional(),
  })
  .superRefine((body, ctx) => {
    const problem = (message: string, field: 'amount' | 'shares') =>
      ctx.addIssue({ code: 'custom', message, path: [field] });
    if (body.kind === 'subscription') {
      if (body.shares !== undefined) problem(SUBSCRIPTION_IN_AMOUNT, 'shares');
      else if (body.amount === undefined) problem(SUBSCRIPTION_NEEDS_AMOUNT, 'amount');
    } else if (body.amount !== undefined && body.shares !== undefined) {
      problem(REDEMPTION_NOT_BOTH, 'shares');
    } else if (body.amount === undefined && body.shares === undefined) {
      problem(REDEMPTION_NEEDS_FIGURE, 'amount');
    }
  });
export type RequestCreateBody = z.input<typeof requestCreateSchema>;

/** A dealing date: 'YYYY-MM-DD' within the date range (at most a year ahead: the investment rule). */
export const dealingDateSchema = z.iso
  .date({ error: INVALID_DEALING_DATE })
  .max(DATE_TEXT_MAX, { error: INVALID_DEALING_DATE })
  .refine(isDayInRange, { error: dateRangeMessage(DEALING_DATE_LABEL) })
  .meta(dateMeta('YYYY-MM-DD'));

/**
 * POST /api/requests/{id}/approve. `navOverrideReason` approves at a NAV per unit beyond the tolerance
 * of the books' NAV for the dealing date; it is kept in the approval's audit row.
 */
export const requestApproveSchema = z.object({
  dealingDate: dealingDateSchema,
  navPerUnit: navValueSchema,
  waiveNotice: z.boolean({ error: INVALID_WAIVE_NOTICE }).optional(),
  navOverrideReason: ruledString(NAV_OVERRIDE_REASON_RULE, { typeError: NAV_OVERRIDE_REASON_REQUIRED })
    .min(1, { error: NAV_OVERRIDE_REASON_REQUIRED })
    .optional(),
});
export type RequestApproveBody = z.input<typeof requestApproveSchema>;

/** POST /api/requests/{id}/reject: the reason the investor is shown. */
export const requestRejectSchema = z.object({
  reason: ruledString(REJECTION_REASON_RULE, { typeError: REASON_REQUIRED }).min(1, {
    error: REASON_REQUIRED,
  }),
});
export type RequestRejectBody = z.input<typeof requestRejectSchema>;

export const REQUEST_LIST_FILTERS = ['pending', 'all'] as const;
export const requestListQuerySchema = z.object({
  status: z.enum(REQUEST_LIST_FILTERS, { error: INVALID_REQUEST_STATUS_FILTER }).default('pending'),
});

// ---- Answers ----

/** What an approval booked: the investment or redemption record, signed as the books keep it. */
export const bookedRecordSchema = z.object({
  investmentId: z.number().int(),
  /** 'YYYY-MM-DD'. */
  dealingDate: z.string(),
  navPerUnit: z.number(),
  /** Negative for a redemption. */
  amount: z.number(),
  /** Negative for a redemption. */
  shares: z.number(),
  /** The investor's shares once it was booked. */
  sharesAfter: z.number(),
});

export const capitalRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  /** As asked, positive; null when a redemption asks for shares. */
  amount: z.number().nullable(),
  shares: z.number().nullable(),
  note: z.string().nullable(),
  /** The fund's calendar day it was made, 'YYYY-MM-DD'. */
  requestDate: z.string(),
  earliestDealingDate: z.string(),
  createdAt: instantSchema,
  /** When it was approved, rejected or cancelled. */
  decidedAt: instantSchema.nullable(),
  noticeWaived: z.boolean(),
  rejectionReason: z.string().nullable(),
  booked: bookedRecordSchema.nullable(),
});
export type CapitalRequest = z.infer<typeof capitalRequestSchema>;

/** The administrator's view: whose request, and what they hold now. */
export const adminCapitalRequestSchema = capitalRequestSchema.extend({
  investorId: z.number().int(),
  investorName: z.string(),
  sharesHeld: z.number(),
});
export type AdminCapitalRequest = z.infer<typeof adminCapitalRequestSchema>;

export const requestListResponseSchema = z.object({
  requests: z.array(adminCapitalRequestSchema),
  pendingCount: z.number().int(),
});
export type RequestListResponse = z.infer<typeof requestListResponseSchema>;

/** What a new redemption may take, shown before the investor asks (docs/requirements.md#req-limits). */
export const redemptionAvailabilitySchema = z.object({
  sharesHeld: z.number(),
  /** Shares of the pending redemptions, an amount valued at navPerUnit. */
  pendingShares: z.number(),
  availableShares: z.number(),
  /** The NAV per unit amounts are valued at: the current NAV, else the latest the books hold. */
  navPerUnit: z.number().nullable(),
  /** A redemption asked today deals on or after this date. */
  earliestDealingDate: z.string(),
  noticeDays: z.number().int(),
});
export type RedemptionAvailability = z.infer<typeof redemptionAvailabilitySchema>;

export const myRequestsResponseSchema = z.object({
  requests: z.array(capitalRequestSchema),
  redemption: redemptionAvailabilitySchema,
});
export type MyRequestsResponse = z.infer<typeof myRequestsResponseSchema>;

/** The `{id}` of a request's routes. */
export const requestIdParamsSchema = z.object({ id: recordIdParam("The request's id") });

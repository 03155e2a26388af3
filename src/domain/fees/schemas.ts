import type Decimal from 'decimal.js';
import { z } from 'zod';
import { instantSchema } from '../api-schemas';
import { booksNavSchema } from '../books/books-nav';
import { NAV_OVERRIDE_REASON_RULE, NAV_OVERRIDE_REASON_REQUIRED } from '../requests/messages';
import { ruledString } from '../text-input';
import { withinBound } from '../decimal-input';
import { decimalField, quarterKeySchema } from '../investors/schemas';
import {
  INVALID_CRYSTALLIZATION,
  INVALID_FEE_RUN_NAV,
  MANAGEMENT_FEE_RANGE,
  PERFORMANCE_FEE_RANGE,
} from './messages';
import { CRYSTALLIZATIONS, MANAGEMENT_FEE_MAX, PERFORMANCE_FEE_MAX } from './terms';

/* The fee API's payloads and answers (docs/requirements.md#fee-terms, #fee-runs). */

const percentIn = (max: number) => (value: Decimal) => value.gte(0) && value.lte(max);
export const managementFeeSchema = decimalField(MANAGEMENT_FEE_RANGE, percentIn(MANAGEMENT_FEE_MAX));
export const performanceFeeSchema = decimalField(PERFORMANCE_FEE_RANGE, percentIn(PERFORMANCE_FEE_MAX));
export const crystallizationSchema = z.enum(CRYSTALLIZATIONS, { error: INVALID_CRYSTALLIZATION });

/** `PUT /api/fees/terms`: the fund's terms, every field. */
export const feeTermsBodySchema = z.object({
  managementFeePercent: managementFeeSchema.describe('Annual percent of the value held, 0 to 5'),
  performanceFeePercent: performanceFeeSchema.describe(
    'Percent of the gain above the high-water mark, 0 to 50',
  ),
  crystallization: crystallizationSchema.describe("'quarterly', or 'annual' (at Q4's end)"),
});
export type FeeTermsBody = z.input<typeof feeTermsBodySchema>;

/** `PUT /api/investors/{id}/fee-terms`: the investor's own terms; null (or absent) is the fund's. */
export const investorFeeTermsBodySchema = z.object({
  managementFeePercent: managementFeeSchema.nullable().optional(),
  performanceFeePercent: performanceFeeSchema.nullable().optional(),
  crystallization: crystallizationSchema.nullable().optional(),
});
export type InvestorFeeTermsBody = z.input<typeof investorFeeTermsBodySchema>;

export const feeTermsSchema = z.object({
  managementFeePercent: z.number(),
  performanceFeePercent: z.number(),
  crystallization: z.enum(CRYSTALLIZATIONS),
});
export type FeeTermsAnswer = z.infer<typeof feeTermsSchema>;

export const investorFeeTermsSchema = z.object({
  investorId: z.number().int(),
  managementFeePercent: z.number().nullable().describe("null: the fund's"),
  performanceFeePercent: z.number().nullable().describe("null: the fund's"),
  crystallization: z.enum(CRYSTALLIZATIONS).nullable().describe("null: the fund's"),
  effective: feeTermsSchema.describe('The terms the investor pays: their own where set, else the fund'),
});
export type InvestorFeeTermsAnswer = z.infer<typeof investorFeeTermsSchema>;

const feeRunNavSchema = decimalField(
  INVALID_FEE_RUN_NAV,
  (value) => value.gt(0) && withinBound(value, 'nav'),
);

/**
 * `POST /api/fee-runs`. A NAV per unit beyond the tolerance of the books' NAV for the quarter's end
 * needs `navOverrideReason`, kept in the run's audit row (decision 029).
 */
export const feeRunBodySchema = z.object({
  quarter: quarterKeySchema.describe("The quarter charged: 'Q3_2025'"),
  navPerUnit: feeRunNavSchema.describe("The fund's NAV per unit at the quarter's last day"),
  navOverrideReason: ruledString(NAV_OVERRIDE_REASON_RULE, { typeError: NAV_OVERRIDE_REASON_REQUIRED })
    .min(1, { error: NAV_OVERRIDE_REASON_REQUIRED })
    .optional()
    .describe("Why the run charges at a NAV per unit far from the books'"),
});
export type FeeRunBody = z.input<typeof feeRunBodySchema>;

/** `POST /api/fee-runs/preview`: without a NAV per unit, the books' for the quarter's end. */
export const feeRunPreviewBodySchema = z.object({
  quarter: feeRunBodySchema.shape.quarter,
  navPerUnit: feeRunNavSchema
    .optional()
    .describe("The fund's NAV per unit at the quarter's last day; the books' when left out"),
});
export type FeeRunPreviewBody = z.input<typeof feeRunPreviewBodySchema>;

const feeFigures = {
  managementFee: z.number().describe('US dollars'),
  performanceFee: z.number().describe('US dollars'),
  totalFee: z.number().describe('US dollars'),
  feeShares: z.number().describe('Units taken: totalFee / navPerUnit to 6 significant digits'),
};

export const feeRunLotSchema = z.object({
  investmentId: z.number().int(),
  shares: z.number().describe("The lot's units at the quarter's end, before this run"),
  highWaterMark: z.number(),
  managementFee: z.number().describe('US dollars, to 6 decimals'),
  performanceFee: z.number().describe('US dollars, to 6 decimals'),
  newHighWaterMark: z.number(),
});

export const feeRunInvestorSchema = z.object({
  investorId: z.number().int(),
  name: z.string(),
  ...feeFigures,
  lots: z.array(feeRunLotSchema),
});
export type FeeRunInvestor = z.infer<typeof feeRunInvestorSchema>;

/** What a run charges (the preview) or charged (a posted run's lines). */
export const feeRunLinesSchema = z.object({
  quarter: z.string().describe("'Q3_2025'"),
  label: z.string().describe("'Q3 2025'"),
  periodEnd: z.string().describe("The quarter's last day, YYYY-MM-DD"),
  navPerUnit: z.number(),
  investors: z.array(feeRunInvestorSchema),
  totals: z.object(feeFigures),
});
export type FeeRunLines = z.infer<typeof feeRunLinesSchema>;

/** The preview: the lines, and the books' NAV for the quarter's end it was or can be checked against. */
export const feeRunPreviewSchema = feeRunLinesSchema.extend({
  booksNav: booksNavSchema.nullable().describe("The books' NAV per unit for the quarter's last day"),
  navFromBooks: z.boolean().describe("True when no NAV was given and the books' was used"),
});
export type FeeRunPreview = z.infer<typeof feeRunPreviewSchema>;

export const feeRunSchema = z.object({
  id: z.number().int(),
  quarter: z.string(),
  label: z.string(),
  periodEnd: z.string(),
  navPerUnit: z.number(),
  ...feeFigures,
  investorCount: z.number().int(),
  postedBy: z.string(),
  postedAt: instantSchema,
});
export type FeeRun = z.infer<typeof feeRunSchema>;

export const postedFeeRunSchema = feeRunSchema.extend({
  investors: z.array(feeRunInvestorSchema),
});
export type PostedFeeRun = z.infer<typeof postedFeeRunSchema>;

export const feeRunListSchema = z.object({ runs: z.array(feeRunSchema).describe('Newest quarter first') });
export type FeeRunList = z.infer<typeof feeRunListSchema>;

/** What an investor has paid: the investor pages and /api/me/account. */
export const feesPaidSchema = z.object({
  managementFee: z.number(),
  performanceFee: z.number(),
  totalFee: z.number(),
  byQuarter: z.array(
    z.object({
      quarter: z.string(),
      label: z.string(),
      managementFee: z.number(),
      performanceFee: z.number(),
      totalFee: z.number(),
      shares: z.number().describe('Units taken'),
    }),
  ),
});
export type FeesPaidAnswer = z.infer<typeof feesPaidSchema>;

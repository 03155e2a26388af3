import type Decimal from 'decimal.js';
import { z } from 'zod';
import { instantSchema } from '../api-schemas';
import { dateMeta, dateRangeMessage, isDayInRange, isYearInRange } from '../date-range';
import {
  DATE_TEXT_MAX,
  EMAIL_MAX,
  NAME_MAX,
  NUMBER_TEXT_MAX,
  ruledString,
  textRule,
  type TextRule,
} from '../text-input';
import { INVESTMENT_TYPES } from './constants';
import { DECIMAL_TEXT, parseDecimal, withinBound } from '../decimal-input';
import { MAX_RECORD_ID } from '../record-id';
import {
  INVALID_EMAIL,
  INVALID_INVESTMENT_DATE,
  INVALID_INVESTMENT_TYPE,
  INVALID_NAV_DATA_TYPE,
  INVALID_NAV_VALUE,
  INVALID_QUARTER,
  INVALID_QUARTERLY_CONTRIBUTION,
  INVALID_SHARES,
  INVALID_YEAR,
  NAME_AND_EMAIL_REQUIRED,
  NEW_INVESTOR_NUMBERS_INVALID,
  NOTHING_TO_UPDATE,
  SELECT_AN_INVESTOR,
} from './messages';

/*
 * The investor API's payloads and answers, shared by the routes (validation, OpenAPI) and the screens
 * (the same checks before sending, the types of what comes back). Figures go out as JSON numbers;
 * they may come in as numbers or as decimal text ('1234.56'), which keeps a typed value exact.
 */

const INVESTMENT_DATE_LABEL = 'Investment date';
/** 'Q3_2025'. */
const QUARTER_KEY_LENGTH = 7;

/** A number, or decimal text, that passes `accept`; every failure reads `message`. */
export function decimalField(message: string, accept: (value: Decimal) => boolean) {
  return z
    .union(
      [
        z.number({ error: message }),
        z
          .string({ error: message })
          .trim()
          .max(NUMBER_TEXT_MAX, { error: message })
          .regex(DECIMAL_TEXT, { error: message }),
      ],
      {
        error: message,
      },
    )
    .refine(
      (value) => {
        const decimal = parseDecimal(value);
        return decimal !== null && accept(decimal);
      },
      { error: message },
    );
}

/** An amount of money: non-zero (negative for a redemption). */
export const amountSchema = decimalField(
  NEW_INVESTOR_NUMBERS_INVALID,
  (d) => !d.isZero() && withinBound(d, 'amount'),
);
/** A new investor's first amount: positive. */
export const positiveAmountSchema = decimalField(
  NEW_INVESTOR_NUMBERS_INVALID,
  (d) => d.gt(0) && withinBound(d, 'amount'),
);
/** The NAV per share an investment was made at: positive. */
export const navPriceSchema = decimalField(
  NEW_INVESTOR_NUMBERS_INVALID,
  (d) => d.gt(0) && withinBound(d, 'nav'),
);
/** A share count: non-zero (negative for a redemption). */
export const sharesSchema = decimalField(INVALID_SHARES, (d) => !d.isZero() && withinBound(d, 'shares'));
/** A NAV snapshot value: positive. */
export const navValueSchema = decimalField(INVALID_NAV_VALUE, (d) => d.gt(0) && withinBound(d, 'nav'));
/** A recurring quarterly contribution for growth projections: 0 or more; null clears it. */
export const quarterlyContributionSchema = decimalField(
  INVALID_QUARTERLY_CONTRIBUTION,
  (d) => d.gte(0) && withinBound(d, 'amount'),
).nullable();

/** The investor's text fields (src/domain/text-input.ts); the forms take `max` for maxLength. */
export const INVESTOR_NAME_RULE = textRule('Name', NAME_MAX);
export const INVESTOR_EMAIL_RULE = textRule('Email', EMAIL_MAX);

const requiredText = (rule: TextRule) =>
  ruledString(rule, { typeError: NAME_AND_EMAIL_REQUIRED }).min(1, { error: NAME_AND_EMAIL_REQUIRED });

export const investorNameSchema = requiredText(INVESTOR_NAME_RULE);
export const investorEmailSchema = requiredText(INVESTOR_EMAIL_RULE).email({ error: INVALID_EMAIL });

export const investorIdSchema = z
  .number({ error: SELECT_AN_INVESTOR })
  .int({ error: SELECT_AN_INVESTOR })
  .min(1, { error: SELECT_AN_INVESTOR })
  .max(MAX_RECORD_ID, { error: SELECT_AN_INVESTOR });

/**
 * 'YYYY-MM-DD', or a full ISO timestamp (`new Date().toISOString()`) whose written date is taken; within
 * the date range. "At most a year after today" needs the clock: see `investmentDateProblem`.
 */
export const investmentDateSchema = z
  .union([z.iso.date().max(DATE_TEXT_MAX), z.iso.datetime({ offset: true }).max(DATE_TEXT_MAX)], {
    error: INVALID_INVESTMENT_DATE,
  })
  .refine(isDayInRange, { error: dateRangeMessage(INVESTMENT_DATE_LABEL) })
  .meta(dateMeta('YYYY-MM-DD'));

export const investmentTypeSchema = z.enum(INVESTMENT_TYPES, { error: INVALID_INVESTMENT_TYPE });

/** 'Q3_2025' (also read: 'Q3 2025'), in the years of the date range. */
export const quarterKeySchema = z
  .string({ error: INVALID_QUARTER })
  .trim()
  .max(QUARTER_KEY_LENGTH, { error: INVALID_QUARTER })
  .regex(/^Q[1-4][ _]\d{4}$/, { error: INVALID_QUARTER })
  .refine((key) => isYearInRange(Number(key.slice(3))), { error: dateRangeMessage('Quarter', 'Q#_YYYY') })
  .meta(dateMeta('Q#_YYYY'));

/** A year of the date range, as a number or as four digits. */
export const yearSchema = z
  .union(
    [
      z.number().int({ error: INVALID_YEAR }),
      z
        .string()
        .trim()
        .max(4, { error: INVALID_YEAR })
        .regex(/^\d{4}$/, { error: INVALID_YEAR }),
    ],
    { error: INVALID_YEAR },
  )
  .refine((year) => isYearInRange(Number(year)), { error: dateRangeMessage('Year', 'YYYY') })
  .meta(dateMeta('YYYY'));

// ---- Payloads ----

export const investorCreateSchema = z.object({
  name: investorNameSchema,
  email: investorEmailSchema,
  quarterlyContribution: quarterlyContributionSchema.optional(),
});
export type InvestorCreateBody = z.input<typeof investorCreateSchema>;

export const investorUpdateSchema = z
  .object({
    name: investorNameSchema.optional(),
    email: investorEmailSchema.optional(),
    quarterlyContribution: quarterlyContributionSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: NOTHING_TO_UPDATE });
export type InvestorUpdateBody = z.input<typeof investorUpdateSchema>;

/**
 * One investment or redemption. A redemption sends a negative amount and negative shares; shares must be
 * amount / NAV to 6 significant digits. Without a type the server writes 'Redemption' for a negative
 * amount, 'Initial Investment' for an investor's first record and 'Additional Investment' after that.
 */
export const investmentCreateSchema = z.object({
  investorId: investorIdSchema,
  investmentDate: investmentDateSchema,
  amountInvested: amountSchema,
  navAtEntry: navPriceSchema,
  sharesIssued: sharesSchema,
  type: investmentTypeSchema.optional(),
});
export type InvestmentCreateBody = z.input<typeof investmentCreateSchema>;

/**
 * The new-investor calculator's save: investor, first investment and the quarterly NAV snapshot
 * (navAtEntry, for `quarter`, by default the quarter of investmentDate) in one transaction.
 */
export const investorWithInvestmentCreateSchema = investorCreateSchema.extend({
  investmentDate: investmentDateSchema,
  amountInvested: positiveAmountSchema,
  navAtEntry: navPriceSchema,
  sharesIssued: sharesSchema,
  quarter: quarterKeySchema.optional(),
  type: z
    .enum(['Initial Investment', 'Additional Investment'], { error: INVALID_INVESTMENT_TYPE })
    .optional(),
});
export type InvestorWithInvestmentCreateBody = z.input<typeof investorWithInvestmentCreateSchema>;

/** `?type=` of the nav-data routes, as docs/requirements.md#nav-data spells it. */
export const NAV_DATA_TYPES = ['quarterly', 'year-start', 'inception'] as const;
export type NavDataType = (typeof NAV_DATA_TYPES)[number];
export const navDataQuerySchema = z.object({
  type: z.enum(NAV_DATA_TYPES, { error: INVALID_NAV_DATA_TYPE }),
});

/** quarterly: {quarter, navValue}; year-start: {year, navValue}; inception: {navValue}. */
export const navDataBodySchema = z.object({
  quarter: quarterKeySchema.optional(),
  year: yearSchema.optional(),
  navValue: navValueSchema,
});
export type NavDataBody = z.input<typeof navDataBodySchema>;

// ---- Answers ----

export const investmentSchema = z.object({
  id: z.number().int(),
  investorId: z.number().int(),
  /** 'YYYY-MM-DD'. */
  investmentDate: z.string(),
  amountInvested: z.number(),
  navAtEntry: z.number(),
  sharesIssued: z.number(),
  type: z.string().nullable(),
});
export type Investment = z.infer<typeof investmentSchema>;

/** Quarter key ('Q3_2025') or year ('2025') to NAV. */
export const navByPeriodSchema = z.record(z.string(), z.number());

/** One posted fee run's charge to the investor (docs/requirements.md#fee-what). */
export const feeDeductionSchema = z.object({
  quarter: z.string().describe("'Q3_2025'"),
  date: z.string().describe("The quarter's last day, YYYY-MM-DD: when the fee units left"),
  navPerUnit: z.number(),
  managementFee: z.number().describe('US dollars'),
  performanceFee: z.number().describe('US dollars'),
  totalFee: z.number().describe('US dollars'),
  shares: z.number().describe('Units taken, a positive count'),
});
export type FeeDeductionAnswer = z.infer<typeof feeDeductionSchema>;

export const investorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  dateAdded: instantSchema,
  status: z.string(),
  quarterlyContribution: z.number().nullable(),
  /** Oldest first; redemptions carry negative amounts and shares. */
  investments: z.array(investmentSchema),
  quarterlyNavSnapshots: navByPeriodSchema,
  yearStartNavValues: navByPeriodSchema,
  inceptionNav: z.number().nullable(),
  /** Contributions less redemptions; fees are not in it. */
  totalInvested: z.number(),
  /** Units held: issued, less redeemed, less the fee units of posted fee runs. */
  totalShares: z.number(),
  investmentCount: z.number().int(),
  /** Posted fee runs' charges, oldest first. */
  feeDeductions: z.array(feeDeductionSchema),
  /** The units-weighted mark of the lots still held; null without units. */
  highWaterMark: z.number().nullable(),
});
export type Investor = z.infer<typeof investorSchema>;

export const investorListSchema = z.array(investorSchema);

export const navDataSchema = z.object({
  quarterly: navByPeriodSchema,
  yearStart: navByPeriodSchema,
  inception: z.number().nullable(),
});
export type NavData = z.infer<typeof navDataSchema>;

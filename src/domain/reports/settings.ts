import type Decimal from 'decimal.js';
import { z } from 'zod';
import { dateRangeMessage, MAX_YEAR, MIN_YEAR } from '../date-range';
import { REPORT_TEXT_MAX, ruledString, textRule } from '../text-input';
import { parseDecimal } from '../decimal-input';
import { INVALID_YEAR } from '../investors/messages';
import type { Quarter } from '../quarters';
import { FILL_IN_CURRENT_NAV, NO_INVESTORS_FOR_REPORTS } from './messages';

/* docs/requirements.md#rep-settings, #const-reports: the batch report generator's defaults. */
export const REPORT_QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export type ReportQuarter = (typeof REPORT_QUARTERS)[number];
export const DEFAULT_REPORT_QUARTER: ReportQuarter = 'Q3';
export const DEFAULT_REPORT_YEAR = 2025;
export const DEFAULT_WITHDRAWAL_TERMS = 'No Restrictions Apply - Provide 60 day notice on any withdrawals';
/** How long 'Copied!' shows after copying a report. */
export const COPY_FEEDBACK_MS = 2000;

/** The statement's withdrawal terms: a few lines at most (src/domain/text-input.ts). */
export const WITHDRAWAL_TERMS_RULE = textRule('Withdrawal terms', REPORT_TEXT_MAX, {
  multiline: true,
  plural: true,
});

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** The settings form: quarter and year default to Q3 2025; the current NAV price is required. */
export const reportSettingsSchema = z.object({
  quarter: z.preprocess(blankToUndefined, z.enum(REPORT_QUARTERS).default(DEFAULT_REPORT_QUARTER)),
  year: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: INVALID_YEAR })
      .int({ error: INVALID_YEAR })
      .min(MIN_YEAR, { error: dateRangeMessage('Year', 'YYYY') })
      .max(MAX_YEAR, { error: dateRangeMessage('Year', 'YYYY') })
      .default(DEFAULT_REPORT_YEAR),
  ),
  currentNav: z
    .unknown()
    .optional()
    .transform((value, context) => {
      const nav = parseDecimal(value);
      if (nav === null || !nav.gt(0)) {
        context.addIssue({ code: 'custom', message: FILL_IN_CURRENT_NAV });
        return z.NEVER;
      }
      return nav;
    }),
  withdrawalTerms: z.preprocess(
    blankToUndefined,
    ruledString(WITHDRAWAL_TERMS_RULE).default(DEFAULT_WITHDRAWAL_TERMS),
  ),
});
export type ReportSettingsForm = z.input<typeof reportSettingsSchema>;

export interface ReportSettings {
  quarter: ReportQuarter;
  year: number;
  currentNav: Decimal;
  withdrawalTerms: string;
  /** The fund's name, the statement's heading ('/api/config' answers it). */
  fundName: string;
}

/** 'Q3' of 2025 as a Quarter. */
export function reportQuarter(settings: Pick<ReportSettings, 'quarter' | 'year'>): Quarter {
  return { quarter: Number(settings.quarter.slice(1)) as Quarter['quarter'], year: settings.year };
}

export type ReportRunCheck = { ok: true; settings: ReportSettings } | { ok: false; error: string };

/**
 * The checks before generating, in order (docs/requirements.md#rep-settings, #rep-run): the current
 * NAV price, then at least one investor. The fund name comes from the app's settings, not from the form.
 */
export function checkReportRun(
  form: ReportSettingsForm,
  investorCount: number,
  fundName: string,
): ReportRunCheck {
  const parsed = reportSettingsSchema.safeParse(form);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? FILL_IN_CURRENT_NAV };
  if (investorCount === 0) return { ok: false, error: NO_INVESTORS_FOR_REPORTS };
  return { ok: true, settings: { ...parsed.data, fundName } };
}

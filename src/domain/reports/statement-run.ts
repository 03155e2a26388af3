import Decimal from 'decimal.js';
import { z } from 'zod';
import { withinBound } from '../decimal-input';
import type { NavOverrides } from '../investors/performance-summary';
import { decimalField, investorIdSchema, navValueSchema, yearSchema } from '../investors/schemas';
import { toNumericText } from '../decimal-input';
import { FILL_IN_CURRENT_NAV, INVALID_REPORT_QUARTER, TOO_MANY_OVERRIDES } from './messages';
import {
  DEFAULT_WITHDRAWAL_TERMS,
  REPORT_QUARTERS,
  WITHDRAWAL_TERMS_RULE,
  type ReportSettings,
} from './settings';
import { ruledString } from '../text-input';

/*
 * `POST /api/reports/statements` and `…/pdf` (docs/requirements.md#rep-run): the batch's settings and
 * the NAV overrides typed in for the run. The server makes the statements from the books with them;
 * the screen sends what its form holds.
 */

/** Far more investors than a small fund has; a list past it is refused, not cut. */
export const MAX_STATEMENT_OVERRIDES = 1_000;

export const statementOverrideSchema = z.object({
  investorId: investorIdSchema,
  quarterStartNav: navValueSchema.optional(),
  yearStartNav: navValueSchema.optional(),
  inceptionNav: navValueSchema.optional(),
});

export const statementRunSchema = z.object({
  quarter: z.enum(REPORT_QUARTERS, { error: INVALID_REPORT_QUARTER }),
  year: yearSchema,
  currentNav: decimalField(FILL_IN_CURRENT_NAV, (nav) => nav.gt(0) && withinBound(nav, 'nav')).describe(
    "The NAV per unit at the quarter's end: the batch's Current NAV Price",
  ),
  withdrawalTerms: ruledString(WITHDRAWAL_TERMS_RULE).default(DEFAULT_WITHDRAWAL_TERMS),
  overrides: z
    .array(statementOverrideSchema)
    .max(MAX_STATEMENT_OVERRIDES, { error: TOO_MANY_OVERRIDES })
    .default([])
    .describe('Start NAVs typed over the stored ones for this run (blank fields left out)'),
});
export type StatementRunBody = z.input<typeof statementRunSchema>;
export type StatementRun = z.output<typeof statementRunSchema>;

export const statementPdfSchema = statementRunSchema.extend({ investorId: investorIdSchema });
export type StatementPdfBody = z.input<typeof statementPdfSchema>;

export const statementBatchSchema = z.object({
  reports: z.array(
    z.object({
      investorId: z.number().int(),
      name: z.string(),
      text: z.string().describe('The statement as text: the same view as its PDF'),
    }),
  ),
  skipped: z.array(
    z.object({
      investorId: z.number().int(),
      name: z.string(),
      missing: z.array(z.string()).describe("The start NAVs the investor's statement lacks"),
    }),
  ),
});
export type StatementBatch = z.infer<typeof statementBatchSchema>;

/** The body the screen sends for its settings and overrides (figures as exact text). */
export function statementRunBody(
  settings: Pick<ReportSettings, 'quarter' | 'year' | 'currentNav' | 'withdrawalTerms'>,
  overrides: Readonly<Record<number, NavOverrides | undefined>>,
): StatementRunBody {
  const text = (value: Decimal.Value | null | undefined) =>
    value === null || value === undefined ? undefined : toNumericText(value);
  return {
    quarter: settings.quarter,
    year: settings.year,
    currentNav: toNumericText(settings.currentNav),
    withdrawalTerms: settings.withdrawalTerms,
    overrides: Object.entries(overrides).flatMap(([id, override]) =>
      override
        ? [
            {
              investorId: Number(id),
              quarterStartNav: text(override.quarterStartNav),
              yearStartNav: text(override.yearStartNav),
              inceptionNav: text(override.inceptionNav),
            },
          ]
        : [],
    ),
  };
}

/** The run's settings and overrides as the generator takes them. */
export function readStatementRun(
  run: StatementRun,
  fundName: string,
): { settings: ReportSettings; overrides: Record<number, NavOverrides> } {
  const overrides: Record<number, NavOverrides> = {};
  for (const { investorId, ...navs } of run.overrides) {
    const override: NavOverrides = {};
    if (navs.quarterStartNav !== undefined) override.quarterStartNav = new Decimal(navs.quarterStartNav);
    if (navs.yearStartNav !== undefined) override.yearStartNav = new Decimal(navs.yearStartNav);
    if (navs.inceptionNav !== undefined) override.inceptionNav = new Decimal(navs.inceptionNav);
    overrides[investorId] = override;
  }
  return {
    settings: {
      quarter: run.quarter,
      year: Number(run.year),
      currentNav: new Decimal(run.currentNav),
      withdrawalTerms: run.withdrawalTerms,
      fundName,
    },
    overrides,
  };
}

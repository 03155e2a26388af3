import { z } from 'zod';
import { instantSchema } from '../api-schemas';
import { dateMeta, dateRangeMessage, isYearInRange } from '../date-range';
import { INVALID_STATEMENT_QUARTER } from '../portal/messages';
import { ruledString, textRule } from '../text-input';
import {
  INVALID_CONFIRM_NO_FEES,
  REOPEN_REASON_LABEL,
  REOPEN_REASON_MAX,
  REOPEN_REASON_REQUIRED,
} from './messages';

/* Period close's payloads and answers (docs/requirements.md#period-close). */

/** A quarter in a path: 'Q3_2025', in the years of the date range. */
export const quarterParamSchema = z
  .string()
  .max(7)
  .regex(/^Q[1-4]_\d{4}$/, { error: INVALID_STATEMENT_QUARTER })
  .refine((key) => isYearInRange(Number(key.slice(3))), { error: dateRangeMessage('Quarter', 'Q#_YYYY') })
  .meta(dateMeta('Q#_YYYY'));
export const periodParamsSchema = z.object({ quarter: quarterParamSchema });

export const closePeriodBodySchema = z
  .object({
    confirmNoFees: z
      .boolean({ error: INVALID_CONFIRM_NO_FEES })
      .optional()
      .describe('Close without a fee run although fee terms are set'),
  })
  .default({});
export type ClosePeriodBody = z.input<typeof closePeriodBodySchema>;

export const REOPEN_REASON_RULE = textRule(REOPEN_REASON_LABEL, REOPEN_REASON_MAX);
export const reopenPeriodBodySchema = z.object({
  reason: ruledString(REOPEN_REASON_RULE, { typeError: REOPEN_REASON_REQUIRED }).min(1, {
    error: REOPEN_REASON_REQUIRED,
  }),
});
export type ReopenPeriodBody = z.input<typeof reopenPeriodBodySchema>;

export const periodSchema = z.object({
  quarter: z.string().describe("'Q3_2025'"),
  label: z.string(),
  closedAt: instantSchema,
  closedBy: z.string(),
  statementCount: z.number().int().describe('Statements stored when it closed'),
});
export type Period = z.infer<typeof periodSchema>;
export const periodListSchema = z.object({ periods: z.array(periodSchema).describe('Newest quarter first') });
export type PeriodList = z.infer<typeof periodListSchema>;

export const storedStatementSchema = z.object({
  investorId: z.number().int(),
  name: z.string(),
  fileName: z.string(),
  size: z.number().int().describe('Bytes'),
});
export const storedStatementListSchema = z.object({ statements: z.array(storedStatementSchema) });
export type StoredStatementList = z.infer<typeof storedStatementListSchema>;

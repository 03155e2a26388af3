import { z } from 'zod';
import { isYearInRange } from '../date-range';
import { readFigure } from '../decimal-input';
import { readRecordId } from '../record-id';
import { TAX_MESSAGES as M } from './messages';

/* The tax year's API payloads and parameters (issue 28). */

/** A year in a path: four digits, 1900 to 2100. */
export const taxYearParam = z
  .string({ error: M.year })
  .regex(/^\d{4}$/, { error: M.year, abort: true })
  .refine((text) => isYearInRange(Number(text)), { error: M.year })
  .transform(Number)
  .describe('The tax year, YYYY');

export const taxFormatQuery = z.object({
  format: z.enum(['json', 'csv', 'pdf'], { error: M.format }).optional(),
});

export const MAX_MARKS = 500;

const markSchema = z.object({
  positionId: z.unknown().transform((value, ctx) => {
    const id = readRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'positionId: Expected a position id' });
      return z.NEVER;
    }
    return id;
  }),
  price: z.unknown().transform((value, ctx) => {
    const price = readFigure(value);
    if (price === null || price.isNegative()) {
      ctx.addIssue({ code: 'custom', message: M.price });
      return z.NEVER;
    }
    return price.toFixed();
  }),
});

export const putMarksBodySchema = z.object({
  marks: z.array(markSchema, { error: M.marksRequired }).min(1, { error: M.marksRequired }).max(MAX_MARKS, {
    error: M.marksRequired,
  }),
});
export type PutMarksBody = z.input<typeof putMarksBodySchema>;

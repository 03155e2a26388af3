import { z } from 'zod';
import { parseQuarter, type Quarter } from '../../quarters';
import { TRADE_MESSAGES as M } from '../messages';
import { ok, readText, refuse, textField, withChecks, type Parsed } from './fields';

/** POST /api/quarters: 'Create New Quarter'. */
export const newQuarterFields = z.object({
  newQuarter: textField("Required after trimming: 'Q4 2025' or 'Q4_2025'"),
});

export function checkNewQuarter(raw: z.output<typeof newQuarterFields>): Parsed<Quarter> {
  const name = readText(raw.newQuarter);
  if (name === null) return refuse(M.quarterNameRequired, 'newQuarter');
  const quarter = parseQuarter(name);
  return quarter === null ? refuse(M.quarterInvalid, 'newQuarter') : ok(quarter);
}

export const newQuarterSchema = withChecks(newQuarterFields, checkNewQuarter);

/** A `?quarter=` parameter: 'Q3 2025' or 'Q3_2025'; left out, the current quarter. */
export const quarterQuery = z.object({
  quarter: z
    .string()
    .optional()
    .describe("'Q3 2025' or 'Q3_2025'; the current quarter when left out")
    .transform((text, ctx): Quarter | undefined => {
      if (text === undefined || text.trim() === '') return undefined;
      const quarter = parseQuarter(text.trim());
      if (quarter !== null) return quarter;
      ctx.addIssue({ code: 'custom', message: M.quarterInvalid, path: [] });
      return z.NEVER;
    }),
});

import { z } from 'zod';
import { dateMeta, dateRangeMessage, isYearInRange } from '../../date-range';
import { parseQuarter, type Quarter } from '../../quarters';
import { ruledString } from '../../text-input';
import { TRADE_MESSAGES as M } from '../messages';
import { ok, readText, refuse, withChecks, type Parsed } from './fields';
import { RULES } from './rules';

/**
 * A quarter name, 'Q3 2025' or 'Q3_2025': the text rule, then the years of the date range for a name
 * that reads as a quarter; one that does not is left to the payload's own check and wording.
 */
export const quarterField = (description: string) =>
  ruledString(RULES.quarter)
    .nullish()
    .refine(
      (text) => {
        const quarter = typeof text === 'string' ? parseQuarter(text) : null;
        return quarter === null || isYearInRange(quarter.year);
      },
      { error: dateRangeMessage(RULES.quarter.label, 'Q#_YYYY') },
    )
    .meta({ description, ...dateMeta('Q#_YYYY') });

/** POST /api/quarters: 'Create New Quarter'. */
export const newQuarterFields = z.object({
  newQuarter: quarterField("Required after trimming: 'Q4 2025' or 'Q4_2025'"),
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
  quarter: quarterField("'Q3 2025' or 'Q3_2025'; the current quarter when left out").transform(
    (text, ctx): Quarter | undefined => {
      if (text === undefined || text === null || text === '') return undefined;
      const quarter = parseQuarter(text);
      if (quarter !== null) return quarter;
      ctx.addIssue({ code: 'custom', message: M.quarterInvalid, path: [] });
      return z.NEVER;
    },
  ),
});

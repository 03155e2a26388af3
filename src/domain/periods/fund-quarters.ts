import { z } from 'zod';
import { booksNavSchema } from '../books/books-nav';

/*
 * The fund's quarters as the screens offer them (issue 31, decision 029): every quarter field is a
 * choice of these, each NAV field starts at the quarter's books NAV, and what the books would refuse
 * is said before anyone confirms it.
 */

export const fundQuarterSchema = z.object({
  quarter: z.string().describe("'Q3_2026'"),
  label: z.string().describe("'Q3 2026'"),
  start: z.string().describe("The quarter's first day, YYYY-MM-DD"),
  end: z.string().describe("The quarter's last day, YYYY-MM-DD"),
  ended: z.boolean().describe("Whether the fund's today is after the quarter's last day"),
  closed: z.boolean().describe('Whether the quarter itself is closed'),
  booksNav: booksNavSchema
    .nullable()
    .describe("The books' NAV per unit for the quarter's last day (today while it has not ended)"),
  closeRefusal: z
    .string()
    .nullable()
    .describe('Why the quarter cannot be closed now, in the words the close would answer; null when it can'),
  needsNoFeesConfirmation: z
    .boolean()
    .describe('Fee terms are set and the quarter has no fee run: closing it needs confirmNoFees'),
  feeRunRefusal: z
    .string()
    .nullable()
    .describe('Why a fee run for the quarter cannot be posted now; null when it can'),
  feeRun: z
    .object({
      id: z.number().int(),
      reverseRefusal: z.string().nullable().describe('Why the run cannot be reversed now; null when it can'),
    })
    .nullable()
    .describe("The quarter's posted fee run"),
});
export type FundQuarter = z.infer<typeof fundQuarterSchema>;

export const fundQuarterListSchema = z.object({
  quarters: z
    .array(fundQuarterSchema)
    .describe("From the current quarter back to the first record's, newest first"),
});
export type FundQuarterList = z.infer<typeof fundQuarterListSchema>;

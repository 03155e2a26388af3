import { z } from 'zod';
import { documentSchema } from '../documents/schemas';
import { feesPaidSchema } from '../fees/schemas';

/** A return in percent (2 decimals), or null with the reason it cannot be given. */
export const returnFigureSchema = z.object({
  percent: z.number().nullable(),
  reason: z.string().nullable(),
});
export type ReturnFigure = z.infer<typeof returnFigureSchema>;

/** `GET /api/me/account`: the signed-in investor's capital account (docs/requirements.md#portal-account). */
export const accountResponseSchema = z.object({
  asOf: z.string().describe("Today's date, YYYY-MM-DD: the as-of date of every figure"),
  capital: z.object({
    shares: z.number().describe('Units held'),
    currentNav: z.number().nullable().describe('NAV per unit today, US dollars; null when unreadable'),
    value: z.number().nullable().describe('Units x current NAV, US dollars'),
    contributed: z.number().describe('Sum of contributions, US dollars'),
    redeemed: z.number().describe('Sum of redemptions, US dollars'),
    gain: z.number().nullable().describe('Value + redeemed - contributed, US dollars'),
    gainPercent: z.number().nullable().describe('Gain / contributed, percent'),
    ownershipPercent: z.number().describe("The investor's units / the fund's units, percent"),
  }),
  fees: feesPaidSchema.describe('Management and performance fees paid, in total and per quarter'),
  highWaterMark: z
    .number()
    .nullable()
    .describe("The units-weighted high-water mark of the lots held: the next performance fee's start"),
  returns: z.object({
    from: z.string().nullable().describe('The first contribution, YYYY-MM-DD'),
    to: z.string(),
    moneyWeighted: returnFigureSchema.describe('XIRR, yearly percent'),
    timeWeighted: returnFigureSchema.describe(
      "The account's value chained between NAV points, net of fees, cumulative percent",
    ),
    index: z
      .object({ moneyWeighted: returnFigureSchema, timeWeighted: returnFigureSchema })
      .describe('The S&P 500 proxy (the public performance sheet) over the same dates and flows'),
  }),
  history: z
    .array(z.object({ date: z.string(), value: z.number() }))
    .describe("The account's value at each known NAV, oldest first"),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

export const transactionSchema = z.object({
  id: z.number().int().describe("The investment's id, or the fee run's for a fee"),
  date: z.string(),
  kind: z.enum(['contribution', 'redemption', 'fee']),
  amount: z.number().describe('US dollars; a redemption or a fee is negative'),
  nav: z.number(),
  shares: z.number().describe('Units; negative for a redemption or a fee'),
  managementFee: z.number().nullable().describe('For a fee: its management part, US dollars'),
  performanceFee: z.number().nullable().describe('For a fee: its performance part, US dollars'),
});
export type PortalTransaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = z.object({ transactions: z.array(transactionSchema) });
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

export const statementSchema = z.object({
  quarter: z.string().describe("'Q3_2025'"),
  label: z.string().describe("'Q3 2025'"),
  available: z.boolean(),
  missing: z.array(z.string()).describe('What the statement lacks, when not available'),
  asOf: z
    .string()
    .optional()
    .describe(
      "Only for the quarter that has not ended: its statement is an interim one as of this day, 'YYYY-MM-DD'",
    ),
});
export type StatementInfo = z.infer<typeof statementSchema>;
export const statementsResponseSchema = z.object({ statements: z.array(statementSchema) });
export type StatementsResponse = z.infer<typeof statementsResponseSchema>;

export const myDocumentsResponseSchema = z.object({ documents: z.array(documentSchema) });
export type MyDocumentsResponse = z.infer<typeof myDocumentsResponseSchema>;

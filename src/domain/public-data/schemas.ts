import { z } from 'zod';
import { MASK } from '../masking';

/*
 * The public API's answers, shared by the server's routes (response schemas, OpenAPI) and the client
 * (types). Sheet rows keep the sheets' own field names; masked figures arrive as '***'.
 */

export const sheetCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const sheetRowSchema = z.record(z.string(), sheetCellSchema);
export type SheetRecord = z.infer<typeof sheetRowSchema>;

export const maskedNumberSchema = z.union([z.number(), z.literal(MASK)]);

export const allocationItemSchema = z.object({
  ticker: z.string(),
  value: maskedNumberSchema,
  profitPercent: z.number(),
  percentage: z.number(),
  color: z.string(),
});
export type PublicAllocationItem = z.infer<typeof allocationItemSchema>;

export const portfolioResponseSchema = z.object({
  /** Null when the holdings sheets are unavailable and no good copy was ever fetched. */
  stockPositions: z.array(sheetRowSchema).nullable(),
  optionPositions: z.array(sheetRowSchema).nullable(),
  strategyPositions: z.array(sheetRowSchema).nullable(),
  allocation: z.array(allocationItemSchema).nullable(),
  /** What the allocation percentages are of (the NAV sheet's Account when a CASH slice is shown). */
  totalValue: z.number().nullable(),
  /** True when the sensitive fields were replaced by '***' for this caller. */
  masked: z.boolean(),
});
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;

export const navRowSchema = z.object({
  Account: z.number(),
  Units: z.number(),
  /** 'Unknown' in the fallback row. */
  NAV: z.union([z.number(), z.string()]),
});
export type NavRow = z.infer<typeof navRowSchema>;
export const FALLBACK_NAV_ROW: NavRow = { Account: 0, Units: 0, NAV: 'Unknown' };

export const performanceRecordSchema = z.object({
  date: z.string(),
  portfolioNAV: z.number(),
  spyPrice: z.number(),
  year: z.number(),
  month: z.number(),
  monthName: z.string(),
  monthYear: z.string(),
  portfolioReturn: z.number(),
  spyReturn: z.number(),
  relativeDiff: z.number(),
});

export const performanceResponseSchema = z.object({
  navData: z.array(performanceRecordSchema),
  monthlyReturns: z.array(
    z.object({
      year: z.number(),
      month: z.number(),
      monthYear: z.string(),
      portfolioReturn: z.number(),
      spyReturn: z.number(),
    }),
  ),
  yearlyReturns: z.array(
    z.object({ year: z.number(), period: z.string(), portfolioReturn: z.number(), spyReturn: z.number() }),
  ),
  chartData: z.array(
    z.object({ date: z.string(), month: z.string(), Portfolio: z.number(), 'S&P 500': z.number() }),
  ),
  error: z.string().optional(),
});
export type PerformanceResponse = z.infer<typeof performanceResponseSchema>;

/** The Reports area's current NAV per unit, from the current-NAV sheet. */
export const currentNavResponseSchema = z.object({ NAV: z.number() });
export type CurrentNavResponse = z.infer<typeof currentNavResponseSchema>;

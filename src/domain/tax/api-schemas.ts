import { z } from 'zod';

/* The tax year's answers (issue 28): money as decimal strings, dates 'YYYY-MM-DD'. */

const money = z.string().describe('Dollars, a decimal string');
const day = z.string().describe('YYYY-MM-DD');
const status = { year: z.number().int(), draft: z.boolean(), storedAt: z.string().nullable() };

export const form8949RowSchema = z.object({
  description: z.string(),
  dateAcquired: day,
  dateSold: day,
  proceeds: money,
  costBasis: money,
  code: z.enum(['W', '']),
  adjustment: money,
  gain: money,
  term: z.enum(['short', 'long']),
  section1256: z.boolean(),
});

const partTotals = z.object({ proceeds: money, costBasis: money, adjustment: money, gain: money });

export const realizedAnswerSchema = z.object({
  ...status,
  rows: z.array(form8949RowSchema),
  totals: z.object({
    shortTerm: partTotals,
    longTerm: partTotals,
    section1256: z.object({ gain: money, shortTerm: money, longTerm: money }),
  }),
  missingMarks: z.array(z.object({ positionId: z.number().int(), year: z.number().int() })),
  warnings: z.array(z.string()),
});
export type RealizedAnswer = z.infer<typeof realizedAnswerSchema>;

const classTotals = z.object({ shortTermGain: money, longTermGain: money, section1256Gain: money });

export const investorTaxItemsSchema = z.object({
  investorId: z.number().int(),
  name: z.string(),
  shortTermGain: money,
  longTermGain: money,
  section1256Gain: money,
  capital: z.object({ beginning: money, contributed: money, withdrawn: money, change: money, ending: money }),
});

export const allocationsAnswerSchema = z.object({
  ...status,
  investors: z.array(investorTaxItemsSchema),
  fund: classTotals,
  sum: classTotals.describe("The investors' items summed"),
  unallocated: classTotals.describe('Items dated before any investor held units'),
});
export type AllocationsAnswer = z.infer<typeof allocationsAnswerSchema>;

export const investorTaxAnswerSchema = investorTaxItemsSchema.extend({
  year: z.number().int(),
  draft: z.boolean(),
  fundName: z.string(),
});
export type InvestorTaxAnswer = z.infer<typeof investorTaxAnswerSchema>;

export const markLineSchema = z.object({
  positionId: z.number().int(),
  ticker: z.string(),
  description: z.string(),
  side: z.enum(['long', 'written']),
  right: z.enum(['C', 'P']),
  strike: z.string(),
  expiration: day,
  contracts: z.string(),
  basis: money,
  price: z.string().nullable().describe('The price per share entered, as quoted'),
});
export const marksAnswerSchema = z.object({ year: z.number().int(), marks: z.array(markLineSchema) });
export type MarksAnswer = z.infer<typeof marksAnswerSchema>;

export const lotAnswerSchema = z.object({
  id: z.string(),
  kind: z.enum(['stock', 'option']),
  side: z.enum(['long', 'written']),
  ticker: z.string(),
  positionId: z.number().int().nullable(),
  acquired: day,
  holdingStart: day,
  quantity: z.string(),
  remaining: z.string(),
  basis: money,
  section1256: z.boolean(),
  adjustments: z.array(z.object({ kind: z.string(), amount: money, source: z.string() })),
});
export const lotsAnswerSchema = z.object({ year: z.number().int(), lots: z.array(lotAnswerSchema) });
export type LotsAnswer = z.infer<typeof lotsAnswerSchema>;

export const taxYearsAnswerSchema = z.object({ years: z.array(z.number().int()) });

import { z } from 'zod';
import { dateMeta, dateRangeMessage, isDayInRange } from '../date-range';
import { TAG_NAME_RULE } from '../positions/payloads/fields';
import { parseTradeDate } from '../positions/trade-dates';
import { DATE_TEXT_MAX, ruledString, textRule } from '../text-input';
import { WEEKDAY_NAMES } from '../calendar';
import { JOURNAL_MESSAGES as M } from './messages';

/*
 * GET /api/journal/stats and its CSV (docs/requirements.md#jr-api): the query, checked the same on the
 * server and in the Analytics view, and the answer, shared by the route (response schema, OpenAPI) and
 * the screen (types).
 */

/** A real calendar day written 'YYYY-MM-DD' (no 30 February, no time). */
const isCalendarDay = (text: string): boolean => {
  const read = parseTradeDate(text);
  return read !== null && read.time === null && read.day === text;
};

const dayField = (label: string, invalid: string, description: string) =>
  ruledString(textRule(label, DATE_TEXT_MAX))
    .refine(isCalendarDay, { error: invalid })
    .refine(isDayInRange, { error: dateRangeMessage(label) })
    .optional()
    .meta({ description, ...dateMeta('YYYY-MM-DD') });

export const journalQuerySchema = z
  .object({
    from: dayField(
      'From',
      M.fromInvalid,
      "First day, 'YYYY-MM-DD', included; left out: from the first trade",
    ),
    to: dayField('To', M.toInvalid, "Last day, 'YYYY-MM-DD', included; left out: to the last trade"),
    tag: ruledString(TAG_NAME_RULE)
      .optional()
      .describe('Only trades (and fees) of positions carrying this tag, matched ignoring case'),
    format: z
      .enum(['json', 'csv'], { error: M.formatInvalid })
      .default('json')
      .describe("'csv' for the trades of the range as a file"),
  })
  .refine((query) => query.from === undefined || query.to === undefined || query.from <= query.to, {
    error: M.fromAfterTo,
    path: ['from'],
  })
  .transform((query) => ({ ...query, tag: query.tag === undefined || query.tag === '' ? null : query.tag }));
export type JournalQuery = z.output<typeof journalQuerySchema>;

const money = (description: string) => z.number().describe(`${description}; dollars, rounded to cents`);
const moneyOrNull = (description: string) =>
  z.number().nullable().describe(`${description}; dollars, rounded to cents; null when undefined`);
const rateOrNull = (description: string) =>
  z.number().nullable().describe(`${description}; 2 decimals; null when undefined`);

export const journalTotalsSchema = z.object({
  netPnl: money('Sum of the P&L of the trades'),
  trades: z.number().int().describe('Closing events in the range'),
  wins: z.number().int().describe('Trades with P&L above 0'),
  losses: z.number().int().describe('Trades with P&L below 0'),
  breakeven: z.number().int().describe('Trades with P&L of exactly 0'),
  winRate: rateOrNull('Wins ÷ trades × 100, per trade'),
  avgWin: moneyOrNull('Mean P&L of the wins'),
  avgLoss: moneyOrNull('Mean P&L of the losses (negative)'),
  profitFactor: rateOrNull('Sum of wins ÷ |sum of losses|; null without losses, 0 without wins'),
  expectancy: moneyOrNull('Net P&L ÷ trades'),
  largestWin: moneyOrNull('The largest win'),
  largestLoss: moneyOrNull('The largest loss (negative)'),
  maxDrawdown: money(
    'Largest fall of the cumulative daily P&L from a running peak (the 0 start included), ≥ 0',
  ),
  activeDays: z.number().int().describe('Days with at least one trade'),
  avgDaysHeld: rateOrNull('Mean of close day − open day over the trades'),
  avgPremiumCapture: rateOrNull(
    'THETA STO closes: sum of P&L ÷ sum of premium received for the contracts closed × 100 (premium-weighted)',
  ),
  fees: money('Fees recorded on transactions dated in the range'),
  netAfterFees: money('netPnl − fees'),
});
export type JournalTotals = z.infer<typeof journalTotalsSchema>;

const groupRowSchema = z.object({
  key: z.string(),
  netPnl: money('Net P&L'),
  trades: z.number().int(),
  wins: z.number().int(),
  winRate: z.number().describe('Wins ÷ trades × 100; 2 decimals'),
});
export type JournalGroupRow = z.infer<typeof groupRowSchema>;

const bucketSchema = z.object({ netPnl: money('Net P&L'), trades: z.number().int() });

export const journalStatsSchema = z.object({
  from: z.string().nullable().describe("The range's first day as asked, or null"),
  to: z.string().nullable().describe("The range's last day as asked, or null"),
  totals: journalTotalsSchema,
  byTicker: z.array(groupRowSchema).describe('netPnl descending, then key'),
  byStrategy: z.array(groupRowSchema).describe("'THETA STO P' ... 'STOCK'; netPnl descending, then key"),
  byTag: z
    .array(groupRowSchema)
    .describe('A trade counts under each tag of its position; untagged trades are not listed'),
  byWeekday: z
    .array(bucketSchema.extend({ key: z.enum(WEEKDAY_NAMES) }))
    .describe("Always seven, 'Monday' first; a trade's weekday is that of its wall-clock close day"),
  byMonth: z.array(bucketSchema.extend({ key: z.string() })).describe("'YYYY-MM' with trades, ascending"),
  daily: z.array(bucketSchema.extend({ date: z.string() })).describe('Active days, ascending'),
  equity: z
    .array(
      z.object({
        date: z.string(),
        cumulative: money('Net P&L from the range start to the end of the day'),
        drawdown: money("The day's fall below the running peak, ≥ 0"),
      }),
    )
    .describe('One point per active day'),
});
export type JournalStats = z.infer<typeof journalStatsSchema>;

/** One row of the trades' CSV and of the Analytics view's day detail. */
export const journalTradeSchema = z.object({
  transactionId: z.number().int(),
  positionId: z.number().int(),
  date: z.string().describe("The close day, 'YYYY-MM-DD'"),
  ticker: z.string(),
  positionType: z.enum(['THETA', 'STOCK', 'OPTION']),
  type: z.enum(['CLOSE', 'PARTIAL_CLOSE', 'ROLL_CLOSE', 'EXPIRE', 'SELL']),
  strategy: z.string(),
  quantity: z.number().nullable(),
  closeValue: z.number().nullable(),
  pnl: z.number().describe('Dollars, rounded to cents'),
  fees: z.number().nullable().describe('Fees recorded on the closing transaction; dollars, rounded to cents'),
  daysHeld: z.number().int(),
  premiumCapture: z
    .number()
    .nullable()
    .describe('THETA STO closes: P&L ÷ premium received × 100; 2 decimals'),
  tags: z.array(z.string()),
});
export type JournalTradeRow = z.infer<typeof journalTradeSchema>;

export const journalTradesSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  trades: z.array(journalTradeSchema).describe('Oldest first'),
});
export type JournalTrades = z.infer<typeof journalTradesSchema>;

import { z } from 'zod';
import { instantSchema } from '../api-schemas';
import { TRANSACTION_TYPES } from './transaction-types';
import { OPTION_ACTIONS, OPTION_TYPES } from './units';

/*
 * The Trade Log API's answers, shared by the routes (response schemas, OpenAPI) and the screen (types).
 * Money, prices and quantities are JSON numbers (the database keeps them exact; they are converted only
 * here, at the edge). Trade dates are the fund's wall clock without a zone.
 */

const WALL_CLOCK = "'YYYY-MM-DDTHH:mm:ss', the fund's wall-clock time, no zone";
const wallClock = z.string().describe(WALL_CLOCK);
const figure = (description: string) => z.number().nullable().describe(description);

export const transactionItemSchema = z.object({
  id: z.number().int(),
  type: z
    .enum(TRANSACTION_TYPES)
    .describe(
      'OPEN (a position opened, or contracts added), BUY (shares added), CLOSE / PARTIAL_CLOSE (theta, option), SELL (stock, full or partial), ROLL_CLOSE',
    ),
  quantity: figure('Contracts (theta, option) or shares (stock)'),
  contracts: figure('The quantity, for theta and option'),
  shares: figure('The quantity, for stock'),
  premium: figure('Opening theta and option trades: dollars per contract'),
  price: figure('Stock purchases: dollars per share'),
  closeValue: figure('Closing trades: dollars per contract or per share'),
  totalValue: figure("The trade's whole amount in dollars (per-unit figure x quantity)"),
  netProfit: figure('Closing trades: realized P&L in dollars'),
  date: wallClock,
  notes: z.string().nullable(),
});
export type TransactionItem = z.infer<typeof transactionItemSchema>;

const common = {
  id: z.number().int(),
  ticker: z.string(),
  isOpen: z.boolean(),
  netProfit: figure('Null while open; once closed, the sum of the P&L of all its closing transactions'),
  quarter: z.string().describe("Display form, 'Q3 2025'"),
  sectors: z.array(z.string()).describe('Sector names, alphabetical'),
  tags: z.array(z.string()).describe("Tags (setups such as 'wheel'), alphabetical"),
  transactions: z.array(transactionItemSchema).describe('Oldest first'),
  openDate: wallClock,
  closeDate: wallClock.nullable().describe(`Null while open. ${WALL_CLOCK}; closes are booked at 09:00`),
  createdAt: instantSchema,
  updatedAt: instantSchema,
  comments: z.string().nullable(),
  thesis: z.string().nullable(),
  quantity: figure(
    'Derived: contracts or shares held (after partial closes); for a closed position, what its last close closed',
  ),
  avgPrice: figure('Derived: average entry per share (stock) or per contract (theta, option)'),
  value: figure('Derived: totalValue, else theta netPremium, else totalCost'),
};

const optionTerms = {
  action: z.enum(OPTION_ACTIONS).nullable(),
  expirationDate: z.string().nullable().describe("'MM/DD/YYYY'"),
  strike: figure('Strike price'),
  optionType: z.enum(OPTION_TYPES).nullable(),
};

export const thetaItemSchema = z.object({
  type: z.literal('THETA'),
  ...common,
  ...optionTerms,
  totalContracts: figure('Contracts held'),
  premium: figure('Average premium per contract'),
  netPremium: figure('premium x contracts held'),
});

export const optionItemSchema = z.object({
  type: z.literal('OPTION'),
  ...common,
  ...optionTerms,
  contracts: figure('Contracts held'),
  costBasis: figure('Average dollars per contract'),
  totalCost: figure('costBasis x contracts held'),
  currentValue: figure('Market value when known (not tracked by the Trade Log)'),
  percentChange: figure('When known (not tracked by the Trade Log)'),
});

export const stockItemSchema = z.object({
  type: z.literal('STOCK'),
  ...common,
  numberShares: figure('Shares held'),
  shares: figure('Shares held (same as numberShares)'),
  costBasis: figure('Average price per share (same as avgPrice)'),
  adjustedCostBasis: figure(
    'Per share, 4 decimals: (costBasis x shares - P) / shares, P the realized P&L of THETA and OPTION closes on the ticker dated from the open day to the close day (docs/requirements.md#tl-adjusted-cost)',
  ),
  totalCost: figure('avgPrice x shares held'),
  currentPrice: figure('When known (not tracked by the Trade Log)'),
  totalValue: figure('Market value when known (not tracked by the Trade Log)'),
  percentChange: figure('When known (not tracked by the Trade Log)'),
});

/** A row of the position list (docs/requirements.md#tl-model): common, own and derived fields. */
export const positionItemSchema = z.discriminatedUnion('type', [
  thetaItemSchema,
  stockItemSchema,
  optionItemSchema,
]);
export type PositionItem = z.infer<typeof positionItemSchema>;

export const positionListSchema = z.array(positionItemSchema);

export const quartersResponseSchema = z.object({
  quarters: z.array(z.string()).describe('Display form, oldest first; always holds the current quarter'),
  current: z.string().describe('The latest quarter; before any exists, the quarter of today'),
  suggestedNext: z.string().describe("What 'Create New Quarter' suggests: the quarter after the current one"),
});
export type QuartersResponse = z.infer<typeof quartersResponseSchema>;

export const newQuarterResponseSchema = z.object({
  quarter: z.string().describe('The created quarter, display form'),
  thetaPositions: z.number().int(),
  stockPositions: z.number().int(),
  optionPositions: z.number().int(),
  totalMoved: z.number().int(),
});
export type NewQuarterResponse = z.infer<typeof newQuarterResponseSchema>;

export const sectorSchema = z.object({ id: z.number().int(), name: z.string() });
export const sectorListSchema = z.array(sectorSchema);
export type Sector = z.infer<typeof sectorSchema>;

/** A tag has the shape of a sector: its id and its name as first written. */
export const tagListSchema = sectorListSchema;
export type Tag = Sector;

export const positionTagsResponseSchema = z.object({
  positions: z.array(positionItemSchema).describe('Every position named, as the list shows it now'),
  changed: z.number().int().describe('How many of them gained or lost the tag'),
});
export type PositionTagsResponse = z.infer<typeof positionTagsResponseSchema>;

export const appSettingResponseSchema = z.object({ key: z.string(), value: z.string() });
/** A setting never saved reads as `value: null`: unset is a normal state, not a missing resource. */
export const appSettingReadResponseSchema = appSettingResponseSchema.extend({ value: z.string().nullable() });

export const rollResponseSchema = z.object({
  closed: positionItemSchema.describe('The rolled position, now closed with a ROLL_CLOSE transaction'),
  opened: positionItemSchema.describe('The new position'),
  carry: z.number().describe('Old net premium minus total close cost (the roll close P&L)'),
  carryText: z.string().describe("'Rolled from **{old contract}** carrying over +/-{amount}'"),
  rollNet: z.number().describe('New premium total minus close cost total, as cash to the fund'),
  rollNetKind: z.enum(['credit', 'debit']),
});
export type RollResponse = z.infer<typeof rollResponseSchema>;

import { z } from 'zod';
import { TRADE_MESSAGES as M } from '../messages';
import type { TradeDate } from '../trade-dates';
import type { PositionType } from '../units';
import {
  amountField,
  DATE_DESCRIPTION,
  idField,
  isBlank,
  ok,
  readCount,
  readId,
  readPositiveAmount,
  readText,
  readTradeDate,
  refuse,
  textField,
  tradeDateField,
  withChecks,
  type Parsed,
} from './fields';
import { RULES } from './rules';

const common = {
  positionId: idField('Position id', 'The open position to add to'),
  comments: textField(RULES.comments, "Kept as the transaction's notes"),
  averageDownDate: tradeDateField(
    'Average-down date',
    `The date of the purchase; today when left out. ${DATE_DESCRIPTION}`,
  ),
};

/** PATCH /api/stock-holdings with positionId: add shares. */
export const averageDownSharesFields = z.object({
  ...common,
  shares: amountField('Shares', 'Required: whole shares to add, at least 1'),
  price: amountField('Price', 'Required: price per share, above 0'),
});

/** PATCH /api/theta-holdings and /api/option-holdings with positionId: add contracts. */
export const averageDownContractsFields = z.object({
  ...common,
  contracts: amountField('Contracts', 'Required: whole contracts to add, at least 1'),
  premium: amountField('Premium', 'Required: dollars per contract for the whole contract, above 0'),
});

export interface AverageDownPosition {
  positionId: number;
  quantity: number;
  /** Per share or per contract. */
  price: string;
  comments: string | null;
  /** Null: today. */
  date: TradeDate | null;
}

interface RawCommon {
  positionId?: unknown;
  comments?: string | null;
  averageDownDate?: string | null;
}

/** Stock needs shares and price, option and theta contracts and premium ('Please fill in all required fields'). */
export function checkAverageDown(
  raw: RawCommon,
  quantity: unknown,
  price: unknown,
): Parsed<AverageDownPosition> {
  const positionId = readId(raw.positionId);
  if (positionId === null) return refuse(M.positionIdRequired, 'positionId');
  const count = readCount(quantity);
  const amount = readPositiveAmount(price);
  if (count === null || amount === null)
    return refuse(M.requiredFields, count === null ? 'quantity' : 'price');
  const date = isBlank(raw.averageDownDate) ? null : readTradeDate(raw.averageDownDate);
  if (!isBlank(raw.averageDownDate) && date === null) return refuse(M.dateInvalid, 'averageDownDate');
  return ok({ positionId, quantity: count, price: amount, comments: readText(raw.comments), date });
}

export const averageDownSharesSchema = withChecks(averageDownSharesFields, (raw) =>
  checkAverageDown(raw, raw.shares, raw.price),
);
export const averageDownContractsSchema = withChecks(averageDownContractsFields, (raw) =>
  checkAverageDown(raw, raw.contracts, raw.premium),
);

export function averageDownSchemaFor(type: PositionType) {
  return type === 'STOCK' ? averageDownSharesSchema : averageDownContractsSchema;
}

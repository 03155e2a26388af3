import Decimal from 'decimal.js';
import { z } from 'zod';
import { quantityRangeMessage, TRADE_MESSAGES as M } from '../messages';
import type { TradeDate } from '../trade-dates';
import type { Amount, PositionType } from '../units';
import {
  amountField,
  DATE_DESCRIPTION,
  idField,
  isBlank,
  ok,
  readDecimal,
  readId,
  readNonNegativeAmount,
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
  id: idField('Position id', 'The position to close'),
  closeValue: amountField(
    'Close value',
    'Required, 0 or more: per share (stock) or per contract for the whole contract (theta, option)',
  ),
  comments: textField(RULES.comments, "Kept as the closing transaction's notes"),
  closeDate: tradeDateField(
    'Close date',
    `Booked at 9:00 on its date; today when left out. ${DATE_DESCRIPTION}`,
  ),
};

/** How an option left the books (decision 026): bought back or sold, assigned (written), exercised (bought). */
export const CLOSE_OUTCOMES = ['closed', 'assigned', 'exercised'] as const;
export type CloseOutcome = (typeof CLOSE_OUTCOMES)[number];

/** PUT /api/theta-holdings and /api/option-holdings. */
export const closeContractsFields = z.object({
  ...common,
  contracts: amountField('Contracts', 'Only for a partial close: whole contracts, 1 to the contracts held'),
  outcome: z
    .enum(CLOSE_OUTCOMES, { error: M.outcomeInvalid })
    .nullish()
    .describe(
      "'assigned' (written) or 'exercised' (bought) books the stock leg at the strike, linked to the option; the close value is then 0",
    ),
});
/** PUT /api/stock-holdings. */
export const closeSharesFields = z.object({
  ...common,
  shares: amountField('Shares', 'Only for a partial close: whole shares, 1 to the shares held'),
});

export interface ClosePosition {
  id: number;
  closeValue: string;
  /** As sent; checked against the quantity held by `checkCloseQuantity`. Blank: the whole position. */
  quantity: unknown;
  comments: string | null;
  /** Null: today. */
  closeDate: TradeDate | null;
  /** Left out: closed (bought back or sold). */
  outcome?: CloseOutcome;
}

type Raw = z.output<typeof closeContractsFields> & z.output<typeof closeSharesFields>;
type RawClose = Omit<Raw, 'outcome'> & { outcome?: CloseOutcome | null };

/** Checks in the Close Position form's order: close value (required, then a number at least 0), date. */
export function checkClosePosition(raw: Partial<RawClose>, quantity: unknown): Parsed<ClosePosition> {
  const id = readId(raw.id);
  if (id === null) return refuse(M.positionIdRequired, 'id');
  if (isBlank(raw.closeValue)) return refuse(M.closeValueRequired, 'closeValue');
  const closeValue = readNonNegativeAmount(raw.closeValue);
  if (closeValue === null) return refuse(M.closeValueInvalid, 'closeValue');
  const closeDate = isBlank(raw.closeDate) ? null : readTradeDate(raw.closeDate);
  if (!isBlank(raw.closeDate) && closeDate === null) return refuse(M.dateInvalid, 'closeDate');
  const outcome = raw.outcome ?? 'closed';
  return ok({
    id,
    closeValue: outcome === 'closed' ? closeValue : '0',
    quantity,
    comments: readText(raw.comments),
    closeDate,
    outcome,
  });
}

export const closeContractsSchema = withChecks(closeContractsFields, (raw) =>
  checkClosePosition(raw, raw.contracts),
);
export const closeSharesSchema = withChecks(closeSharesFields, (raw) => checkClosePosition(raw, raw.shares));

export function closeSchemaFor(type: PositionType) {
  return type === 'STOCK' ? closeSharesSchema : closeContractsSchema;
}

/**
 * The quantity to close: the whole position when none was sent; else a whole number from 1 to the
 * quantity held ('Please enter a valid quantity between 1 and {held}'). Equal to held is a full close.
 */
export function checkCloseQuantity(quantity: unknown, held: Amount): Parsed<Decimal> {
  const heldQuantity = new Decimal(held);
  if (isBlank(quantity)) return ok(heldQuantity);
  const parsed = readDecimal(quantity);
  if (parsed === null || !parsed.isInteger() || parsed.lt(1) || parsed.gt(heldQuantity)) {
    return refuse(quantityRangeMessage(heldQuantity.toFixed()), 'quantity');
  }
  return ok(parsed);
}

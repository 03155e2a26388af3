import type { z } from 'zod';
import { editedTradeDate } from '../../../../domain/positions/form-previews';
import { quantityRangeMessage, TRADE_MESSAGES } from '../../../../domain/positions/messages';
import { averageDownSchemaFor } from '../../../../domain/positions/payloads/average-down';
import { checkCloseQuantity, closeSchemaFor } from '../../../../domain/positions/payloads/close-position';
import { checkEditCloseDate, editSchemaFor } from '../../../../domain/positions/payloads/edit-position';
import { isBlank, readDecimal } from '../../../../domain/positions/payloads/fields';
import {
  newPositionSchema,
  type NewPositionFields,
} from '../../../../domain/positions/payloads/new-position';
import { newQuarterSchema } from '../../../../domain/positions/payloads/quarter';
import {
  rollPositionSchema,
  type rollPositionFields,
} from '../../../../domain/positions/payloads/roll-position';
import type { PositionItem } from '../../../../domain/positions/responses';
import { dayOf } from '../../../../domain/positions/trade-dates';
import type { PositionType } from '../../../../domain/positions/units';
import type { AverageDownBody } from './api/average-down-position';
import type { ClosePositionBody } from './api/close-position';
import type { EditPositionBody } from './api/edit-position';
import type { Checked, FormIssue } from '../../../components/form/use-form';
import { checkedBody } from '../../../components/form/first-issue';

export type { Checked };

/*
 * The five position forms and the quarter form: field text in, the route's payload out, checked with
 * the route's own schema before anything is sent, so the form shows the required message the server
 * would answer with. Pure, so the rules of what is sent (a partial close's quantity, the theta edit's
 * premium per contract) have tests of their own.
 */

const check = checkedBody;

const refuse = (message: string, field: string): { ok: false; issue: FormIssue } => ({
  ok: false,
  issue: { message, field },
});

const optional = (text: string): string | undefined => (text.trim() === '' ? undefined : text);

// Create New Quarter.

export function checkNewQuarter(name: string): Checked<{ newQuarter: string }> {
  return check(newQuarterSchema, { newQuarter: name });
}

// Add Position.

export interface AddPositionForm {
  positionType: PositionType;
  ticker: string;
  openDate: string;
  sectors: string;
  tags: string;
  comments: string;
  action: string;
  expirationDate: string;
  strike: string;
  optionType: string;
  contracts: string;
  premium: string;
  price: string;
  shares: string;
  isClosedPosition: boolean;
  closeDate: string;
  closePrice: string;
  netProfit: string;
}

export function checkAddPosition(form: AddPositionForm, quarter: string): Checked<NewPositionFields> {
  const body: NewPositionFields = {
    positionType: form.positionType,
    quarter,
    ticker: form.ticker.trim().toUpperCase(),
    comments: optional(form.comments),
    selectedSectors: form.sectors,
    tags: form.tags,
    isClosedPosition: form.isClosedPosition,
    openDate: form.openDate,
    ...(form.isClosedPosition
      ? { closeDate: form.closeDate, closePrice: form.closePrice, netProfit: form.netProfit }
      : {}),
    ...(form.positionType === 'STOCK'
      ? { shares: form.shares, price: form.price }
      : {
          action: form.action,
          expirationDate: form.expirationDate,
          strike: form.strike,
          optionType: form.optionType,
          contracts: form.contracts,
          premium: form.premium,
        }),
  };
  return check(newPositionSchema, body);
}

// Close Position.

export interface ClosePositionForm {
  quantity: string;
  closeValue: string;
  closeDate: string;
  comments: string;
  /** 'closed', or 'assigned' (written) / 'exercised' (bought): the stock leg is booked at the strike. */
  outcome?: 'closed' | 'assigned' | 'exercised';
}

/**
 * Quantity 1 to held (blank is refused: the field starts at what is held), then the route's checks.
 * The quantity is sent only when less than held (docs/requirements.md#tl-close): equal means a full close.
 */
export function checkClosePosition(
  position: PositionItem,
  form: ClosePositionForm,
): Checked<ClosePositionBody> {
  const held = position.quantity ?? 0;
  const quantity = isBlank(form.quantity) ? null : checkCloseQuantity(form.quantity.trim(), held);
  if (quantity === null || !quantity.ok) return refuse(quantityRangeMessage(held), 'quantity');
  const partial = quantity.value.lt(held) ? quantity.value.toNumber() : undefined;
  const settled = position.type !== 'STOCK' && form.outcome !== undefined && form.outcome !== 'closed';
  const body: ClosePositionBody = {
    id: position.id,
    closeValue: settled ? '0' : form.closeValue,
    comments: optional(form.comments),
    closeDate: form.closeDate,
    ...(settled ? { outcome: form.outcome } : {}),
  };
  if (partial !== undefined) {
    if (position.type === 'STOCK') body.shares = partial;
    else body.contracts = partial;
  }
  const checked = check(closeSchemaFor(position.type), body);
  if (checked.ok && isBlank(form.closeDate)) return refuse(TRADE_MESSAGES.dateInvalid, 'closeDate');
  return checked;
}

// Add Shares / Average Down.

export interface AverageDownForm {
  /** Shares (stock) or contracts (theta, option). */
  quantity: string;
  /** Price per share (stock) or premium per contract (theta, option). */
  price: string;
  date: string;
  comments: string;
}

export function checkAverageDown(position: PositionItem, form: AverageDownForm): Checked<AverageDownBody> {
  const common = {
    positionId: position.id,
    comments: optional(form.comments),
    averageDownDate: optional(form.date),
  };
  const body: AverageDownBody =
    position.type === 'STOCK'
      ? { ...common, shares: form.quantity, price: form.price }
      : { ...common, contracts: form.quantity, premium: form.price };
  return check(averageDownSchemaFor(position.type), body);
}

// Edit Position.

export interface EditPositionForm {
  ticker: string;
  openDate: string;
  closeDate: string;
  sectors: string;
  tags: string;
  /** Comments (theta, option) or thesis (stock). */
  notes: string;
  action: string;
  expirationDate: string;
  strike: string;
  optionType: string;
  /** Shares (stock) or contracts (theta, option). */
  quantity: string;
  /** Average price per share (stock), premium per contract (theta), cost basis per contract (option). */
  price: string;
}

/** The form's starting values: the position as it is, the theta premium per contract. */
export function editFormOf(position: PositionItem): EditPositionForm {
  const text = (value: number | string | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  const price =
    position.type === 'STOCK'
      ? position.avgPrice
      : position.type === 'THETA'
        ? (position.premium ?? position.avgPrice)
        : (position.costBasis ?? position.avgPrice);
  return {
    ticker: position.ticker,
    openDate: dayOf(position.openDate),
    closeDate: position.closeDate === null ? '' : dayOf(position.closeDate),
    sectors: position.sectors.join(', '),
    tags: position.tags.join(', '),
    notes: (position.type === 'STOCK' ? position.thesis : position.comments) ?? '',
    action: position.type === 'STOCK' ? '' : (position.action ?? ''),
    expirationDate: position.type === 'STOCK' ? '' : (position.expirationDate ?? ''),
    strike: position.type === 'STOCK' ? '' : text(position.strike),
    optionType: position.type === 'STOCK' ? '' : (position.optionType ?? ''),
    quantity: text(position.quantity),
    price: text(price),
  };
}

/**
 * The edit payload of the position's type (docs/requirements.md#tl-edit): theta sends the premium per
 * contract the form shows (the server books premium x contracts); a closed position also needs its
 * close date ('Please enter the close date for the closed position'), not before the open date.
 */
export function checkEditPosition(position: PositionItem, form: EditPositionForm): Checked<EditPositionBody> {
  const common = {
    id: position.id,
    ticker: form.ticker.trim().toUpperCase(),
    sectors: form.sectors,
    tags: form.tags,
    openDate: editedTradeDate(position.openDate, form.openDate),
    ...(position.isOpen ? {} : { closeDate: editedTradeDate(position.closeDate, form.closeDate) }),
  };
  const terms = {
    action: form.action,
    expirationDate: form.expirationDate,
    strike: form.strike,
    optionType: form.optionType,
    comments: form.notes,
  };
  const body: EditPositionBody =
    position.type === 'STOCK'
      ? { ...common, shares: form.quantity, avgPrice: form.price, thesis: form.notes }
      : position.type === 'THETA'
        ? {
            ...common,
            ...terms,
            totalContracts: form.quantity,
            premium: form.price,
          }
        : { ...common, ...terms, contracts: form.quantity, costBasis: form.price };
  const schema = editSchemaFor(position.type);
  const checked = check(schema, body);
  if (!checked.ok) return checked;
  const closeDate = checkEditCloseDate(position.isOpen, schema.parse(body));
  return closeDate.ok ? checked : refuse(closeDate.message, closeDate.field);
}

// Roll Position.

export interface RollPositionForm {
  closeValue: string;
  newTicker: string;
  newExpirationDate: string;
  newStrike: string;
  newOptionType: string;
  newAction: string;
  newContracts: string;
  newPremium: string;
  rollDate: string;
  comments: string;
}

export type RollBody = z.input<typeof rollPositionFields>;

/** The roll form starts from the current contract: same ticker, type, action and contracts. */
export function rollFormOf(position: PositionItem): RollPositionForm {
  const options = position.type === 'STOCK' ? null : position;
  return {
    closeValue: '',
    newTicker: position.ticker,
    newExpirationDate: '',
    newStrike: options?.strike === null || options?.strike === undefined ? '' : String(options.strike),
    newOptionType: options?.optionType ?? 'P',
    newAction: options?.action ?? 'STO',
    newContracts: position.quantity === null ? '' : String(position.quantity),
    newPremium: '',
    rollDate: '',
    comments: '',
  };
}

export function checkRollPosition(position: PositionItem, form: RollPositionForm): Checked<RollBody> {
  if (position.type === 'STOCK') return refuse(TRADE_MESSAGES.stockRollRefused, 'currentPositionId');
  const body: RollBody = {
    currentPositionId: position.id,
    closeValue: form.closeValue,
    newAction: form.newAction,
    newTicker: form.newTicker.trim().toUpperCase(),
    newExpirationDate: form.newExpirationDate,
    newStrike: form.newStrike,
    newOptionType: form.newOptionType,
    newContracts: form.newContracts,
    newPremium: form.newPremium,
    comments: optional(form.comments),
    rollDate: optional(form.rollDate),
  };
  return check(rollPositionSchema, body);
}

/** Whether a close form's quantity closes part of the position (the rest stays open). */
export function isPartialClose(position: PositionItem, quantity: string): boolean {
  const value = readDecimal(quantity);
  return value !== null && position.quantity !== null && value.gte(1) && value.lt(position.quantity);
}

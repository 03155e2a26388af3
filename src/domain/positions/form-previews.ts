import Decimal from 'decimal.js';
import { averageDown, type AverageDownResult } from './averages';
import { derivedQuantity } from './derived';
import { readCount, readNonNegativeAmount, readPositiveAmount } from './payloads/fields';
import { entryTotalOf, type EntryFigures } from './pnl';
import { contractDescription, rollCarry, rollCarryText, rollNet, type RollNet } from './roll';
import { dayOf } from './trade-dates';
import { directionOf, type MaybeAmount, type OptionAction } from './units';

/*
 * What the Trade Log's forms show before saving, computed from half-typed fields: every function
 * answers null (show nothing) rather than throwing when a figure is blank or not a number yet.
 */

/**
 * Add Shares / Average Down: the position after adding `addQuantity` units at `addPrice` each
 * (docs/requirements.md#tl-average: new average = total / quantity, per share or per contract).
 * Null until the quantity is a whole number of at least 1 and the price is above 0.
 */
export function previewAverageDown(
  position: EntryFigures,
  addQuantity: MaybeAmount,
  addPrice: MaybeAmount,
): AverageDownResult | null {
  const quantity = readCount(addQuantity);
  const price = readPositiveAmount(addPrice);
  const held = derivedQuantity(position);
  const entryTotal = entryTotalOf(position);
  if (quantity === null || price === null || held === null || entryTotal === null) return null;
  return averageDown({ heldQuantity: held, entryTotal, addQuantity: quantity, addPrice: price });
}

/** The position being rolled: its figures and its contract's terms (any may be missing on old rows). */
export interface RollablePosition extends EntryFigures {
  ticker: string;
  expirationDate?: string | null;
  strike?: MaybeAmount;
  optionType?: string | null;
}

export interface RollFormFigures {
  closeValue: MaybeAmount;
  newAction: string | null | undefined;
  newContracts: MaybeAmount;
  newPremium: MaybeAmount;
}

export interface RollPreview {
  /** Old net premium minus total close cost; null until the close value is a number of 0 or more. */
  carry: Decimal | null;
  /** 'Rolled from **AAPL 12/19/2025 190P** carrying over +300.00', as the server will append it. */
  carryText: string | null;
  /** New premium total minus close cost total, as cash; null until the new premium is filled in too. */
  net: RollNet | null;
}

/**
 * The Roll form's preview (docs/requirements.md#tl-roll), the same rules the server books the roll
 * with: every contract held is closed at `closeValue`; the new position takes `newContracts` (left
 * blank: as many as are closed) with the current action when none is chosen.
 */
export function previewRoll(position: RollablePosition, form: RollFormFigures): RollPreview {
  const held = derivedQuantity(position);
  const entryTotal = entryTotalOf(position);
  const closeValue = readNonNegativeAmount(form.closeValue);
  if (held === null || entryTotal === null || closeValue === null) {
    return { carry: null, carryText: null, net: null };
  }
  const closingDirection = directionOf(position.type, position.action);
  const carry = rollCarry({ direction: closingDirection, entryTotal, closeValue, contracts: held });
  const carryText = hasContractTerms(position)
    ? rollCarryText(
        contractDescription({
          ticker: position.ticker,
          expirationDate: position.expirationDate,
          strike: position.strike,
          optionType: position.optionType,
        }),
        carry,
      )
    : null;
  const newPremium = readPositiveAmount(form.newPremium);
  const blankContracts =
    form.newContracts === null || form.newContracts === undefined || form.newContracts === '';
  const newContracts = blankContracts ? held.toNumber() : readCount(form.newContracts);
  const newAction: OptionAction =
    form.newAction === 'STO' || form.newAction === 'BTO'
      ? form.newAction
      : position.action === 'BTO'
        ? 'BTO'
        : 'STO';
  const net =
    newPremium === null || newContracts === null
      ? null
      : rollNet({ closingDirection, closeValue, closeContracts: held, newAction, newPremium, newContracts });
  return { carry, carryText, net };
}

function hasContractTerms(
  position: RollablePosition,
): position is RollablePosition & { expirationDate: string; strike: Decimal.Value; optionType: string } {
  return (
    typeof position.expirationDate === 'string' &&
    position.strike !== null &&
    position.strike !== undefined &&
    position.strike !== '' &&
    typeof position.optionType === 'string'
  );
}

/**
 * An edited trade date: the stored timestamp when the form left its day unchanged (so an open booked
 * at 09:00 by a roll keeps its time), else the new day as the form gives it ('YYYY-MM-DD').
 */
export function editedTradeDate(storedTimestamp: string | null, day: string): string {
  return storedTimestamp !== null && dayOf(storedTimestamp) === day.trim() ? storedTimestamp : day;
}

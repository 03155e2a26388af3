import { z } from 'zod';
import { TRADE_MESSAGES as M } from '../messages';
import type { TradeDate } from '../trade-dates';
import type { OptionAction, OptionType } from '../units';
import {
  amountField,
  DATE_DESCRIPTION,
  EXPIRATION_DESCRIPTION,
  expirationField,
  idField,
  isBlank,
  ok,
  readAction,
  readCount,
  readExpiration,
  readId,
  readNonNegativeAmount,
  readOptionType,
  readPositiveAmount,
  readText,
  readTicker,
  readTradeDate,
  refuse,
  textField,
  tradeDateField,
  withChecks,
  type Parsed,
} from './fields';
import { RULES } from './rules';

/** POST /api/theta-holdings?action=roll and /api/option-holdings?action=roll. */
export const rollPositionFields = z.object({
  currentPositionId: idField(
    'Position id',
    'The open theta or option position to roll; all its contracts are closed',
  ),
  closeValue: amountField(
    'Close value',
    'Required, 0 or more: dollars per contract to close the current position',
  ),
  newAction: textField(RULES.newAction, "'STO' or 'BTO'; the current position's action when left out"),
  newTicker: textField(RULES.newTicker, 'Required; trimmed and upper-cased'),
  newExpirationDate: expirationField('New expiration date', `Required: ${EXPIRATION_DESCRIPTION}`),
  newStrike: amountField('New strike', 'Required, above 0'),
  newOptionType: textField(
    RULES.newOptionType,
    "'C' or 'P'; the current position's option type when left out",
  ),
  newContracts: amountField(
    'New contracts',
    'Whole contracts, at least 1; the contracts closed when left out',
  ),
  newPremium: amountField('New premium', 'Required: dollars per contract for the whole contract, above 0'),
  comments: textField(RULES.comments, "The new position's comments; the carry-over text is appended"),
  rollDate: tradeDateField(
    'Roll date',
    `Closes the current position at 9:00 and opens the new one then; today when left out. ${DATE_DESCRIPTION}`,
  ),
});

export interface RollPosition {
  currentPositionId: number;
  closeValue: string;
  /** Null: the current position's. */
  newAction: OptionAction | null;
  newTicker: string;
  /** 'YYYY-MM-DD'. */
  newExpirationDate: string;
  newStrike: string;
  newOptionType: OptionType | null;
  /** Null: as many as are closed. */
  newContracts: number | null;
  newPremium: string;
  comments: string | null;
  /** Null: today. */
  rollDate: TradeDate | null;
}

type Raw = z.output<typeof rollPositionFields>;

/** Close value, ticker, expiration date, strike and premium are required ('Please fill in all required fields'). */
export function checkRollPosition(raw: Raw): Parsed<RollPosition> {
  const currentPositionId = readId(raw.currentPositionId);
  if (currentPositionId === null) return refuse(M.positionIdRequired, 'currentPositionId');
  const required = {
    closeValue: raw.closeValue,
    newTicker: raw.newTicker,
    newExpirationDate: raw.newExpirationDate,
    newStrike: raw.newStrike,
    newPremium: raw.newPremium,
  };
  const blank = Object.entries(required).find(([, value]) => isBlank(value));
  if (blank !== undefined) return refuse(M.requiredFields, blank[0]);
  const closeValue = readNonNegativeAmount(raw.closeValue);
  if (closeValue === null) return refuse(M.closeValueInvalid, 'closeValue');
  const newExpirationDate = readExpiration(raw.newExpirationDate);
  if (newExpirationDate === null) return refuse(M.expirationInvalid, 'newExpirationDate');
  const newStrike = readPositiveAmount(raw.newStrike);
  const newPremium = readPositiveAmount(raw.newPremium);
  const newContracts = isBlank(raw.newContracts) ? null : readCount(raw.newContracts);
  const newAction = isBlank(raw.newAction) ? null : readAction(raw.newAction);
  const newOptionType = isBlank(raw.newOptionType) ? null : readOptionType(raw.newOptionType);
  const invalid = (
    [
      ['newStrike', newStrike === null],
      ['newPremium', newPremium === null],
      ['newContracts', newContracts === null && !isBlank(raw.newContracts)],
      ['newAction', newAction === null && !isBlank(raw.newAction)],
      ['newOptionType', newOptionType === null && !isBlank(raw.newOptionType)],
    ] as const
  ).find(([, bad]) => bad);
  if (invalid !== undefined) return refuse(M.requiredFields, invalid[0]);
  const rollDate = isBlank(raw.rollDate) ? null : readTradeDate(raw.rollDate);
  if (!isBlank(raw.rollDate) && rollDate === null) return refuse(M.dateInvalid, 'rollDate');
  return ok({
    currentPositionId,
    closeValue,
    newAction,
    newTicker: readTicker(raw.newTicker)!,
    newExpirationDate,
    newStrike: newStrike!,
    newOptionType,
    newContracts,
    newPremium: newPremium!,
    comments: readText(raw.comments),
    rollDate,
  });
}

export const rollPositionSchema = withChecks(rollPositionFields, checkRollPosition);

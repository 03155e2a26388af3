import { z } from 'zod';
import { parseQuarter, type Quarter } from '../../quarters';
import { TRADE_MESSAGES as M } from '../messages';
import { closeTimestamp, closesBeforeOpening, tradeTimestamp } from '../trade-dates';
import type { OptionAction, OptionType } from '../units';
import {
  amountField,
  checkSectors,
  checkTags,
  DATE_DESCRIPTION,
  EXPIRATION_DESCRIPTION,
  expirationField,
  isBlank,
  ok,
  readAction,
  readCount,
  readDecimal,
  readExpiration,
  readNonNegativeAmount,
  readOptionType,
  readPositiveAmount,
  readText,
  readTicker,
  readTradeDate,
  refuse,
  sectorsField,
  tagsField,
  textField,
  tradeDateField,
  withChecks,
  type Parsed,
} from './fields';
import { quarterField } from './quarter';
import { RULES } from './rules';

/** The Add Position form's starting values (docs/requirements.md#tl-add). */
export const NEW_POSITION_DEFAULTS = {
  contracts: 1,
  shares: 1,
  thetaAction: 'STO',
  optionAction: 'BTO',
} as const;

export const newPositionFields = z.object({
  positionType: textField(RULES.positionType, "'THETA', 'STOCK' or 'OPTION' (any case)"),
  quarter: quarterField("'Q3 2025' or 'Q3_2025'; the current quarter when left out"),
  ticker: textField(RULES.ticker, 'Required; trimmed and upper-cased'),
  comments: textField(RULES.comments, 'Theta and option comments; a stock keeps it as its thesis'),
  selectedSectors: sectorsField('Sector names, a list or comma-separated; new names create sectors'),
  tags: tagsField("Tags (setups such as 'wheel'), a list or comma-separated; new names create tags"),
  isClosedPosition: z.boolean().nullish().describe('True to backfill a position that is already closed'),
  openDate: tradeDateField('Open date', `Required. ${DATE_DESCRIPTION}`),
  closeDate: tradeDateField('Close date', `Backfill only: booked at 9:00 on its date. ${DATE_DESCRIPTION}`),
  closePrice: amountField('Close price', 'Backfill only: per share (stock) or per contract (theta, option)'),
  netProfit: amountField('Net profit', 'Backfill only: the realized P&L in dollars'),
  shares: amountField('Shares', 'Stock: whole shares, at least 1'),
  price: amountField('Price', 'Stock: price per share, above 0'),
  action: textField(RULES.action, "Theta and option: 'STO' or 'BTO' (default STO for theta, BTO for option)"),
  expirationDate: expirationField('Expiration date', `Theta and option: ${EXPIRATION_DESCRIPTION}`),
  strike: amountField('Strike', 'Theta and option: strike price, above 0'),
  optionType: textField(RULES.optionType, "Theta and option: 'C' or 'P' ('call' and 'put' read too)"),
  contracts: amountField('Contracts', 'Theta and option: whole contracts, at least 1'),
  premium: amountField(
    'Premium',
    'Theta and option: dollars per contract for the whole contract (theta premium; option cost basis), above 0',
  ),
});
export type NewPositionFields = z.input<typeof newPositionFields>;

export interface ClosedBackfill {
  /** 'YYYY-MM-DDT09:00:00'. */
  closeDate: string;
  closePrice: string;
  netProfit: string;
}

interface NewPositionBase {
  /** Null: the current quarter. */
  quarter: Quarter | null;
  ticker: string;
  comments: string | null;
  sectors: string[];
  tags: string[];
  /** 'YYYY-MM-DDTHH:mm:ss'. */
  openDate: string;
  closed: ClosedBackfill | null;
}

export interface NewStockPosition extends NewPositionBase {
  positionType: 'STOCK';
  shares: number;
  price: string;
}

export interface NewOptionPosition extends NewPositionBase {
  positionType: 'THETA' | 'OPTION';
  action: OptionAction;
  /** 'YYYY-MM-DD'. */
  expirationDate: string;
  strike: string;
  optionType: OptionType;
  contracts: number;
  /** Per contract. */
  premium: string;
}

export type NewPosition = NewStockPosition | NewOptionPosition;

type Raw = z.output<typeof newPositionFields>;

function readPositionType(value: unknown): 'THETA' | 'STOCK' | 'OPTION' | null {
  const text = readText(value)?.toUpperCase();
  return text === 'THETA' || text === 'STOCK' || text === 'OPTION' ? text : null;
}

/** Checks in the Add Position form's order: type, quarter, ticker, open date, type fields, backfill. */
export function checkNewPosition(raw: Raw): Parsed<NewPosition> {
  const positionType = readPositionType(raw.positionType);
  if (positionType === null) return refuse(M.unknownPositionType, 'positionType');
  let quarter: Quarter | null = null;
  if (!isBlank(raw.quarter)) {
    quarter = parseQuarter(raw.quarter!.trim());
    if (quarter === null) return refuse(M.quarterInvalid, 'quarter');
  }
  const ticker = readTicker(raw.ticker);
  if (ticker === null) return refuse(M.tickerRequired, 'ticker');
  const open = readTradeDate(raw.openDate);
  if (open === null) return refuse(M.openDateRequired, 'openDate');
  const sectors = checkSectors(raw.selectedSectors, 'selectedSectors');
  if (!sectors.ok) return sectors;
  const tags = checkTags(raw.tags, 'tags');
  if (!tags.ok) return tags;
  const base: NewPositionBase = {
    quarter,
    ticker,
    comments: readText(raw.comments),
    sectors: sectors.value,
    tags: tags.value,
    openDate: tradeTimestamp(open),
    closed: null,
  };

  let position: NewPosition;
  if (positionType === 'STOCK') {
    const shares = readCount(raw.shares);
    const price = readPositiveAmount(raw.price);
    if (shares === null || price === null)
      return refuse(M.stockFieldsRequired, shares === null ? 'shares' : 'price');
    position = { ...base, positionType, shares, price };
  } else {
    const terms = readOptionTerms(raw, positionType);
    if (!terms.ok) return terms;
    position = { ...base, positionType, ...terms.value };
  }

  if (raw.isClosedPosition !== true) return ok(position);
  const close = readTradeDate(raw.closeDate);
  if (close === null) return refuse(M.closeDateRequired, 'closeDate');
  const closePrice = readNonNegativeAmount(raw.closePrice);
  if (closePrice === null) return refuse(M.closePriceRequired, 'closePrice');
  const netProfit = readDecimal(raw.netProfit);
  if (netProfit === null) return refuse(M.netProfitRequired, 'netProfit');
  if (closesBeforeOpening(close.day, base.openDate)) return refuse(M.closeBeforeOpen, 'closeDate');
  return ok({
    ...position,
    closed: { closeDate: closeTimestamp(close), closePrice, netProfit: netProfit.toFixed() },
  });
}

function readOptionTerms(
  raw: Raw,
  positionType: 'THETA' | 'OPTION',
): Parsed<Omit<NewOptionPosition, keyof NewPositionBase | 'positionType'>> {
  const expirationDate = readExpiration(raw.expirationDate);
  const strike = readPositiveAmount(raw.strike);
  const premium = readPositiveAmount(raw.premium);
  const contracts = readCount(raw.contracts);
  const optionType = readOptionType(raw.optionType);
  const defaultAction =
    positionType === 'THETA' ? NEW_POSITION_DEFAULTS.thetaAction : NEW_POSITION_DEFAULTS.optionAction;
  const action = isBlank(raw.action) ? defaultAction : readAction(raw.action);
  const missing = [
    ['expirationDate', expirationDate],
    ['strike', strike],
    ['premium', premium],
    ['contracts', contracts],
    ['optionType', optionType],
    ['action', action],
  ].find(([, value]) => value === null);
  if (missing !== undefined) {
    const field = missing[0] as string;
    const malformedDate = field === 'expirationDate' && !isBlank(raw.expirationDate);
    return refuse(malformedDate ? M.expirationInvalid : M.optionFieldsRequired, field);
  }
  return ok({
    action: action!,
    expirationDate: expirationDate!,
    strike: strike!,
    optionType: optionType!,
    contracts: contracts!,
    premium: premium!,
  });
}

/** POST /api/positions: the Add Position form's payload (docs/requirements.md#tl-add). */
export const newPositionSchema = withChecks(newPositionFields, checkNewPosition);

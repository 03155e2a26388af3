import { z } from 'zod';
import { TRADE_MESSAGES as M } from '../messages';
import { closeTimestamp, closesBeforeOpening, tradeTimestamp, type TradeDate } from '../trade-dates';
import type { OptionAction, OptionType, PositionType } from '../units';
import {
  amountField,
  checkSectors,
  checkTags,
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
import { RULES } from './rules';

/*
 * Edit payloads of docs/requirements.md#tl-edit. Required fields are replaced; optional ones (action, option
 * type, comments or thesis, sectors, tags) stay as they are when left out and are cleared by null or ''.
 * An edit changes the position's own fields only: recorded transactions and a closed position's
 * netProfit stay as they were booked.
 */

const common = {
  id: idField('Position id', 'The position to edit'),
  ticker: textField(RULES.ticker, 'Required; trimmed and upper-cased'),
  sectors: sectorsField('Sector names, a list or comma-separated text; left out: unchanged'),
  tags: tagsField('Tags, a list or comma-separated text; left out: unchanged'),
  openDate: tradeDateField('Open date', `Required. ${DATE_DESCRIPTION}`),
  closeDate: tradeDateField(
    'Close date',
    `Required for a closed position, booked at 9:00; ignored for an open one. ${DATE_DESCRIPTION}`,
  ),
};

const optionCommon = {
  action: textField(RULES.action, "'STO' or 'BTO'; left out: unchanged"),
  expirationDate: expirationField('Expiration date', `Required: ${EXPIRATION_DESCRIPTION}`),
  strike: amountField('Strike', 'Required, above 0'),
  optionType: textField(RULES.optionType, "'C' or 'P'; left out: unchanged"),
  comments: textField(RULES.comments, 'Left out: unchanged'),
};

export const editStockFields = z.object({
  ...common,
  shares: amountField('Shares', 'Required: whole shares, at least 1'),
  avgPrice: amountField('Average price', 'Required: average price per share, above 0'),
  thesis: textField(RULES.thesis, 'Left out: unchanged'),
});

export const editThetaFields = z.object({
  ...common,
  ...optionCommon,
  totalContracts: amountField('Total contracts', 'Required: whole contracts, at least 1'),
  premium: amountField(
    'Premium',
    'Required: dollars per contract for the whole contract (100 shares), above 0; the server books premium x contracts as the net premium',
  ),
});

export const editOptionFields = z.object({
  ...common,
  ...optionCommon,
  contracts: amountField('Contracts', 'Required: whole contracts, at least 1'),
  costBasis: amountField('Cost basis', 'Required: dollars per contract for the whole contract, above 0'),
});

interface EditBase {
  id: number;
  ticker: string;
  /** 'YYYY-MM-DDTHH:mm:ss'. */
  openDate: string;
  /** As sent; `checkEditCloseDate` decides whether it is needed. */
  closeDate: TradeDate | null;
  /** Undefined: unchanged. */
  sectors: string[] | undefined;
  /** Undefined: unchanged. */
  tags: string[] | undefined;
  /** Comments (theta, option) or thesis (stock); undefined: unchanged, null: cleared. */
  notes: string | null | undefined;
}

export interface EditStock extends EditBase {
  type: 'STOCK';
  shares: number;
  avgPrice: string;
}

export interface EditOptionTerms {
  action: OptionAction | undefined;
  expirationDate: string;
  strike: string;
  optionType: OptionType | undefined;
  contracts: number;
}

export interface EditTheta extends EditBase, EditOptionTerms {
  type: 'THETA';
  /** Per contract, as the form shows it. */
  premium: string;
}

export interface EditOption extends EditBase, EditOptionTerms {
  type: 'OPTION';
  costBasis: string;
}

export type EditPosition = EditStock | EditTheta | EditOption;

const unchangedOr = <T>(value: unknown, read: (value: unknown) => T): T | undefined =>
  value === undefined ? undefined : read(value);

interface RawCommon {
  id?: unknown;
  ticker?: string | null;
  sectors?: unknown;
  tags?: unknown;
  openDate?: string | null;
  closeDate?: string | null;
}

/** Checks in the Edit form's order: ticker, the type's fields, open date, close date (when sent). */
function checkEdit<Extra>(
  raw: RawCommon,
  notes: unknown,
  typeFields: () => Parsed<Extra>,
): Parsed<EditBase & Extra> {
  const id = readId(raw.id);
  if (id === null) return refuse(M.positionIdRequired, 'id');
  const ticker = readTicker(raw.ticker);
  if (ticker === null) return refuse(M.tickerRequired, 'ticker');
  const fields = typeFields();
  if (!fields.ok) return fields;
  const open = readTradeDate(raw.openDate);
  if (open === null) return refuse(M.openDateRequired, 'openDate');
  const closeDate = isBlank(raw.closeDate) ? null : readTradeDate(raw.closeDate);
  if (!isBlank(raw.closeDate) && closeDate === null) return refuse(M.closeDateRequired, 'closeDate');
  const sectors = raw.sectors === undefined ? ok(undefined) : checkSectors(raw.sectors, 'sectors');
  if (!sectors.ok) return sectors;
  const tags = raw.tags === undefined ? ok(undefined) : checkTags(raw.tags, 'tags');
  if (!tags.ok) return tags;
  return ok({
    id,
    ticker,
    openDate: tradeTimestamp(open),
    closeDate,
    sectors: sectors.value,
    tags: tags.value,
    notes: unchangedOr(notes, readText),
    ...fields.value,
  });
}

function checkOptionTerms(
  raw: z.output<typeof editThetaFields> | z.output<typeof editOptionFields>,
  contractsValue: unknown,
  premiumValue: unknown,
): Parsed<EditOptionTerms & { premium: string }> {
  const expirationDate = readExpiration(raw.expirationDate);
  const strike = readPositiveAmount(raw.strike);
  const premium = readPositiveAmount(premiumValue);
  const contracts = readCount(contractsValue);
  const action = isBlank(raw.action) ? undefined : readAction(raw.action);
  const optionType = isBlank(raw.optionType) ? undefined : readOptionType(raw.optionType);
  if (expirationDate === null && !isBlank(raw.expirationDate))
    return refuse(M.expirationInvalid, 'expirationDate');
  if ([expirationDate, strike, premium, contracts, action, optionType].includes(null)) {
    return refuse(M.optionFieldsRequired, 'option');
  }
  return ok({
    action: action ?? undefined,
    expirationDate: expirationDate!,
    strike: strike!,
    optionType: optionType ?? undefined,
    contracts: contracts!,
    premium: premium!,
  });
}

export function checkEditStock(raw: z.output<typeof editStockFields>): Parsed<EditStock> {
  return checkEdit(raw, raw.thesis, () => {
    const shares = readCount(raw.shares);
    const avgPrice = readPositiveAmount(raw.avgPrice);
    if (shares === null || avgPrice === null)
      return refuse(M.editStockFieldsRequired, shares === null ? 'shares' : 'avgPrice');
    return ok({ type: 'STOCK' as const, shares, avgPrice });
  });
}

export function checkEditTheta(raw: z.output<typeof editThetaFields>): Parsed<EditTheta> {
  return checkEdit(raw, raw.comments, () => {
    const terms = checkOptionTerms(raw, raw.totalContracts, raw.premium);
    if (!terms.ok) return terms;
    return ok({ type: 'THETA' as const, ...terms.value });
  });
}

export function checkEditOption(raw: z.output<typeof editOptionFields>): Parsed<EditOption> {
  return checkEdit(raw, raw.comments, () => {
    const terms = checkOptionTerms(raw, raw.contracts, raw.costBasis);
    if (!terms.ok) return terms;
    const { premium, ...rest } = terms.value;
    return ok({ type: 'OPTION' as const, ...rest, costBasis: premium });
  });
}

export const editStockSchema = withChecks(editStockFields, checkEditStock);
export const editThetaSchema = withChecks(editThetaFields, checkEditTheta);
export const editOptionSchema = withChecks(editOptionFields, checkEditOption);

export function editFieldsFor(type: PositionType) {
  return type === 'STOCK' ? editStockFields : type === 'THETA' ? editThetaFields : editOptionFields;
}

export function editSchemaFor(type: PositionType) {
  return type === 'STOCK' ? editStockSchema : type === 'THETA' ? editThetaSchema : editOptionSchema;
}

/**
 * The close date an edit leaves on the position: none while it is open; for a closed one the date
 * sent (required) at 9:00, not before the open date.
 */
export function checkEditCloseDate(isOpen: boolean, edit: EditPosition): Parsed<string | null> {
  if (isOpen) return ok(null);
  if (edit.closeDate === null) return refuse(M.closeDateRequired, 'closeDate');
  if (closesBeforeOpening(edit.closeDate.day, edit.openDate)) return refuse(M.closeBeforeOpen, 'closeDate');
  return ok(closeTimestamp(edit.closeDate));
}

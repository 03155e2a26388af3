import { z } from 'zod';
import { dateMeta, dateRangeMessage, isDayInRange, type DateNotation } from '../../date-range';
import { readFigure } from '../../decimal-input';
import { readRecordId } from '../../record-id';
import {
  DATE_TEXT_MAX,
  ID_TEXT_MAX,
  NUMBER_TEXT_MAX,
  ruledString,
  SECTOR_MAX,
  SECTORS_PER_POSITION_MAX,
  SECTORS_TEXT_MAX,
  TAG_MAX,
  TAGS_PER_POSITION_MAX,
  TAGS_TEXT_MAX,
  textProblem,
  textRule,
  type TextRule,
} from '../../text-input';
import { TRADE_MESSAGES as M } from '../messages';
import { parseExpirationDate, parseTradeDate, type TradeDate } from '../trade-dates';
import { OPTION_ACTIONS, OPTION_TYPES, type OptionAction, type OptionType } from '../units';

/*
 * Payload fields are lenient on the way in (a form sends '12.5' where a script sends 12.5; blank and
 * null mean "not given"), and each payload's `transform` checks them in the order the form does,
 * answering with the exact text of docs/requirements.md#err-trades for the first problem. Before
 * that, every field keeps the text rule (src/domain/text-input.ts: a length limit, no control characters)
 * and every date the date range (src/domain/date-range.ts), whether or not the payload's kind uses it.
 * The schemas are shared by the routes (and so by /api/openapi.json) and by the screen's forms.
 */

/** A figure, as a JSON number or as text. */
export const amountField = (label: string, description: string) =>
  z
    .union([z.number(), ruledString(textRule(label, NUMBER_TEXT_MAX))])
    .nullish()
    .describe(description);
export const textField = (rule: TextRule, description: string) =>
  ruledString(rule).nullish().describe(description);

const idText = (label: string) => ruledString(textRule(label, ID_TEXT_MAX), { trim: false });
/** A record id, as a JSON number or as its canonical text (see src/domain/record-id.ts). */
export const idField = (label: string, description: string) =>
  z
    .union([z.number(), idText(label)])
    .nullish()
    .describe(description);
/** The same, required: where an id's presence tells two payloads apart. */
export const requiredIdField = (label: string, description: string) =>
  z.union([z.number(), idText(label)]).describe(description);

export const SECTOR_NAME_RULE = textRule('Sector names', SECTOR_MAX, { plural: true });
export const SECTORS_TEXT_RULE = textRule('Sectors', SECTORS_TEXT_MAX, { plural: true });
export const TAG_NAME_RULE = textRule('Tag names', TAG_MAX, { plural: true });
export const TAGS_TEXT_RULE = textRule('Tags', TAGS_TEXT_MAX, { plural: true });

/**
 * A list of names a position carries (sectors, tags): the names as a list or as comma-separated
 * text, each within its rule, at most `most` of them.
 */
export interface NameListRules {
  name: TextRule;
  text: TextRule;
  most: number;
  tooMany: string;
}

export const SECTOR_LIST: NameListRules = {
  name: SECTOR_NAME_RULE,
  text: SECTORS_TEXT_RULE,
  most: SECTORS_PER_POSITION_MAX,
  tooMany: M.tooManySectors,
};

/** Tags follow the sectors' rules with limits of their own (docs/requirements.md#tl-tags). */
export const TAG_LIST: NameListRules = {
  name: TAG_NAME_RULE,
  text: TAGS_TEXT_RULE,
  most: TAGS_PER_POSITION_MAX,
  tooMany: M.tooManyTags,
};

export const nameListField = (rules: NameListRules, description: string) =>
  z
    .union([
      // A refinement, not `max`: a list too long must still answer with its own message in the union.
      z
        .array(ruledString(rules.name))
        .refine((names) => names.length <= rules.most, { error: rules.tooMany })
        .meta({ maxItems: rules.most }),
      ruledString(rules.text),
    ])
    .nullish()
    .describe(description);

export const sectorsField = (description: string) => nameListField(SECTOR_LIST, description);
export const tagsField = (description: string) => nameListField(TAG_LIST, description);

/**
 * A date written in `notation`: the text rule, then the date range for a value that reads as a date
 * (`readDay` gives its 'YYYY-MM-DD'); a value that does not read is left to the payload's own check,
 * which answers with the form's wording.
 */
export function dateField(
  label: string,
  description: string,
  readDay: (text: string) => string | null,
  notation: DateNotation = 'YYYY-MM-DD',
) {
  return ruledString(textRule(label, DATE_TEXT_MAX))
    .nullish()
    .refine(
      (text) => {
        const day = typeof text === 'string' && text !== '' ? readDay(text) : null;
        return day === null || isDayInRange(day);
      },
      { error: dateRangeMessage(label, notation) },
    )
    .meta({ description, ...dateMeta(notation) });
}

/** An open, close, average-down or roll date: 'YYYY-MM-DD' or an ISO timestamp. */
export const tradeDateField = (label: string, description: string) =>
  dateField(label, description, (text) => parseTradeDate(text)?.day ?? null);
/** An option's expiration: 'MM/DD/YYYY' ('YYYY-MM-DD' also read). */
export const expirationField = (label: string, description: string) =>
  dateField(label, description, parseExpirationDate, 'MM/DD/YYYY');

export const DATE_DESCRIPTION =
  "'YYYY-MM-DD', or a full ISO timestamp whose date and time are read as the fund's wall clock (zone dropped)";
export const EXPIRATION_DESCRIPTION = "'MM/DD/YYYY' as the form shows it ('YYYY-MM-DD' also accepted)";

/** Contracts and shares above this are refused rather than overflowing the database's integer. */
export const MAX_QUANTITY = 1_000_000;
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; field: string };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const refuse = (message: string, field: string): Parsed<never> => ({ ok: false, message, field });

/** Wraps a field-checking function as the transform of an object schema: first problem, required text. */
export function withChecks<Shape extends z.ZodRawShape, T>(
  fields: z.ZodObject<Shape>,
  check: (raw: z.output<z.ZodObject<Shape>>) => Parsed<T>,
) {
  return fields.transform((raw, ctx): T => {
    const result = check(raw);
    if (result.ok) return result.value;
    ctx.addIssue({ code: 'custom', message: result.message, path: [result.field] });
    return z.NEVER;
  });
}

export { isBlank } from '../../decimal-input';

/** An amount (src/domain/decimal-input.ts): null when blank, not a plain decimal, or out of bounds. */
export const readDecimal = (value: unknown) => readFigure(value, 'amount');

/** A decimal greater than zero, as its plain text. */
export function readPositiveAmount(value: unknown): string | null {
  const parsed = readDecimal(value);
  return parsed !== null && parsed.gt(0) ? parsed.toFixed() : null;
}

/** A decimal of zero or more, as its plain text. */
export function readNonNegativeAmount(value: unknown): string | null {
  const parsed = readDecimal(value);
  return parsed !== null && parsed.gte(0) ? parsed.toFixed() : null;
}

/** A whole number from 1 to MAX_QUANTITY ('3' and 3 alike); null otherwise. */
export function readCount(value: unknown): number | null {
  const parsed = readDecimal(value);
  if (parsed === null || !parsed.isInteger() || parsed.lt(1) || parsed.gt(MAX_QUANTITY)) return null;
  return parsed.toNumber();
}

/**
 * An id: a whole number from 1 to the id columns' limit, as a number or its canonical text (one the
 * books never issued is the server's 404, not a 400).
 */
export function readId(value: unknown): number | null {
  return readRecordId(value);
}

/** Trimmed text, or null when blank. */
export function readText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Trimmed and upper-cased ('aapl ' is 'AAPL'), or null when blank. */
export function readTicker(value: unknown): string | null {
  return readText(value)?.toUpperCase() ?? null;
}

export function readTradeDate(value: unknown): TradeDate | null {
  return typeof value === 'string' ? parseTradeDate(value) : null;
}

export function readExpiration(value: unknown): string | null {
  return typeof value === 'string' ? parseExpirationDate(value) : null;
}

/** 'STO' or 'BTO', any case; null otherwise. */
export function readAction(value: unknown): OptionAction | null {
  const text = readText(value)?.toUpperCase();
  return OPTION_ACTIONS.find((action) => action === text) ?? null;
}

/** 'C' or 'P'; 'call' and 'put' in any case are read too. */
export function readOptionType(value: unknown): OptionType | null {
  const text = readText(value)?.toUpperCase();
  if (text === 'CALL') return 'C';
  if (text === 'PUT') return 'P';
  return OPTION_TYPES.find((type) => type === text) ?? null;
}

/**
 * Names (sectors, tags) from a list or from a form's comma-separated text: trimmed, blanks dropped,
 * repeats (ignoring case) dropped, first spelling kept.
 */
export function readNames(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') continue;
    const name = part.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** Sector names, by the one rule for name lists. */
export const readSectors = readNames;

/** The names of a payload under `rules`: each within its length, at most `rules.most` of them. */
export function checkNames(value: unknown, field: string, rules: NameListRules): Parsed<string[]> {
  const names = readNames(value);
  const problem = names.map((name) => textProblem(name, rules.name)).find((text) => text !== null);
  if (problem) return refuse(problem, field);
  return names.length > rules.most ? refuse(rules.tooMany, field) : ok(names);
}

/** The sectors of a payload: each name within SECTOR_MAX, at most SECTORS_PER_POSITION_MAX of them. */
export const checkSectors = (value: unknown, field: string) => checkNames(value, field, SECTOR_LIST);

/** The tags of a payload: each name within TAG_MAX, at most TAGS_PER_POSITION_MAX of them. */
export const checkTags = (value: unknown, field: string) => checkNames(value, field, TAG_LIST);

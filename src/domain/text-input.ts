import { z } from 'zod';

/*
 * The one rule for text that comes in, from a form, a script or a file: every field has a length limit
 * and refuses control characters and text that is not well-formed. PostgreSQL text cannot hold NUL at
 * all, and the other C0 and C1 controls (and DEL) have no place in a ticker or a name; the multi-line
 * fields (comments, notes, descriptions) keep tab, line feed and carriage return. A lone UTF-16
 * surrogate ("\ud800", which JSON can carry) is no character at all: the database would store U+FFFD
 * in its place, or refuse it inside an audit row's JSON. Lengths count UTF-16 code units after
 * trimming, as Zod's `max` and an input's `maxLength` do, so a form stops typing where the server
 * would refuse.
 */

export const TICKER_MAX = 12;
/** Investor names. */
export const NAME_MAX = 200;
/** RFC 5321's longest usable address. */
export const EMAIL_MAX = 254;
/** One sector name. */
export const SECTOR_MAX = 60;
/** Sectors on one position. */
export const SECTORS_PER_POSITION_MAX = 20;
/** The comma-separated sectors text: the most names, each at its longest, with ', ' between. */
export const SECTORS_TEXT_MAX = SECTORS_PER_POSITION_MAX * (SECTOR_MAX + 2);
/** One tag (a setup such as 'earnings' or 'wheel'). */
export const TAG_MAX = 40;
/** Tags on one position. */
export const TAGS_PER_POSITION_MAX = 10;
/** The comma-separated tags text, as the sectors text. */
export const TAGS_TEXT_MAX = TAGS_PER_POSITION_MAX * (TAG_MAX + 2);
/** Comments, thesis and transaction notes. */
export const NOTE_MAX = 10_000;
/** A document's description. */
export const DESCRIPTION_MAX = 1_000;
/** A document's version ('1.0', '2024 final'). */
export const VERSION_MAX = 20;
/** Report texts typed on the report settings (withdrawal terms). */
export const REPORT_TEXT_MAX = 1_000;
/** A quarter name ('Q3 2025'), with room for stray spaces. */
export const QUARTER_NAME_MAX = 20;
/** An app setting key ('trade_log_last_updated_Q3_2025'). */
export const SETTING_KEY_MAX = 64;
/** A date or a full ISO timestamp with fraction and zone ('2025-09-30T10:00:00.000+02:00'). */
export const DATE_TEXT_MAX = 40;
/** A figure sent as text ('1234.56'): far beyond any amount the books accept. */
export const NUMBER_TEXT_MAX = 40;
/** A record id sent as text: 2147483647 has 10 digits. */
export const ID_TEXT_MAX = 10;
/** A short code ('THETA', 'STO', 'call'). */
export const CODE_MAX = 10;

export interface TextRule {
  /** How a person calls the field, capitalised: 'Ticker', 'Comments'. */
  label: string;
  max: number;
  /** Tab, line feed and carriage return allowed (a textarea). */
  multiline?: boolean;
  /** 'Comments contain ...' rather than 'contains'. */
  plural?: boolean;
}

export function textRule(
  label: string,
  max: number,
  options: Omit<TextRule, 'label' | 'max'> = {},
): TextRule {
  return { label, max, ...options };
}

// The character classes, written as "none of these" patterns so the OpenAPI document carries them.
// eslint-disable-next-line no-control-regex
const SINGLE_LINE = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// eslint-disable-next-line no-control-regex
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// A high surrogate not followed by a low one, or a low one not after a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a C0 or C1 control character (or DEL); tab, LF and CR pass when multi-line. */
export function hasControlCharacter(text: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE : SINGLE_LINE).test(text);
}

/** Where the first control character of a multi-line text is (tab, LF and CR pass), or -1. */
export function controlCharacterIndex(text: string): number {
  return text.search(CONTROL_IN_LINES);
}

/** True when `text` is well-formed UTF-16: no lone surrogate. */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

const withThousands = (count: number): string => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** 'Ticker must be at most 12 characters'. */
export function tooLongMessage(rule: TextRule): string {
  return `${rule.label} must be at most ${withThousands(rule.max)} characters`;
}

/** 'Ticker contains a control character', 'Comments contain a control character'. */
export function controlCharacterMessage(rule: TextRule): string {
  return `${rule.label} ${rule.plural ? 'contain' : 'contains'} a control character`;
}

/** 'Ticker contains a character that is not text', 'Comments contain ...'. */
export function malformedTextMessage(rule: TextRule): string {
  return `${rule.label} ${rule.plural ? 'contain' : 'contains'} a character that is not text`;
}

const RULE_MESSAGE =
  /^[A-Z][A-Za-z -]* (must be at most [\d,]+ characters|contains? a control character|contains? a character that is not text)$/;

/** Whether a text is one of the messages above, which the API answers as written. */
export function isTextRuleMessage(message: string): boolean {
  return RULE_MESSAGE.test(message);
}

/**
 * The first problem of `text` under `rule`, read after trimming as it would be stored (length, then
 * control characters), or null.
 */
export function textProblem(text: string, rule: TextRule): string | null {
  const trimmed = text.trim();
  if (trimmed.length > rule.max) return tooLongMessage(rule);
  if (hasControlCharacter(trimmed, rule.multiline)) return controlCharacterMessage(rule);
  if (!isWellFormedText(trimmed)) return malformedTextMessage(rule);
  return null;
}

/**
 * A string that keeps `rule`, trimmed unless `trim` is false (ids are read exactly as sent): the Zod
 * form of `textProblem`, for payload schemas; `typeError` answers a value that is not text. The limit and the character class land in the OpenAPI
 * document as maxLength and pattern.
 */
export function ruledString(
  rule: TextRule,
  { trim = true, typeError }: { trim?: boolean; typeError?: string } = {},
) {
  const string = z.string(typeError === undefined ? undefined : { error: typeError });
  const text = trim ? string.trim() : string;
  return text
    .max(rule.max, { error: tooLongMessage(rule) })
    .regex(rule.multiline ? MULTI_LINE : SINGLE_LINE, { error: controlCharacterMessage(rule) })
    .refine(isWellFormedText, { error: malformedTextMessage(rule) });
}

import Decimal from 'decimal.js';
import { z } from 'zod';
import { parseExpirationDate, parseTradeDate, type TradeDate } from '../trade-dates';
import { OPTION_ACTIONS, OPTION_TYPES, type OptionAction, type OptionType } from '../units';

/*
 * Payload fields are lenient on the way in (a form sends '12.5' where a script sends 12.5; blank and
 * null mean "not given"), and each payload's `transform` checks them in the order the spec's form
 * does, answering with the spec's exact text for the first problem. The schemas are shared by the
 * routes (and so by /api/openapi.json) and by the screen's forms.
 */

export const amountField = (description: string) =>
  z.union([z.number(), z.string()]).nullish().describe(description);
export const textField = (description: string) => z.string().nullish().describe(description);
export const idField = (description: string) =>
  z.union([z.number(), z.string()]).nullish().describe(description);
/** The same, required: where an id's presence tells two payloads apart. */
export const requiredIdField = (description: string) =>
  z.union([z.number(), z.string()]).describe(description);
export const sectorsField = (description: string) =>
  z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .describe(description);

export const DATE_DESCRIPTION =
  "'YYYY-MM-DD', or a full ISO timestamp whose date and time are read as the fund's wall clock (zone dropped)";
export const EXPIRATION_DESCRIPTION = "'MM/DD/YYYY' as the form shows it ('YYYY-MM-DD' also accepted)";

/** Contracts and shares above this are refused rather than overflowing the database's integer. */
export const MAX_QUANTITY = 1_000_000;
/** Amounts must stay exact when sent back as JSON numbers. */
const MAX_AMOUNT = new Decimal('1e12');

const PLAIN_DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; field: string };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const refuse = (message: string, field: string): Parsed<never> => ({ ok: false, message, field });

/** Wraps a field-checking function as the transform of an object schema: first problem, spec text. */
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

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A finite number, or a plain decimal string ('12.5', '-3', '.5'); null otherwise (also when blank). */
export function readDecimal(value: unknown): Decimal | null {
  let parsed: Decimal | null = null;
  if (typeof value === 'number' && Number.isFinite(value)) parsed = new Decimal(value);
  if (typeof value === 'string' && PLAIN_DECIMAL.test(value.trim())) parsed = new Decimal(value.trim());
  return parsed !== null && parsed.abs().lt(MAX_AMOUNT) ? parsed : null;
}

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

/** An id: a whole number from 1 (one the books never issued is the server's 404, not a 400). */
export function readId(value: unknown): number | null {
  const parsed = readDecimal(value);
  if (parsed === null || !parsed.isInteger() || parsed.lt(1) || parsed.gt(Number.MAX_SAFE_INTEGER))
    return null;
  return parsed.toNumber();
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
 * Sector names from a list or from the edit form's comma-separated text: trimmed, blanks dropped,
 * repeats (ignoring case) dropped, first spelling kept.
 */
export function readSectors(value: unknown): string[] {
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

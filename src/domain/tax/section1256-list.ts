import { z } from 'zod';
import { ruledString, textRule, TICKER_MAX } from '../text-input';
import { TAX_MESSAGES as M } from './messages';
import { DEFAULT_SECTION_1256_UNDERLYINGS, normalizeUnderlying } from './section1256';

/*
 * The fund's list of Section 1256 underlyings (decision 026, second pass): the administrator adds and
 * removes symbols in the Taxes tab. A symbol is kept as the rules read it ('$SPX', '^SPX' and 'SPXW' are
 * SPX), so the list never holds one index twice.
 */

/** Far more indexes than the IRS's broad-based list holds; a bound on what one setting carries. */
export const MAX_SECTION_1256_SYMBOLS = 50;

const SYMBOL_RULE = textRule('Symbol', TICKER_MAX);
/** A ticker as brokers write an index: letters and digits, an optional '$', '^' or '.' in front. */
const SYMBOL_PATTERN = /^[$^.]?[A-Z][A-Z0-9.]*$/;

// A missing symbol reads as a blank one: both are answered 'Send a symbol'.
export const section1256SymbolSchema = z
  .preprocess(
    (value) => value ?? '',
    ruledString(SYMBOL_RULE, { typeError: M.symbol })
      .transform((text) => text.toUpperCase())
      .refine((text) => text !== '', { error: M.symbolRequired, abort: true })
      .refine((text) => SYMBOL_PATTERN.test(text), { error: M.symbol })
      .transform(normalizeUnderlying),
  )
  .describe("An index option's underlying, as brokers write it ('SPX', '$SPX', 'SPXW')");

export const addSection1256BodySchema = z.object(
  { symbol: section1256SymbolSchema },
  { error: M.symbolRequired },
);

export const section1256ParamsSchema = z.object({ symbol: section1256SymbolSchema });

export const section1256AnswerSchema = z.object({
  symbols: z.array(z.string()),
  /** True while the fund has never changed the list: the default list applies. */
  isDefault: z.boolean(),
  max: z.number().int(),
});
export type Section1256Answer = z.infer<typeof section1256AnswerSchema>;

/** The setting's stored text as the list: never saved is the default; saved empty is an empty list. */
export function section1256ListOf(stored: string | null): string[] {
  if (stored === null) return [...DEFAULT_SECTION_1256_UNDERLYINGS];
  const names = stored
    .split(',')
    .map((name) => normalizeUnderlying(name))
    .filter((name) => name !== '');
  return [...new Set(names)];
}

export const section1256SettingOf = (list: readonly string[]): string => list.join(',');

/** The list with `symbol` added at the end, or the reason it cannot be. */
export function withSymbol(list: readonly string[], symbol: string): string[] | string {
  if (list.includes(symbol)) return M.symbolListed(symbol);
  if (list.length >= MAX_SECTION_1256_SYMBOLS) return M.symbolsFull;
  return [...list, symbol];
}

/** The list without `symbol`, or null when it is not on it. */
export function withoutSymbol(list: readonly string[], symbol: string): string[] | null {
  return list.includes(symbol) ? list.filter((name) => name !== symbol) : null;
}

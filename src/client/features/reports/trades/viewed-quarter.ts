import { parseQuarter, type Quarter } from '../../../../domain/quarters';

/** The address's parameter naming the quarter shown: ?quarter=Q3_2025. */
export const QUARTER_PARAM = 'quarter';

/**
 * The quarter the Trade Log shows: the one the address names when it names one, else the fund's
 * current quarter (null until the quarter list is known). The panel and the list fetched ahead of it
 * (prefetch-trade-log.ts) must agree, or the early answer would be for a quarter nobody shows.
 */
export function viewedQuarter(param: string | null, current: string | null): Quarter | null {
  return parseQuarter(param ?? '') ?? (current === null ? null : parseQuarter(current));
}

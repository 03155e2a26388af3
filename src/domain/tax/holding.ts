import { addDays, daysBetween, oneYearAfter } from '../calendar';
import type { Term } from './types';

/**
 * Pub 550, "Holding Period": long-term when held more than one year, counting from the day after
 * acquisition through the day of sale. So 2024-03-10 to 2025-03-10 is short; to 2025-03-11, long.
 */
export function termOf(acquired: string, sold: string): Term {
  return sold > oneYearAfter(acquired) ? 'long' : 'short';
}

/** Pub 550, "Wash Sales": the 61-day window, 30 days before through 30 days after the sale. */
export function withinWashWindow(saleDate: string, acquired: string): boolean {
  return Math.abs(daysBetween(saleDate, acquired)) <= 30;
}

/**
 * Pub 550, "Wash Sales": the replacement's holding period includes the sold shares'. As a date: the
 * replacement's acquisition moved back by the days the sold shares were held.
 */
export function carriedHoldingStart(
  replacementAcquired: string,
  soldAcquired: string,
  saleDate: string,
): string {
  return addDays(replacementAcquired, -daysBetween(soldAcquired, saleDate));
}

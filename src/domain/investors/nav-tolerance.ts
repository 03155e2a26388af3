import Decimal from 'decimal.js';

/*
 * How far a NAV per unit typed for a dealing may stray from the books' NAV per unit for that day
 * (docs/requirements.md#req-approve, decision 023): an approval at a NAV further off than the tolerance
 * needs a reason, because a wrong NAV issues or redeems the wrong number of units for everyone.
 */

/** The tolerance when NAV_TOLERANCE_PERCENT is not set. */
export const DEFAULT_NAV_TOLERANCE_PERCENT = 10;
/** NAV_TOLERANCE_PERCENT's range: above 0, at most 100. */
export const MAX_NAV_TOLERANCE_PERCENT = 100;

/** |nav - booksNav| / booksNav in percent, exact; booksNav must be above 0. */
export function navDeviationPercent(nav: Decimal.Value, booksNav: Decimal.Value): Decimal {
  const books = new Decimal(booksNav);
  if (!books.gt(0)) throw new RangeError(`The books' NAV must be above 0, got ${books.toFixed()}`);
  return new Decimal(nav).minus(books).abs().div(books).times(100);
}

/** Whether `nav` lies within `tolerancePercent` of `booksNav`, both ends included. */
export function navWithinTolerance(
  nav: Decimal.Value,
  booksNav: Decimal.Value,
  tolerancePercent: Decimal.Value,
): boolean {
  return navDeviationPercent(nav, booksNav).lte(tolerancePercent);
}

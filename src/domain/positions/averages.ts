import Decimal from 'decimal.js';
import type { Amount } from './units';

export interface AverageDownResult {
  quantity: Decimal;
  entryTotal: Decimal;
  /** New average price per share (stock) or premium per contract (option and theta). */
  average: Decimal;
}

/**
 * Average down / add shares (docs/requirements.md#tl-average): new average = total cost / total
 * quantity. For a stock, shares at a price per share; for an option or theta, contracts at a premium
 * per contract ("average premium = total premium / total contracts"). The totals stay exact; only the
 * average is a division (decimal.js, 20 significant digits).
 */
export function averageDown(input: {
  heldQuantity: Amount;
  entryTotal: Amount;
  addQuantity: Amount;
  addPrice: Amount;
}): AverageDownResult {
  const quantity = new Decimal(input.heldQuantity).plus(input.addQuantity);
  const entryTotal = new Decimal(input.entryTotal).plus(new Decimal(input.addPrice).times(input.addQuantity));
  return { quantity, entryTotal, average: entryTotal.div(quantity) };
}

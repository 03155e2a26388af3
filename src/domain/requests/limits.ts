import type Decimal from 'decimal.js';
import { formatCurrency, formatNavPerUnit, formatUnits } from '../format';
import { requestShares, type RequestedFigures } from './figures';
import { redemptionTooLarge } from './messages';

/**
 * Why a new redemption cannot be asked (docs/requirements.md#req-limits), or null: it may not take
 * more than the available shares (held less pending redemptions), an amount valued at `nav`. The
 * portal's form and the server ask the same question; the server asks it under the investor's lock.
 */
export function redemptionLimitProblem(
  request: RequestedFigures,
  available: Decimal,
  nav: Decimal | null,
): string | null {
  const needed = request.shares ?? (nav === null ? null : requestShares(request, nav));
  if (needed !== null && needed.lte(available)) return null;
  const worth =
    request.amount !== null && nav !== null
      ? { nav: formatNavPerUnit(nav), value: formatCurrency(available.times(nav)) }
      : undefined;
  return redemptionTooLarge(formatUnits(available), worth);
}

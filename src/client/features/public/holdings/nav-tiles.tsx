import { formatCurrency } from '../../../../domain/format';
import type { NavRow } from '../../../../domain/public-data/schemas';

/** The word shown for a NAV nobody could read (docs/requirements.md#sheet-nav). */
const UNKNOWN = 'Unknown';

/**
 * docs/requirements.md#pub-holdings: assets under management and NAV per unit, shown to everyone. The
 * server already answers the fallback row when the NAV sheet fails; `undefined` means our own API
 * could not be reached, and then neither figure is known.
 */
export function NavTiles({ nav }: { nav: NavRow | undefined }) {
  return (
    <dl className="stat-tiles">
      <div className="stat-tile">
        <dt className="stat-tile__label">Assets Under Management</dt>
        <dd className="stat-tile__value">{nav ? formatCurrency(nav.Account) : UNKNOWN}</dd>
      </div>
      <div className="stat-tile">
        <dt className="stat-tile__label">Net Asset Value Per Unit</dt>
        <dd className="stat-tile__value">{nav ? formatCurrency(nav.NAV) : UNKNOWN}</dd>
      </div>
    </dl>
  );
}

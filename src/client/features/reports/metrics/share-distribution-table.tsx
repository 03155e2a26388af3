import { formatShare } from '../../../../domain/format';
import { formatMoney3 } from '../../../../domain/format';
import type { DistributionRow } from '../../../../domain/investors/share-distribution';
import { ScrollRegion } from '../../../components/scroll-region';

/** Every investor's shares, ownership and value at the current NAV. */
export function ShareDistributionTable({ rows }: { rows: readonly DistributionRow[] }) {
  return (
    <ScrollRegion labelledBy="distribution-heading">
      <table className="data-table" aria-labelledby="distribution-heading">
        <thead>
          <tr>
            <th scope="col">Investor</th>
            <th scope="col" className="num">
              Shares
            </th>
            <th scope="col" className="num">
              Ownership
            </th>
            <th scope="col" className="num">
              Value at Current NAV ($)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td className="num">{formatMoney3(row.totalShares.toNumber())}</td>
              <td className="num">{formatShare(row.ownershipPercent.toNumber())}</td>
              <td className="num">{row.value === null ? '—' : formatMoney3(row.value.toNumber())}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

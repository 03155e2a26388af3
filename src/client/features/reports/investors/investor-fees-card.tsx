import { feesPaid } from '../../../../domain/fees/fees-paid';
import { formatMoney3, formatNumber } from '../../../../domain/format';
import type { Investor } from '../../../../domain/investors/schemas';
import { ScrollRegion } from '../../../components/scroll-region';

/**
 * What the investor has paid in fees, per quarter and in total, and their high-water mark
 * (docs/requirements.md#fee-display). The values of the Performance Summary are already net of fees:
 * the fee units are gone from the units held.
 */
export function InvestorFeesCard({ investor }: { investor: Investor }) {
  const paid = feesPaid(investor.feeDeductions);
  const tiles: [string, string, string][] = [
    ['Management fees paid ($)', formatMoney3(paid.managementFee.toNumber()), 'fees-management'],
    ['Performance fees paid ($)', formatMoney3(paid.performanceFee.toNumber()), 'fees-performance'],
    ['Total fees paid ($)', formatMoney3(paid.totalFee.toNumber()), 'fees-total'],
    [
      'High-water mark ($)',
      investor.highWaterMark === null ? '—' : formatNumber(investor.highWaterMark),
      'fees-high-water-mark',
    ],
  ];
  return (
    <section className="card dashboard-card" aria-labelledby="investor-fees-heading">
      <h4 id="investor-fees-heading">Fees</h4>
      <dl className="stat-tiles dashboard-tiles">
        {tiles.map(([label, value, testId]) => (
          <div className="stat-tile" key={testId}>
            <dt className="stat-tile__label">{label}</dt>
            <dd className="stat-tile__value" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        The high-water mark is the NAV per unit above which the next performance fee starts.
      </p>
      {paid.byQuarter.length === 0 ? (
        <p className="muted">No fees charged yet.</p>
      ) : (
        <ScrollRegion labelledBy="investor-fees-heading">
          <table className="data-table" aria-labelledby="investor-fees-heading">
            <thead>
              <tr>
                <th scope="col">Quarter</th>
                <th scope="col" className="num">
                  Management ($)
                </th>
                <th scope="col" className="num">
                  Performance ($)
                </th>
                <th scope="col" className="num">
                  Total ($)
                </th>
                <th scope="col" className="num">
                  Units taken
                </th>
              </tr>
            </thead>
            <tbody>
              {paid.byQuarter.map((line) => (
                <tr key={line.quarter}>
                  <th scope="row">{line.label}</th>
                  <td className="num">{formatMoney3(line.managementFee.toNumber())}</td>
                  <td className="num">{formatMoney3(line.performanceFee.toNumber())}</td>
                  <td className="num">{formatMoney3(line.totalFee.toNumber())}</td>
                  <td className="num">{formatNumber(line.shares.toNumber())}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

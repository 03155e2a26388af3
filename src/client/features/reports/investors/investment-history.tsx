import { formatDate, formatMoney3, formatNumber } from '../../../../domain/format';
import type { Investment } from '../../../../domain/investors/schemas';
import { ScrollRegion } from '../../../components/scroll-region';

/** Every investment and redemption of the investor, oldest first, as the API lists them. */
export function InvestmentHistory({ investments }: { investments: readonly Investment[] }) {
  return (
    <section className="card dashboard-card" aria-labelledby="investment-history-heading">
      <h4 id="investment-history-heading">Investment History</h4>
      {investments.length === 0 ? (
        <p className="muted">No investments recorded yet.</p>
      ) : (
        <ScrollRegion labelledBy="investment-history-heading">
          <table className="data-table" aria-labelledby="investment-history-heading">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Type</th>
                <th scope="col" className="num">
                  Amount ($)
                </th>
                <th scope="col" className="num">
                  NAV at Entry ($)
                </th>
                <th scope="col" className="num">
                  Shares
                </th>
              </tr>
            </thead>
            <tbody>
              {investments.map((investment) => (
                <tr key={investment.id}>
                  <th scope="row">{formatDate(investment.investmentDate)}</th>
                  <td>{investment.type ?? '—'}</td>
                  <td className={`num ${investment.amountInvested < 0 ? 'tone--loss' : ''}`}>
                    {formatMoney3(investment.amountInvested)}
                  </td>
                  <td className="num">{formatNumber(investment.navAtEntry)}</td>
                  <td className="num">{formatMoney3(investment.sharesIssued)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

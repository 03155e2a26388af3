import { formatShare } from '../../../../domain/format';
import { formatMoney3 } from '../../../../domain/format';
import { fundTotals } from '../../../../domain/investors/investor-totals';
import type { Investor } from '../../../../domain/investors/schemas';
import { recentInvestorRows } from '../../../../domain/investors/share-distribution';
import { ScrollRegion } from '../../../components/scroll-region';
import { ADMIN_TEXT } from './admin-texts';

/** Total investors, outstanding shares, money invested, and the first five investors. */
export function InvestorOverview({ investors }: { investors: readonly Investor[] }) {
  const totals = fundTotals(investors);
  const rows = recentInvestorRows(investors);
  return (
    <section className="card admin-card" aria-labelledby="investor-overview-heading">
      <h3 id="investor-overview-heading">Investor Overview</h3>
      <dl className="stat-tiles stat-tiles--three admin-tiles">
        <div className="stat-tile">
          <dt className="stat-tile__label">Total Investors</dt>
          <dd className="stat-tile__value" data-testid="overview-total-investors">
            {totals.investorCount}
          </dd>
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">Outstanding Shares</dt>
          <dd className="stat-tile__value" data-testid="overview-outstanding-shares">
            {formatMoney3(totals.outstandingShares.toNumber())}
          </dd>
        </div>
        <div className="stat-tile">
          <dt className="stat-tile__label">Total Investments ($)</dt>
          <dd className="stat-tile__value" data-testid="overview-total-invested">
            {formatMoney3(totals.totalInvested.toNumber())}
          </dd>
        </div>
      </dl>

      <h4 id="recent-investors-heading" className="admin-subheading">
        Recent Investors
      </h4>
      {rows.length === 0 ? (
        <p className="muted">{ADMIN_TEXT.noInvestors}</p>
      ) : (
        <ScrollRegion labelledBy="recent-investors-heading">
          <table className="data-table" aria-labelledby="recent-investors-heading">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col" className="num">
                  Total Invested ($)
                </th>
                <th scope="col" className="num">
                  Total Shares
                </th>
                <th scope="col" className="num">
                  Investments
                </th>
                <th scope="col" className="num">
                  Ownership
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td>{row.email}</td>
                  <td className="num">{formatMoney3(row.totalInvested.toNumber())}</td>
                  <td className="num">{formatMoney3(row.totalShares.toNumber())}</td>
                  <td className="num">{row.investmentCount}</td>
                  <td className="num">{formatShare(row.ownershipPercent.toNumber())}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}

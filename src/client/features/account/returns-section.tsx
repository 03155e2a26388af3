import { lazy, Suspense } from 'react';
import type { AccountResponse, ReturnFigure } from '../../../domain/portal/account-schema';
import { formatDate, formatPercent } from '../../../domain/format';
import { Loader } from '../../components/loader';
import { ACCOUNT_TEXTS } from './account-texts';
import { AccountSection } from './section';

// The chart library is large and only this section needs it: it loads with the chart.
const ValueChart = lazy(() => import('./value-chart').then((m) => ({ default: m.ValueChart })));

function Figure({ figure }: { figure: ReturnFigure }) {
  return figure.percent === null ? (
    <span className="account-figures__reason">Not available: {figure.reason}</span>
  ) : (
    <span className="account-figures__value">{formatPercent(figure.percent)}</span>
  );
}

/** Money- and time-weighted returns beside the S&P 500 proxy over the same dates, and the value chart. */
export function ReturnsSection({ account }: { account: AccountResponse }) {
  const { returns, history } = account;
  return (
    <AccountSection id="returns" title={ACCOUNT_TEXTS.returns}>
      <p className="account-section__note">
        {returns.from === null
          ? 'No contribution yet'
          : `From ${formatDate(returns.from)} to ${formatDate(returns.to)}`}
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label="Returns table">
        <table className="data-table account-returns">
          <caption className="visually-hidden">Your returns beside the S&amp;P 500 proxy</caption>
          <thead>
            <tr>
              <th scope="col">Return</th>
              <th scope="col">Your account</th>
              <th scope="col">S&amp;P 500 proxy</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Money-weighted (XIRR, per year)</th>
              <td>
                <Figure figure={returns.moneyWeighted} />
              </td>
              <td>
                <Figure figure={returns.index.moneyWeighted} />
              </td>
            </tr>
            <tr>
              <th scope="row">Time-weighted (cumulative)</th>
              <td>
                <Figure figure={returns.timeWeighted} />
              </td>
              <td>
                <Figure figure={returns.index.timeWeighted} />
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <h3 className="account-section__subhead">{ACCOUNT_TEXTS.chart}</h3>
      {history.length < 2 ? (
        <p>Not enough dated values to draw yet.</p>
      ) : (
        <Suspense fallback={<Loader label="Loading chart" />}>
          <ValueChart history={history} />
        </Suspense>
      )}
    </AccountSection>
  );
}

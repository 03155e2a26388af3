import { ScrollRegion } from '../../../components/scroll-region';
import { formatPercent } from '../../../../domain/format';
import { percentDifference } from '../../../../domain/performance/percent-change';
import type { PerformanceResponse } from '../../../../domain/public-data/schemas';
import { toneClass } from '../shared/gain-tone';

interface ReturnRow {
  key: string;
  label: string;
  portfolioReturn: number;
  spyReturn: number;
}

function ReturnsTable({
  caption,
  rows,
  periodHeading,
}: {
  caption: string;
  rows: ReturnRow[];
  periodHeading: string;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{periodHeading}</th>
            <th scope="col" className="num">
              Portfolio
            </th>
            <th scope="col" className="num">
              S&amp;P 500
            </th>
            <th scope="col" className="num">
              Difference
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const difference = percentDifference(row.portfolioReturn, row.spyReturn);
            return (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td className={`num ${toneClass(row.portfolioReturn)}`}>
                  {formatPercent(row.portfolioReturn)}
                </td>
                <td className={`num ${toneClass(row.spyReturn)}`}>{formatPercent(row.spyReturn)}</td>
                <td className={`num ${toneClass(difference)}`}>{formatPercent(difference)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

type ReturnsData = Pick<PerformanceResponse, 'yearlyReturns' | 'monthlyReturns'>;

/** Calendar-year and calendar-month returns, newest first; the months fold away behind a summary. */
export function ReturnsTables({ yearlyReturns, monthlyReturns }: ReturnsData) {
  const years = [...yearlyReturns].reverse().map((row) => ({
    key: row.period,
    label: row.period === 'YTD' ? `${row.year} (YTD)` : String(row.year),
    portfolioReturn: row.portfolioReturn,
    spyReturn: row.spyReturn,
  }));
  const months = [...monthlyReturns].reverse().map((row) => ({
    key: `${row.year}-${row.month}`,
    label: row.monthYear,
    portfolioReturn: row.portfolioReturn,
    spyReturn: row.spyReturn,
  }));
  return (
    <>
      {years.length > 0 ? (
        <section className="card" aria-labelledby="yearly-returns-heading">
          <h2 id="yearly-returns-heading">Yearly Returns</h2>
          <ReturnsTable caption="Yearly returns" rows={years} periodHeading="Year" />
        </section>
      ) : null}
      {months.length > 0 ? (
        <section className="card" aria-labelledby="monthly-returns-heading">
          <h2 id="monthly-returns-heading">Monthly Returns</h2>
          <details className="disclosure">
            <summary>Show all {months.length} months</summary>
            <ReturnsTable caption="Monthly returns" rows={months} periodHeading="Month" />
          </details>
        </section>
      ) : null}
    </>
  );
}

import type Decimal from 'decimal.js';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { formatMoney3 } from '../../../../domain/format';
import {
  DEFAULT_GROWTH_HORIZON_YEARS,
  DEFAULT_GROWTH_RATE_PERCENT,
  GROWTH_HORIZONS_YEARS,
  GROWTH_RATES_PERCENT,
} from '../../../../domain/investors/constants';
import { growthProjection } from '../../../../domain/investors/growth-projection';
import type { Investor } from '../../../../domain/investors/schemas';
import { decimalToNumber } from '../../../../domain/rounding';
import { ScrollRegion } from '../../../components/scroll-region';
import { QuarterlyContributionForm } from './quarterly-contribution-form';

const GrowthProjectionChart = lazy(() =>
  import('./growth-projection-chart').then((m) => ({ default: m.GrowthProjectionChart })),
);

interface GrowthProjectionsProps {
  investor: Investor;
  /** Shares x current NAV; null while no current NAV is usable. */
  currentValue: Decimal | null;
}

/** Where the holding may go: compounded annually at a chosen rate, with the recurring contribution. */
export function GrowthProjections({ investor, currentValue }: GrowthProjectionsProps) {
  const ids = useId();
  const [rate, setRate] = useState<number>(DEFAULT_GROWTH_RATE_PERCENT);
  const [years, setYears] = useState<number>(DEFAULT_GROWTH_HORIZON_YEARS);
  const rows = useMemo(
    () =>
      currentValue === null
        ? []
        : growthProjection({
            currentValue,
            annualRatePercent: rate,
            years,
            quarterlyContribution: investor.quarterlyContribution,
          }),
    [currentValue, rate, years, investor.quarterlyContribution],
  );
  const chartPoints = rows.map((row) => ({
    year: row.year,
    value: decimalToNumber(row.value, 3),
    paidIn: decimalToNumber(row.value.minus(row.growth), 3),
  }));
  const headingId = `${ids}-heading`;
  const tableId = `${ids}-table`;
  const last = rows[rows.length - 1];

  return (
    <section className="card dashboard-card" aria-labelledby={headingId}>
      <h4 id={headingId}>Portfolio Growth Projections</h4>
      <div className="field-row projection-controls">
        <div className="field">
          <label htmlFor={`${ids}-rate`}>Annual growth rate</label>
          <select id={`${ids}-rate`} value={rate} onChange={(event) => setRate(Number(event.target.value))}>
            {GROWTH_RATES_PERCENT.map((option) => (
              <option key={option} value={option}>
                {option}%
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-years`}>Time horizon</label>
          <select
            id={`${ids}-years`}
            value={years}
            onChange={(event) => setYears(Number(event.target.value))}
          >
            {GROWTH_HORIZONS_YEARS.map((option) => (
              <option key={option} value={option}>
                {option} years
              </option>
            ))}
          </select>
        </div>
      </div>
      <QuarterlyContributionForm investor={investor} />
      {last === undefined ? (
        <p className="muted">Enter a current NAV in the Performance Summary to project growth.</p>
      ) : (
        <>
          <p className="projection-headline">
            In {years} years at {rate}% a year:{' '}
            <strong data-testid="projection-final-value">${formatMoney3(last.value.toNumber())}</strong>
          </p>
          <figure className="projection-chart">
            <figcaption className="visually-hidden">
              Line chart of the projected value by year; the table below gives the same figures.
            </figcaption>
            <Suspense fallback={<div className="chart-placeholder" />}>
              <GrowthProjectionChart points={chartPoints} />
            </Suspense>
          </figure>
          <h5 id={tableId} className="dashboard-subheading">
            Projection by Year
          </h5>
          <ScrollRegion labelledBy={tableId}>
            <table className="data-table" aria-labelledby={tableId}>
              <thead>
                <tr>
                  <th scope="col">Year</th>
                  <th scope="col" className="num">
                    Projected Value ($)
                  </th>
                  <th scope="col" className="num">
                    Contributions ($)
                  </th>
                  <th scope="col" className="num">
                    Growth ($)
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.year}>
                    <th scope="row">{row.year === 0 ? 'Today' : `Year ${row.year}`}</th>
                    <td className="num">{formatMoney3(row.value.toNumber())}</td>
                    <td className="num">{formatMoney3(row.contributions.toNumber())}</td>
                    <td className="num">{formatMoney3(row.growth.toNumber())}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </section>
  );
}

import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AccountResponse } from '../../../domain/portal/account-schema';
import { formatCurrency, formatDate } from '../../../domain/format';
import { dayNumber, isoOfDayNumber } from '../../../domain/calendar';

const tickStyle = { fill: '#4a5668', fontSize: 12 };
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * The account's value at each known NAV. The chart's own keyboard layer moves its tooltip; the same
 * figures are listed in a table below for screen readers and anyone who wants them exact.
 */
export function ValueChart({ history }: { history: AccountResponse['history'] }) {
  return (
    <figure className="account-chart">
      <div className="account-chart__plot">
        <ResponsiveContainer width="100%" height={240}>
          <AreaChart
            data={history.map((point) => ({ ...point, day: dayNumber(point.date) }))}
            title="The account's value over time"
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          >
            <CartesianGrid stroke="#e3e8ef" vertical={false} />
            <XAxis
              dataKey="day"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tick={tickStyle}
              minTickGap={40}
              tickFormatter={(day: number) => formatDate(isoOfDayNumber(day))}
            />
            <YAxis
              tick={tickStyle}
              width={56}
              tickFormatter={(value: number) => `$${compact.format(value)}`}
            />
            <Tooltip
              formatter={(value) => formatCurrency(Number(value))}
              labelFormatter={(day) => formatDate(isoOfDayNumber(Number(day)))}
            />
            <Area
              type="linear"
              dataKey="value"
              name="Value"
              stroke="#0f2a4a"
              fill="#0f2a4a"
              fillOpacity={0.12}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <details>
          <summary>The values as a table</summary>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Values table">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Value (USD)</th>
                </tr>
              </thead>
              <tbody>
                {history.map((point) => (
                  <tr key={point.date}>
                    <td>{formatDate(point.date)}</td>
                    <td>{formatCurrency(point.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  );
}

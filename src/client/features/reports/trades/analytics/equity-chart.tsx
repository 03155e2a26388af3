import {
  Area,
  AreaChart,
  CartesianGrid,
  Line,
  LineChart,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import type { JournalStats } from '../../../../../domain/journal/api-schemas';
import { formatCurrency, formatDate, formatLongDay } from '../../../../../domain/format';
import { dayNumber, isoOfDayNumber } from '../../../../../domain/calendar';
import { ScrollRegion } from '../../../../components/scroll-region';
import { ANALYTICS_TEXT as T } from './analytics-texts';
import { pnlText, toneOf } from './figures';

type Point = JournalStats['equity'][number];

const tickStyle = { fill: '#4a5668', fontSize: 12 };
const LINE = '#0b6e64';
const LOSS = '#a3190f';
const axisMoney = (value: number) => formatCurrency(value).replace('.00', '');
// The x axis is time: days apart by their distance, not by their order (decision 030).
const dayTick = (day: number) => formatDate(isoOfDayNumber(day));

function PointTooltip({ active, payload }: TooltipContentProps) {
  const point = payload[0]?.payload as Point | undefined;
  if (!active || !point) return null;
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__title">{formatLongDay(point.date)}</p>
      <dl className="chart-tooltip__figures">
        <div>
          <dt>Cumulative</dt>
          <dd>{pnlText(point.cumulative)}</dd>
        </div>
        <div>
          <dt>Drawdown</dt>
          <dd>{pnlText(-point.drawdown)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** What both charts share: the days (kept in step by syncId), the frame, the axes and the tooltip. */
const frame = <Data,>(data: Data[]) => ({
  data,
  syncId: 'journal-equity',
  responsive: true,
  accessibilityLayer: false,
  style: { width: '100%', height: '100%' },
  margin: { top: 6, right: 8, bottom: 0, left: 8 },
});
const axes = [
  <CartesianGrid key="grid" stroke="#e5e9ef" vertical={false} />,
  <XAxis
    key="x"
    dataKey="day"
    type="number"
    scale="time"
    domain={['dataMin', 'dataMax']}
    tick={tickStyle}
    stroke="#c5ccd6"
    tickFormatter={dayTick}
    minTickGap={40}
  />,
  <YAxis key="y" tick={tickStyle} stroke="#c5ccd6" width={80} tickFormatter={axisMoney} />,
  <Tooltip key="tooltip" content={PointTooltip} isAnimationActive={false} />,
];

/** What the two charts say, for a screen reader. */
function summary(points: readonly Point[], maxDrawdown: number): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const peak = Math.max(...points.map((point) => point.cumulative));
  return (
    `Cumulative realized P&L from ${formatLongDay(first.date)} to ${formatLongDay(last.date)}: ` +
    `ends at ${pnlText(last.cumulative)}, highest ${pnlText(peak)}, deepest drawdown ${pnlText(-maxDrawdown)}.`
  );
}

/**
 * The equity curve (cumulative daily P&L) with its drawdown beneath on the same days, and the same
 * figures as a table for anyone who does not read charts.
 */
export function EquityChart({
  equity,
  maxDrawdown,
}: {
  equity: JournalStats['equity'];
  maxDrawdown: number;
}) {
  if (equity.length === 0) return <p className="muted">{T.noTrades}</p>;
  // The drawdown is drawn below zero: a fall, as the eye reads one.
  const points = equity.map((point) => ({ ...point, day: dayNumber(point.date), below: -point.drawdown }));
  return (
    <>
      <figure className="equity-chart" role="img" aria-label={summary(equity, maxDrawdown)}>
        <div className="equity-chart__curve">
          <LineChart {...frame(points)}>
            {axes}
            <Line
              dataKey="cumulative"
              name="Cumulative"
              stroke={LINE}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </div>
        <div className="equity-chart__drawdown">
          <AreaChart {...frame(points)}>
            {axes}
            <Area
              dataKey="below"
              name="Drawdown"
              stroke={LOSS}
              fill={LOSS}
              fillOpacity={0.25}
              isAnimationActive={false}
            />
          </AreaChart>
        </div>
      </figure>
      <details className="equity-table">
        <summary>{T.equityTable}</summary>
        <ScrollRegion label={T.equityByDay}>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col" className="num">
                  Cumulative P&amp;L
                </th>
                <th scope="col" className="num">
                  Drawdown
                </th>
              </tr>
            </thead>
            <tbody>
              {equity.map((point) => (
                <tr key={point.date}>
                  <th scope="row">{formatLongDay(point.date)}</th>
                  <td className={`num tone--${toneOf(point.cumulative)}`}>{pnlText(point.cumulative)}</td>
                  <td className={`num tone--${toneOf(-point.drawdown)}`}>{pnlText(-point.drawdown)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </>
  );
}

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCurrency, formatNumber } from '../../../../domain/format';
import { niceTicks } from '../../../components/charts/performance-figures';

export interface ProjectionPoint {
  year: number;
  value: number;
  /** Today's value plus the contributions so far: what growth is measured against. */
  paidIn: number;
}

const tickStyle = { fill: '#4a5668', fontSize: 12 };

/** '$1.2M', '$850K': short enough for an axis on a phone. */
function compactDollars(value: number): string {
  const magnitude = Math.abs(value);
  if (magnitude >= 1e6) return `$${formatNumber(Math.round(value / 1e5) / 10)}M`;
  if (magnitude >= 1e3) return `$${formatNumber(Math.round(value / 1e2) / 10)}K`;
  return `$${formatNumber(Math.round(value))}`;
}

/** Round ticks from 0 to at least the highest value: $0, $10K, $20K, $30K, $40K. */
function valueTicks(points: readonly ProjectionPoint[]): number[] {
  const max = Math.max(1, ...points.map((point) => Math.max(point.value, point.paidIn)));
  const ticks = niceTicks([0, max], 4);
  const last = ticks[ticks.length - 1] ?? 0;
  const step = ticks.length > 1 ? last - (ticks[ticks.length - 2] ?? 0) : max;
  return last >= max ? ticks : [...ticks, Number((last + step).toPrecision(12))];
}

export function GrowthProjectionChart({ points }: { points: readonly ProjectionPoint[] }) {
  const ticks = valueTicks(points);
  return (
    <LineChart
      data={[...points]}
      responsive
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 12, bottom: 0, left: 4 }}
    >
      <CartesianGrid stroke="#e5e9ef" vertical={false} />
      <XAxis
        dataKey="year"
        tickFormatter={(year: number) => (year === 0 ? 'Today' : `Y${year}`)}
        tick={tickStyle}
        stroke="#c5ccd6"
      />
      <YAxis
        domain={[0, ticks[ticks.length - 1] ?? 'auto']}
        ticks={ticks}
        tickFormatter={compactDollars}
        tick={tickStyle}
        width={60}
        stroke="#c5ccd6"
      />
      <Tooltip
        formatter={(value) => formatCurrency(Number(value))}
        labelFormatter={(year) => (Number(year) === 0 ? 'Today' : `Year ${String(year)}`)}
        isAnimationActive={false}
      />
      <Legend verticalAlign="top" height={28} iconType="plainline" />
      <Line
        type="monotone"
        dataKey="value"
        name="Projected value"
        stroke="#0f2a4a"
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="paidIn"
        name="Value today + contributions"
        stroke="#0b6e64"
        strokeWidth={2}
        strokeDasharray="5 4"
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

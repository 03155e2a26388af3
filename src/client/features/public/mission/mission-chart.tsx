import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import {
  MISSION_CHART_POINTS,
  MISSION_SERIES_LABELS,
  MISSION_TOOLTIP_LABEL_PREFIX,
} from '../../../../domain/mission-chart';
import { MISSION_SERIES_STYLE } from './mission-series';

const SERIES = ['upperBound', 'price', 'lowerBound'] as const;
const tickStyle = { fill: '#4a5668', fontSize: 12 };
// The points are fixed (90 to 147), so are the axis and its round ticks.
const Y_DOMAIN: [number, number] = [80, 160];
const Y_TICKS = [80, 100, 120, 140, 160];

function MissionTooltip({ active, payload, label }: TooltipContentProps) {
  if (!active || payload.length === 0) return null;
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__title">
        {MISSION_TOOLTIP_LABEL_PREFIX} {label}
      </p>
      <dl className="chart-tooltip__figures">
        {payload.map((entry) => (
          <div key={String(entry.dataKey)}>
            <dt>
              <span
                className="swatch swatch--line"
                style={{ backgroundColor: entry.color }}
                aria-hidden="true"
              />
              {entry.name}
            </dt>
            <dd>{String(entry.value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The static twelve-month illustration: a rising price inside a channel that moves with it. */
export function MissionChart() {
  return (
    <LineChart
      data={[...MISSION_CHART_POINTS]}
      // The page wraps the chart in one described image, so the chart itself takes no focus.
      accessibilityLayer={false}
      responsive
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
    >
      <CartesianGrid stroke="#e5e9ef" vertical={false} />
      <XAxis dataKey="month" tick={tickStyle} stroke="#c5ccd6" tickMargin={6} />
      <YAxis domain={Y_DOMAIN} ticks={Y_TICKS} tick={tickStyle} width={36} stroke="#c5ccd6" />
      <Tooltip content={MissionTooltip} isAnimationActive={false} />
      {SERIES.map((series) => (
        <Line
          key={series}
          type="monotone"
          dataKey={series}
          name={MISSION_SERIES_LABELS[series]}
          stroke={MISSION_SERIES_STYLE[series].color}
          strokeWidth={series === 'price' ? 3 : 2}
          strokeDasharray={MISSION_SERIES_STYLE[series].dashed ? '6 4' : undefined}
          dot={series === 'price' ? { r: 3 } : false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}

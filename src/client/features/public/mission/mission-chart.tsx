import {
  MISSION_CHART_POINTS,
  MISSION_SERIES_LABELS,
  MISSION_TOOLTIP_LABEL_PREFIX,
  type MissionSamplePoint,
} from '../../../../domain/mission-chart';
import { SvgLineChart, type LineSeries, type ValueAxis } from '../../../components/charts/svg-line-chart';
import { tickIndices } from '../../../components/charts/svg-geometry';
import { MISSION_SERIES_STYLE } from './mission-series';

const SERIES_KEYS = ['upperBound', 'price', 'lowerBound'] as const;
const SERIES: readonly LineSeries<MissionSamplePoint>[] = SERIES_KEYS.map((key) => ({
  key,
  value: (point: MissionSamplePoint) => point[key],
  color: MISSION_SERIES_STYLE[key].color,
  width: key === 'price' ? 3 : 2,
  dashed: MISSION_SERIES_STYLE[key].dashed,
  dots: key === 'price',
}));
// The points are fixed (90 to 147), so are the axis and its round ticks.
const Y_AXIS: ValueAxis = { domain: [80, 160], ticks: [80, 100, 120, 140, 160], format: String, width: 36 };
// Room for a month's name ('Sep') with space either side.
const X_LABEL_WIDTH = 36;

function MissionTooltip({ point }: { point: MissionSamplePoint }) {
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__title">
        {MISSION_TOOLTIP_LABEL_PREFIX} {point.month}
      </p>
      <dl className="chart-tooltip__figures">
        {SERIES_KEYS.map((key) => (
          <div key={key}>
            <dt>
              <span
                className="swatch swatch--line"
                style={{ backgroundColor: MISSION_SERIES_STYLE[key].color }}
                aria-hidden="true"
              />
              {MISSION_SERIES_LABELS[key]}
            </dt>
            <dd>{String(point[key])}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The static twelve-month illustration: a rising price inside a channel that moves with it. The page
 * wraps it in one described image, so the chart itself takes no focus.
 */
export function MissionChart() {
  return (
    <SvgLineChart
      points={MISSION_CHART_POINTS}
      series={SERIES}
      left={Y_AXIS}
      xTicks={(width) => tickIndices(MISSION_CHART_POINTS.length, Math.floor(width / X_LABEL_WIDTH))}
      xLabel={(point) => point.month}
      tooltip={(point) => <MissionTooltip point={point} />}
    />
  );
}

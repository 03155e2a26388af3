import { useMemo } from 'react';
import { CHART_POINT_LIMIT, downsample } from '../../../../domain/performance/downsample';
import {
  axisDomain,
  type DisplayMode,
  type NavEntry,
  type ViewPoint,
  type ViewSeriesOptions,
} from '../../../../domain/performance/view-series';
import { axisDateFormatter, formatTick, niceTicks } from '../../../components/charts/performance-figures';
import { SvgLineChart, type LineSeries, type ValueAxis } from '../../../components/charts/svg-line-chart';
import { tickIndices } from '../../../components/charts/svg-geometry';
import { useViewPoints } from '../../../components/charts/use-view-series';
import { PerformanceTooltip } from './performance-tooltip';

const PORTFOLIO_COLOR = '#0f2a4a';
const INDEX_COLOR = '#c2410c';
const LABELS = { portfolio: 'Portfolio', index: 'S&P 500' };
const LINES = [(point: ViewPoint) => point.portfolioValue, (point: ViewPoint) => point.spyValue];
// Room for one date label ('Nov 2026') with space either side.
const X_LABEL_WIDTH = 84;

interface PerformanceChartProps {
  navData: readonly NavEntry[];
  options: ViewSeriesOptions;
}

function valueAxis(values: readonly number[], mode: DisplayMode, width: number): ValueAxis {
  const domain = axisDomain(values, mode) ?? ([0, 1] as const);
  return { domain, ticks: niceTicks(domain), format: (value) => formatTick(value, mode), width };
}

/**
 * The fund against the index over the chosen range. Normalized, both lines share one axis (100 at
 * the start); raw, the NAV per unit and the index price are far apart, so each gets its own axis.
 * Long ranges are drawn through at most CHART_POINT_LIMIT real days (the range's first and last among
 * them); the pointer and the arrow keys land on every day, so the tooltip reads that day's exact
 * figures. The axes are framed on every day.
 */
export function PerformanceChart({ navData, options }: PerformanceChartProps) {
  const points = useViewPoints(navData, options);
  const { mode } = options;
  const raw = mode === 'raw';
  const drawn = useMemo(() => downsample(points, CHART_POINT_LIMIT, LINES), [points]);
  const axes = useMemo(() => {
    const portfolio = points.map(LINES[0]!);
    const spy = points.map(LINES[1]!);
    return raw
      ? { left: valueAxis(portfolio, mode, 48), right: valueAxis(spy, mode, 48) }
      : { left: valueAxis([...portfolio, ...spy], mode, 40), right: undefined };
  }, [points, mode, raw]);
  const series = useMemo<LineSeries<ViewPoint>[]>(
    () => [
      { key: 'portfolio', value: LINES[0]!, color: PORTFOLIO_COLOR },
      { key: 'index', value: LINES[1]!, color: INDEX_COLOR, right: raw },
    ],
    [raw],
  );
  const formatDate = axisDateFormatter(points[0]?.date ?? '', points[points.length - 1]?.date ?? '');

  return (
    <div className="performance-chart__frame">
      <ul className="chart-legend chart-legend--compact" aria-label="Legend">
        <li>
          <span className="legend-line" style={{ color: PORTFOLIO_COLOR }} aria-hidden="true" />
          {LABELS.portfolio}
        </li>
        <li>
          <span className="legend-line" style={{ color: INDEX_COLOR }} aria-hidden="true" />
          {LABELS.index}
        </li>
      </ul>
      <SvgLineChart
        points={points}
        drawn={drawn}
        series={series}
        left={axes.left}
        right={axes.right}
        xTicks={(width) => tickIndices(points.length, Math.max(2, Math.floor(width / X_LABEL_WIDTH)))}
        xLabel={(point) => formatDate(point.date)}
        tooltip={(point) => <PerformanceTooltip point={point} mode={mode} />}
        keyboardLabel="Portfolio and S&P 500 by day; the arrow keys move from day to day"
      />
    </div>
  );
}

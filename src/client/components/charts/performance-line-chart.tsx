import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useMemo, type ReactElement } from 'react';
import type { TooltipContentProps } from 'recharts';
import { CHART_POINT_LIMIT, downsample } from '../../../domain/performance/downsample';
import { axisDomain, type DisplayMode, type ViewPoint } from '../../../domain/performance/view-series';
import { axisDateFormatter, formatTick, niceTicks } from './performance-figures';

export const PORTFOLIO_COLOR = '#0f2a4a';
export const INDEX_COLOR = '#c2410c';

interface PerformanceLineChartProps {
  points: readonly ViewPoint[];
  mode: DisplayMode;
  /** Legend names of the two lines. */
  labels?: { portfolio: string; index: string };
  /** The hover card; each screen words its own. */
  tooltip: (props: TooltipContentProps) => ReactElement | null;
}

const tickStyle = { fill: '#4a5668', fontSize: 12 };
const LINES = [(point: ViewPoint) => point.portfolioValue, (point: ViewPoint) => point.spyValue];

/**
 * The fund against the index over the chosen range, for the public Performance page and the Reports
 * dashboard alike. Normalized, both lines share one axis (100 at the
 * start); raw, the NAV per unit and the index price are far apart, so each line gets its own axis.
 * Long ranges are drawn from at most CHART_POINT_LIMIT real days (the same days for both lines, the
 * range's first and last among them), so the tooltip shows the exact figures of the day it is on;
 * the axes are framed on every day.
 */
export function PerformanceLineChart({
  points,
  mode,
  labels = { portfolio: 'Portfolio', index: 'S&P 500' },
  tooltip,
}: PerformanceLineChartProps) {
  const first = points[0]?.date ?? '';
  const last = points[points.length - 1]?.date ?? '';
  const formatDate = axisDateFormatter(first, last);
  const raw = mode === 'raw';
  const portfolioValues = points.map((point) => point.portfolioValue);
  const spyValues = points.map((point) => point.spyValue);
  const sharedDomain = axisDomain([...portfolioValues, ...spyValues], mode) ?? undefined;
  const portfolioDomain = (raw ? axisDomain(portfolioValues, mode) : sharedDomain) ?? undefined;
  const spyDomain = axisDomain(spyValues, mode) ?? undefined;
  const tickText = (value: number) => formatTick(value, mode);
  const drawn = useMemo(() => downsample(points, CHART_POINT_LIMIT, LINES), [points]);

  return (
    <LineChart
      data={drawn}
      responsive
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: raw ? 4 : 12, bottom: 0, left: 4 }}
    >
      <CartesianGrid stroke="#e5e9ef" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={formatDate}
        tick={tickStyle}
        minTickGap={28}
        tickMargin={6}
        stroke="#c5ccd6"
      />
      <YAxis
        yAxisId="portfolio"
        domain={portfolioDomain}
        ticks={portfolioDomain ? niceTicks(portfolioDomain) : undefined}
        tickFormatter={tickText}
        tick={tickStyle}
        width={raw ? 48 : 40}
        stroke="#c5ccd6"
      />
      {raw ? (
        <YAxis
          yAxisId="index"
          orientation="right"
          domain={spyDomain}
          ticks={spyDomain ? niceTicks(spyDomain) : undefined}
          tickFormatter={tickText}
          tick={tickStyle}
          width={48}
          stroke="#c5ccd6"
        />
      ) : null}
      <Tooltip content={tooltip} isAnimationActive={false} />
      <Legend verticalAlign="top" height={28} iconType="plainline" />
      <Line
        yAxisId="portfolio"
        type="monotone"
        dataKey="portfolioValue"
        name={labels.portfolio}
        stroke={PORTFOLIO_COLOR}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        yAxisId={raw ? 'index' : 'portfolio'}
        type="monotone"
        dataKey="spyValue"
        name={labels.index}
        stroke={INDEX_COLOR}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { axisDomain, type DisplayMode, type ViewPoint } from '../../../../domain/performance/view-series';
import { axisDateFormatter, formatTick, niceTicks } from '../../../components/charts/performance-figures';
import { CHART_TEXT } from './dashboard-texts';
import { FundPerformanceTooltip } from './fund-performance-tooltip';

const PORTFOLIO_COLOR = '#0f2a4a';
const INDEX_COLOR = '#c2410c';
const tickStyle = { fill: '#4a5668', fontSize: 12 };

interface FundPerformanceChartProps {
  points: readonly ViewPoint[];
  mode: DisplayMode;
}

/**
 * The fund against the S&P 500 over the chosen period. Normalized, both lines share one axis ($100 at
 * the start); at actual prices the NAV per share and the index price are far apart, so each line gets
 * its own axis. Axes are padded by axisDomain (5 %, at least 1 normalized or 0.5 actual).
 */
export function FundPerformanceChart({ points, mode }: FundPerformanceChartProps) {
  const formatDate = axisDateFormatter(points[0]?.date ?? '', points[points.length - 1]?.date ?? '');
  const actual = mode === 'raw';
  const portfolioValues = points.map((point) => point.portfolioValue);
  const spyValues = points.map((point) => point.spyValue);
  const portfolioDomain =
    axisDomain(actual ? portfolioValues : [...portfolioValues, ...spyValues], mode) ?? undefined;
  const spyDomain = axisDomain(spyValues, mode) ?? undefined;
  const tickText = (value: number) => formatTick(value, mode);

  return (
    <LineChart
      data={[...points]}
      responsive
      style={{ width: '100%', height: '100%' }}
      margin={{ top: 8, right: actual ? 4 : 12, bottom: 0, left: 4 }}
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
        width={actual ? 52 : 44}
        stroke="#c5ccd6"
      />
      {actual ? (
        <YAxis
          yAxisId="index"
          orientation="right"
          domain={spyDomain}
          ticks={spyDomain ? niceTicks(spyDomain) : undefined}
          tickFormatter={tickText}
          tick={tickStyle}
          width={52}
          stroke="#c5ccd6"
        />
      ) : null}
      <Tooltip content={(props) => <FundPerformanceTooltip {...props} />} isAnimationActive={false} />
      <Legend verticalAlign="top" height={28} iconType="plainline" />
      <Line
        yAxisId="portfolio"
        type="monotone"
        dataKey="portfolioValue"
        name={CHART_TEXT.portfolio}
        stroke={PORTFOLIO_COLOR}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        yAxisId={actual ? 'index' : 'portfolio'}
        type="monotone"
        dataKey="spyValue"
        name={CHART_TEXT.index}
        stroke={INDEX_COLOR}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}

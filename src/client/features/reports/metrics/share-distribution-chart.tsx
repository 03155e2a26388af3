import {
  Bar,
  BarChart,
  CartesianGrid,
  Pie,
  PieChart,
  Rectangle,
  Sector,
  Tooltip,
  XAxis,
  YAxis,
  type BarShapeProps,
  type PieSectorShapeProps,
  type TooltipContentProps,
} from 'recharts';
import { formatShare } from '../../../../domain/format';
import { paletteColor } from '../../../../domain/allocation/palette';
import { formatMoney3 } from '../../../../domain/format';
import type { DistributionRow } from '../../../../domain/investors/share-distribution';
import type { ChartKind } from './chart-kinds';

interface ChartPoint {
  name: string;
  shares: number;
  percent: number;
  color: string;
  /** Read by Recharts for the slice and its legend entry. */
  fill: string;
}

const tickStyle = { fill: '#4a5668', fontSize: 12 };

function DistributionTooltip({ active, payload }: TooltipContentProps) {
  const point = payload[0]?.payload as ChartPoint | undefined;
  if (!active || !point) return null;
  return (
    <div className="chart-tooltip">
      <p className="chart-tooltip__title">
        <span className="swatch" style={{ backgroundColor: point.color }} aria-hidden="true" />
        {point.name}
      </p>
      <dl className="chart-tooltip__figures">
        <div>
          <dt>Shares</dt>
          <dd>{formatMoney3(point.shares)}</dd>
        </div>
        <div>
          <dt>Ownership</dt>
          <dd>{formatShare(point.percent)}</dd>
        </div>
      </dl>
    </div>
  );
}

// Each bar and slice takes its investor's colour from the data point.
const colorOf = (payload: unknown): string | undefined => (payload as ChartPoint | undefined)?.color;

function barShape(props: BarShapeProps) {
  return <Rectangle {...props} fill={colorOf(props.payload) ?? props.fill} />;
}

function sliceShape(props: PieSectorShapeProps) {
  return <Sector {...props} fill={colorOf(props.payload) ?? props.fill} stroke="#fff" strokeWidth={1} />;
}

function describe(points: readonly ChartPoint[]): string {
  const parts = points.map((point) => `${point.name} ${formatShare(point.percent)}`);
  return `Shares per investor: ${parts.join(', ')}`;
}

/** Shares per investor as bars or pie slices; the table view carries the same figures as text. */
export function ShareDistributionChart({
  rows,
  kind,
}: {
  rows: readonly DistributionRow[];
  kind: ChartKind;
}) {
  const points: ChartPoint[] = rows.map((row, index) => ({
    name: row.name,
    shares: row.totalShares.toNumber(),
    percent: row.ownershipPercent.toNumber(),
    color: paletteColor(index),
    fill: paletteColor(index),
  }));
  const crowded = points.length > 4;
  return (
    <>
      <figure
        className={`metrics-chart metrics-chart--${kind}`}
        role="img"
        aria-label={describe(points)}
        data-chart={kind}
      >
        {kind === 'bar' ? (
          <BarChart
            data={points}
            responsive
            accessibilityLayer={false}
            style={{ width: '100%', height: '100%' }}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          >
            <CartesianGrid stroke="#e5e9ef" vertical={false} />
            <XAxis
              dataKey="name"
              tick={tickStyle}
              interval={0}
              stroke="#c5ccd6"
              // Many names side by side would overlap: slanted, each keeps its own room.
              angle={crowded ? -30 : 0}
              textAnchor={crowded ? 'end' : 'middle'}
              height={crowded ? 90 : 30}
            />
            <YAxis tick={tickStyle} stroke="#c5ccd6" width={64} />
            <Tooltip content={DistributionTooltip} isAnimationActive={false} />
            <Bar dataKey="shares" name="Shares" maxBarSize={96} isAnimationActive={false} shape={barShape} />
          </BarChart>
        ) : (
          <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
            <Pie
              data={points}
              dataKey="shares"
              nameKey="name"
              outerRadius="75%"
              rootTabIndex={-1}
              isAnimationActive={false}
              shape={sliceShape}
            />
            <Tooltip content={DistributionTooltip} isAnimationActive={false} />
          </PieChart>
        )}
      </figure>
      {kind === 'pie' ? <PieLegend points={points} /> : null}
    </>
  );
}

/**
 * Beside the chart rather than inside it: a long list of investors would otherwise take the chart's
 * height and leave no room for the pie on a phone. The figure's label already names every slice.
 */
function PieLegend({ points }: { points: readonly ChartPoint[] }) {
  return (
    <ul className="metrics-legend" aria-hidden="true">
      {points.map((point) => (
        <li key={point.name}>
          <span className="swatch" style={{ backgroundColor: point.color }} />
          {/* Names in the text colour: the palette's lighter hues are too faint for text on white. */}
          <span className="metrics-legend__text">{point.name}</span>
        </li>
      ))}
    </ul>
  );
}

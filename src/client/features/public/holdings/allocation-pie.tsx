import { Pie, PieChart, Sector, Tooltip, type PieLabelRenderProps, type PieSectorShapeProps } from 'recharts';
import { formatShare } from '../../../../domain/allocation/format-share';
import { showsSliceLabel } from '../../../../domain/allocation/label-threshold';
import type { PublicAllocationItem } from '../../../../domain/public-data/schemas';
import { AllocationTooltip } from './allocation-tooltip';
import { allocationDescription } from './holdings-summary-model';

interface AllocationPieProps {
  items: readonly PublicAllocationItem[];
  highlighted: string | null;
  onHighlight: (ticker: string | null) => void;
}

const RADIAN = Math.PI / 180;
const LABEL_OFFSET = 14;
const HIGHLIGHT_GROWTH = 6;

/** Ticker and share beside the slice, only above the threshold (docs/requirements.md#pub-allocation-view). */
function SliceLabel(props: PieLabelRenderProps) {
  const item = props.payload as PublicAllocationItem | undefined;
  if (!item || !showsSliceLabel(item.percentage)) return null;
  const cx = Number(props.cx);
  const cy = Number(props.cy);
  const radius = Number(props.outerRadius) + LABEL_OFFSET;
  const angle = -(props.midAngle ?? 0) * RADIAN;
  const x = cx + radius * Math.cos(angle);
  const y = cy + radius * Math.sin(angle);
  const anchor = Math.abs(Math.cos(angle)) < 0.2 ? 'middle' : Math.cos(angle) > 0 ? 'start' : 'end';
  return (
    <text x={x} y={y} textAnchor={anchor} className="allocation-pie__label">
      <tspan x={x} dy="-0.2em" fontWeight={700}>
        {item.ticker}
      </tspan>
      <tspan x={x} dy="1.15em">
        {formatShare(item.percentage)}
      </tspan>
    </text>
  );
}

/**
 * The 'Portfolio Allocation' donut. To assistive technology it is one image described by its largest
 * slices; the Holdings Summary beside it lists every holding.
 */
export function AllocationPie({ items, highlighted, onHighlight }: AllocationPieProps) {
  const active = items.find((item) => item.ticker === highlighted);

  const renderSector = (props: PieSectorShapeProps) => {
    const item = items[props.index];
    const isHighlighted = item !== undefined && item.ticker === highlighted;
    const dimmed = highlighted !== null && !isHighlighted;
    return (
      <Sector
        {...props}
        fill={item?.color ?? props.fill}
        outerRadius={Number(props.outerRadius) + (isHighlighted ? HIGHLIGHT_GROWTH : 0)}
        fillOpacity={dimmed ? 0.45 : 1}
        stroke="#fff"
        strokeWidth={isHighlighted ? 2 : 1}
        data-ticker={item?.ticker}
      />
    );
  };

  return (
    <figure className="allocation-pie" role="img" aria-label={allocationDescription(items)}>
      <PieChart responsive accessibilityLayer={false} style={{ width: '100%', height: '100%' }}>
        <Pie
          data={[...items]}
          dataKey="percentage"
          nameKey="ticker"
          innerRadius="42%"
          outerRadius="64%"
          paddingAngle={0.5}
          startAngle={90}
          endAngle={-270}
          rootTabIndex={-1}
          isAnimationActive={false}
          label={SliceLabel}
          labelLine={false}
          shape={renderSector}
          onMouseEnter={(_data, index) => onHighlight(items[index]?.ticker ?? null)}
          onMouseLeave={() => onHighlight(null)}
        />
        <Tooltip content={AllocationTooltip} isAnimationActive={false} />
      </PieChart>
      <figcaption className="allocation-pie__center" aria-hidden="true">
        {active ? (
          <>
            <span className="allocation-pie__center-title">{active.ticker}</span>
            <span>{formatShare(active.percentage)}</span>
          </>
        ) : (
          <>
            <span className="allocation-pie__center-title">{items.length}</span>
            <span>holdings</span>
          </>
        )}
      </figcaption>
    </figure>
  );
}

import { useState } from 'react';
import { formatShare } from '../../../../domain/format';
import { showsSliceLabel } from '../../../../domain/allocation/label-threshold';
import type { PublicAllocationItem } from '../../../../domain/public-data/schemas';
import { arcPath, polarPoint, sliceAngles } from '../../../components/charts/svg-geometry';
import { useElementSize } from '../../../components/charts/use-element-size';
import { AllocationTooltip } from './allocation-tooltip';
import { allocationDescription } from './holdings-summary-model';

interface AllocationPieProps {
  items: readonly PublicAllocationItem[];
  highlighted: string | null;
  onHighlight: (ticker: string | null) => void;
}

const INNER = 0.42;
const OUTER = 0.64;
const PADDING_ANGLE = 0.5;
const LABEL_OFFSET = 14;
const HIGHLIGHT_GROWTH = 6;

interface SliceLabelProps {
  item: PublicAllocationItem;
  x: number;
  y: number;
  angle: number;
}

/** Ticker and share beside the slice, only above the threshold (docs/requirements.md#pub-allocation-view). */
function SliceLabel({ item, x, y, angle }: SliceLabelProps) {
  const sin = Math.sin((angle * Math.PI) / 180);
  const anchor = Math.abs(sin) < 0.2 ? 'middle' : sin > 0 ? 'start' : 'end';
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
 * The 'Portfolio Allocation' donut, drawn as plain SVG. To assistive technology it is one image
 * described by its largest slices; the Holdings Summary beside it lists every holding, and focusing
 * or pointing at a row there highlights its slice and shows its card here.
 */
export function AllocationPie({ items, highlighted, onHighlight }: AllocationPieProps) {
  const [frame, { width, height }] = useElementSize<HTMLElement>();
  const [pointer, setPointer] = useState<{ x: number; y: number } | null>(null);
  const active = items.find((item) => item.ticker === highlighted);
  const cx = width / 2;
  const cy = height / 2;
  // The radii are shares of the smaller side's half, as the chart this replaces sized them.
  const radius = Math.min(width, height) / 2;
  const angles = sliceAngles(
    items.map((item) => item.percentage),
    PADDING_ANGLE,
  );
  const activeAngles = active ? angles[items.indexOf(active)] : undefined;
  // The card follows the pointer on a slice; from a summary row it sits by the slice's middle.
  const [atX, atY] = activeAngles ? polarPoint(cx, cy, radius * OUTER, activeAngles.mid) : [cx, cy];
  const cardAt = pointer ?? { x: atX, y: atY };

  return (
    <figure className="allocation-pie" role="img" aria-label={allocationDescription(items)} ref={frame}>
      {width > 0 && height > 0 ? (
        <svg width={width} height={height} aria-hidden="true" onPointerLeave={() => setPointer(null)}>
          {items.map((item, index) => {
            const slice = angles[index]!;
            const isHighlighted = item.ticker === highlighted;
            const outer = radius * OUTER + (isHighlighted ? HIGHLIGHT_GROWTH : 0);
            return (
              <path
                key={item.ticker}
                d={arcPath(cx, cy, radius * INNER, outer, slice.start, slice.end)}
                fill={item.color}
                fillOpacity={highlighted !== null && !isHighlighted ? 0.45 : 1}
                stroke="#fff"
                strokeWidth={isHighlighted ? 2 : 1}
                data-ticker={item.ticker}
                onPointerEnter={() => onHighlight(item.ticker)}
                onPointerMove={(event) => {
                  const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
                  if (box) setPointer({ x: event.clientX - box.left, y: event.clientY - box.top });
                }}
                onPointerLeave={() => onHighlight(null)}
              />
            );
          })}
          {items.map((item, index) => {
            if (!showsSliceLabel(item.percentage)) return null;
            const { mid } = angles[index]!;
            const [x, y] = polarPoint(cx, cy, radius * OUTER + LABEL_OFFSET, mid);
            return <SliceLabel key={item.ticker} item={item} x={x} y={y} angle={mid} />;
          })}
        </svg>
      ) : null}
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
      {active ? (
        <div
          className="allocation-pie__tooltip"
          style={
            cardAt.x > cx
              ? { right: width - cardAt.x + 12, top: cardAt.y + 12 }
              : { left: cardAt.x + 12, top: cardAt.y + 12 }
          }
        >
          <AllocationTooltip item={active} />
        </div>
      ) : null}
    </figure>
  );
}

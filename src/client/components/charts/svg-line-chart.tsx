import { useMemo, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { linearScale, linePath, nearestIndex } from './svg-geometry';
import { useElementSize } from './use-element-size';

export interface LineSeries<Point> {
  key: string;
  value: (point: Point) => number;
  color: string;
  width?: number;
  dashed?: boolean;
  /** Drawn against the right axis (two series of different units). */
  right?: boolean;
  dots?: boolean;
}

export interface ValueAxis {
  domain: readonly [number, number];
  ticks: readonly number[];
  format: (value: number) => string;
  width: number;
}

export interface SvgLineChartProps<Point> {
  /** Every point; the pointer and the keys land on these, so the tooltip reads a real point. */
  points: readonly Point[];
  /** The points the lines pass through (a subset of `points`, same objects); all of them when absent. */
  drawn?: readonly Point[];
  series: readonly LineSeries<Point>[];
  left: ValueAxis;
  right?: ValueAxis;
  /** Indices of `points` labelled on the x axis, for a plot this many pixels wide. */
  xTicks: (plotWidth: number) => readonly number[];
  xLabel: (point: Point) => string;
  tooltip: (point: Point) => ReactNode;
  /** With a name, the chart is a focusable image whose arrow keys walk the points. */
  keyboardLabel?: string;
}

const TOP = 8;
const BOTTOM = 26;
const GAP = 8;
const TICK_TEXT = { fill: '#4a5668', fontSize: 12 };
const AXIS_COLOR = '#c5ccd6';

function keyStep(key: string, count: number): number | 'first' | 'last' | null {
  const page = Math.max(1, Math.round(count / 20));
  if (key === 'ArrowRight' || key === 'ArrowUp') return 1;
  if (key === 'ArrowLeft' || key === 'ArrowDown') return -1;
  if (key === 'PageUp') return page;
  if (key === 'PageDown') return -page;
  if (key === 'Home') return 'first';
  if (key === 'End') return 'last';
  return null;
}

/**
 * A responsive line chart drawn as plain SVG: lines through the drawn points, value axes with the
 * given ticks, a category x axis, and a tooltip for the point nearest the pointer (mouse, touch or,
 * when focusable, the arrow keys). It draws on the client only, once it knows its size.
 */
export function SvgLineChart<Point>(props: SvgLineChartProps<Point>) {
  const { points, drawn = points, series, left, right, xTicks, xLabel, tooltip, keyboardLabel } = props;
  const [frame, { width, height }] = useElementSize<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const x0 = left.width + GAP;
  const x1 = Math.max(x0 + 1, width - (right ? right.width + GAP : 12));
  const y1 = Math.max(TOP + 1, height - BOTTOM);
  const count = points.length;
  const xAt = linearScale([0, Math.max(count - 1, 1)], [x0, x1]);
  const yLeft = linearScale(left.domain, [y1, TOP]);
  const yRight = right ? linearScale(right.domain, [y1, TOP]) : yLeft;

  const indexOf = useMemo(() => new Map(points.map((point, index) => [point, index])), [points]);
  const paths = useMemo(
    () =>
      series.map((line) => {
        const y = line.right ? yRight : yLeft;
        const coords = drawn.map((point) => [xAt(indexOf.get(point) ?? 0), y(line.value(point))] as const);
        return { line, d: linePath(coords), coords };
      }),
    // The scales are rebuilt every render; their inputs are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [series, drawn, indexOf, width, height, left.domain, right?.domain],
  );

  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(event.clientX - box.left, count, x0, x1));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (event.key === 'Escape') return setActive(null);
    const step = keyStep(event.key, count);
    if (step === null || count === 0) return;
    event.preventDefault();
    const from = active ?? count - 1;
    const to = step === 'first' ? 0 : step === 'last' ? count - 1 : from + step;
    setActive(Math.min(count - 1, Math.max(0, to)));
  };

  const activePoint = active === null ? undefined : points[active];
  const activeX = active === null ? 0 : xAt(active);
  const tipOnLeft = activeX > (x0 + x1) / 2;
  const focusable = keyboardLabel !== undefined;

  return (
    <div className="svg-chart" ref={frame}>
      {width > 0 && height > 0 ? (
        <svg
          className="svg-chart__svg"
          width={width}
          height={height}
          role={focusable ? 'img' : undefined}
          aria-label={keyboardLabel}
          aria-hidden={focusable ? undefined : true}
          tabIndex={focusable ? 0 : undefined}
          onPointerMove={pointAt}
          onPointerDown={pointAt}
          onPointerLeave={(event) => event.pointerType === 'mouse' && setActive(null)}
          onKeyDown={focusable ? onKeyDown : undefined}
          onFocus={() => setActive((old) => old ?? (count > 0 ? count - 1 : null))}
          onBlur={() => setActive(null)}
        >
          {left.ticks.map((tick) => (
            <g key={`l${tick}`}>
              <line x1={x0} x2={x1} y1={yLeft(tick)} y2={yLeft(tick)} stroke="#e5e9ef" />
              <text x={x0 - 6} y={yLeft(tick)} dy="0.32em" textAnchor="end" {...TICK_TEXT}>
                {left.format(tick)}
              </text>
            </g>
          ))}
          {right?.ticks.map((tick) => (
            <text key={`r${tick}`} x={x1 + 6} y={yRight(tick)} dy="0.32em" {...TICK_TEXT}>
              {right.format(tick)}
            </text>
          ))}
          <line x1={x0} x2={x1} y1={y1} y2={y1} stroke={AXIS_COLOR} />
          {xTicks(x1 - x0).map((index) => {
            const point = points[index];
            return point === undefined ? null : (
              <text key={`x${index}`} x={xAt(index)} y={y1 + 18} textAnchor="middle" {...TICK_TEXT}>
                {xLabel(point)}
              </text>
            );
          })}
          {activePoint !== undefined ? (
            <line x1={activeX} x2={activeX} y1={TOP} y2={y1} stroke="#9aa5b4" strokeDasharray="3 3" />
          ) : null}
          {paths.map(({ line, d, coords }) => (
            <g key={line.key}>
              <path
                className="svg-chart__line"
                d={d}
                fill="none"
                stroke={line.color}
                strokeWidth={line.width ?? 2}
                strokeDasharray={line.dashed ? '6 4' : undefined}
                strokeLinejoin="round"
              />
              {line.dots
                ? coords.map(([cx, cy]) => <circle key={cx} cx={cx} cy={cy} r={3} fill={line.color} />)
                : null}
            </g>
          ))}
          {activePoint !== undefined
            ? series.map((line) => (
                <circle
                  key={`a${line.key}`}
                  cx={activeX}
                  cy={(line.right ? yRight : yLeft)(line.value(activePoint))}
                  r={4}
                  fill={line.color}
                  stroke="#fff"
                  strokeWidth={2}
                />
              ))
            : null}
        </svg>
      ) : null}
      {/* Always in place, so a screen reader hears the day the arrow keys land on. */}
      <div
        className="svg-chart__tooltip"
        aria-live={focusable ? 'polite' : undefined}
        hidden={activePoint === undefined}
        style={tipOnLeft ? { right: width - activeX + 12 } : { left: activeX + 12 }}
      >
        {activePoint === undefined ? null : tooltip(activePoint)}
      </div>
    </div>
  );
}

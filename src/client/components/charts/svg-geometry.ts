/** Pure geometry of the hand-drawn SVG charts (the public pages draw without a chart library). */

/** A linear map from a domain onto a pixel range; a flat domain maps to the range's middle. */
export function linearScale(
  domain: readonly [number, number],
  range: readonly [number, number],
): (value: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  const ratio = (r1 - r0) / (d1 - d0);
  return (value) => r0 + (value - d0) * ratio;
}

/** The index (0..count-1) whose evenly spaced position over [start, end] is nearest to `x`. */
export function nearestIndex(x: number, count: number, start: number, end: number): number {
  if (count <= 1 || end === start) return 0;
  const raw = Math.round(((x - start) / (end - start)) * (count - 1));
  return Math.min(count - 1, Math.max(0, raw));
}

/** Straight segments through the points, two decimals each: one M, then one L per further point. */
export function linePath(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(2)},${y.toFixed(2)}`).join('');
}

/** A point at `angle` degrees clockwise from twelve o'clock, `radius` from the centre. */
export function polarPoint(cx: number, cy: number, radius: number, angle: number): [number, number] {
  const radians = (angle * Math.PI) / 180;
  return [cx + radius * Math.sin(radians), cy - radius * Math.cos(radians)];
}

const round = (value: number) => Number(value.toFixed(2));

/**
 * A donut slice from `start` to `end` degrees (clockwise from twelve o'clock) between two radii. A
 * full turn is drawn as two halves: an arc cannot start and end on the same point.
 */
export function arcPath(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  start: number,
  end: number,
): string {
  const sweep = Math.min(Math.max(end - start, 0), 360);
  if (sweep >= 360) {
    const half = start + 180;
    return `${arcPath(cx, cy, inner, outer, start, half)}${arcPath(cx, cy, inner, outer, half, start + 360)}`;
  }
  const large = sweep > 180 ? 1 : 0;
  const [ox0, oy0] = polarPoint(cx, cy, outer, start).map(round) as [number, number];
  const [ox1, oy1] = polarPoint(cx, cy, outer, start + sweep).map(round) as [number, number];
  const [ix1, iy1] = polarPoint(cx, cy, inner, start + sweep).map(round) as [number, number];
  const [ix0, iy0] = polarPoint(cx, cy, inner, start).map(round) as [number, number];
  return (
    `M${ox0},${oy0}A${outer},${outer} 0 ${large} 1 ${ox1},${oy1}` +
    `L${ix1},${iy1}A${inner},${inner} 0 ${large} 0 ${ix0},${iy0}Z`
  );
}

export interface SliceAngles {
  start: number;
  end: number;
  mid: number;
}

/** Each share's angles around the circle, in order, starting at twelve o'clock, `gap` degrees apart. */
export function sliceAngles(shares: readonly number[], gap = 0): SliceAngles[] {
  const total = shares.reduce((sum, share) => sum + Math.max(share, 0), 0);
  if (!(total > 0)) return shares.map(() => ({ start: 0, end: 0, mid: 0 }));
  const usable = 360 - (shares.length > 1 ? gap * shares.length : 0);
  let at = 0;
  return shares.map((share) => {
    const sweep = (Math.max(share, 0) / total) * usable;
    const start = at;
    const end = at + sweep;
    at = end + (shares.length > 1 ? gap : 0);
    return { start, end, mid: (start + end) / 2 };
  });
}

/** Evenly spaced indices for category-axis labels: at most `max`, the first always among them. */
export function tickIndices(count: number, max: number): number[] {
  if (count <= 0 || max <= 0) return [];
  const step = Math.max(1, Math.ceil(count / max));
  const indices: number[] = [];
  for (let index = 0; index < count; index += step) indices.push(index);
  return indices;
}

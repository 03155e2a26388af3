/** About as many points as a chart can show apart on a wide screen; more only costs drawing time. */
export const CHART_POINT_LIMIT = 500;

/** One line of the chart: how to read its value from a point. */
export type SeriesValue<Point> = (point: Point) => number;

/**
 * Largest-triangle-three-buckets over several lines at once: at most `limit` of `points`, the first
 * and the last always, and between them one point per bucket, the one that spans the largest
 * triangle with the point kept before it and the average of the next bucket, summed over the lines
 * (each measured against its own range, so a line of prices near 500 does not drown one near 1).
 * The same points are kept for every line, so whatever is drawn is a real point with all its values;
 * nothing is averaged or interpolated. x is the position in the list, as on a category axis.
 * Fewer points than `limit` come back as they are (a copy).
 */
export function downsample<Point>(
  points: readonly Point[],
  limit: number,
  series: readonly SeriesValue<Point>[],
): Point[] {
  if (!Number.isInteger(limit) || limit < 2) throw new RangeError('downsample keeps at least 2 points');
  const count = points.length;
  if (count <= limit) return [...points];
  if (limit === 2) return [points[0]!, points[count - 1]!];

  const values = series.map((value) => points.map(value));
  const scales = values.map((line) => {
    const finite = line.filter(Number.isFinite);
    const range = finite.length > 0 ? Math.max(...finite) - Math.min(...finite) : 0;
    return range > 0 ? 1 / range : 0;
  });

  const kept: Point[] = [points[0]!];
  const bucketSize = (count - 2) / (limit - 2);
  const bucketStart = (bucket: number) => Math.floor(bucket * bucketSize) + 1;
  let previous = 0;
  for (let bucket = 0; bucket < limit - 2; bucket++) {
    const start = bucketStart(bucket);
    const end = bucketStart(bucket + 1);
    // The next bucket's average; after the last bucket, the last point itself.
    const nextStart = end;
    const nextEnd = bucket === limit - 3 ? count : bucketStart(bucket + 2);
    const nextX = (nextStart + nextEnd - 1) / 2;
    const nextY = values.map((line) => average(line, nextStart, nextEnd));

    let best = start;
    let bestArea = -1;
    for (let index = start; index < end; index++) {
      let area = 0;
      for (let line = 0; line < values.length; line++) {
        const y = values[line]!;
        const previousY = y[previous]!;
        const triangle = Math.abs(
          (previous - nextX) * (y[index]! - previousY) - (previous - index) * (nextY[line]! - previousY),
        );
        if (Number.isFinite(triangle)) area += triangle * scales[line]!;
      }
      if (area > bestArea) {
        bestArea = area;
        best = index;
      }
    }
    kept.push(points[best]!);
    previous = best;
  }
  kept.push(points[count - 1]!);
  return kept;
}

function average(line: readonly number[], start: number, end: number): number {
  let sum = 0;
  let finite = 0;
  for (let index = start; index < end; index++) {
    const value = line[index]!;
    if (Number.isFinite(value)) {
      sum += value;
      finite++;
    }
  }
  return finite > 0 ? sum / finite : Number.NaN;
}

import { describe, expect, it } from 'vitest';
import {
  arcPath,
  linearScale,
  linePath,
  nearestIndex,
  polarPoint,
  sliceAngles,
  tickIndices,
} from './svg-geometry';

describe('linearScale', () => {
  it.each([
    { domain: [0, 10], range: [0, 100], value: 5, expected: 50 },
    { domain: [80, 160], range: [300, 0], value: 80, expected: 300 },
    { domain: [80, 160], range: [300, 0], value: 160, expected: 0 },
    { domain: [80, 160], range: [300, 0], value: 120, expected: 150 },
    { domain: [5, 5], range: [0, 100], value: 5, expected: 50 },
  ] as const)('$domain onto $range maps $value to $expected', ({ domain, range, value, expected }) => {
    expect(linearScale(domain, range)(value)).toBeCloseTo(expected, 9);
  });
});

describe('nearestIndex', () => {
  it.each([
    { x: 0, count: 11, start: 0, end: 100, expected: 0 },
    { x: 100, count: 11, start: 0, end: 100, expected: 10 },
    { x: 14, count: 11, start: 0, end: 100, expected: 1 },
    { x: 16, count: 11, start: 0, end: 100, expected: 2 },
    { x: -50, count: 11, start: 0, end: 100, expected: 0 },
    { x: 500, count: 11, start: 0, end: 100, expected: 10 },
    { x: 40, count: 1, start: 0, end: 100, expected: 0 },
    { x: 60, count: 3, start: 40, end: 80, expected: 1 },
  ])('$x over $count points in [$start, $end] is index $expected', ({ x, count, start, end, expected }) => {
    expect(nearestIndex(x, count, start, end)).toBe(expected);
  });
});

describe('linePath', () => {
  it.each([
    { points: [], expected: '' },
    { points: [[1, 2]], expected: 'M1.00,2.00' },
    {
      points: [
        [0, 0],
        [10.123, 5],
        [20, 7.456],
      ],
      expected: 'M0.00,0.00L10.12,5.00L20.00,7.46',
    },
  ] as { points: [number, number][]; expected: string }[])('draws $expected', ({ points, expected }) => {
    expect(linePath(points)).toBe(expected);
  });
});

describe('polarPoint', () => {
  it.each([
    { angle: 0, expected: [50, 40] },
    { angle: 90, expected: [60, 50] },
    { angle: 180, expected: [50, 60] },
    { angle: 270, expected: [40, 50] },
  ])('at $angle degrees is $expected', ({ angle, expected }) => {
    const [x, y] = polarPoint(50, 50, 10, angle);
    expect(x).toBeCloseTo(expected[0]!, 9);
    expect(y).toBeCloseTo(expected[1]!, 9);
  });
});

describe('arcPath', () => {
  it.each([
    { start: 0, end: 90, expected: 'M50,40A10,10 0 0 1 60,50L55,50A5,5 0 0 0 50,45Z' },
    { start: 0, end: 270, expected: 'M50,40A10,10 0 1 1 40,50L45,50A5,5 0 1 0 50,45Z' },
    { start: 90, end: 90, expected: 'M60,50A10,10 0 0 1 60,50L55,50A5,5 0 0 0 55,50Z' },
  ])('from $start to $end degrees', ({ start, end, expected }) => {
    expect(arcPath(50, 50, 5, 10, start, end)).toBe(expected);
  });

  it('draws a full turn as two half arcs', () => {
    expect(arcPath(50, 50, 5, 10, 0, 360)).toBe(
      'M50,40A10,10 0 0 1 50,60L50,55A5,5 0 0 0 50,45Z' + 'M50,60A10,10 0 0 1 50,40L50,45A5,5 0 0 0 50,55Z',
    );
  });
});

describe('sliceAngles', () => {
  it.each([
    {
      shares: [50, 50],
      gap: 0,
      expected: [
        [0, 180, 90],
        [180, 360, 270],
      ],
    },
    {
      shares: [75, 25],
      gap: 0,
      expected: [
        [0, 270, 135],
        [270, 360, 315],
      ],
    },
    {
      shares: [1, 1],
      gap: 10,
      expected: [
        [0, 170, 85],
        [180, 350, 265],
      ],
    },
    { shares: [100], gap: 10, expected: [[0, 360, 180]] },
    {
      shares: [0, 0],
      gap: 0,
      expected: [
        [0, 0, 0],
        [0, 0, 0],
      ],
    },
  ])('$shares with a gap of $gap', ({ shares, gap, expected }) => {
    expect(sliceAngles(shares, gap).map(({ start, end, mid }) => [start, end, mid])).toEqual(expected);
  });
});

describe('tickIndices', () => {
  it.each([
    { count: 12, max: 12, expected: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
    { count: 12, max: 6, expected: [0, 2, 4, 6, 8, 10] },
    { count: 10, max: 4, expected: [0, 3, 6, 9] },
    { count: 0, max: 4, expected: [] },
    { count: 5, max: 0, expected: [] },
  ])('$count categories, at most $max labels', ({ count, max, expected }) => {
    expect(tickIndices(count, max)).toEqual(expected);
  });
});

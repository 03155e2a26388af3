import { describe, expect, it } from 'vitest';
import { MISSION_CHART_POINTS } from './mission-chart';

describe('MISSION_CHART_POINTS', () => {
  it('has twelve months, January to December', () => {
    expect(MISSION_CHART_POINTS.map((point) => point.month)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
  });

  it.each(MISSION_CHART_POINTS.map((point) => [point.month, point] as const))(
    '%s: price inside its channel',
    (_month, point) => {
      expect(point.lowerBound).toBeLessThan(point.price);
      expect(point.price).toBeLessThan(point.upperBound);
    },
  );

  it('ends higher than it starts', () => {
    expect(MISSION_CHART_POINTS.at(-1)!.price).toBeGreaterThan(MISSION_CHART_POINTS[0]!.price);
  });
});

import { describe, expect, it } from 'vitest';
import { fundClock } from './fund-clock';

// 2025-07-01 02:30 UTC: still June 30 in New York, already July 1 in Tokyo.
const INSTANT = new Date('2025-07-01T02:30:00.000Z');

describe('fundClock: today in the fund time zone', () => {
  it.each([
    ['UTC', '2025-07-01'],
    ['America/New_York', '2025-06-30'],
    ['Asia/Tokyo', '2025-07-01'],
    ['Pacific/Honolulu', '2025-06-30'],
  ])('%s reads %s', (zone, day) => {
    const clock = fundClock(zone, () => INSTANT);
    expect(clock.today()).toBe(day);
  });

  it('keeps the day across the host zone: 23:59:59 and midnight in the fund zone', () => {
    const beforeMidnight = new Date('2025-07-01T03:59:59.000Z');
    expect(fundClock('America/New_York', () => beforeMidnight).today()).toBe('2025-06-30');
    expect(fundClock('America/New_York', () => new Date(beforeMidnight.getTime() + 1000)).today()).toBe(
      '2025-07-01',
    );
  });

  it('gives the instant itself unchanged', () => {
    expect(fundClock('Asia/Tokyo', () => INSTANT).now()).toBe(INSTANT);
  });
});

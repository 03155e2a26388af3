import { describe, expect, it } from 'vitest';
import { localToday } from '../domain/calendar';
import { fundClock, isTimeZone } from './fund-clock';

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
    // The domain's rules read the wall clock's local fields.
    expect(localToday(clock.wallClock())).toBe(day);
  });

  it('keeps the hour and minute of the zone', () => {
    const wall = fundClock('America/New_York', () => INSTANT).wallClock();
    expect([wall.getHours(), wall.getMinutes()]).toEqual([22, 30]);
  });

  it('gives the instant itself unchanged', () => {
    expect(fundClock('Asia/Tokyo', () => INSTANT).now()).toBe(INSTANT);
  });

  it.each([
    ['America/New_York', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%j is a time zone: %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});

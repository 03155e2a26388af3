import { describe, expect, it } from 'vitest';
import { isTimeZone, NEW_YORK, zonedDay, zonedTimeText } from './time-zones';

// 2025-07-01 02:30 UTC: still June 30 in New York and Honolulu, already July 1 in Tokyo.
const INSTANT = Date.parse('2025-07-01T02:30:00.000Z');

describe('the wall clock of an instant in a zone', () => {
  it.each([
    ['UTC', '2025-07-01T02:30:00'],
    [NEW_YORK, '2025-06-30T22:30:00'],
    ['Asia/Tokyo', '2025-07-01T11:30:00'],
    ['Pacific/Honolulu', '2025-06-30T16:30:00'],
    // 25 hours apart: the two days of the e2e test's browser and fund.
    ['Pacific/Kiritimati', '2025-07-01T16:30:00'],
    ['Pacific/Pago_Pago', '2025-06-30T15:30:00'],
  ])('%s reads %s', (zone, text) => {
    expect(zonedTimeText(INSTANT, zone)).toBe(text);
    expect(zonedDay(INSTANT, zone)).toBe(text.slice(0, 10));
  });

  it('throws for an unknown zone rather than reading another', () => {
    expect(() => zonedDay(INSTANT, 'Mars/Olympus')).toThrow('Unknown time zone');
    expect(() => zonedTimeText(INSTANT, 'Mars/Olympus')).toThrow('Unknown time zone');
  });

  it.each([
    ['America/New_York', true],
    ['Europe/London', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    [' ', false],
  ])('%j is a time zone: %s', (zone, known) => {
    expect(isTimeZone(zone)).toBe(known);
  });
});

import { describe, expect, it } from 'vitest';
import {
  instantOf,
  isTimeZone,
  NEW_YORK,
  wallClockInZone,
  zonedTimeText,
  type WallClock,
} from '../time-zones';
import { parseOffsetTimestamp, parseWallClock } from './trade-times';

const newYorkTimeOf = (epochMs: number) => zonedTimeText(epochMs, NEW_YORK);
const newYorkTimeFromZone = (w: WallClock, zone: string) => wallClockInZone(w, zone, NEW_YORK);

const wall = (text: string): WallClock => {
  const parsed = parseWallClock(text);
  if (parsed === null) throw new Error(`not a wall clock: ${text}`);
  return parsed.wall;
};

describe('an offset timestamp as New York wall-clock time', () => {
  it.each<[string, string, string]>([
    ['London afternoon, summer', '2025-09-17T14:40:51+0100', '2025-09-17T09:40:51'],
    ['after 20:00 in a zone east of New York', '2025-09-16T21:45:00+0100', '2025-09-16T16:45:00'],
    [
      "past midnight in London is still New York's evening",
      '2025-09-17T01:30:00+0100',
      '2025-09-16T20:30:00',
    ],
    ['Tokyo morning is the previous New York day', '2025-09-18T05:00:00+0900', '2025-09-17T16:00:00'],
    ['New York itself', '2025-09-16T20:30:00-0400', '2025-09-16T20:30:00'],
    ['UTC with Z', '2025-09-17T00:30:00Z', '2025-09-16T20:30:00'],
    ['colon offset and fraction', '2025-09-17T14:40:51.123+01:00', '2025-09-17T09:40:51'],
    ['winter: New York is UTC-5', '2025-01-15T20:00:00+0000', '2025-01-15T15:00:00'],
    ['just before the spring change', '2025-03-09T06:59:59Z', '2025-03-09T01:59:59'],
    ['just after the spring change', '2025-03-09T07:00:00Z', '2025-03-09T03:00:00'],
    ['first 1:30 of the autumn change', '2025-11-02T05:30:00Z', '2025-11-02T01:30:00'],
    ['second 1:30 of the autumn change', '2025-11-02T06:30:00Z', '2025-11-02T01:30:00'],
  ])('%s: %s is %s', (_name, text, expected) => {
    expect(newYorkTimeOf(parseOffsetTimestamp(text)!)).toBe(expected);
  });

  it.each([
    '2025-09-17 14:40:51+0100',
    '2025-09-17T14:40:51',
    '2025-09-17T24:00:00+0100',
    '2025-02-30T10:00:00Z',
    '2025-09-17T10:00:00+1500',
    'x',
  ])('refuses %j', (text) => {
    expect(parseOffsetTimestamp(text)).toBeNull();
  });
});

describe('a wall-clock time in a named zone as New York time', () => {
  it.each<[string, string, string, string]>([
    [
      'Berlin after 20:00 the day before in New York',
      '2025-09-17 02:15:00',
      'Europe/Berlin',
      '2025-09-16T20:15:00',
    ],
    ['Berlin evening, same New York day', '2025-08-07 21:59:30', 'Europe/Berlin', '2025-08-07T15:59:30'],
    ['Tokyo', '2025-09-18T05:00', 'Asia/Tokyo', '2025-09-17T16:00:00'],
    ['Los Angeles is behind New York', '2025-09-16 18:00:00', 'America/Los_Angeles', '2025-09-16T21:00:00'],
    ['New York unchanged', '2025-09-16 20:30:00', NEW_YORK, '2025-09-16T20:30:00'],
    ['UTC', '2025-09-17 00:30:00', 'UTC', '2025-09-16T20:30:00'],
    ['London in winter', '2025-01-15 20:00:00', 'Europe/London', '2025-01-15T15:00:00'],
    ['Europe changed first, New York not yet', '2025-03-30 12:00:00', 'Europe/London', '2025-03-30T07:00:00'],
  ])('%s: %s in %s is %s', (_name, text, zone, expected) => {
    expect(newYorkTimeFromZone(wall(text), zone)).toBe(expected);
  });

  it('reads a New York time skipped in spring as the hour after, and a repeated one as its first', () => {
    expect(newYorkTimeOf(instantOf(wall('2025-03-09 02:30:00'), NEW_YORK)!)).toBe('2025-03-09T03:30:00');
    expect(new Date(instantOf(wall('2025-11-02 01:30:00'), NEW_YORK)!).toISOString()).toBe(
      '2025-11-02T05:30:00.000Z',
    );
  });

  it('knows IANA zones and refuses others', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(newYorkTimeFromZone(wall('2025-09-17 10:00:00'), 'Mars/Olympus')).toBeNull();
  });
});

describe("a file's time on another fund's clock", () => {
  it.each<[string, string, string, string, string]>([
    [
      'New York evening is already the next day in Tokyo',
      '2025-09-16 20:30:00',
      NEW_YORK,
      'Asia/Tokyo',
      '2025-09-17T09:30:00',
    ],
    [
      'London morning is the night before in Honolulu',
      '2025-01-15 08:00:00',
      'Europe/London',
      'Pacific/Honolulu',
      '2025-01-14T22:00:00',
    ],
    [
      'the same zone is unchanged',
      '2025-09-16 20:30:00',
      'Europe/Berlin',
      'Europe/Berlin',
      '2025-09-16T20:30:00',
    ],
    // St John's moves its clocks at 02:00 local, half past a UTC hour.
    [
      "just before St John's spring change",
      '2025-03-09 05:29:59',
      'UTC',
      'America/St_Johns',
      '2025-03-09T01:59:59',
    ],
    ['just after it', '2025-03-09 05:30:00', 'UTC', 'America/St_Johns', '2025-03-09T03:00:00'],
  ])('%s: %s in %s is %s there', (_name, text, from, to, expected) => {
    expect(wallClockInZone(wall(text), from, to)).toBe(expected);
  });

  it('refuses an unknown zone on either side', () => {
    expect(wallClockInZone(wall('2025-09-17 10:00:00'), NEW_YORK, 'Mars/Olympus')).toBeNull();
    expect(wallClockInZone(wall('2025-09-17 10:00:00'), 'Mars/Olympus', 'Mars/Olympus')).toBeNull();
  });
});

describe('wall-clock text', () => {
  it.each<[string, { wall: WallClock; timeKnown: boolean } | null]>([
    [
      '2025-08-06, 15:32:56',
      { wall: { year: 2025, month: 8, day: 6, hour: 15, minute: 32, second: 56 }, timeKnown: true },
    ],
    [
      '2025-08-06 9:05',
      { wall: { year: 2025, month: 8, day: 6, hour: 9, minute: 5, second: 0 }, timeKnown: true },
    ],
    [
      '2025-08-06',
      { wall: { year: 2025, month: 8, day: 6, hour: 0, minute: 0, second: 0 }, timeKnown: false },
    ],
    ['2025-08-06 25:00:00', null],
    ['2025-13-06', null],
    ['1989-12-31', null],
    ['2101-01-01', null],
    ['08/06/2025', null],
  ])('%j', (text, expected) => {
    expect(parseWallClock(text)).toEqual(expected);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEW_YORK, zonedDay, zoneOffsets, zonedTimeText } from './time-zones';
import { dayFromTable, offsetFromTable, parseZoneOffsets, wallClockFromTable } from './zone-offsets';

const DAY = 86_400_000;
const FROM = Date.parse('2025-01-01T00:00:00Z');
const UNTIL = FROM + 3 * 366 * DAY;

// Summer time in both hemispheres, half-hour and quarter-hour offsets, a half-hour change (Lord Howe),
// none at all, and the e2e tests' two zones 25 hours apart.
const ZONES = [
  NEW_YORK,
  'Europe/London',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Pacific/Chatham',
  'America/Santiago',
  'Asia/Tokyo',
  'UTC',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

const tables = new Map(ZONES.map((zone) => [zone, zoneOffsets(zone, FROM, UNTIL)]));

describe("a zone's offsets as a table", () => {
  it("reads every instant's wall clock as Intl does, in every zone, over three years", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: FROM, max: UNTIL - 1 }), (zone, instant) => {
        const table = tables.get(zone)!;
        expect(wallClockFromTable(table, instant)).toBe(zonedTimeText(instant, zone));
        expect(dayFromTable(table, instant)).toBe(zonedDay(instant, zone));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the seconds on either side of every change as Intl does', () => {
    for (const zone of ZONES) {
      const { starts } = tables.get(zone)!;
      for (const start of starts.slice(1)) {
        for (const instant of [start - 1000, start - 1, start, start + 999]) {
          expect(wallClockFromTable(tables.get(zone)!, instant)).toBe(zonedTimeText(instant, zone));
        }
      }
    }
  });

  it('finds New York’s changes of 2025 to the second, and two a year', () => {
    const table = tables.get(NEW_YORK)!;
    expect(table.starts.slice(0, 3).map((start) => new Date(start).toISOString())).toEqual([
      '2025-01-01T00:00:00.000Z',
      '2025-03-09T07:00:00.000Z',
      '2025-11-02T06:00:00.000Z',
    ]);
    expect(table.offsets.slice(0, 3)).toEqual([-5 * 3_600_000, -4 * 3_600_000, -5 * 3_600_000]);
    expect(table.starts).toHaveLength(7);
    expect(tables.get('UTC')).toEqual({ starts: [FROM], offsets: [0], until: UNTIL });
  });

  it('answers nothing outside its span, so the caller asks Intl', () => {
    const table = tables.get(NEW_YORK)!;
    expect(offsetFromTable(table, FROM - 1)).toBeNull();
    expect(dayFromTable(table, UNTIL)).toBeNull();
    expect(dayFromTable(table, UNTIL - 1)).toBe(zonedDay(UNTIL - 1, NEW_YORK));
  });
});

describe('an embedded table read back', () => {
  it('keeps a well-formed table as it is', () => {
    const table = tables.get(NEW_YORK)!;
    expect(parseZoneOffsets(JSON.parse(JSON.stringify(table)))).toEqual(table);
  });

  it.each([
    ['nothing', null],
    ['a text', 'America/New_York'],
    ['no starts', { starts: [], offsets: [], until: 10 }],
    ['lists of different lengths', { starts: [0, 5], offsets: [0], until: 10 }],
    ['starts out of order', { starts: [5, 0], offsets: [0, 0], until: 10 }],
    ['an end before the last start', { starts: [0, 5], offsets: [0, 0], until: 5 }],
    ['a fraction', { starts: [0.5], offsets: [0], until: 10 }],
    ['an offset of a day', { starts: [0], offsets: [DAY], until: 10 }],
    ['a number as text', { starts: ['0'], offsets: [0], until: 10 }],
  ])('refuses %s', (_name, value) => {
    expect(parseZoneOffsets(value)).toBeNull();
  });
});

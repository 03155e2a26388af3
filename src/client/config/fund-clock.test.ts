import { afterEach, describe, expect, it, vi } from 'vitest';
import { zoneOffsets } from '../../domain/time-zones';
import { fundClockOf } from './fund-clock';

// 2025-07-01 02:30 UTC: 1 July in Kiritimati (UTC+14), still 30 June in Pago Pago (UTC-11).
const INSTANT = Date.parse('2025-07-01T02:30:00Z');

describe("the browser's copy of the fund clock", () => {
  it.each([
    ['Pacific/Kiritimati', '2025-07-01'],
    ['Pacific/Pago_Pago', '2025-06-30'],
    ['America/New_York', '2025-06-30'],
  ])('in %s reads %s, whatever zone the browser is in', (timeZone, day) => {
    expect(fundClockOf({ timeZone }, () => INSTANT).today()).toBe(day);
  });

  it("reads the present each time, so a tab left open moves on at the fund's midnight", () => {
    let now = Date.parse('2025-07-01T03:59:59Z');
    const clock = fundClockOf({ timeZone: 'America/New_York', today: '2025-06-30' }, () => now);
    expect(clock.today()).toBe('2025-06-30');
    now += 1000;
    expect(clock.today()).toBe('2025-07-01');
  });

  it("falls back to the server's day for a zone this browser does not know", () => {
    const clock = fundClockOf({ timeZone: 'Mars/Olympus', today: '2025-06-30' }, () => INSTANT);
    expect(clock.today()).toBe('2025-06-30');
  });
});

describe("a server-rendered page's clock", () => {
  const DAY = 86_400_000;
  afterEach(() => vi.restoreAllMocks());

  it('reads the day from the embedded offsets without constructing a time-zoned Intl format', () => {
    // Niue (UTC-11) is read nowhere else in this file, so no format of it is kept from another test.
    const table = { starts: [INSTANT - DAY], offsets: [-11 * 3_600_000], until: INSTANT + DAY };
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    const clock = fundClockOf({ timeZone: 'Pacific/Niue', zoneOffsets: table }, () => INSTANT);
    expect(clock.today()).toBe('2025-06-30');
    expect(formats).not.toHaveBeenCalled();
  });

  it("asks the zone past the offsets' span", () => {
    let now = INSTANT;
    // Offsets of another zone (UTC+14) make the answer tell which source was read.
    const kiritimati = zoneOffsets('Pacific/Kiritimati', INSTANT - DAY, INSTANT + DAY);
    const clock = fundClockOf({ timeZone: 'Pacific/Pago_Pago', zoneOffsets: kiritimati }, () => now);
    expect(clock.today()).toBe('2025-07-01');
    now = INSTANT + 2 * DAY;
    expect(clock.today()).toBe('2025-07-02');
  });
});

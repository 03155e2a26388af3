import { describe, expect, it } from 'vitest';
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

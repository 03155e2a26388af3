import { describe, expect, it } from 'vitest';
import { createSignInThrottle, SIGN_IN_LIMITS, tooManyAttemptsMessage } from './sign-in-throttle';

describe('the sign-in throttle', () => {
  const clock = () => {
    let time = 1_000_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it('refuses an account after its failures, until the oldest ages out of the window', () => {
    const { now, advance } = clock();
    const throttle = createSignInThrottle(SIGN_IN_LIMITS, now);
    for (let i = 0; i < 4; i += 1) {
      throttle.failed('Admin@Fund.local ', '203.0.113.1');
      advance(1000);
    }
    expect(throttle.waitMs('admin@fund.local', '203.0.113.1')).toBe(0);
    throttle.failed('admin@fund.local', '203.0.113.9');
    // Five failures, from any address: the account waits until the first is 15 minutes old.
    const wait = throttle.waitMs('admin@fund.local', '198.51.100.1');
    expect(wait).toBe(15 * 60_000 - 4000);
    expect(throttle.waitMs('member@fund.local', '198.51.100.1')).toBe(0);
    advance(wait);
    expect(throttle.waitMs('admin@fund.local', '198.51.100.1')).toBe(0);
  });

  it('refuses an address after its failures, whatever the accounts', () => {
    const { now } = clock();
    const throttle = createSignInThrottle(SIGN_IN_LIMITS, now);
    for (let i = 0; i < 20; i += 1) throttle.failed(`guess${i}@fund.local`, '203.0.113.1');
    expect(throttle.waitMs('admin@fund.local', '203.0.113.1')).toBe(15 * 60_000);
    expect(throttle.waitMs('admin@fund.local', '203.0.113.2')).toBe(0);
  });

  it("a right password clears the account's failures", () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < 4; i += 1) throttle.failed('admin@fund.local', '203.0.113.1');
    throttle.succeeded('ADMIN@fund.local');
    throttle.failed('admin@fund.local', '203.0.113.1');
    expect(throttle.waitMs('admin@fund.local', '203.0.113.1')).toBe(0);
  });

  it.each([
    [1, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [15 * 60_000, '15 minutes'],
  ])('says how long to wait (%i ms)', (ms, said) => {
    expect(tooManyAttemptsMessage(ms)).toContain(`Try again in ${said}.`);
  });
});

import type { Clock } from '../../src/server/sources/cached-value';

export interface ManualClock extends Clock {
  /** Moves time on and fires the timers that fall due. */
  advance(ms: number): void;
}

/** Time that moves only when the test says. */
export function manualClock(): ManualClock {
  let now = 0;
  const timers: { at: number; fn: () => void; done: boolean }[] = [];
  return {
    now: () => now,
    setTimer(fn, ms) {
      const timer = { at: now + ms, fn, done: false };
      timers.push(timer);
      return () => void (timer.done = true);
    },
    advance(ms) {
      now += ms;
      for (const timer of timers) {
        if (timer.done || timer.at > now) continue;
        timer.done = true;
        timer.fn();
      }
    },
  };
}

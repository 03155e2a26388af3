import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../../test/support/manual-clock';
import { CachedValue, FAILURE_MEMORY_MS, StillLoadingError } from './cached-value';

const TTL = 1_000;
/** A period longer than the failure memory, for the tests of that memory itself. */
const LONG_TTL = 300_000;
const WAIT = 3_000;
const MEMORY = 30_000;

/** Loads that stay pending until the test settles them, newest last. */
function controllableLoads() {
  const pending: { resolve(value: string): void; reject(error: Error): void }[] = [];
  const load = vi.fn(() => new Promise<string>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, latest: () => pending.at(-1)! };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

function setUp({ ttlMs = TTL, failureMemoryMs = MEMORY as number | undefined } = {}) {
  const clock = manualClock();
  const loads = controllableLoads();
  const onRefreshError = vi.fn();
  const cache = new CachedValue({
    load: loads.load,
    ttlMs,
    onRefreshError,
    waitMs: WAIT,
    failureMemoryMs,
    clock,
  });
  return { clock, loads, onRefreshError, cache };
}

/** A cache holding 'first', loaded at time 0. */
async function withGoodCopy() {
  const setup = setUp();
  const first = setup.cache.get();
  setup.loads.latest().resolve('first');
  expect(await first).toBe('first');
  return setup;
}

describe('CachedValue', () => {
  it('serves a fresh copy without loading, and callers share one load', async () => {
    const { cache, loads, clock } = setUp();
    const callers = [cache.get(), cache.get(), cache.get()];
    loads.latest().resolve('copy');
    expect(await Promise.all(callers)).toEqual(['copy', 'copy', 'copy']);
    clock.advance(TTL - 1);
    expect(await cache.get()).toBe('copy');
    expect(loads.load).toHaveBeenCalledTimes(1);
  });

  it('peeks at the good copy at once, starting no load without one and a refresh once expired', async () => {
    const empty = setUp();
    expect(empty.cache.peek()).toBeUndefined();
    expect(empty.loads.load).not.toHaveBeenCalled();

    const { cache, loads, clock } = await withGoodCopy();
    clock.advance(TTL - 1);
    expect(cache.peek()).toBe('first');
    expect(loads.load).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(cache.peek()).toBe('first');
    expect(cache.peek()).toBe('first');
    expect(loads.load).toHaveBeenCalledTimes(2);
    loads.latest().resolve('second');
    await settled();
    expect(cache.peek()).toBe('second');
  });

  it('serves an expired copy at once while one background load refreshes it', async () => {
    const { cache, loads, clock } = await withGoodCopy();
    clock.advance(TTL);
    expect(await cache.get()).toBe('first');
    expect(await cache.get()).toBe('first');
    expect(loads.load).toHaveBeenCalledTimes(2);
    loads.latest().resolve('second');
    await settled();
    expect(await cache.get()).toBe('second');
    expect(loads.load).toHaveBeenCalledTimes(2);
  });

  it('keeps the good copy when the background load fails, reports it once, and waits a period', async () => {
    const { cache, loads, clock, onRefreshError } = await withGoodCopy();
    clock.advance(TTL);
    expect(await cache.get()).toBe('first');
    loads.latest().reject(new Error('down'));
    await settled();
    expect(onRefreshError).toHaveBeenCalledExactlyOnceWith(new Error('down'));
    clock.advance(TTL - 1);
    expect(await cache.get()).toBe('first');
    expect(loads.load).toHaveBeenCalledTimes(2);
    clock.advance(1);
    expect(await cache.get()).toBe('first');
    expect(loads.load).toHaveBeenCalledTimes(3);
  });

  it('with no good copy, gives up waiting after waitMs and answers the next caller at once', async () => {
    const { cache, loads, clock } = setUp();
    const first = cache.get();
    clock.advance(WAIT - 1);
    await settled();
    clock.advance(1);
    await expect(first).rejects.toThrow(new StillLoadingError(WAIT));
    expect(new StillLoadingError(WAIT).message).toBe('the sheet did not answer within 3 s');
    // Still loading: the next caller is not made to wait again.
    await expect(cache.get()).rejects.toBeInstanceOf(StillLoadingError);
    expect(loads.load).toHaveBeenCalledTimes(1);
    // The load that went on fills the cache for later callers.
    loads.latest().resolve('late');
    await settled();
    expect(await cache.get()).toBe('late');
    expect(loads.load).toHaveBeenCalledTimes(1);
  });

  it('remembers the real failure of a load that outlived its callers', async () => {
    const { cache, loads, clock } = setUp({ ttlMs: LONG_TTL });
    const first = cache.get();
    clock.advance(WAIT);
    await expect(first).rejects.toBeInstanceOf(StillLoadingError);
    clock.advance(7_000);
    loads.latest().reject(new Error('timed out after 10 s'));
    await settled();
    clock.advance(MEMORY - 1);
    await expect(cache.get()).rejects.toThrow('timed out after 10 s');
    expect(loads.load).toHaveBeenCalledTimes(1);
  });

  it.each([
    // [period, failure memory asked for, how long the failure is answered at once]
    [LONG_TTL, undefined, FAILURE_MEMORY_MS],
    [LONG_TTL, MEMORY, MEMORY],
    [TTL, MEMORY, TTL],
    [TTL, undefined, TTL],
  ])(
    'with a period of %i ms and a memory of %s ms, a failure is answered at once for %i ms',
    async (ttlMs, failureMemoryMs, remembered) => {
      const { cache, loads, clock } = setUp({ ttlMs, failureMemoryMs });
      const first = cache.get();
      loads.latest().reject(new Error('sheet not published'));
      await expect(first).rejects.toThrow('sheet not published');
      clock.advance(remembered - 1);
      await expect(cache.get()).rejects.toThrow('sheet not published');
      expect(loads.load).toHaveBeenCalledTimes(1);
      // The sheet is fixed: the next caller after the memory reads it again.
      clock.advance(1);
      const retry = cache.get();
      expect(loads.load).toHaveBeenCalledTimes(2);
      loads.latest().resolve('fixed');
      expect(await retry).toBe('fixed');
    },
  );

  it('with a period of 0, every caller after a failure reads again', async () => {
    const { cache, loads } = setUp({ ttlMs: 0 });
    const first = cache.get();
    loads.latest().reject(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    const retry = cache.get();
    expect(loads.load).toHaveBeenCalledTimes(2);
    loads.latest().resolve('fixed');
    expect(await retry).toBe('fixed');
  });

  it('a caller who gave up waiting is answered at once no longer than the period', async () => {
    const { cache, loads, clock } = setUp({ ttlMs: TTL });
    const first = cache.get();
    clock.advance(WAIT);
    await expect(first).rejects.toBeInstanceOf(StillLoadingError);
    loads.latest().reject(new Error('timed out'));
    await settled();
    clock.advance(TTL - 1);
    await expect(cache.get()).rejects.toThrow('timed out');
    clock.advance(1);
    void cache.get().catch(() => undefined);
    expect(loads.load).toHaveBeenCalledTimes(2);
  });

  it('answers a waiting caller as soon as the load does', async () => {
    const { cache, loads, clock } = setUp();
    const first = cache.get();
    clock.advance(WAIT - 1);
    loads.latest().resolve('in time');
    expect(await first).toBe('in time');
    clock.advance(1);
    expect(await cache.get()).toBe('in time');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { CachedValue } from './cached-value';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

describe('CachedValue', () => {
  it('loads once per period and shares a load in flight', async () => {
    const time = clock();
    const load = vi.fn(async () => 'copy');
    const cache = new CachedValue(load, 1000, () => undefined, time.now);
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    time.advance(999);
    await cache.get();
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(1);
    await cache.get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves the last good copy for another period after a failed reload', async () => {
    const time = clock();
    const onStale = vi.fn();
    let fail = false;
    const load = vi.fn(async () => {
      if (fail) throw new Error('down');
      return 'good';
    });
    const cache = new CachedValue(load, 1000, onStale, time.now);
    expect(await cache.get()).toBe('good');
    fail = true;
    time.advance(1000);
    expect(await cache.get()).toBe('good');
    expect(onStale).toHaveBeenCalledOnce();
    time.advance(500);
    expect(await cache.get()).toBe('good');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes the error on when there never was a good copy, and tries again next time', async () => {
    let attempt = 0;
    const cache = new CachedValue(
      async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('down');
        return 'recovered';
      },
      1000,
      () => undefined,
    );
    await expect(cache.get()).rejects.toThrow('down');
    expect(await cache.get()).toBe('recovered');
  });
});

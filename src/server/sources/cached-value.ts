/** With no good copy yet, how long a caller waits for a load before the failure is its answer. */
export const FIRST_LOAD_WAIT_MS = 3_000;
/**
 * The longest a failure with no good copy is answered at once, instead of queueing on a dead host. A
 * shorter cache period shortens it too: whoever fixes a sheet sees the fix within one period.
 */
export const FAILURE_MEMORY_MS = 30_000;

/** The answer of a caller who waited FIRST_LOAD_WAIT_MS for a load that was still running. */
export class StillLoadingError extends Error {
  constructor(readonly waitMs: number) {
    super(`the sheet did not answer within ${waitMs / 1000} s`);
  }
}

export interface Clock {
  now(): number;
  /** Calls `fn` after `ms`; the returned function cancels it. */
  setTimer(fn: () => void, ms: number): () => void;
}

const systemClock: Clock = {
  now: Date.now,
  setTimer: (fn, ms) => {
    const timer = setTimeout(fn, ms);
    // A caller's deadline must not keep the process alive on shutdown.
    timer.unref();
    return () => clearTimeout(timer);
  },
};

export interface CachedValueOptions<T> {
  load: () => Promise<T>;
  /** How long a good copy is served without loading again. */
  ttlMs: number;
  /** A background refresh failed; the good copy stays and is served for another period. */
  onRefreshError: (error: unknown) => void;
  waitMs?: number;
  /** At most this, and never longer than `ttlMs`. */
  failureMemoryMs?: number;
  clock?: Clock;
}

/**
 * A value loaded on demand, stale-while-revalidate: a fresh copy is served as it is; an expired copy is
 * served at once while one background load refreshes it (when that fails, the copy is kept and served
 * for another period). With no good copy, the caller waits at most `waitMs` for the load; the load goes
 * on (up to its own time limit) and fills the cache for later callers. A failure with no good copy is
 * remembered for `failureMemoryMs` or the cache period, whichever is shorter, and callers in that time
 * get it at once. One load runs at a time.
 */
export class CachedValue<T> {
  private good: { value: T; loadedAt: number } | undefined;
  private failure: { error: unknown; at: number } | undefined;
  private inFlight: Promise<T> | undefined;
  private readonly waitMs: number;
  private readonly failureMemoryMs: number;
  private readonly clock: Clock;

  constructor(private readonly options: CachedValueOptions<T>) {
    this.waitMs = options.waitMs ?? FIRST_LOAD_WAIT_MS;
    this.failureMemoryMs = Math.min(options.failureMemoryMs ?? FAILURE_MEMORY_MS, options.ttlMs);
    this.clock = options.clock ?? systemClock;
  }

  get(): Promise<T> {
    const now = this.clock.now();
    if (this.good) {
      if (now - this.good.loadedAt >= this.options.ttlMs) void this.startLoad();
      return Promise.resolve(this.good.value);
    }
    if (this.failure && now - this.failure.at < this.failureMemoryMs)
      return Promise.reject(this.failure.error);
    return this.waitFor(this.startLoad());
  }

  /**
   * The good copy at once, or undefined when there is none (ask `get`). An expired copy starts its
   * background refresh, as `get` does: a caller that only peeks keeps the cache fresh as well.
   */
  peek(): T | undefined {
    const good = this.good;
    if (good === undefined) return undefined;
    if (this.clock.now() - good.loadedAt >= this.options.ttlMs) void this.startLoad();
    return good.value;
  }

  private startLoad(): Promise<T> {
    if (this.inFlight) return this.inFlight;
    const load = (async () => {
      try {
        const value = await this.options.load();
        this.good = { value, loadedAt: this.clock.now() };
        this.failure = undefined;
        return value;
      } catch (error) {
        if (this.good) {
          this.options.onRefreshError(error);
          // Serve the last good copy for another period rather than hammering a sheet that is down.
          this.good = { value: this.good.value, loadedAt: this.clock.now() };
        } else {
          this.failure = { error, at: this.clock.now() };
        }
        throw error;
      } finally {
        this.inFlight = undefined;
      }
    })();
    // A background refresh has no caller to take its rejection; it was handled above.
    load.catch(() => undefined);
    this.inFlight = load;
    return load;
  }

  private waitFor(load: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const cancel = this.clock.setTimer(() => {
        const error = new StillLoadingError(this.waitMs);
        // Later callers answer at once instead of each waiting again; a late success clears this.
        if (!this.good) this.failure = { error, at: this.clock.now() };
        reject(error);
      }, this.waitMs);
      load.then(
        (value) => {
          cancel();
          resolve(value);
        },
        (error: unknown) => {
          cancel();
          reject(error);
        },
      );
    });
  }
}

/**
 * A value loaded on demand and reused for `ttlMs`. When a reload fails, the last good value keeps
 * being served for another period (the failure is reported through `onStaleError`); only with no good value yet does the
 * caller see the error. Concurrent callers share one load.
 */
export class CachedValue<T> {
  private good: { value: T; loadedAt: number } | undefined;
  private inFlight: Promise<T> | undefined;

  constructor(
    private readonly load: () => Promise<T>,
    private readonly ttlMs: number,
    private readonly onStaleError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.good && this.now() - this.good.loadedAt < this.ttlMs) return Promise.resolve(this.good.value);
    this.inFlight ??= this.refresh().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async refresh(): Promise<T> {
    try {
      const value = await this.load();
      this.good = { value, loadedAt: this.now() };
      return value;
    } catch (error) {
      if (!this.good) throw error;
      this.onStaleError(error);
      // Serve the last good copy for another period rather than hammering a sheet that is down.
      this.good = { value: this.good.value, loadedAt: this.now() };
      return this.good.value;
    }
  }
}

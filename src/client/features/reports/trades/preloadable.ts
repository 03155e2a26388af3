export interface Preloadable<T> {
  /** Starts loading, or joins the load under way; resolves at once when the module is in. */
  load: () => Promise<T>;
  /** The module once it has arrived, so it can be rendered in the same task; null before. */
  loaded: () => T | null;
}

/**
 * Code fetched ahead of its first use (the Trade Log's dialogs, decision 033): one request at a time,
 * kept once it has arrived, and asked for again at the next use after a failure rather than failing
 * for ever (a dropped connection on a phone).
 */
export function preloadable<T>(importer: () => Promise<T>): Preloadable<T> {
  let kept: T | null = null;
  let pending: Promise<T> | null = null;
  const load = () => {
    if (kept !== null) return Promise.resolve(kept);
    pending ??= importer().then(
      (arrived) => {
        kept = arrived;
        pending = null;
        return arrived;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return { load, loaded: () => kept };
}

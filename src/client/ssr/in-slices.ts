export interface SliceClock {
  now(): number;
  /** Runs `task` in a later task of the event loop. */
  later(task: () => void): void;
}

const browserClock: SliceClock = {
  now: () => performance.now(),
  later: (task) => setTimeout(task, 0),
};

/**
 * Calls `each` for every item in order, in tasks of about `sliceMs`: once an item ends a task's
 * `sliceMs`, the rest wait for a later task, so the main thread is never held much longer (one item
 * is never split). The first task is the caller's. Resolves when every item is done, or rejects with
 * the first error `each` throws, leaving the rest.
 */
export function inSlices<T>(
  items: readonly T[],
  each: (item: T) => void,
  sliceMs: number,
  clock: SliceClock = browserClock,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    const slice = () => {
      try {
        const start = clock.now();
        while (next < items.length) {
          each(items[next++]!);
          if (clock.now() - start >= sliceMs) break;
        }
      } catch (err) {
        reject(err);
        return;
      }
      if (next < items.length) clock.later(slice);
      else resolve();
    };
    slice();
  });
}

/**
 * A computation over a whole sheet, cut into steps: the generator yields between pieces of work and
 * returns its result. `runSteps` runs it straight through; the server runs it a slice at a time so that
 * other requests are answered in between (a sheet at the size cap holds some 170,000 rows, and each
 * pass over them costs tens to hundreds of milliseconds).
 */
export type Steps<T> = Generator<void, T, undefined>;

/** How many rows a loop handles between two offers to pause. */
export const ROWS_PER_STEP = 500;

export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** `fn` on every item in order, offering to pause every ROWS_PER_STEP items. */
export function* eachSteps<T>(items: readonly T[], fn: (item: T, index: number) => void): Steps<void> {
  for (let index = 0; index < items.length; index++) {
    fn(items[index] as T, index);
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
}

/** `items.map(fn)`, offering to pause every ROWS_PER_STEP items. */
export function* mapSteps<T, U>(items: readonly T[], fn: (item: T, index: number) => U): Steps<U[]> {
  const out: U[] = [];
  yield* eachSteps(items, (item, index) => {
    out.push(fn(item, index));
  });
  return out;
}

/**
 * A stable sort into a new list (bottom-up merge sort), offering to pause every ROWS_PER_STEP moves:
 * one `Array.prototype.sort` call on a sheet-sized list cannot be interrupted.
 */
export function* sortSteps<T>(items: readonly T[], compare: (a: T, b: T) => number): Steps<T[]> {
  let from = items.slice();
  let to = new Array<T>(from.length);
  let moves = 0;
  for (let width = 1; width < from.length; width *= 2) {
    for (let start = 0; start < from.length; start += 2 * width) {
      const middle = Math.min(start + width, from.length);
      const end = Math.min(start + 2 * width, from.length);
      let left = start;
      let right = middle;
      for (let k = start; k < end; k++) {
        // `<= 0` takes the left item first on a tie, which keeps the sort stable.
        if (right >= end || (left < middle && compare(from[left] as T, from[right] as T) <= 0)) {
          to[k] = from[left++] as T;
        } else {
          to[k] = from[right++] as T;
        }
        if (++moves % ROWS_PER_STEP === 0) yield;
      }
    }
    [from, to] = [to, from];
  }
  return from;
}

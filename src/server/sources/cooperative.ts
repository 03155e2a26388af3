import { eachSteps, type Steps } from '../../domain/steps';

/**
 * How long one slice of sheet work may hold the event loop before other requests get their turn. Small
 * enough that a health check or a page request waits no longer; large enough that a small sheet is
 * handled in one go.
 */
export const SLICE_MS = 10;

export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Tells a long loop when its slice is used up; `pause()` lets other work run and starts a new slice. */
export class Slicer {
  private sliceStart = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  spent(): boolean {
    return performance.now() - this.sliceStart >= this.sliceMs;
  }

  async pause(): Promise<void> {
    await yieldToEventLoop();
    this.sliceStart = performance.now();
  }
}

/** Runs the steps to their result, giving other requests a turn whenever a slice is used up. */
export async function runCooperatively<T>(steps: Steps<T>, slicer = new Slicer()): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (slicer.spent()) await slicer.pause();
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && !('toJSON' in value);
};

/**
 * `JSON.stringify(value)` built in steps: an object's values are visited one by one and a list is
 * written an item at a time (each item whole), so that an answer holding a sheet-sized list becomes
 * text without holding the event loop for its whole length.
 */
export function* jsonSteps(value: unknown): Steps<string> {
  if (Array.isArray(value)) {
    const parts: string[] = [];
    yield* eachSteps(value as unknown[], (item) => {
      // As JSON.stringify writes them inside a list: undefined, functions and symbols become null.
      parts.push(JSON.stringify(item) ?? 'null');
    });
    return `[${parts.join(',')}]`;
  }
  if (!isPlainObject(value)) return JSON.stringify(value);
  const members: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    const text = yield* jsonSteps(member);
    // JSON.stringify leaves out members whose value has no JSON form.
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}

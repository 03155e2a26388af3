import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eachSteps, mapSteps, ROWS_PER_STEP, runSteps, sortSteps, type Steps } from './steps';

/** The result and how many times the steps offered to pause. */
function drain<T>(steps: Steps<T>): { value: T; pauses: number } {
  let pauses = 0;
  for (;;) {
    const next = steps.next();
    if (next.done) return { value: next.value, pauses };
    pauses += 1;
  }
}

describe('steps', () => {
  it('maps in order and offers to pause once per ROWS_PER_STEP items', () => {
    const items = Array.from({ length: ROWS_PER_STEP * 3 + 1 }, (_, i) => i);
    const { value, pauses } = drain(mapSteps(items, (n, i) => n * 2 + i));
    expect(value).toEqual(items.map((n) => n * 3));
    expect(pauses).toBe(3);
  });

  it('visits every item once, in order', () => {
    const seen: number[] = [];
    runSteps(eachSteps([3, 1, 2], (n) => void seen.push(n)));
    expect(seen).toEqual([3, 1, 2]);
  });

  it('sorts like Array.prototype.sort, stably, without touching its input', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), fc.nat())), (pairs) => {
        const input = pairs.slice();
        const byFirst = (a: [number, number], b: [number, number]) => a[0] - b[0];
        expect(runSteps(sortSteps(input, byFirst))).toEqual(pairs.slice().sort(byFirst));
        expect(input).toEqual(pairs);
      }),
    );
  });

  it('sorts 200,000 items while offering to pause along the way', () => {
    const items = Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 200_000);
    const { value, pauses } = drain(sortSteps(items, (a, b) => a - b));
    expect(value[0]).toBe(0);
    expect(value.every((n, i) => n === i)).toBe(true);
    expect(pauses).toBeGreaterThan(1000);
  });
});

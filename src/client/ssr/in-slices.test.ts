import { describe, expect, it } from 'vitest';
import { inSlices, type SliceClock } from './in-slices';

/** A clock whose time moves only as the items say, and whose later tasks run when asked. */
function fakeClock() {
  let time = 0;
  const queued: (() => void)[] = [];
  const clock: SliceClock = { now: () => time, later: (task) => void queued.push(task) };
  return {
    clock,
    spend: (ms: number) => {
      time += ms;
    },
    /** Runs the next later task; false when none is queued. */
    runTask: () => {
      const task = queued.shift();
      task?.();
      return task !== undefined;
    },
  };
}

describe('inSlices', () => {
  it('does every item in order, a new task once a task has used its time', async () => {
    const { clock, spend, runTask } = fakeClock();
    const costs = [3, 3, 3, 9, 1, 1, 20, 2];
    const tasks: number[][] = [[]];
    const done = inSlices(
      costs,
      (cost) => {
        tasks.at(-1)!.push(cost);
        spend(cost);
      },
      8,
      clock,
    );
    // Each later task's items go in a list of their own.
    do tasks.push([]);
    while (runTask());
    await done;
    // 3+3+3 reaches 8 on the third item; 9 alone passes it; 1+1+20 on the third; 2 is left.
    expect(tasks.filter((task) => task.length > 0)).toEqual([[3, 3, 3], [9], [1, 1, 20], [2]]);
  });

  it('does all in the caller task when they fit, and resolves for no items', async () => {
    const { clock, spend, runTask } = fakeClock();
    const seen: number[] = [];
    const done = inSlices(
      [1, 2, 3],
      (item) => {
        seen.push(item);
        spend(1);
      },
      8,
      clock,
    );
    expect(seen).toEqual([1, 2, 3]);
    expect(runTask()).toBe(false);
    await done;
    await inSlices(
      [],
      () => {
        throw new Error('not called');
      },
      8,
      clock,
    );
  });

  it('rejects with the error an item throws and does no more', async () => {
    const { clock, runTask } = fakeClock();
    const seen: string[] = [];
    const done = inSlices(
      ['a', 'b', 'c'],
      (item) => {
        seen.push(item);
        if (item === 'b') throw new Error('b failed');
      },
      8,
      clock,
    );
    await expect(done).rejects.toThrow('b failed');
    expect(runTask()).toBe(false);
    expect(seen).toEqual(['a', 'b']);
  });
});

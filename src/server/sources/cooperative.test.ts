import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocationSteps } from '../../domain/allocation/allocation';
import { derivePerformanceSteps } from '../../domain/performance/derive-performance';
import type { Steps } from '../../domain/steps';
import { jsonSteps, runCooperatively, Slicer } from './cooperative';

/** How many turns other work got while `work` ran. */
async function turnsDuring(work: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let running = true;
  const other = () => {
    if (!running) return;
    turns += 1;
    setImmediate(other);
  };
  setImmediate(other);
  await work();
  running = false;
  return turns;
}

function* counting(to: number): Steps<number> {
  for (let i = 0; i < to; i++) yield;
  return to;
}

const ROWS = 170_000;
const stockRows = Array.from({ length: ROWS }, (_, i) => ({
  Ticker: `T${i % 500}`,
  TotalValue: 1000 + (i % 97),
  PercentChange: `${(i % 40) - 10}.5%`,
}));
const performanceRows = Array.from({ length: ROWS }, (_, i) => ({
  Date: new Date(Date.UTC(1700, 0, 1 + i)).toISOString().slice(0, 10),
  PortfolioNAV: 100 + Math.sin(i),
  SPYPrice: 400 + Math.cos(i),
}));

describe('runCooperatively', () => {
  it('gives the steps’ result, letting other work run each time a slice is spent', async () => {
    let result = 0;
    const turns = await turnsDuring(async () => {
      result = await runCooperatively(counting(5), new Slicer(0));
    });
    expect(result).toBe(5);
    expect(turns).toBe(5);
  });

  it('runs steps straight through while the slice lasts', async () => {
    expect(await turnsDuring(() => runCooperatively(counting(50), new Slicer(Infinity)))).toBe(0);
  });

  it.each<[string, () => Steps<unknown>]>([
    [
      'the allocation of a stocks sheet',
      () => allocationSteps({ stocks: stockRows, options: [], strategies: [] }),
    ],
    ['the performance figures', () => derivePerformanceSteps(performanceRows, '2026-01-01')],
    ['the JSON of a sheet-sized answer', () => jsonSteps({ stockPositions: stockRows })],
  ])('lets other work run while it derives %s at the size cap', async (_what, steps) => {
    const turns = await turnsDuring(() => runCooperatively(steps(), new Slicer(1)));
    expect(turns).toBeGreaterThanOrEqual(10);
  });
});

describe('jsonSteps', () => {
  it('writes what JSON.stringify writes', () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        fc.string(),
        fc.oneof(fc.jsonValue(), fc.constant(undefined), fc.date({ noInvalidDate: true })),
      ),
      fc.array(fc.oneof(fc.jsonValue(), fc.constant(undefined))),
    );
    fc.assert(
      fc.property(value, (input) => {
        const steps = jsonSteps(input);
        let next = steps.next();
        while (!next.done) next = steps.next();
        expect(next.value).toBe(JSON.stringify(input));
      }),
    );
  });
});

import { startTransition, useEffect, useState } from 'react';

/** Rows rendered at once when a group appears; the rest follow in background steps. */
export const FIRST_ROWS = 120;
export const ROWS_PER_STEP = 400;

/**
 * How many of `total` rows to render: FIRST_ROWS at once, then ROWS_PER_STEP more per step, each step
 * a transition that React renders without blocking input. A quarter of thousands of positions shows
 * its first rows quickly and the table stays responsive while the rest arrive. Mount it afresh (a
 * key) to start again from the first rows.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_ROWS);
  useEffect(() => {
    if (count >= total) return;
    const handle = setTimeout(() => startTransition(() => setCount((current) => current + ROWS_PER_STEP)), 0);
    return () => clearTimeout(handle);
  }, [count, total]);
  return Math.min(count, total);
}

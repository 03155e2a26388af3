/*
 * `npm run bench`: performance figures, printed, never asserted (timed tests are flaky on a shared
 * two-core machine). BENCH_SECONDS sets how long each HTTP measurement runs; BENCH_POSITIONS how many
 * positions the Trade Log render seeds (5,000 by default, a few minutes).
 */
import { benchBundleSize } from './bundle-size';
import { benchDerivePerformance } from './derive-performance';
import { benchHttp } from './http';
import { benchPositions } from './positions';
import { benchTradeTableRender } from './trade-table-render';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

benchDerivePerformance();
benchBundleSize();
await benchHttp(seconds);
await benchPositions();
await benchTradeTableRender({
  count: process.env.BENCH_POSITIONS ? Number(process.env.BENCH_POSITIONS) : undefined,
});

/*
 * `npm run bench`: performance figures, printed, never asserted (timed tests are flaky on a shared
 * two-core machine). BENCH_SECONDS sets how long each HTTP measurement runs.
 */
import { benchBundleSize } from './bundle-size';
import { benchDerivePerformance } from './derive-performance';
import { benchHttp } from './http';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);

benchDerivePerformance();
benchBundleSize();
await benchHttp(seconds);

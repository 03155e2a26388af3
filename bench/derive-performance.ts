import { derivePerformance } from '../src/domain/performance/derive-performance';

/** Ten years of trading days, as the sheet would give them. */
function tenYearsOfRows(): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  const day = new Date(Date.UTC(2016, 0, 4));
  let nav = 100;
  let spy = 200;
  while (rows.length < 2600) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) {
      nav *= 1 + Math.sin(rows.length) * 0.01;
      spy *= 1 + Math.cos(rows.length) * 0.008;
      rows.push({ Date: day.toISOString().slice(0, 10), PortfolioNAV: nav, SPYPrice: spy });
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return rows;
}

/** Median time to derive every performance figure from about 2,600 daily rows; aim: under 5 ms. */
export function benchDerivePerformance(): void {
  const rows = tenYearsOfRows();
  const today = '2026-01-15';
  for (let i = 0; i < 20; i++) derivePerformance(rows, today);
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    derivePerformance(rows, today);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.floor(q * (times.length - 1))]!.toFixed(2);
  console.log(
    `\nderivePerformance, ${rows.length} rows: median ${at(0.5)} ms, p95 ${at(0.95)} ms (aim: < 5 ms)`,
  );
}

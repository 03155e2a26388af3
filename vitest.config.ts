import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/domain/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Some rules are checked at their size limits (50,000 tickers): on a busy two-core machine that
          // takes seconds. Speed itself is measured by `npm run bench`.
          testTimeout: 20_000,
          // One module graph per worker, not per file: the files keep no shared state, and this
          // takes the project from 40 s to 10 s.
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['test/support/pglite-template.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores, but much of the time goes waiting on child processes and timers: four workers
          // (each PGlite takes a few hundred MB) and one module graph per worker take 320 s to 225 s.
          maxWorkers: 4,
          isolate: false,
        },
      },
    ],
  },
});

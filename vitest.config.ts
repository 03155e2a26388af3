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
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite instances are memory-hungry and the machine has two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});

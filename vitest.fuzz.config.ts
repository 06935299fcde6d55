import { availableParallelism } from 'node:os'

import { defineConfig } from 'vitest/config'

// The fuzz suite (`npm run test:fuzz`): every procedure through the real HTTP handler with
// FUZZ_RUNS generated inputs (1,000 by default). Long, so it has a command of its own.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/fuzz/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 15 * 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // One worker per CPU: the files wait on the database as much as they compute (vitest's default
    // leaves one CPU to its own process, which idles).
    maxWorkers: availableParallelism(),
  },
})

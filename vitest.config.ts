import { availableParallelism } from 'node:os'

import { defineConfig } from 'vitest/config'

// Tests run without the Start/nitro plugins: they import server modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per CPU: the files wait on the database as much as they compute (vitest's default
    // leaves one CPU to its own process, which idles).
    maxWorkers: availableParallelism(),
  },
})

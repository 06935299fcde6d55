import { defineConfig } from 'vitest/config'

// System tests: run by scripts/test-system.mjs against the production build, with real server
// processes, the machine's PostgreSQL server and throwaway clusters of their own.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/system/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // A poll waits for a process or the database up to 15 s, not the default 1 s.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    fileParallelism: false,
  },
})

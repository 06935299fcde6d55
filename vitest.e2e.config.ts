import { defineConfig } from 'vitest/config'

// Browser tests: run by scripts/e2e.mjs against a production server it starts.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})

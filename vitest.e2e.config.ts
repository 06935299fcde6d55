import { defineConfig } from 'vitest/config'

// Browser tests: run by scripts/e2e.mjs against a production server it starts.
export default defineConfig({
  // The browser tests find controls by the catalogs' words (tests/e2e/support/words.ts).
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    // Generous limits, so a loaded machine slows the browser tests down instead of failing them;
    // a poll waits for the page (up to 15 s) instead of the default 1 s.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 15_000, interval: 100 } },
    fileParallelism: false,
  },
})

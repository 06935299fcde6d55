import { availableParallelism } from 'node:os'

import { defineConfig } from 'vitest/config'

const include = ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts']
// A file that replaces a module (vi.mock) needs modules of its own: name it *.isolated.test.ts.
const ownModules = ['**/*.isolated.test.ts']
// A screen or hook driven as a person would (clicks, keys) runs in a simulated browser: name it
// *.dom.test.tsx (or .ts).
const dom = ['src/**/*.dom.test.{ts,tsx}']

// Tests run without the Start/nitro plugins: they import server modules directly.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    // Time limits are a safety net, not an assertion: they are generous so that a loaded machine
    // (CI beside other work) slows the suite down instead of failing it. Nothing here times speed
    // (that is `npm run bench`).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 15_000, interval: 50 } },
    pool: 'forks',
    // One worker per CPU: the files wait on the database as much as they compute (vitest's default
    // leaves one CPU to its own process, which idles).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        // The files of a worker share its modules, loaded once (the app's server code takes about
        // a second to import): each file still has its own database and services.
        test: {
          name: 'shared-modules',
          include,
          exclude: [...ownModules, ...dom],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: ownModules } },
      {
        extends: true,
        test: {
          name: 'dom',
          include: dom,
          environment: 'happy-dom',
          setupFiles: ['tests/support/dom-setup.ts'],
        },
      },
    ],
  },
})

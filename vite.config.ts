import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

import { precompiledMessages } from './scripts/lib/precompiled-messages.ts'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  server: { port: Number(process.env.PORT ?? 3000) },
  // In development the browser's dependency scan follows route files into server-only imports;
  // roaring (the search index's bitmaps) is a native module no bundle can hold, and the browser
  // never runs it (the server's code is stripped from the browser's bundle).
  optimizeDeps: { exclude: ['roaring'] },
  build: {
    rolldownOptions: {
      // Radix and React Query mark modules "use client"; that means nothing to this bundler.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return
        handler(level, log)
      },
    },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // The route tree (each route's search params, guards and lazy parts) is part of every
          // page's first download: one file, not one per route, each with its own preload list
          // (130 files and 378 kB gzip for the investors' list, against 44 and 326 kB). React
          // DOM's non-client module (portals, flushSync), which the first download and later
          // parts share, goes with it rather than in a file of its own.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'routes',
                  test: /\/src\/routes\/[^?]*$|\/node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    tailwindcss(),
    // The browser's catalogs come parsed, and its bundle has no ICU parser (decision 0045).
    precompiledMessages(),
    tanstackStart({
      srcDirectory: 'src',
      server: { entry: 'server-entry' },
      // Loads a Hindi page's catalog before hydrating it (src/client.tsx).
      client: { entry: 'client' },
      // Every route's loader and skeleton load with its screen, not in the first download: only
      // search params, guards and the route tree are common to every page (decision 0045).
      router: {
        codeSplittingOptions: {
          defaultBehavior: [
            ['component', 'pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
            ['loader'],
          ],
        },
      },
    }),
    // PGlite locates its WASM and data files next to its own module: ship it whole. sharp loads
    // its native binary from @img/sharp-<platform> at run time; tracing sharp copies that
    // installed optional dependency too, and the pattern keeps it out of the bundle. roaring
    // (the search index's bitmaps) is a native module too: shipped whole, loaded at run time.
    // pdf.js (a deck's pages, counted on upload) loads its worker module from beside its own.
    nitro({
      preset: 'node-middleware',
      serveStatic: true,
      // Scripts and styles are shipped with gzip and brotli copies, served as the browser accepts.
      compressPublicAssets: { gzip: true, brotli: true },
      traceDeps: ['@electric-sql/pglite*', 'sharp', /@img\/sharp-[\w.-]+/, 'roaring', 'pdfjs-dist'],
    }),
    viteReact(),
  ],
})

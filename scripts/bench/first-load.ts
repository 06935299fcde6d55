// What a signed-in person's browser downloads before the first screen works: every script file
// Chromium fetches from opening the page until the app has hydrated and the network is quiet,
// counted at its gzip size (level 9, as the build ships it), and Lighthouse's mobile score for
// the same page. Run by `npm run bench`, or alone against a running production server:
//   npx tsx scripts/bench/first-load.ts --base http://localhost:3000
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

import { chromium } from 'playwright-core'

import { demoAccounts } from '@/server/demo-accounts'

import { signIn } from '../loadtest/server'
import { lighthouse, type PagePerformance } from './public-pages'

export type FirstLoad = {
  path: string
  who: string
  scripts: number
  jsGzipBytes: number
  jsRawBytes: number
  lighthouse?: PagePerformance['lighthouse']
}

export async function measureFirstLoads(
  base: string,
  pages: { path: string; who: string; cookie: string }[],
  assetsDir: string,
  options: { lighthouse?: boolean } = {},
): Promise<FirstLoad[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  })
  const results: FirstLoad[] = []
  try {
    for (const { path, who, cookie } of pages) {
      const context = await browser.newContext()
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=')
          const name = pair.slice(0, at)
          // A __Secure- cookie is kept only as secure; Chromium counts localhost as secure.
          return {
            name,
            value: pair.slice(at + 1),
            domain: new URL(base).hostname,
            path: '/',
            secure: name.startsWith('__Secure-') || name.startsWith('__Host-'),
            httpOnly: true,
            sameSite: 'Lax' as const,
          }
        }),
      )
      const page = await context.newPage()
      const scripts = new Set<string>()
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname)
      })
      const response = await page.goto(`${base}${path}`)
      if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`)
      if (new URL(page.url()).pathname !== path) throw new Error(`${path} went to ${page.url()}`)
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
      await page.waitForLoadState('networkidle')
      let gzipBytes = 0
      let rawBytes = 0
      for (const script of scripts) {
        const file = readFileSync(join(assetsDir, script.replace(/^\/assets\//, '')))
        rawBytes += file.length
        gzipBytes += gzipSync(file, { level: 9 }).length
      }
      await context.close()
      results.push({
        path,
        who,
        scripts: scripts.size,
        jsGzipBytes: gzipBytes,
        jsRawBytes: rawBytes,
        lighthouse: options.lighthouse ? lighthouse(`${base}${path}`, cookie) : undefined,
      })
    }
  } finally {
    await browser.close()
  }
  return results
}

/** The signed-in pages issue 33 weighs: the investor's two lists and the founder's home. */
export async function measureAreaFirstLoads(
  base: string,
  assetsDir: string,
  withLighthouse = true,
) {
  const account = (role: string) => demoAccounts.find((a) => a.role === role)!
  const cookieOf = (role: string, address: string) =>
    signIn(base, account(role).email, account(role).password, address)
  const investor = await cookieOf('Investor', '10.9.0.1')
  const founder = await cookieOf('Founder', '10.9.0.2')
  return measureFirstLoads(
    base,
    [
      { path: '/investors/applications', who: 'investor', cookie: investor },
      { path: '/investors', who: 'investor', cookie: investor },
      { path: '/startups', who: 'founder', cookie: founder },
    ],
    assetsDir,
    { lighthouse: withLighthouse },
  )
}

export function describeFirstLoad(load: FirstLoad) {
  const score = load.lighthouse
    ? ` · Lighthouse mobile ${load.lighthouse.performance}, LCP ${load.lighthouse.lcpMs} ms`
    : ''
  return (
    `${load.path.padEnd(28)} ${load.who.padEnd(9)} ${(load.jsGzipBytes / 1024).toFixed(1)} kB ` +
    `gzip (${(load.jsRawBytes / 1024).toFixed(0)} kB raw) in ${load.scripts} files${score}`
  )
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string', default: 'http://localhost:3000' },
      assets: { type: 'string', default: '.output/public/assets' },
      'no-lighthouse': { type: 'boolean', default: false },
    },
  })
  const loads = await measureAreaFirstLoads(values.base!, values.assets!, !values['no-lighthouse'])
  for (const load of loads) console.log(describeFirstLoad(load))
}

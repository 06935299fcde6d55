import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const pages = ['/', '/about', '/coming-soon', '/legal/terms-of-service', '/demo']
for (const width of [360, 1440]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } })
  const page = await ctx.newPage()
  for (const p of pages) {
    await page.goto('http://localhost:4317' + p, { waitUntil: 'networkidle' })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    const name = (p === '/' ? 'home' : p.replaceAll('/', '_')) + '-' + width
    await page.screenshot({ path: `/tmp/sangam-preview/${name}.png`, fullPage: true })
    console.log(name, 'horizontal overflow px:', overflow)
  }
  await ctx.close()
}
await browser.close()

import type { Page } from 'playwright-core'

import { baseUrl, violations, visit, type setupBrowser } from './browser'

/**
 * In the pseudo-locale (cookie lang=en-XA) every catalog message is accented and bracketed
 * ("[Šígñ íñ]"), and numbers and dates are formatted by `Intl`. So any visible text, or any label
 * a screen reader reads, that holds an English word and no accented letter at all came from
 * neither: it is hard-coded. People's own content and names are marked translate="no", and words
 * marked as another language (the switch's "English", lang="en") are what they say: both skipped.
 * So is what a form's <textarea> holds (someone's typing, not the page's words), and web and email
 * addresses are not words ("https://…", "name@company.in"). Returns those texts, as "text" or
 * "@attribute: text".
 */
export async function untranslatedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pseudo = /[áéíóúçñšýžÁÉÍÓÚÇÑŠÝŽ]/
    const englishWord = /[A-Za-z]*[aeiouAEIOU][A-Za-z]*/g
    // A web address (a scheme's "://", or "www.") or an email address (a token with "@"): no words.
    const addresses = /\S*[A-Za-z][\w+.-]*:\/\/\S*|(?<!\S)www\.\S*|\S*@\S*/g
    const hasEnglish = (text: string) =>
      (text.replace(addresses, ' ').match(englishWord) ?? []).some((word) => word.length >= 3)
    // translate="no" holds for all within, unless an element inside says translate="yes" (HTML's rule).
    const skipped = (el: Element) =>
      el.closest('script, style, noscript, [lang]:not(html)') ||
      el.closest('[translate]')?.getAttribute('translate')?.trim().toLowerCase() === 'no'
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      const text = node.textContent ?? ''
      // A <textarea>'s text is the form's value: someone's typing. Its placeholder is still read.
      if (!el || skipped(el) || el.closest('textarea') || !el.checkVisibility()) continue
      if (hasEnglish(text) && !pseudo.test(text)) found.push(text.trim())
    }
    for (const el of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt]',
    )) {
      if (skipped(el)) continue
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attribute)
        if (!value) continue
        if (hasEnglish(value) && !pseudo.test(value)) found.push(`@${attribute}: ${value}`)
      }
    }
    return found
  })
}

/**
 * A screen reached by an emailed link (a claim, an invitation), opened by a visitor of its own
 * in the pseudo-locale and in Hindi: its untranslated words and its axe violations in Hindi.
 */
export async function problemsInOtherLanguages(
  browser: ReturnType<typeof setupBrowser>,
  path: string,
): Promise<string[]> {
  const page = await browser.open()
  await page.context().addCookies([{ name: 'lang', value: 'en-XA', url: baseUrl }])
  await visit(page, path)
  const problems = await untranslatedText(page)
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseUrl }])
  await visit(page, path)
  if ((await page.getAttribute('html', 'lang')) !== 'hi') problems.push('not in Hindi')
  for (const violation of await violations(page)) problems.push(`axe: ${violation}`)
  return problems
}

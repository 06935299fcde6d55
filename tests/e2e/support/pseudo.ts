import type { Page } from 'playwright-core'

/**
 * In the pseudo-locale (cookie lang=en-XA) every catalog message is accented and bracketed
 * ("[Šígñ íñ]"), and numbers and dates are formatted by `Intl`. So any visible text, or any label
 * a screen reader reads, that holds an English word and no accented letter at all came from
 * neither: it is hard-coded. People's own content and names are marked translate="no", and words
 * marked as another language (the switch's "English", lang="en") are what they say: both skipped.
 * Returns those texts, as "text" or "@attribute: text".
 */
export async function untranslatedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const pseudo = /[áéíóúçñšýžÁÉÍÓÚÇÑŠÝŽ]/
    const englishWord = /[A-Za-z]*[aeiouAEIOU][A-Za-z]*/g
    const hasEnglish = (text: string) =>
      (text.match(englishWord) ?? []).some((word) => word.length >= 3)
    const skipped = (el: Element) =>
      el.closest('script, style, noscript, [translate="no"], [lang]:not(html)')
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      const text = node.textContent ?? ''
      if (!el || skipped(el) || !el.checkVisibility()) continue
      if (hasEnglish(text) && !pseudo.test(text)) found.push(text.trim())
    }
    for (const el of document.body.querySelectorAll(
      '[aria-label], [title], [placeholder], img[alt]',
    )) {
      if (skipped(el)) continue
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(attribute)
        // An example address in a field (https://…) is not words.
        if (!value || /^https?:\/\//.test(value)) continue
        if (hasEnglish(value) && !pseudo.test(value)) found.push(`@${attribute}: ${value}`)
      }
    }
    return found
  })
}

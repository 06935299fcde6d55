import { useLocation } from '@tanstack/react-router'
import { Languages } from 'lucide-react'
import { useIntl } from 'react-intl'

import { cn } from '@/lib/cn'
import { locales, localeNames, type Locale } from '@/lib/i18n/locales'

/**
 * Sangam in the other language: a plain form, so it works on the public pages that ship no script.
 * The server keeps the choice (a cookie, and the person's settings when signed in) and brings the
 * visitor back to the same page (POST /api/language).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const intl = useIntl()
  const { pathname, searchStr } = useLocation()
  const current: Locale = intl.locale.startsWith('hi') ? 'hi' : 'en'
  const others = locales.filter((locale) => locale !== current)
  return (
    <form method="post" action="/api/language" className={cn('inline-flex', className)}>
      <input type="hidden" name="back" value={`${pathname}${searchStr}`} />
      {others.map((locale) => (
        <button
          key={locale}
          type="submit"
          name="language"
          value={locale}
          lang={locale}
          title={intl.formatMessage({ id: 'language.switchTo' }, { language: localeNames[locale] })}
          className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface hover:text-ink"
        >
          <Languages aria-hidden="true" className="size-4" />
          {localeNames[locale]}
        </button>
      ))}
    </form>
  )
}

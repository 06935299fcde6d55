import { useLocation } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { locales, localeNames } from '@/lib/i18n/locales'

import { SettingsCard } from './settings-card'

/**
 * The language Sangam speaks to this person: kept with their account (for their emails too) and
 * in the browser, by the same plain form as the header's switch (POST /api/language).
 */
export function LanguageSection() {
  const intl = useIntl()
  const { pathname } = useLocation()
  const current = intl.locale.startsWith('hi') ? 'hi' : 'en'
  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.language.title' })}
      description={intl.formatMessage({ id: 'settings.language.description' })}
    >
      <form method="post" action="/api/language" className="space-y-4">
        <input type="hidden" name="back" value={pathname} />
        <fieldset>
          <legend className="sr-only">
            <FormattedMessage id="settings.language.title" />
          </legend>
          <div className="flex flex-wrap gap-3">
            {locales.map((locale) => (
              <label
                key={locale}
                lang={locale}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-4 py-2.5 text-sm text-ink has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name="language"
                  value={locale}
                  defaultChecked={locale === current}
                  className="accent-brand-600"
                />
                {localeNames[locale]}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-muted">
          <FormattedMessage
            id="settings.language.current"
            values={{ language: localeNames[current] }}
          />
        </p>
        <Button type="submit" variant="secondary" size="sm">
          <FormattedMessage id="settings.language.save" />
        </Button>
      </form>
    </SettingsCard>
  )
}

import { FormattedMessage, useIntl } from 'react-intl'

/**
 * On a legal page in Hindi, one sentence first: the English version governs if
 * the two differ. English pages show nothing (the message's English exists only for the catalog).
 */
export function EnglishGoverns() {
  const intl = useIntl()
  if (!intl.locale.startsWith('hi')) return null
  return (
    <p className="mt-6 rounded-xl border border-line bg-white/70 px-4 py-3 text-sm text-ink">
      <FormattedMessage id="legal.englishGoverns" />
    </p>
  )
}

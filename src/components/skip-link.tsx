import { FormattedMessage } from 'react-intl'

/**
 * The first thing a keyboard reaches on every page: a link past the header and navigation to the
 * page's `<main id="main">`, hidden until it has focus (WCAG 2.4.1, bypass blocks).
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-3 left-3 z-50 -translate-y-24 rounded-lg bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-md ring-2 ring-brand-600 transition-transform focus:translate-y-0"
    >
      <FormattedMessage id="shared.skipLink" />
    </a>
  )
}

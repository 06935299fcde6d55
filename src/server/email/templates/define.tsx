import type { ReactElement } from 'react'
import type { IntlShape } from 'react-intl'

/** One email of the registry: its subject, its body, and the links it carries. */
export type EmailDefinition<P> = {
  /** In the recipient's language when `translated`; English otherwise. */
  subject: (props: P, intl: IntlShape) => string
  /** The body, as React email elements. */
  element: (props: P) => ReactElement
  /** Every action link in the props: each must be an absolute http(s) URL. */
  links: (props: P) => string[]
  /**
   * Whether its words come from the catalogs (decision 0050): then it goes out in its recipient's
   * language. The emails not yet translated go out in English, whole, rather than half in each.
   */
  translated: boolean
}

/** Defines an email by its component; the props' type comes from the component. */
export function defineEmail<P extends object>({
  subject,
  component: Component,
  links,
  translated = false,
}: {
  subject: (props: P, intl: IntlShape) => string
  component: (props: P) => ReactElement
  links: (props: P) => string[]
  translated?: boolean
}): EmailDefinition<P> {
  return { subject, element: (props) => <Component {...props} />, links, translated }
}

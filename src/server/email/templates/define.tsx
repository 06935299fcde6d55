import type { ReactElement } from 'react'

/** One email of the registry: its subject, its body, and the links it carries. */
export type EmailDefinition<P> = {
  subject: (props: P) => string
  /** The body, as React email elements. */
  element: (props: P) => ReactElement
  /** Every action link in the props: each must be an absolute http(s) URL. */
  links: (props: P) => string[]
}

/** Defines an email by its component; the props' type comes from the component. */
export function defineEmail<P extends object>({
  subject,
  component: Component,
  links,
}: {
  subject: (props: P) => string
  component: (props: P) => ReactElement
  links: (props: P) => string[]
}): EmailDefinition<P> {
  return { subject, element: (props) => <Component {...props} />, links }
}

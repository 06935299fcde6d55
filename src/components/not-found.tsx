import { Link, useLocation } from '@tanstack/react-router'
import { FormattedMessage } from 'react-intl'

/** Where "back" leads from an unknown address inside an area: that area's list of applications. */
function backLinkFor(pathname: string) {
  if (pathname.startsWith('/investors')) {
    return { to: '/investors/applications', label: 'shared.notFound.backToApplications' } as const
  }
  if (pathname.startsWith('/startups')) {
    return { to: '/startups', label: 'shared.notFound.backToApplications' } as const
  }
  if (pathname.startsWith('/admin'))
    return { to: '/admin', label: 'shared.notFound.backToAdmin' } as const
  return { to: '/', label: 'shared.notFound.backToSangam' } as const
}

/**
 * docs/contract.md, "Screen states and failures": SPEC's 'Not Found' paragraph for unknown routes,
 * under the page's heading, inside the layout of where it was asked (the site's, or an area's).
 */
export function NotFound() {
  const { pathname } = useLocation()
  const back = backLinkFor(pathname)
  return (
    <div className="mx-auto my-16 max-w-xl px-4 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600">
        <FormattedMessage id="shared.notFound.eyebrow" />
      </p>
      <h1 className="mt-2 text-2xl font-semibold text-ink">
        <FormattedMessage id="shared.notFound.title" />
      </h1>
      <p className="mt-2 text-sm text-muted">
        <FormattedMessage id="shared.notFound.body" />
      </p>
      <Link
        to={back.to}
        className="mt-6 inline-block text-sm font-medium text-brand-600 hover:underline"
      >
        <FormattedMessage id={back.label} />
      </Link>
    </div>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Mail, Menu, X } from 'lucide-react'
import type { MouseEvent, ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Logo } from '@/components/brand'
import { LanguageSwitch } from '@/components/language-switch'
import { Button } from '@/components/ui/button'
import { contactQueryOptions } from '@/lib/contact'
import type { MessageId } from '@/lib/i18n/catalog'
import { useTRPC } from '@/lib/trpc'

const nav = [
  { to: '/demo', label: 'site.nav.tour' },
  { to: '/about', label: 'site.nav.about' },
  { to: '/coming-soon', label: 'site.nav.next' },
] as const satisfies { to: string; label: MessageId }[]

/** Where the page hydrated, a link followed in the menu closes it. */
function closeMenu(event: MouseEvent<HTMLElement>) {
  event.currentTarget.closest('details')?.removeAttribute('open')
}

export function SiteLayout({ children }: { children: ReactNode }) {
  const intl = useIntl()
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-line/70 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <nav
            aria-label={intl.formatMessage({ id: 'site.nav.main' })}
            className="hidden items-center gap-1 md:flex"
          >
            {nav.map((item) => (
              <Link
                key={item.to}
                to={item.to}
                className="rounded-lg px-3 py-2 text-sm text-muted hover:bg-surface hover:text-ink"
                activeProps={{ className: 'text-ink font-medium' }}
              >
                <FormattedMessage id={item.label} />
              </Link>
            ))}
          </nav>
          <div className="hidden items-center gap-2 md:flex">
            <LanguageSwitch />
            <Button asChild variant="ghost" size="sm">
              <Link to="/sign-in">
                <FormattedMessage id="site.signIn" />
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/request-access">
                <FormattedMessage id="site.requestAccess" />
              </Link>
            </Button>
          </div>
          {/* A disclosure element: the menu opens and closes without any script, as the kept
              static pages (the home and company pages) ship none. */}
          <details className="group md:hidden">
            <summary
              aria-label={intl.formatMessage({ id: 'site.nav.menu' })}
              className="block cursor-pointer list-none rounded-lg p-2 [&::-webkit-details-marker]:hidden"
            >
              <Menu aria-hidden="true" className="size-5 group-open:hidden" />
              <X aria-hidden="true" className="hidden size-5 group-open:block" />
            </summary>
            <nav
              aria-label={intl.formatMessage({ id: 'site.nav.mobile' })}
              className="absolute inset-x-0 top-16 border-y border-line bg-white px-4 py-3 shadow-sm"
            >
              <ul className="space-y-1">
                {nav.map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={closeMenu}
                      className="block rounded-lg px-3 py-2 text-sm text-ink hover:bg-surface"
                    >
                      <FormattedMessage id={item.label} />
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="mt-3 grid grid-cols-2 gap-2">
                <Button asChild variant="secondary" size="sm">
                  <Link to="/sign-in" onClick={closeMenu}>
                    <FormattedMessage id="site.signIn" />
                  </Link>
                </Button>
                <Button asChild size="sm">
                  <Link to="/request-access" onClick={closeMenu}>
                    <FormattedMessage id="site.requestAccess" />
                  </Link>
                </Button>
              </div>
              <LanguageSwitch className="mt-2" />
            </nav>
          </details>
        </div>
      </header>
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}

function SiteFooter() {
  // The configured CONTACT_EMAIL. The `_marketing` layout's loader has it, so it is in the first
  // HTML of the public pages; elsewhere (the root's Not Found) it is fetched after the page loads.
  const contactEmail = useQuery(contactQueryOptions(useTRPC())).data?.contactEmail
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-muted">
            <FormattedMessage id="site.footer.tagline" />
          </p>
          {contactEmail && (
            <p className="text-sm">
              <a
                href={`mailto:${contactEmail}`}
                className="inline-flex items-center gap-2 text-muted hover:text-ink"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="wrap-break-word" translate="no">
                  {contactEmail}
                </span>
              </a>
            </p>
          )}
        </div>
        <FooterColumn
          heading="site.footer.founders"
          links={[
            { to: '/sign-up', label: 'site.footer.founders.signUp' },
            { to: '/demo', label: 'site.footer.founders.demo' },
          ]}
        />
        <FooterColumn
          heading="site.footer.investors"
          links={[
            { to: '/request-access', label: 'site.footer.investors.access' },
            { to: '/demo', label: 'site.footer.investors.demo' },
          ]}
        />
        <FooterColumn
          heading="site.footer.sangam"
          links={[
            { to: '/about', label: 'site.footer.about' },
            { to: '/coming-soon', label: 'site.footer.next' },
            { to: '/legal/terms-of-service', label: 'site.footer.terms' },
            { to: '/legal/privacy-policy', label: 'site.footer.privacy' },
          ]}
        />
      </div>
      <p className="border-t border-line py-4 text-center text-xs text-muted">
        <FormattedMessage id="site.footer.copyright" values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  )
}

type FooterLink = {
  to:
    | '/sign-up'
    | '/demo'
    | '/request-access'
    | '/about'
    | '/coming-soon'
    | '/legal/terms-of-service'
    | '/legal/privacy-policy'
  label: MessageId
}

function FooterColumn({ heading, links }: { heading: MessageId; links: FooterLink[] }) {
  return (
    <div>
      <p className="text-sm font-semibold text-ink">
        <FormattedMessage id={heading} />
      </p>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="text-sm text-muted hover:text-ink">
              <FormattedMessage id={link.label} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

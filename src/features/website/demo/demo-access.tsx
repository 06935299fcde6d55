import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Check, Copy, KeyRound, LogIn } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card, Skeleton } from '@/components/ui/card'
import type { MessageId } from '@/lib/i18n/catalog'
import { useTRPC } from '@/lib/trpc'

/** The demo accounts' roles (the server's English names) as the page says them. */
const roleLabels: Record<string, MessageId> = {
  Founder: 'tour.access.role.founder',
  Investor: 'tour.access.role.investor',
  'Platform admin': 'tour.access.role.admin',
}

export function DemoAccess() {
  const intl = useIntl()
  const trpc = useTRPC()
  const accounts = useQuery(trpc.website.demoAccounts.queryOptions())

  if (accounts.isPending) {
    return (
      <Card className="p-6" aria-busy="true">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="mt-4 h-16 w-full" />
        <Skeleton className="mt-3 h-16 w-full" />
        <span className="sr-only">
          <FormattedMessage id="tour.access.loading" />
        </span>
      </Card>
    )
  }

  const list = accounts.data ?? []
  if (list.length === 0) {
    return (
      <Card className="bg-gradient-to-br from-white to-brand-50 p-6 sm:p-8">
        <span
          aria-hidden="true"
          className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white [&_svg]:size-5"
        >
          <KeyRound />
        </span>
        <h2 className="mt-5 text-xl font-semibold text-ink">
          <FormattedMessage id="tour.access.none.title" />
        </h2>
        <p className="mt-2 text-muted">
          <FormattedMessage id="tour.access.none.body" />
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <Button asChild>
            <Link to="/request-access">
              <FormattedMessage id="tour.access.none.request" />
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/sign-up">
              <FormattedMessage id="tour.access.none.signUp" />
            </Link>
          </Button>
        </div>
      </Card>
    )
  }

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-saffron-500 text-ink [&_svg]:size-5"
        >
          <KeyRound />
        </span>
        <div>
          <h2 className="text-xl font-semibold text-ink">
            <FormattedMessage id="tour.access.title" />
          </h2>
          <p className="text-sm text-muted">
            <FormattedMessage id="tour.access.subtitle" />
          </p>
        </div>
      </div>
      <script src="/copy-text.js" defer data-static="" />
      <ul data-testid="demo-accounts" className="mt-6 space-y-3">
        {list.map((account) => {
          const label = roleLabels[account.role]
          const role = label ? intl.formatMessage({ id: label }) : account.role
          return (
            <li key={account.email} className="rounded-xl border border-line bg-surface p-4">
              <p className="text-sm font-semibold text-ink">{role}</p>
              <dl className="mt-2 space-y-1.5 text-sm">
                <div className="flex flex-col gap-x-2 sm:flex-row sm:items-center">
                  <dt className="shrink-0 text-xs text-muted sm:w-20 sm:text-sm">
                    <FormattedMessage id="tour.access.email" />
                  </dt>
                  <dd className="flex min-w-0 flex-1 items-center gap-1">
                    <code className="min-w-0 font-mono break-all text-ink" translate="no">
                      {account.email}
                    </code>
                    <CopyButton
                      value={account.email}
                      label={intl.formatMessage({ id: 'tour.access.copyEmail' }, { role })}
                    />
                  </dd>
                </div>
                <div className="flex flex-col gap-x-2 sm:flex-row sm:items-center">
                  <dt className="shrink-0 text-xs text-muted sm:w-20 sm:text-sm">
                    <FormattedMessage id="tour.access.password" />
                  </dt>
                  <dd className="flex min-w-0 flex-1 items-center gap-1">
                    <code className="min-w-0 font-mono break-all text-ink" translate="no">
                      {account.password}
                    </code>
                    <CopyButton
                      value={account.password}
                      label={intl.formatMessage({ id: 'tour.access.copyPassword' }, { role })}
                    />
                  </dd>
                </div>
              </dl>
            </li>
          )
        })}
      </ul>
      <Button asChild className="mt-6 w-full">
        <Link to="/sign-in">
          <LogIn aria-hidden="true" />
          <FormattedMessage id="tour.access.signIn" />
        </Link>
      </Button>
    </Card>
  )
}

/**
 * Copies a value: public/copy-text.js wires it (the page is served without the app's scripts) and
 * shows it, so a browser without scripts never shows a button that does nothing.
 */
function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <button
      type="button"
      hidden
      data-copy={value}
      aria-label={label}
      title={label}
      className="group shrink-0 rounded-md p-1 text-muted hover:bg-brand-50 hover:text-ink"
    >
      <Copy aria-hidden="true" className="size-3.5 group-data-[copied]:hidden" />
      <Check
        aria-hidden="true"
        className="hidden size-3.5 text-emerald-600 group-data-[copied]:block"
      />
    </button>
  )
}

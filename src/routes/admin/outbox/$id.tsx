import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { BackLink } from '@/components/back-link'
import { ErrorPanel } from '@/components/error-panel'
import { Card, Skeleton } from '@/components/ui/card'
import { EmailStatusBadge, emailStatusHint } from '@/features/admin/badges'
import { DateTime } from '@/features/admin/date-time'
import { EmailLinks } from '@/features/admin/email-links'
import { useTRPC } from '@/lib/trpc'
import { loadOrNotFound } from '@/lib/load-or-not-found'

export const Route = createFileRoute('/admin/outbox/$id')({
  loader: async ({ context, params }) => {
    const email = await loadOrNotFound(() =>
      context.queryClient.ensureQueryData(
        context.trpc.admin.outbox.get.queryOptions({ id: params.id }),
      ),
    )
    return { subject: email.subject }
  },
  pendingComponent: EmailSkeleton,
  errorComponent: ErrorPanel,
  notFoundComponent: EmailNotFound,
  component: EmailScreen,
})

function BackToOutbox() {
  return (
    <BackLink to="/admin/outbox">
      <FormattedMessage id="admin.email.back" />
    </BackLink>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-sm text-ink">{children}</dd>
    </div>
  )
}

function EmailScreen() {
  const intl = useIntl()
  const { id } = Route.useParams()
  const trpc = useTRPC()
  const { data: email } = useSuspenseQuery(trpc.admin.outbox.get.queryOptions({ id }))

  return (
    <div className="space-y-6">
      <BackToOutbox />
      <header>
        <h1 className="text-2xl font-semibold tracking-tight wrap-anywhere text-ink" translate="no">
          {email.subject}
        </h1>
        <p className="mt-1 text-sm text-muted">
          <FormattedMessage
            id="admin.email.to"
            values={{
              email: email.to,
              recipient: (chunks) => (
                <span className="break-all text-ink" translate="no">
                  {chunks}
                </span>
              ),
            }}
          />
        </p>
      </header>

      <Card className="p-5 sm:p-6">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Fact label={intl.formatMessage({ id: 'admin.email.status' })}>
            <span className="flex flex-wrap items-center gap-2">
              <EmailStatusBadge status={email.status} />
              <span className="text-xs text-muted">
                <FormattedMessage id={emailStatusHint(email.status)} />
              </span>
            </span>
          </Fact>
          <Fact label={intl.formatMessage({ id: 'admin.email.template' })}>
            <span className="font-mono text-xs break-all" translate="no">
              {email.template}
            </span>
          </Fact>
          <Fact label={intl.formatMessage({ id: 'admin.email.created' })}>
            <DateTime value={email.createdAt} withTime />
          </Fact>
          <Fact label={intl.formatMessage({ id: 'admin.email.sent' })}>
            {email.sentAt ? (
              <DateTime value={email.sentAt} withTime />
            ) : (
              <span className="text-muted">
                <FormattedMessage id="admin.email.notSent" />
              </span>
            )}
          </Fact>
          <Fact label={intl.formatMessage({ id: 'admin.email.attempts' })}>
            {intl.formatNumber(email.attempts)}
          </Fact>
          {email.lastError && (
            <div className="min-w-0 sm:col-span-2 lg:col-span-3">
              <dt className="text-xs font-medium text-muted">
                <FormattedMessage id="admin.email.lastError" />
              </dt>
              <dd
                className="mt-1 text-sm wrap-anywhere whitespace-pre-wrap text-red-700"
                translate="no"
              >
                {email.lastError}
              </dd>
            </div>
          )}
        </dl>
      </Card>

      <EmailLinks text={email.text} />

      <section aria-labelledby="email-html" className="space-y-3">
        <h2 id="email-html" className="text-lg font-semibold text-ink">
          <FormattedMessage id="admin.email.html" />
        </h2>
        <iframe
          sandbox=""
          srcDoc={email.html}
          title={intl.formatMessage({ id: 'admin.email.preview' })}
          className="h-[70vh] w-full rounded-xl border border-line bg-white"
        />
      </section>

      <section aria-labelledby="email-text" className="space-y-3">
        <h2 id="email-text" className="text-lg font-semibold text-ink">
          <FormattedMessage id="admin.email.text" />
        </h2>
        <pre
          data-testid="email-text"
          translate="no"
          className="overflow-x-auto rounded-xl border border-line bg-white p-4 font-mono text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-ink"
        >
          {email.text}
        </pre>
      </section>

      <BackToOutbox />
    </div>
  )
}

function EmailSkeleton() {
  const intl = useIntl()
  return (
    <div
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'admin.list.loading' })}
      className="space-y-6"
    >
      <Skeleton className="h-4 w-32" />
      <div className="space-y-3">
        <Skeleton className="h-8 w-96 max-w-full" />
        <Skeleton className="h-4 w-56 max-w-full" />
      </div>
      <Card className="grid gap-4 p-6 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="h-4 w-28" />
          </div>
        ))}
      </Card>
      <Skeleton className="h-[50vh] w-full rounded-xl" />
    </div>
  )
}

function EmailNotFound() {
  return (
    <div className="mx-auto my-12 max-w-xl text-center">
      <h1 className="text-2xl font-semibold text-ink">
        <FormattedMessage id="admin.email.notFound.title" />
      </h1>
      <p className="mt-2 text-sm text-muted">
        <FormattedMessage id="admin.email.notFound.body" />
      </p>
      <div className="mt-6">
        <BackToOutbox />
      </div>
    </div>
  )
}

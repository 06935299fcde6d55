import { createFileRoute, Link } from '@tanstack/react-router'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { DemoAccess } from '@/features/website/demo/demo-access'
import { TourStep } from '@/features/website/demo/tour-step'
import { steps } from '@/features/website/demo/tour-steps'

export const Route = createFileRoute('/_marketing/demo')({
  // Prefetched on the server so the demo accounts (or the request-access invitation) are in the
  // first HTML. A failure must not break the tour: the page then falls back to the invitation.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(context.trpc.website.demoAccounts.queryOptions())
      .catch(() => undefined),
  component: DemoPage,
})

function DemoPage() {
  const intl = useIntl()
  return (
    <>
      <section
        aria-labelledby="demo-title"
        className="bg-gradient-to-b from-brand-50 via-white to-white"
      >
        <div className="mx-auto grid grid-cols-1 max-w-6xl items-start gap-10 px-4 pt-16 pb-12 sm:px-6 sm:pt-24 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
              <FormattedMessage id="tour.page.eyebrow" />
            </p>
            <h1
              id="demo-title"
              className="mt-3 text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
            >
              <FormattedMessage id="tour.page.title" />
            </h1>
            <p className="mt-6 max-w-xl text-lg text-muted">
              <FormattedMessage id="tour.page.lead" />
            </p>
            <nav aria-label={intl.formatMessage({ id: 'tour.page.stepsNav' })} className="mt-8">
              <ol className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                {steps.map((step, i) => (
                  <li key={step.id}>
                    <a
                      href={`#${step.id}`}
                      className="flex items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink transition-colors hover:border-brand-200 hover:bg-brand-50"
                    >
                      <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-600 text-xs font-semibold text-white">
                        {i + 1}
                      </span>
                      <span className="min-w-0">
                        <FormattedMessage id={step.title} />
                      </span>
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          </div>
          <DemoAccess />
        </div>
      </section>

      <div className="bg-white">
        {steps.map((step, i) => (
          <TourStep key={step.id} step={step} index={i} />
        ))}
      </div>

      <section aria-labelledby="demo-cta-title" className="bg-white px-4 pb-20 sm:px-6 lg:pb-28">
        <div className="mx-auto max-w-6xl rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2
            id="demo-cta-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white"
          >
            <FormattedMessage id="tour.cta.title" />
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-brand-100">
            <FormattedMessage id="tour.cta.body" />
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to="/sign-up">
                <FormattedMessage id="tour.cta.signUp" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="border-white/30 bg-white/10 text-white hover:bg-white/20"
            >
              <Link to="/request-access">
                <FormattedMessage id="tour.cta.investorAccess" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}

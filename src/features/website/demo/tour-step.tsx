import { Check } from 'lucide-react'
import { FormattedMessage } from 'react-intl'

import { Badge } from '@/components/ui/card'

import type { Step } from './tour-steps'

export function TourStep({ step, index }: { step: Step; index: number }) {
  const flipped = index % 2 === 1
  return (
    <section
      id={step.id}
      aria-labelledby={`${step.id}-title`}
      className={`scroll-mt-20 ${flipped ? 'bg-surface' : 'bg-white'}`}
    >
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:py-20">
        <div className={flipped ? 'lg:order-2' : undefined}>
          <div className="flex items-center gap-3">
            <span className="grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-semibold text-white">
              {index + 1}
            </span>
            <Badge
              className={
                step.who === 'Founder' ? 'bg-saffron-100 text-ink' : 'bg-brand-50 text-brand-700'
              }
            >
              <FormattedMessage
                id={step.who === 'Founder' ? 'tour.who.founder' : 'tour.who.investor'}
              />
            </Badge>
          </div>
          <h2
            id={`${step.id}-title`}
            className="mt-4 text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            <FormattedMessage id={step.title} />
          </h2>
          <p className="mt-4 text-muted">
            <FormattedMessage id={step.body} />
          </p>
          <ul className="mt-6 space-y-2.5">
            {step.points.map((point) => (
              <li key={point} className="flex gap-3 text-sm text-ink">
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
                >
                  <Check className="size-3" />
                </span>
                <FormattedMessage id={point} />
              </li>
            ))}
          </ul>
        </div>
        <figure className={`min-w-0 ${flipped ? 'lg:order-1' : ''}`}>
          <div aria-hidden="true" className="relative">
            <div className="absolute -inset-4 rounded-[2rem] bg-gradient-to-br from-brand-100/70 via-white to-saffron-100/70 blur-xl" />
            <div className="relative">{step.illustration}</div>
          </div>
          <figcaption className="sr-only">
            <FormattedMessage id={step.caption} />
          </figcaption>
        </figure>
      </div>
    </section>
  )
}

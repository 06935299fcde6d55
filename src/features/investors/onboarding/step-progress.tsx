import { Check } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

import { onboardingSteps, type OnboardingStep } from '@/domain/investors/profile'
import { cn } from '@/lib/cn'

import { stepTitle } from './step-titles'

/** The steps in order: which is open, which are answered, which still need an answer. */
export function StepProgress({
  current,
  missing,
  onGo,
}: {
  current: OnboardingStep
  missing: OnboardingStep[]
  onGo: (step: OnboardingStep) => void
}) {
  const intl = useIntl()
  const index = onboardingSteps.findIndex((s) => s.key === current)
  const answered = onboardingSteps.filter(
    (s) => s.key !== 'review' && !missing.includes(s.key),
  ).length
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'investor.onboarding.progress.label' })}
      className="mb-6"
    >
      <p className="mb-3 text-sm text-muted">
        <FormattedMessage
          id="investor.onboarding.progress.where"
          values={{
            step: index + 1,
            steps: onboardingSteps.length,
            answered,
            questions: onboardingSteps.length - 1,
            tally: (chunks) => <span data-testid="onboarding-answered">{chunks}</span>,
          }}
        />
      </p>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {onboardingSteps.map((step, i) => {
          const isCurrent = step.key === current
          const done = step.key !== 'review' && !missing.includes(step.key)
          return (
            <li key={step.key}>
              <button
                type="button"
                onClick={() => onGo(step.key)}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex w-full items-center gap-2 rounded-lg border px-2.5 py-2 text-left text-xs font-medium transition-colors sm:text-sm',
                  isCurrent
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-line bg-white text-ink hover:border-brand-500',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-5 shrink-0 place-items-center rounded-full text-[11px]',
                    done
                      ? 'bg-emerald-600 text-white'
                      : isCurrent
                        ? 'bg-brand-600 text-white'
                        : 'bg-surface text-muted',
                  )}
                >
                  {done ? <Check className="size-3" /> : i + 1}
                </span>
                <span className="min-w-0 truncate">{stepTitle(intl, step.key)}</span>
                {done && (
                  <span className="sr-only">
                    <FormattedMessage id="investor.onboarding.progress.answered" />
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

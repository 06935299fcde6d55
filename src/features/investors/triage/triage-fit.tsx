/** How the application fits its channel, criterion by criterion, on the triage card. */
import { Check, CircleDashed, Minus, X } from 'lucide-react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import type { Fit, FitCriterion, FitOutcome } from '@/domain/applications/fit'
import { shownOptionsOr } from '@/features/investors/review/criteria-summary'
import type { ReviewApplication } from '@/features/investors/review/types'
import type { MessageId } from '@/lib/i18n/catalog'
import { shownRupees } from '@/lib/i18n/rupees'

import { Section } from './triage-section'

/** How a criterion fares, as an icon with its name read out. */
function OutcomeIcon({ outcome }: { outcome: FitOutcome }) {
  const intl = useIntl()
  switch (outcome) {
    case 'match':
      return (
        <Check
          className="size-4 text-emerald-600"
          aria-label={intl.formatMessage({ id: 'review.triage.card.met' })}
        />
      )
    case 'mismatch':
      return (
        <X
          className="size-4 text-red-600"
          aria-label={intl.formatMessage({ id: 'review.triage.card.notMet' })}
        />
      )
    case 'missing':
      return (
        <CircleDashed
          className="size-4 text-muted"
          aria-label={intl.formatMessage({ id: 'review.triage.card.notKnown' })}
        />
      )
    case 'open':
      return (
        <Minus
          className="size-4 text-muted"
          aria-label={intl.formatMessage({ id: 'review.triage.card.any' })}
        />
      )
  }
}

/** The criteria of a channel, by name. */
const criterionNames: Record<FitCriterion, MessageId> = {
  sectors: 'review.criteria.sectors',
  developmentStage: 'review.criteria.developmentStage',
  headquarters: 'review.criteria.headquarters',
  businessTypes: 'review.criteria.businessTypes',
  plannedRaise: 'review.criteria.plannedRaise',
}

/** The space before a sentence that follows another on the same line. */
const space = ' '

/** The bounds of a raise the channel looks for; an open bound is an ellipsis. */
const openBound = '…'
/** Between the bounds of a raise. */
const rangeDash = ' – '

/** What the channel asks for on one criterion, as the investor reads it. */
function wantedText(
  intl: IntlShape,
  criterion: FitCriterion,
  c: ReviewApplication['channel']['criteria'],
) {
  switch (criterion) {
    case 'sectors':
      return shownOptionsOr(intl, 'sectors', c.sectors, 3)
    case 'developmentStage':
      return shownOptionsOr(intl, 'developmentStages', c.developmentStages, 3)
    case 'headquarters':
      return shownOptionsOr(intl, 'headquarters', c.headquarters, 3)
    case 'businessTypes':
      return shownOptionsOr(intl, 'businessTypes', c.businessTypes)
    case 'plannedRaise':
      return [c.raiseMin, c.raiseMax]
        .map((v) => (v == null ? openBound : shownRupees(intl, v)))
        .join(rangeDash)
  }
}

/** The criteria the channel sets, each with how the startup fares and what the channel wants. */
export function TriageFit({
  fit,
  criteria,
}: {
  fit: Fit
  criteria: ReviewApplication['channel']['criteria']
}) {
  const intl = useIntl()
  return (
    <Section title={intl.formatMessage({ id: 'review.triage.card.fit' }, { score: fit.score })}>
      <ul className="space-y-0.5 text-sm">
        {fit.criteria
          .filter((c) => c.outcome !== 'open')
          .map((c) => (
            <li key={c.criterion} className="flex items-start gap-1.5">
              <span className="mt-0.5 shrink-0">
                <OutcomeIcon outcome={c.outcome} />
              </span>
              <span className="min-w-0 text-ink/90">
                <FormattedMessage id={criterionNames[c.criterion]} />
                <span className="text-muted">
                  {space}
                  <FormattedMessage
                    id="review.triage.card.looksFor"
                    values={{
                      wanted: wantedText(intl, c.criterion, criteria),
                    }}
                  />
                </span>
              </span>
            </li>
          ))}
      </ul>
    </Section>
  )
}

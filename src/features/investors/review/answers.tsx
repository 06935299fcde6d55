import { FormattedMessage, useIntl } from 'react-intl'

import { Badge } from '@/components/ui/card'

import type { ReviewApplication } from './types'

type Answer = ReviewApplication['answers'][number]

/** The startup's answer as it gave it (its own words: never translated). */
function AnswerValue({ answer }: { answer: Answer }) {
  const intl = useIntl()
  const value = answer.answer
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return (
      <span className="text-muted">
        <FormattedMessage id="review.answers.notAnswered" />
      </span>
    )
  }
  if (Array.isArray(value)) return <span translate="no">{value.join(', ')}</span>
  if (answer.kind === 'url' && typeof value === 'string' && /^https?:\/\//.test(value)) {
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all text-brand-600 hover:underline"
        translate="no"
      >
        {value}
      </a>
    )
  }
  if (typeof value === 'number') return <>{intl.formatNumber(value)}</>
  return (
    <span className="whitespace-pre-line" translate="no">
      {value}
    </span>
  )
}

/** The channel's questions with this startup's answers; hidden questions are kept and marked. */
export function Answers({ answers }: { answers: ReviewApplication['answers'] }) {
  if (answers.length === 0)
    return (
      <p className="text-sm text-muted">
        <FormattedMessage id="review.answers.none" />
      </p>
    )
  return (
    <dl className="space-y-3">
      {answers.map((a) => (
        <div key={a.questionId}>
          <dt className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
            <span translate="no">{a.label}</span>
            {a.hidden && (
              <Badge className="bg-slate-100 text-slate-600">
                <FormattedMessage id="review.answers.hidden" />
              </Badge>
            )}
          </dt>
          <dd className="mt-0.5 text-sm text-ink/90">
            <AnswerValue answer={a} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

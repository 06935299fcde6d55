import { Badge } from '@/components/ui/card'

import type { ReviewApplication } from './types'

type Answer = ReviewApplication['answers'][number]

function AnswerValue({ answer }: { answer: Answer }) {
  const value = answer.answer
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return <span className="text-muted">Not answered</span>
  }
  if (Array.isArray(value)) return <>{value.join(', ')}</>
  if (answer.kind === 'url' && typeof value === 'string' && /^https?:\/\//.test(value)) {
    return (
      <a
        href={value}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="break-all text-brand-600 hover:underline"
      >
        {value}
      </a>
    )
  }
  if (typeof value === 'number') return <>{value.toLocaleString('en-IN')}</>
  return <span className="whitespace-pre-line">{value}</span>
}

/** The channel's questions with this startup's answers; hidden questions are kept and marked. */
export function Answers({ answers }: { answers: ReviewApplication['answers'] }) {
  if (answers.length === 0)
    return <p className="text-sm text-muted">This channel asks no questions of its own.</p>
  return (
    <dl className="space-y-3">
      {answers.map((a) => (
        <div key={a.questionId}>
          <dt className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
            {a.label}
            {a.hidden && <Badge className="bg-slate-100 text-slate-600">Hidden question</Badge>}
          </dt>
          <dd className="mt-0.5 text-sm text-ink/90">
            <AnswerValue answer={a} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

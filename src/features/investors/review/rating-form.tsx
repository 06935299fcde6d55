/** The form for the viewer's own rating: 1–5 on each dimension, and a comment. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/input'
import {
  ratingCommentLimit,
  ratingDimensions,
  ratingSchema,
  startupRatingSchema,
  type RatingDimension,
} from '@/domain/applications/ratings'
import { entryRatingSchema } from '@/domain/intake/inbox'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

import type { ApplicationRatings } from './types'

type Draft = Partial<Record<RatingDimension, number>>
type Errors = Partial<Record<RatingDimension | 'comment' | 'form', string>>

const scores = [1, 2, 3, 4, 5] as const

/** What is rated: one application, or a startup that has not applied (found in Discover). */
export type RatingTarget =
  | { applicationId: string }
  | { startupOrgId: string }
  /** An entry of the Inbox: a deck the fund received by email. */
  | { entryId: string }

/** The viewer's own rating, new or changed; `onSaved` once the server has it. */
export function RatingForm({
  target,
  initial,
  fitSummary,
  fitMatch,
  onSaved,
  onCancel,
}: {
  target: RatingTarget
  initial: ApplicationRatings['mine']
  fitSummary: string
  fitMatch?: string
  onSaved: () => void
  onCancel?: () => void
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const rateApplication = useMutation(trpc.investors.applications.rate.mutationOptions())
  const rateStartup = useMutation(trpc.investors.applications.rateStartup.mutationOptions())
  const rateEntry = useMutation(trpc.investors.inbox.rate.mutationOptions())
  const pending = rateApplication.isPending || rateStartup.isPending || rateEntry.isPending
  const [draft, setDraft] = useState<Draft>(() => ({ ...(initial?.scores as Draft | undefined) }))
  const [comment, setComment] = useState(initial?.comment ?? '')
  const [errors, setErrors] = useState<Errors>({})
  const commentId = useId()
  const formRef = useRef<HTMLFormElement>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed =
      'applicationId' in target
        ? ratingSchema.safeParse({ ...target, scores: draft, comment })
        : 'entryId' in target
          ? entryRatingSchema.safeParse({ ...target, scores: draft, comment })
          : startupRatingSchema.safeParse({ ...target, scores: draft, comment })
    if (!parsed.success) {
      setErrors(
        errorsOf(
          Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), [i.message]])),
        ),
      )
      return
    }
    setErrors({})
    let saved = false
    try {
      const input = parsed.data
      if ('applicationId' in input) await rateApplication.mutateAsync(input)
      else if ('entryId' in input) await rateEntry.mutateAsync(input)
      else await rateStartup.mutateAsync(input)
      saved = true
    } catch (error) {
      const fields = errorsOf(trpcFieldErrors(error))
      setErrors(
        Object.keys(fields).length
          ? fields
          : {
              form:
                error instanceof Error && error.message
                  ? error.message
                  : intl.formatMessage({ id: 'review.ratings.saveFailed' }),
            },
      )
    }
    // Rating reveals the teammates' scores: show them before the form closes.
    await queryClient.invalidateQueries({
      queryKey:
        'applicationId' in target
          ? trpc.investors.applications.forStartup.pathKey()
          : 'entryId' in target
            ? trpc.investors.inbox.get.pathKey()
            : trpc.investors.applications.startupRatings.pathKey(),
    })
    if (saved) {
      toast.success(intl.formatMessage({ id: 'review.ratings.saved' }))
      onSaved()
    }
  }

  // Opening the form moves focus to its first score, so keyboard users land where they rate.
  useEffect(() => {
    const group = formRef.current?.querySelector('fieldset')
    const radio =
      group?.querySelector<HTMLInputElement>('input:checked') ??
      group?.querySelector<HTMLInputElement>('input')
    radio?.focus()
  }, [])

  return (
    <form
      method="post"
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      className="mt-4 space-y-4"
      noValidate
    >
      <p className="text-xs text-muted">
        <FormattedMessage id="review.ratings.scale" />
      </p>
      {ratingDimensions.map((dimension) => (
        <ScoreGroup
          key={dimension}
          label={intl.formatMessage({
            id:
              dimension === 'fit' && !('applicationId' in target)
                ? 'review.ratings.fitThesis'
                : `review.rating.dimension.${dimension}`,
          })}
          hint={
            dimension === 'fit'
              ? [fitSummary, fitMatch].filter(Boolean).join(' — ')
              : intl.formatMessage({ id: `review.rating.hint.${dimension}` })
          }
          value={draft[dimension]}
          error={errors[dimension]}
          onChange={(value) => {
            setDraft((d) => ({ ...d, [dimension]: value }))
            setErrors(({ [dimension]: _, ...rest }) => rest)
          }}
        />
      ))}
      <div className="space-y-1.5">
        <label htmlFor={commentId} className="block text-sm font-medium text-ink">
          <FormattedMessage
            id="review.ratings.comment"
            values={{
              muted: (chunks) => <span className="font-normal text-muted">{chunks}</span>,
            }}
          />
        </label>
        <Textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          // The rater's own words: data, never translated.
          translate={comment ? 'no' : undefined}
          maxLength={ratingCommentLimit}
          className="min-h-20"
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${commentId}-error` : undefined}
        />
        {errors.comment && (
          <p id={`${commentId}-error`} role="alert" className="text-sm text-red-600">
            {errors.comment}
          </p>
        )}
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-red-600">
          {errors.form}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={pending}>
          <FormattedMessage
            id={
              pending
                ? 'review.common.saving'
                : initial
                  ? 'review.ratings.update'
                  : 'review.ratings.save'
            }
          />
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
            <FormattedMessage id="review.common.cancel" />
          </Button>
        )}
      </div>
    </form>
  )
}

function errorsOf(fields: Record<string, string[] | undefined>): Errors {
  const errors: Errors = {}
  for (const dimension of ratingDimensions) {
    const message = fields[`scores.${dimension}`]?.[0]
    if (message) errors[dimension] = message
  }
  if (!Object.keys(errors).length && fields.scores?.[0]) errors.team = fields.scores[0]
  if (fields.comment?.[0]) errors.comment = fields.comment[0]
  return errors
}

/** One dimension as a radio group of 1–5: arrow keys move between the scores. */
function ScoreGroup({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string
  hint: string
  value: number | undefined
  error?: string
  onChange: (value: number) => void
}) {
  const intl = useIntl()
  const id = useId()
  return (
    <fieldset>
      <legend id={`${id}-legend`} className="text-sm font-medium text-ink">
        {label}
      </legend>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
        {hint}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="mt-2 grid grid-cols-5 gap-1.5"
      >
        {scores.map((score) => (
          <label key={score} className="relative">
            <input
              type="radio"
              name={`${id}-score`}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className="peer sr-only"
              aria-label={intl.formatMessage({ id: `review.rating.score.${score}` })}
            />
            <span
              aria-hidden="true"
              className={cn(
                'flex h-9 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium transition-colors',
                'border-line bg-white text-ink hover:bg-brand-50',
                'peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white',
                'peer-focus-visible:ring-3 peer-focus-visible:ring-brand-200',
                error && 'border-red-400',
              )}
            >
              {score}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}

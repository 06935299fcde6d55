import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeft, ArrowRight, Check, Send } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'
import { trpcErrorCode } from '@/lib/trpc-errors'

import {
  answerText,
  buildAnswersSchema,
  emptyAnswers,
  type Answers,
} from '@/domain/applications/answers'
import {
  ChannelDetails,
  CompletenessGate,
  FitPanel,
  InvestorDetails,
  Panel,
  SubmittedAnswers,
} from './channel-overview'
import { QuestionField } from './question-field'
import { AppliedNotice, ClosedNotice } from './apply-notices'
import { ShareSummary } from './share-summary'
import { useKeptDraft } from './use-kept-draft'
import type { ApplyPage } from './types'

type Step = 'channel' | 'questions' | 'review'

/** The apply screen: the channel and how the startup fits, its questions, then a review and submit. */
export function ApplyFlow({ page }: { page: ApplyPage }) {
  if (page.application) return <Overview page={page} notice={<AppliedNotice page={page} />} />
  if (!page.acceptingApplications)
    return <Overview page={page} notice={<ClosedNotice channel={page.channel} />} />
  return <Steps page={page} />
}

function Overview({ page, notice }: { page: ApplyPage; notice?: ReactNode }) {
  return (
    <div className="space-y-6">
      {notice}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <ChannelDetails page={page} />
          {page.application && <SubmittedAnswers answers={page.application.answers} />}
          <FitPanel fit={page.fit} applied={Boolean(page.application)} />
        </div>
        <div className="min-w-0 space-y-6">
          <InvestorDetails investor={page.investor} />
          {!page.application && page.acceptingApplications && (
            <CompletenessGate completeness={page.completeness} />
          )}
        </div>
      </div>
    </div>
  )
}

const stepLabels = {
  channel: 'apply.steps.channel',
  questions: 'apply.steps.questions',
  review: 'apply.steps.review',
} as const satisfies Record<Step, string>

function Stepper({ step, hasQuestions }: { step: Step; hasQuestions: boolean }) {
  const intl = useIntl()
  const steps: Step[] = ['channel', 'questions', 'review']
  const at = steps.indexOf(step)
  return (
    <ol
      className="mb-6 flex flex-wrap gap-2 text-sm"
      aria-label={intl.formatMessage({ id: 'apply.steps.label' })}
    >
      {steps.map((s, i) => {
        const done = i < at
        const current = i === at
        return (
          <li
            key={s}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-full border px-3 py-1',
              current
                ? 'border-brand-500 bg-brand-50 font-medium text-brand-800'
                : 'border-line bg-white text-muted',
            )}
          >
            <span
              className={cn(
                'flex size-5 items-center justify-center rounded-full text-xs',
                done
                  ? 'bg-emerald-500 text-white'
                  : current
                    ? 'bg-brand-600 text-white'
                    : 'bg-surface text-muted',
              )}
              aria-hidden="true"
            >
              {done ? <Check className="size-3" /> : intl.formatNumber(i + 1)}
            </span>
            <FormattedMessage id={stepLabels[s]} />
            {s === 'questions' && !hasQuestions && (
              <span className="text-xs">
                <FormattedMessage id="apply.steps.none" />
              </span>
            )}
            {done && (
              <span className="sr-only">
                <FormattedMessage id="apply.steps.done" />
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}

function Steps({ page }: { page: ApplyPage }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { channel, investor, completeness } = page
  const questions = channel.questions
  const schema = useMemo(() => buildAnswersSchema(questions), [questions])
  const form = useForm<Answers, unknown, Answers>({
    resolver: zodResolver(schema),
    defaultValues: page.draft ?? emptyAnswers(questions),
  })
  const draft = useKeptDraft(page, form)
  const [step, setStep] = useState<Step>('channel')
  const [reviewed, setReviewed] = useState<Answers>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const submit = useMutation(trpc.startups.applications.submit.mutationOptions())
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    // After a step change (not on arrival), start reading at the new step's heading.
    if (!moved.current) return
    window.scrollTo({ top: 0 })
    heading.current?.focus({ preventScroll: true })
  }, [step])

  function go(next: Step) {
    moved.current = true
    setSubmitError(null)
    setStep(next)
  }

  function toReview(answers: Answers) {
    draft.keepNow()
    setReviewed(answers)
    go('review')
  }

  async function refresh() {
    await Promise.all([
      queryClient.invalidateQueries({
        queryKey: trpc.startups.channels.get.queryKey({ id: channel.id }),
      }),
      queryClient.invalidateQueries({ queryKey: trpc.startups.channels.matching.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.startups.applications.list.queryKey() }),
    ])
  }

  async function send() {
    setSubmitError(null)
    try {
      await submit.mutateAsync({ channelId: channel.id, answers: reviewed })
      toast.success(intl.formatMessage({ id: 'apply.submit.sent' }, { investor: investor.name }))
      await refresh()
      await navigate({ to: '/startups', hash: 'applications' })
    } catch (error) {
      const answerErrors = setServerFieldErrors(
        form.setError,
        error,
        questions.map((q) => q.id),
        { serverKey: (id) => `answers.${id}` },
      )
      if (answerErrors) {
        toast.error(intl.formatMessage({ id: 'apply.submit.answersNeedAttention' }))
        go('questions')
        return
      }
      // The server's refusal as it says it; ours when it says nothing.
      const message = serverMessage(error, intl.formatMessage({ id: 'apply.submit.failed' }))
      toast.error(message)
      // Applied meanwhile or closed meanwhile: the page then shows why.
      if (trpcErrorCode(error) === 'CONFLICT' || trpcErrorCode(error) === 'NOT_FOUND')
        await refresh()
      else setSubmitError(message)
    }
  }

  const hasQuestions = questions.length > 0

  return (
    <div>
      <Stepper step={step} hasQuestions={hasQuestions} />

      {step === 'channel' && (
        <div className="space-y-6">
          <h2 ref={heading} tabIndex={-1} className="sr-only">
            <FormattedMessage id={stepLabels.channel} />
          </h2>
          <Overview page={page} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            {!completeness.enough && (
              <p className="text-sm text-muted" id="gate-reason">
                <FormattedMessage
                  id="apply.steps.gate"
                  values={{ required: completeness.required }}
                />
              </p>
            )}
            <Button
              onClick={() => go(hasQuestions ? 'questions' : 'review')}
              disabled={!completeness.enough}
              aria-describedby={completeness.enough ? undefined : 'gate-reason'}
              data-testid="continue"
            >
              <FormattedMessage
                id={hasQuestions ? 'apply.flow.continue' : 'apply.steps.toReview'}
              />
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </div>
      )}

      {step === 'questions' && (
        <form
          method="post"
          onSubmit={(event) => void form.handleSubmit(toReview)(event)}
          noValidate
          className="space-y-6"
        >
          <Panel
            title={
              <FormattedMessage
                id="apply.questions.title"
                values={{
                  investor: investor.name,
                  name: (chunks) => <span translate="no">{chunks}</span>,
                }}
              />
            }
          >
            <h2 ref={heading} tabIndex={-1} className="sr-only">
              <FormattedMessage id={stepLabels.questions} />
            </h2>
            <div className="space-y-6">
              {questions.map((q) => (
                <QuestionField key={q.id} question={q} form={form} />
              ))}
            </div>
          </Panel>
          <p className="text-sm text-muted" aria-live="polite" data-testid="draft-status">
            {draft.status}
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                draft.keepNow()
                go('channel')
              }}
            >
              <ArrowLeft aria-hidden="true" />
              <FormattedMessage id="apply.steps.back" />
            </Button>
            <Button type="submit">
              <FormattedMessage id="apply.flow.review" />
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </form>
      )}

      {step === 'review' && (
        <div className="space-y-6">
          <div>
            <h2
              ref={heading}
              tabIndex={-1}
              className="text-lg font-semibold text-ink focus:outline-none"
            >
              <FormattedMessage
                id="apply.review.title"
                values={{
                  investor: investor.name,
                  name: (chunks) => <span translate="no">{chunks}</span>,
                }}
              />
            </h2>
            <p className="mt-1 text-sm text-muted">
              <FormattedMessage id="apply.review.intro" />
            </p>
          </div>
          {hasQuestions && (
            <Panel
              title={intl.formatMessage({ id: 'apply.answers.title' })}
              aside={
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  onClick={() => go('questions')}
                >
                  <FormattedMessage id="apply.review.editAnswers" />
                </Button>
              }
            >
              <dl className="space-y-4">
                {questions.map((q) => {
                  const text = answerText(q, reviewed[q.id])
                  return (
                    <div key={q.id} className="min-w-0">
                      <dt className="text-sm font-medium text-ink" translate="no">
                        {q.label}
                      </dt>
                      <dd
                        className={cn(
                          'mt-0.5 text-sm wrap-break-word whitespace-pre-line',
                          text ? 'text-ink' : 'text-muted italic',
                        )}
                        translate={text ? 'no' : undefined}
                      >
                        {text || intl.formatMessage({ id: 'apply.answers.notAnswered' })}
                      </dd>
                    </div>
                  )
                })}
              </dl>
            </Panel>
          )}
          <ShareSummary share={page.share} />
          {submitError && (
            <p
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700"
            >
              {submitError}
            </p>
          )}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button
              type="button"
              variant="secondary"
              onClick={() => go(hasQuestions ? 'questions' : 'channel')}
            >
              <ArrowLeft aria-hidden="true" />
              <FormattedMessage id="apply.steps.back" />
            </Button>
            <Button
              onClick={() => void send()}
              disabled={submit.isPending}
              data-testid="submit-application"
            >
              <Send aria-hidden="true" />
              <FormattedMessage
                id={submit.isPending ? 'apply.submit.sending' : 'apply.flow.submit'}
              />
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { ArrowLeft, ArrowRight, Check, Send } from 'lucide-react'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
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
    return <Overview page={page} notice={<ClosedNotice reason={page.availability} />} />
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

const stepLabels: Record<Step, string> = {
  channel: 'Channel and fit',
  questions: 'Questions',
  review: 'Review and submit',
}

function Stepper({ step, hasQuestions }: { step: Step; hasQuestions: boolean }) {
  const steps: Step[] = ['channel', 'questions', 'review']
  const at = steps.indexOf(step)
  return (
    <ol className="mb-6 flex flex-wrap gap-2 text-sm" aria-label="Steps">
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
              {done ? <Check className="size-3" /> : i + 1}
            </span>
            {stepLabels[s]}
            {s === 'questions' && !hasQuestions && <span className="text-xs">(none)</span>}
            {done && <span className="sr-only">(done)</span>}
          </li>
        )
      })}
    </ol>
  )
}

function Steps({ page }: { page: ApplyPage }) {
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
      toast.success(`Application sent to ${investor.name}`)
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
        toast.error('Some answers need attention.')
        go('questions')
        return
      }
      const message = serverMessage(error, 'We could not send the application. Please try again.')
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
            {stepLabels.channel}
          </h2>
          <Overview page={page} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
            {!completeness.enough && (
              <p className="text-sm text-muted" id="gate-reason">
                Complete your profile to {completeness.required}% to continue.
              </p>
            )}
            <Button
              onClick={() => go(hasQuestions ? 'questions' : 'review')}
              disabled={!completeness.enough}
              aria-describedby={completeness.enough ? undefined : 'gate-reason'}
              data-testid="continue"
            >
              {hasQuestions ? 'Continue to questions' : 'Review what you share'}
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
          <Panel title={`${investor.name} asks`}>
            <h2 ref={heading} tabIndex={-1} className="sr-only">
              {stepLabels.questions}
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
              Back
            </Button>
            <Button type="submit">
              Review your application
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
              Review what {investor.name} will receive
            </h2>
            <p className="mt-1 text-sm text-muted">
              This is exactly what goes with your application. You can withdraw it until they
              decide; they then keep only this, not your later changes or files.
            </p>
          </div>
          {hasQuestions && (
            <Panel
              title="Your answers"
              aside={
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  onClick={() => go('questions')}
                >
                  Edit answers
                </Button>
              }
            >
              <dl className="space-y-4">
                {questions.map((q) => {
                  const text = answerText(q, reviewed[q.id])
                  return (
                    <div key={q.id} className="min-w-0">
                      <dt className="text-sm font-medium text-ink">{q.label}</dt>
                      <dd
                        className={cn(
                          'mt-0.5 text-sm wrap-break-word whitespace-pre-line',
                          text ? 'text-ink' : 'text-muted italic',
                        )}
                      >
                        {text || 'Not answered'}
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
              Back
            </Button>
            <Button
              onClick={() => void send()}
              disabled={submit.isPending}
              data-testid="submit-application"
            >
              <Send aria-hidden="true" />
              {submit.isPending ? 'Sending…' : 'Submit application'}
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ExternalLink, Pencil } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { SwitchFieldControlled } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { onboardingSteps, publishStepSchema, type OnboardingStep } from '@/domain/investors/profile'
import { coInvestorsText, listText, ownershipText } from '@/domain/investors/profile-figures'
import { serverMessage } from '@/lib/form-errors'
import { formResolver } from '@/lib/form-values'
import { formatRupeeRange } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'

import type { ProfileData, StoredProfile } from './step-form'

/** What each step holds, as the review shows it. */
function summary(
  profile: StoredProfile | null,
): Record<Exclude<OnboardingStep, 'review'>, [string, string][]> {
  return {
    identity: [
      ['Investor type', profile?.investorType ?? ''],
      ['Display name', profile?.displayName ?? ''],
      ['Website', profile?.website ?? ''],
      ['LinkedIn', profile?.linkedin ?? ''],
    ],
    thesis: [['Thesis', profile?.thesis ?? '']],
    focus: [
      ['Sectors', listText(profile?.sectors, 'Any sector')],
      ['Stages', listText(profile?.stages, '')],
      ['Headquarters', listText(profile?.headquarters, 'Anywhere in India')],
      ['Business types', listText(profile?.businessTypes, 'Any')],
    ],
    cheque: [
      ['Cheque size', profile ? formatRupeeRange(profile.chequeMin, profile.chequeMax) : ''],
      ['Typical ownership', profile ? ownershipText(profile) : ''],
    ],
    portfolio: [
      ['Investments so far', profile?.portfolioSize == null ? '' : String(profile.portfolioSize)],
      ['Notable investments', profile?.notableInvestments ?? ''],
      ['Co-investors', coInvestorsText(profile?.coInvestorsWelcome)],
    ],
  }
}

/**
 * Everything on one page, each step with its missing answers marked and a way back to it; the
 * public page switch; and Finish, which marks the profile complete.
 */
export function ReviewStep({
  data,
  onEdit,
  onBack,
  onFinished,
}: {
  data: ProfileData
  onEdit: (step: OnboardingStep) => void
  onBack: () => void
  onFinished: () => void
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const save = useMutation(trpc.investors.profile.saveStep.mutationOptions())
  const finish = useMutation(trpc.investors.profile.finish.mutationOptions())
  const [error, setError] = useState<string | null>(null)
  const form = useForm({
    resolver: formResolver(publishStepSchema),
    defaultValues: { isPublic: data.profile?.isPublic ?? false },
  })
  const rows = summary(data.profile)

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null)
    try {
      await save.mutateAsync({ step: 'review', values })
      if (!data.onboarded) await finish.mutateAsync()
      await queryClient.invalidateQueries({ queryKey: trpc.investors.profile.pathKey() })
      toast.success(data.onboarded ? 'Investor profile saved' : 'Your investor profile is complete')
      onFinished()
    } catch (caught) {
      const message = serverMessage(caught, 'We could not finish your profile. Please try again.')
      setError(message)
      toast.error(message)
    }
  })

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">Review</h2>
      <p className="mt-1 text-sm text-muted">
        This is what founders see. Change any part, then{' '}
        {data.onboarded ? 'save.' : 'finish to start discovering startups.'}
      </p>
      <div className="mt-6 space-y-4">
        {onboardingSteps
          .filter((step) => step.key !== 'review')
          .map((step) => {
            const key = step.key as Exclude<OnboardingStep, 'review'>
            const missing = data.missing.includes(key)
            return (
              <section
                key={key}
                aria-labelledby={`review-${key}`}
                className={`rounded-xl border p-4 ${missing ? 'border-saffron-400 bg-saffron-100/40' : 'border-line'}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`review-${key}`} className="text-sm font-semibold text-ink">
                    {step.title}
                    {missing && (
                      <span className="ml-2 text-xs font-medium text-amber-800">
                        Needs an answer
                      </span>
                    )}
                  </h3>
                  <Button type="button" variant="ghost" size="sm" onClick={() => onEdit(key)}>
                    <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {step.title}</span>
                  </Button>
                </div>
                <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  {rows[key].map(([label, value]) => (
                    <div
                      key={label}
                      className={`min-w-0 ${key === 'thesis' ? 'sm:col-span-2' : ''}`}
                    >
                      <dt className="text-xs text-muted">{label}</dt>
                      <dd
                        className={`mt-0.5 break-words whitespace-pre-line ${value ? 'text-ink' : 'text-muted'}`}
                      >
                        {value || 'Not given'}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            )
          })}
      </div>
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-label="Finish"
        className="mt-6 space-y-5"
      >
        <SwitchFieldControlled
          control={form.control}
          name="isPublic"
          label="Public investor page"
          description={
            <>
              Shows your profile at{' '}
              <span className="font-medium break-all text-ink">/investor/{data.slug}</span> to
              everyone, including people without an account and search engines.
            </>
          }
        >
          {data.onboarded && data.profile?.isPublic && (
            <a
              href={`/investor/${data.slug}`}
              target="_blank"
              rel="noreferrer"
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            >
              View your public page <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </SwitchFieldControlled>
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-between">
          <Button type="button" variant="secondary" onClick={onBack}>
            <ArrowLeft aria-hidden="true" /> Back
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting || data.missing.length > 0}>
            {form.formState.isSubmitting
              ? 'Saving…'
              : data.onboarded
                ? 'Save changes'
                : 'Finish and start discovering'}
          </Button>
        </div>
        {data.missing.length > 0 && (
          <p className="text-right text-sm text-muted">Answer the marked steps to finish.</p>
        )}
      </form>
    </Card>
  )
}

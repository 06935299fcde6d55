import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, ExternalLink, Pencil } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { SwitchFieldControlled } from '@/components/form'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { onboardingSteps, publishStepSchema, type OnboardingStep } from '@/domain/investors/profile'
import { listText, ownershipText } from '@/domain/investors/profile-figures'
import { serverMessage } from '@/lib/form-errors'
import { formResolver } from '@/lib/form-values'
import type { MessageId } from '@/lib/i18n/catalog'
import { optionLabel, type OptionListName } from '@/lib/i18n/option-labels'
import { shownRupeeRange } from '@/lib/i18n/rupees'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import type { ProfileData, StoredProfile } from './step-form'
import { stepTitle } from './step-titles'

/** A brand's name, the same in every language (and so never translated). */
const linkedIn = 'LinkedIn'

/** Words only screen readers hear, inside a message: `<hidden>…</hidden>`. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>

/**
 * What each step holds, as the review shows it: a label and the answer. An answer is the
 * investor's own words (names, links, the thesis) or, for the option lists, labels in the page's
 * language; `own` marks the investor's own words, and `brand` a label that is a brand's name.
 */
function summary(
  intl: IntlShape,
  profile: StoredProfile | null,
): Record<
  Exclude<OnboardingStep, 'review'>,
  { label: string; value: string; own?: true; brand?: true }[]
> {
  const t = (id: MessageId) => intl.formatMessage({ id })
  const options = (
    list: OptionListName,
    values: readonly string[] | null | undefined,
    none: string,
  ) =>
    listText(
      values?.map((value) => optionLabel(intl, list, value)),
      none,
    )
  const welcome = profile?.coInvestorsWelcome
  return {
    identity: [
      {
        label: t('investor.review.investorType'),
        value: profile?.investorType
          ? optionLabel(intl, 'investorTypes', profile.investorType)
          : '',
      },
      { label: t('investor.review.displayName'), value: profile?.displayName ?? '', own: true },
      { label: t('investor.review.website'), value: profile?.website ?? '', own: true },
      { label: linkedIn, brand: true, value: profile?.linkedin ?? '', own: true },
    ],
    thesis: [{ label: t('investor.review.thesis'), value: profile?.thesis ?? '', own: true }],
    focus: [
      {
        label: t('investor.review.sectors'),
        value: options('sectors', profile?.sectors, t('investor.review.anySector')),
      },
      {
        label: t('investor.review.stages'),
        value: options('developmentStages', profile?.stages, ''),
      },
      {
        label: t('investor.review.headquarters'),
        value: options('headquarters', profile?.headquarters, t('investor.review.anywhere')),
      },
      {
        label: t('investor.review.businessTypes'),
        value: options(
          'businessTypes',
          profile?.businessTypes,
          t('investor.review.anyBusinessType'),
        ),
      },
    ],
    cheque: [
      {
        label: t('investor.review.cheque'),
        value: profile ? shownRupeeRange(intl, profile.chequeMin, profile.chequeMax) : '',
      },
      { label: t('investor.review.ownership'), value: profile ? ownershipText(profile) : '' },
    ],
    portfolio: [
      {
        label: t('investor.review.portfolioSize'),
        value: profile?.portfolioSize == null ? '' : intl.formatNumber(profile.portfolioSize),
      },
      {
        label: t('investor.review.notable'),
        value: profile?.notableInvestments ?? '',
        own: true,
      },
      {
        label: t('investor.review.coInvestors'),
        value:
          welcome == null
            ? ''
            : t(welcome ? 'shared.coInvestors.welcome' : 'shared.coInvestors.notThisTime'),
      },
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
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const save = useMutation(trpc.investors.profile.saveStep.mutationOptions())
  const finish = useMutation(trpc.investors.profile.finish.mutationOptions())
  const [error, setError] = useState<string | null>(null)
  const form = useForm({
    resolver: formResolver(publishStepSchema),
    defaultValues: { isPublic: data.profile?.isPublic ?? false },
  })
  const rows = summary(intl, data.profile)
  const viewPublic = intl.formatMessage({ id: 'investor.review.viewPublic' })

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null)
    try {
      await save.mutateAsync({ step: 'review', values })
      if (!data.onboarded) await finish.mutateAsync()
      await queryClient.invalidateQueries({ queryKey: trpc.investors.profile.pathKey() })
      toast.success(
        intl.formatMessage({
          id: data.onboarded ? 'investor.review.saved' : 'investor.review.complete',
        }),
      )
      onFinished()
    } catch (caught) {
      const message = serverMessage(caught, intl.formatMessage({ id: 'investor.review.failed' }))
      setError(message)
      toast.error(message)
    }
  })

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{stepTitle(intl, 'review')}</h2>
      <p className="mt-1 text-sm text-muted">
        <FormattedMessage
          id="investor.review.intro"
          values={{ onboarded: data.onboarded ? 'yes' : 'no' }}
        />
      </p>
      <div className="mt-6 space-y-4">
        {onboardingSteps
          .filter((step) => step.key !== 'review')
          .map((step) => {
            const key = step.key as Exclude<OnboardingStep, 'review'>
            const missing = data.missing.includes(key)
            const title = stepTitle(intl, key)
            const editLabel = intl.formatMessage(
              { id: 'investor.review.edit' },
              { step: title, hidden },
            )
            return (
              <section
                key={key}
                aria-labelledby={`review-${key}`}
                className={`rounded-xl border p-4 ${missing ? 'border-saffron-400 bg-saffron-100/40' : 'border-line'}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={`review-${key}`} className="text-sm font-semibold text-ink">
                    {title}
                    {missing && (
                      <span className="ml-2 text-xs font-medium text-amber-800">
                        <FormattedMessage id="investor.review.needsAnswer" />
                      </span>
                    )}
                  </h3>
                  <Button type="button" variant="ghost" size="sm" onClick={() => onEdit(key)}>
                    <Pencil aria-hidden="true" /> {editLabel}
                  </Button>
                </div>
                <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  {rows[key].map(({ label, value, own, brand }) => (
                    <div
                      key={label}
                      className={`min-w-0 ${key === 'thesis' ? 'sm:col-span-2' : ''}`}
                    >
                      <dt className="text-xs text-muted" translate={brand ? 'no' : undefined}>
                        {label}
                      </dt>
                      <dd
                        className={`mt-0.5 break-words whitespace-pre-line ${value ? 'text-ink' : 'text-muted'}`}
                        translate={value && own ? 'no' : undefined}
                      >
                        {value || <FormattedMessage id="investor.review.notGiven" />}
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
        aria-label={intl.formatMessage({ id: 'investor.review.finish' })}
        className="mt-6 space-y-5"
      >
        <SwitchFieldControlled
          control={form.control}
          name="isPublic"
          label={intl.formatMessage({ id: 'investor.review.public' })}
          description={
            <FormattedMessage
              id="investor.review.publicDescription"
              values={{
                slug: data.slug,
                path: (chunks) => <span className="font-medium break-all text-ink">{chunks}</span>,
              }}
            />
          }
        >
          {data.onboarded && data.profile?.isPublic && (
            <a
              href={`/investor/${data.slug}`}
              target="_blank"
              rel="noreferrer"
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            >
              {viewPublic} <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">
                <FormattedMessage id="investor.review.opensInNewTab" />
              </span>
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
            <ArrowLeft aria-hidden="true" /> <FormattedMessage id="investor.common.back" />
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting || data.missing.length > 0}>
            <FormattedMessage
              id={
                form.formState.isSubmitting
                  ? 'investor.common.saving'
                  : data.onboarded
                    ? 'investor.review.saveChanges'
                    : 'investor.review.finishAndStart'
              }
            />
          </Button>
        </div>
        {data.missing.length > 0 && (
          <p className="text-right text-sm text-muted">
            <FormattedMessage id="investor.review.answerMarked" />
          </p>
        )}
      </form>
    </Card>
  )
}

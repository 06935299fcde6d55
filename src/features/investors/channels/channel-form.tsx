import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useForm, useWatch, type Control, type Path } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { RuleWarnings } from '@/components/rule-warnings'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import {
  channelSchema,
  emptyChannelInput,
  type ChannelInput,
  type ChannelValues,
} from '@/domain/channels/schemas'
import { angelFundRaiseWarnings } from '@/domain/investors/angel-fund-rules'
import {
  CheckboxChipsField,
  EditorSection,
  MultiSelectField,
  RupeeField,
  SaveBar,
  TextAreaField,
  useUnsavedChanges,
} from '@/components/form'
import { parseRupees } from '@/lib/format'
import type { MessageId } from '@/lib/i18n/catalog'
import { translatedOptions } from '@/lib/i18n/option-labels'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'

import { QuestionsBuilder } from './questions-builder'
import type { ChannelRecord } from './types'

const dateInput = (value: Date | string | null | undefined): string => {
  if (!value) return ''
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10)
}
const wholeInput = (value: number | null | undefined) => (value == null ? '' : String(value))

export function toChannelForm(c: ChannelRecord | ChannelValues): ChannelInput {
  return {
    title: c.title,
    description: c.description ?? '',
    sectors: [...c.sectors] as ChannelInput['sectors'],
    developmentStages: [...c.developmentStages] as ChannelInput['developmentStages'],
    headquarters: [...c.headquarters] as ChannelInput['headquarters'],
    businessTypes: [...c.businessTypes] as ChannelInput['businessTypes'],
    raiseMin: wholeInput(c.raiseMin),
    raiseMax: wholeInput(c.raiseMax),
    questions: c.questions.map((q) => ({
      ...q,
      hidden: q.hidden ?? false,
      choices: [...(q.choices ?? [])],
    })),
    opensAt: dateInput(c.opensAt),
    closesAt: dateInput(c.closesAt),
    visibility: c.visibility,
    responseDays: c.responseDays,
    minCompleteness: c.minCompleteness,
  }
}

const formFields: Path<ChannelInput>[] = [
  'title',
  'description',
  'sectors',
  'developmentStages',
  'headquarters',
  'businessTypes',
  'raiseMin',
  'raiseMax',
  'questions',
  'opensAt',
  'closesAt',
  'visibility',
  'responseDays',
  'minCompleteness',
]

/** Edits a channel, or with `existing` absent, creates one as a draft on the first save. */
export function ChannelForm({
  existing,
  answerCounts = {},
}: {
  existing?: { id: string; channel: ChannelRecord }
  answerCounts?: Record<string, number>
}) {
  const intl = useIntl()
  const t = (id: MessageId) => intl.formatMessage({ id })
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const create = useMutation(trpc.investors.channels.create.mutationOptions())
  const update = useMutation(trpc.investors.channels.update.mutationOptions())
  const form = useForm<ChannelInput, unknown, ChannelValues>({
    resolver: zodResolver(channelSchema),
    defaultValues: existing ? toChannelForm(existing.channel) : emptyChannelInput,
  })
  const { control, register, formState } = form
  const { errors, isDirty, isSubmitting } = formState
  const [formError, setFormError] = useState<string | null>(null)
  const visibilityId = useId()
  useUnsavedChanges(isDirty && !isSubmitting)

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      if (!existing) {
        const { id } = await create.mutateAsync(toChannelForm(values))
        form.reset(toChannelForm(values))
        toast.success(t('investor.channelForm.created'))
        await queryClient.invalidateQueries({ queryKey: trpc.investors.channels.list.queryKey() })
        await navigate({ to: '/investors/channels/$id', params: { id }, replace: true })
        return
      }
      const { id } = existing
      await update.mutateAsync({ id, values: toChannelForm(values) })
      form.reset(toChannelForm(values))
      toast.success(t('investor.channelForm.saved'))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.investors.channels.get.queryKey({ id }) }),
        queryClient.invalidateQueries({ queryKey: trpc.investors.channels.list.queryKey() }),
      ])
    } catch (error) {
      const mapped = setServerFieldErrors(form.setError, error, formFields, {
        // The create call takes the values as its input; the update call under `values`.
        serverKey: (field) => (existing ? `values.${field}` : field),
      })
      const message = mapped
        ? t('investor.channelForm.fieldsNeedAttention')
        : serverMessage(error, t('investor.channelForm.failed'))
      setFormError(message)
      toast.error(mapped ? t('investor.channelForm.notSaved') : message)
    }
  })

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      {formError && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700"
        >
          {formError}
        </p>
      )}

      <EditorSection
        title={t('investor.channelForm.about.title')}
        description={t('investor.channelForm.about.description')}
      >
        <div className="space-y-5">
          <TextAreaField
            control={control}
            name="title"
            label={t('investor.channelForm.title')}
            max={120}
            singleLine
          />
          <TextAreaField
            control={control}
            name="description"
            label={t('investor.channelForm.description')}
            max={3000}
            optional
            hint={t('investor.channelForm.descriptionHint')}
          />
        </div>
      </EditorSection>

      <EditorSection
        title={t('investor.channelForm.criteria.title')}
        description={t('investor.channelForm.criteria.description')}
      >
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <MultiSelectField
              control={control}
              name="sectors"
              label={t('investor.channelForm.sectors')}
              options={translatedOptions(intl, 'sectors')}
              optional
            />
            <MultiSelectField
              control={control}
              name="headquarters"
              label={t('investor.channelForm.headquarters')}
              options={translatedOptions(intl, 'headquarters')}
              optional
              hint={t('investor.channelForm.headquartersHint')}
            />
          </div>
          <CheckboxChipsField
            control={control}
            name="developmentStages"
            legend={t('investor.channelForm.developmentStages')}
            options={translatedOptions(intl, 'developmentStages')}
            optional
          />
          <CheckboxChipsField
            control={control}
            name="businessTypes"
            legend={t('investor.channelForm.businessTypes')}
            options={translatedOptions(intl, 'businessTypes')}
            optional
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <RupeeField
              control={control}
              name="raiseMin"
              label={t('investor.channelForm.raiseMin')}
              optional
              placeholder={t('investor.channelForm.raiseMinPlaceholder')}
            />
            <RupeeField
              control={control}
              name="raiseMax"
              label={t('investor.channelForm.raiseMax')}
              optional
              placeholder={t('investor.channelForm.raiseMaxPlaceholder')}
            />
          </div>
          <AngelFundRaiseWarnings control={control} />
        </div>
      </EditorSection>

      <EditorSection
        title={t('investor.channelForm.questions.title')}
        description={t('investor.channelForm.questions.description')}
      >
        <QuestionsBuilder form={form} answerCounts={answerCounts} />
      </EditorSection>

      <EditorSection title={t('investor.channelForm.dates.title')}>
        <div className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('investor.channelForm.opensOn')}
              optional
              error={errors.opensAt?.message}
            >
              <Input type="date" {...register('opensAt')} />
            </Field>
            <Field
              label={t('investor.channelForm.closesOn')}
              optional
              error={errors.closesAt?.message}
            >
              <Input type="date" {...register('closesAt')} />
            </Field>
          </div>

          <fieldset aria-describedby={errors.visibility ? `${visibilityId}-error` : undefined}>
            <legend className="mb-2 text-sm font-medium text-ink">
              <FormattedMessage id="investor.channelForm.visibility" />
            </legend>
            <div className="space-y-2">
              <label className="flex items-start gap-2 text-sm text-ink">
                <input
                  type="radio"
                  value="listed"
                  className="mt-0.5 size-4 accent-brand-600"
                  {...register('visibility')}
                />
                <FormattedMessage id="investor.channelForm.listed" />
              </label>
              <label className="flex items-start gap-2 text-sm text-ink">
                <input
                  type="radio"
                  value="unlisted"
                  className="mt-0.5 size-4 accent-brand-600"
                  {...register('visibility')}
                />
                <FormattedMessage id="investor.channelForm.unlisted" />
              </label>
            </div>
            {errors.visibility && (
              <p id={`${visibilityId}-error`} role="alert" className="mt-1 text-sm text-red-600">
                {errors.visibility.message}
              </p>
            )}
          </fieldset>

          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('investor.channelForm.responseDays')}
              hint={t('investor.channelForm.responseDaysHint')}
              error={errors.responseDays?.message}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={180}
                step={1}
                {...register('responseDays')}
              />
            </Field>
            <Field
              label={t('investor.channelForm.minCompleteness')}
              hint={t('investor.channelForm.minCompletenessHint')}
              error={errors.minCompleteness?.message}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                {...register('minCompleteness')}
              />
            </Field>
          </div>
        </div>
      </EditorSection>

      <SaveBar
        dirty={isDirty}
        saving={isSubmitting}
        label={t(existing ? 'investor.channelForm.save' : 'investor.channelForm.create')}
        status={
          existing ? undefined : (
            <span className="text-muted">
              <FormattedMessage id="investor.channelForm.draftNote" />
            </span>
          )
        }
        onDiscard={() => {
          setFormError(null)
          form.reset()
        }}
      />
    </form>
  )
}

/** For a SEBI-registered angel fund, where its raise range meets SEBI's per-startup bounds. */
function AngelFundRaiseWarnings({
  control,
}: {
  control: Control<ChannelInput, unknown, ChannelValues>
}) {
  const trpc = useTRPC()
  const investor = useQuery(trpc.investors.profile.get.queryOptions())
  const [raiseMin, raiseMax] = useWatch({ control, name: ['raiseMin', 'raiseMax'] })
  const warnings = angelFundRaiseWarnings(investor.data?.profile?.investorType, {
    raiseMin: parseRupees(String(raiseMin ?? '')),
    raiseMax: parseRupees(String(raiseMax ?? '')),
  })
  return <RuleWarnings warnings={warnings} />
}

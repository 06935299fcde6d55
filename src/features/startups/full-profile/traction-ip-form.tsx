import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import type { z } from 'zod'

import { CheckboxChipsField, RupeeField, TextAreaField } from '@/components/form'
import { textLimits, tractionIpSchema, type TractionIp } from '@/domain/startups/profile-schemas'
import { translatedOptions } from '@/lib/i18n/option-labels'

import { NumberField, RadioGroup } from './fields'
import { list, SectionShell, text, useSectionSave, whole, type SectionProps } from './section'

type TractionInput = z.input<typeof tractionIpSchema>

function toTractionForm(v: Partial<TractionIp>): TractionInput {
  return {
    validationEvidence: list(v.validationEvidence),
    customers: whole(v.customers),
    users: whole(v.users),
    monthlyRevenue: whole(v.monthlyRevenue),
    monthlyGrowthPercent: whole(v.monthlyGrowthPercent),
    milestones: text(v.milestones),
    ipStatuses: list(v.ipStatuses),
    regulatoryBarriers: text(v.regulatoryBarriers),
  }
}

export function TractionIpForm({
  initial,
  part,
  onDirtyChange,
}: SectionProps & { initial: Partial<TractionIp> }) {
  const intl = useIntl()
  const form = useForm<TractionInput, unknown, TractionIp>({
    resolver: zodResolver(tractionIpSchema),
    defaultValues: toTractionForm(initial),
  })
  const { onSubmit, formError, saving } = useSectionSave('tractionIp', form, {
    toForm: toTractionForm,
    toUpdate: (values) => ({ section: 'tractionIp', values }),
    onDirtyChange,
  })
  const { errors } = form.formState
  const { control, register } = form

  return (
    <SectionShell
      section="tractionIp"
      part={part}
      description={intl.formatMessage({ id: 'founder.full.traction.description' })}
      onSubmit={onSubmit}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onDiscard={() => form.reset()}
    >
      <CheckboxChipsField
        control={control}
        name="validationEvidence"
        legend={intl.formatMessage({ id: 'founder.full.traction.validation' })}
        options={translatedOptions(intl, 'validationEvidence')}
      />

      <fieldset className="min-w-0">
        <legend className="mb-3 text-sm font-medium text-ink">
          <FormattedMessage id="founder.full.traction.metrics" />
        </legend>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <NumberField
            label={intl.formatMessage({ id: 'founder.full.traction.customers' })}
            registration={register('customers')}
            error={errors.customers?.message}
            placeholder={intl.formatMessage({ id: 'founder.full.traction.customersPlaceholder' })}
          />
          <NumberField
            label={intl.formatMessage({ id: 'founder.full.traction.users' })}
            registration={register('users')}
            error={errors.users?.message}
            placeholder={intl.formatMessage({ id: 'founder.full.traction.usersPlaceholder' })}
          />
          <RupeeField
            control={control}
            name="monthlyRevenue"
            label={intl.formatMessage({ id: 'founder.full.traction.revenue' })}
            placeholder={intl.formatMessage({ id: 'founder.full.traction.revenuePlaceholder' })}
          />
          <NumberField
            label={intl.formatMessage({ id: 'founder.full.traction.growth' })}
            registration={register('monthlyGrowthPercent')}
            error={errors.monthlyGrowthPercent?.message}
            hint={intl.formatMessage({ id: 'founder.full.traction.growthHint' })}
            decimal
            placeholder={intl.formatMessage({ id: 'founder.full.traction.growthPlaceholder' })}
          />
        </div>
      </fieldset>

      <TextAreaField
        control={control}
        name="milestones"
        label={intl.formatMessage({ id: 'founder.full.traction.milestones' })}
        max={textLimits.longText}
        hint={intl.formatMessage({ id: 'founder.full.traction.milestonesHint' })}
      />

      <CheckboxChipsField
        control={control}
        name="ipStatuses"
        legend={intl.formatMessage({ id: 'founder.full.traction.ip' })}
        options={translatedOptions(intl, 'ipStatuses')}
      />

      <RadioGroup
        legend={intl.formatMessage({ id: 'founder.full.traction.regulatory' })}
        options={translatedOptions(intl, 'regulatoryBarriers')}
        registration={register('regulatoryBarriers')}
        error={errors.regulatoryBarriers?.message}
      />
    </SectionShell>
  )
}

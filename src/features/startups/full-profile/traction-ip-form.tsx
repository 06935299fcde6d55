import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { CheckboxChipsField, RupeeField, TextAreaField } from '@/components/form'
import { textLimits, tractionIpSchema, type TractionIp } from '@/domain/startups/profile-schemas'
import { ipStatuses, regulatoryBarriers, validationEvidence } from '@/lib/options'

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
      description="Proof that customers want what you built, your key numbers, and what protects it."
      onSubmit={onSubmit}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onDiscard={() => form.reset()}
    >
      <CheckboxChipsField
        control={control}
        name="validationEvidence"
        legend="Validation evidence"
        options={validationEvidence}
      />

      <fieldset className="min-w-0">
        <legend className="mb-3 text-sm font-medium text-ink">Key metrics</legend>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <NumberField
            label="Customers"
            registration={register('customers')}
            error={errors.customers?.message}
            placeholder="e.g. 120"
          />
          <NumberField
            label="Users"
            registration={register('users')}
            error={errors.users?.message}
            placeholder="e.g. 25,000"
          />
          <RupeeField
            control={control}
            name="monthlyRevenue"
            label="Monthly revenue"
            placeholder="e.g. 8 L"
          />
          <NumberField
            label="Monthly growth (%)"
            registration={register('monthlyGrowthPercent')}
            error={errors.monthlyGrowthPercent?.message}
            hint="Average over the last 3 months."
            decimal
            placeholder="e.g. 12"
          />
        </div>
      </fieldset>

      <TextAreaField
        control={control}
        name="milestones"
        label="Milestones"
        max={textLimits.longText}
        hint="What you have achieved so far and what comes next, with dates."
      />

      <CheckboxChipsField
        control={control}
        name="ipStatuses"
        legend="IP status"
        options={ipStatuses}
      />

      <RadioGroup
        legend="Regulatory barriers"
        options={regulatoryBarriers}
        registration={register('regulatoryBarriers')}
        error={errors.regulatoryBarriers?.message}
      />
    </SectionShell>
  )
}

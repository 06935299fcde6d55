import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import {
  CheckboxChipsField,
  MultiSelectField,
  RupeeField,
  SelectField,
  TextAreaField,
} from '@/components/form'
import {
  marketPositioningSchema,
  textLimits,
  type MarketPositioning,
} from '@/domain/startups/profile-schemas'
import {
  competitiveAdvantageSources,
  competitorTypes,
  defensibilityKinds,
  marketingChannels,
  missionOptions,
  pricingStrategies,
  targetMarketApproaches,
  visionOptions,
} from '@/lib/options'

import { RadioGroup } from './fields'
import { list, SectionShell, text, useSectionSave, whole, type SectionProps } from './section'

type MarketInput = z.input<typeof marketPositioningSchema>

function toMarketForm(v: Partial<MarketPositioning>): MarketInput {
  return {
    problem: text(v.problem),
    solution: text(v.solution),
    targetMarketApproaches: list(v.targetMarketApproaches),
    tam: whole(v.tam),
    sam: whole(v.sam),
    som: whole(v.som),
    competitorTypes: list(v.competitorTypes),
    competitors: text(v.competitors),
    advantageSources: list(v.advantageSources),
    defensibility: list(v.defensibility),
    pricingStrategy: text(v.pricingStrategy),
    marketingChannels: list(v.marketingChannels),
    mission: text(v.mission),
    vision: text(v.vision),
  }
}

export function MarketPositioningForm({
  initial,
  part,
  onDirtyChange,
}: SectionProps & { initial: Partial<MarketPositioning> }) {
  const form = useForm<MarketInput, unknown, MarketPositioning>({
    resolver: zodResolver(marketPositioningSchema),
    defaultValues: toMarketForm(initial),
  })
  const { onSubmit, formError, saving } = useSectionSave('marketPositioning', form, {
    toForm: toMarketForm,
    toUpdate: (values) => ({ section: 'marketPositioning', values }),
    onDirtyChange,
  })
  const { errors } = form.formState
  const { control, register } = form

  return (
    <SectionShell
      section="marketPositioning"
      part={part}
      description="The problem you solve, for whom, how big the market is and why you will win it."
      onSubmit={onSubmit}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onDiscard={() => form.reset()}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <TextAreaField
          control={control}
          name="problem"
          label="Problem"
          max={textLimits.longText}
          hint="Who has the problem, how often, and what it costs them today."
        />
        <TextAreaField
          control={control}
          name="solution"
          label="Solution"
          max={textLimits.longText}
          hint="What you built and why it solves the problem better."
        />
      </div>

      <CheckboxChipsField
        control={control}
        name="targetMarketApproaches"
        legend="Target market approaches"
        options={targetMarketApproaches}
      />

      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-ink">Market size</legend>
        <p className="mb-3 text-xs text-muted">
          Yearly, in rupees. Type amounts like 5000 Cr or 25 L.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          <RupeeField
            control={control}
            name="tam"
            label="Total addressable market (TAM)"
            placeholder="e.g. 5000 Cr"
          />
          <RupeeField
            control={control}
            name="sam"
            label="Serviceable market (SAM)"
            placeholder="e.g. 800 Cr"
          />
          <RupeeField
            control={control}
            name="som"
            label="Obtainable market (SOM)"
            placeholder="e.g. 40 Cr"
          />
        </div>
      </fieldset>

      <CheckboxChipsField
        control={control}
        name="competitorTypes"
        legend="Competitor types"
        options={competitorTypes}
      />

      <TextAreaField
        control={control}
        name="competitors"
        label="Named competitors"
        max={textLimits.shortText}
        rows={2}
        hint="Companies or products your customers would otherwise use, separated by commas."
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <MultiSelectField
          control={control}
          name="advantageSources"
          label="Competitive advantages"
          options={competitiveAdvantageSources}
          max={8}
        />
        <MultiSelectField
          control={control}
          name="defensibility"
          label="Defensibility"
          options={defensibilityKinds}
          max={8}
        />
      </div>

      <SelectField
        label="Pricing strategy"
        options={pricingStrategies}
        error={errors.pricingStrategy?.message}
        className="sm:max-w-sm"
        {...register('pricingStrategy')}
      />

      <CheckboxChipsField
        control={control}
        name="marketingChannels"
        legend="Marketing channels"
        options={marketingChannels}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <RadioGroup
          legend="Mission"
          options={missionOptions}
          registration={register('mission')}
          error={errors.mission?.message}
        />
        <RadioGroup
          legend="Vision"
          options={visionOptions}
          registration={register('vision')}
          error={errors.vision?.message}
        />
      </div>
    </SectionShell>
  )
}

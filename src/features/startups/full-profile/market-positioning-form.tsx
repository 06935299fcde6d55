import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
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
import { translatedOptions } from '@/lib/i18n/option-labels'

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
  const intl = useIntl()
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
      description={intl.formatMessage({ id: 'founder.full.market.description' })}
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
          label={intl.formatMessage({ id: 'founder.full.market.problem' })}
          max={textLimits.longText}
          hint={intl.formatMessage({ id: 'founder.full.market.problemHint' })}
        />
        <TextAreaField
          control={control}
          name="solution"
          label={intl.formatMessage({ id: 'founder.full.market.solution' })}
          max={textLimits.longText}
          hint={intl.formatMessage({ id: 'founder.full.market.solutionHint' })}
        />
      </div>

      <CheckboxChipsField
        control={control}
        name="targetMarketApproaches"
        legend={intl.formatMessage({ id: 'founder.full.market.approaches' })}
        options={translatedOptions(intl, 'targetMarketApproaches')}
      />

      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-ink">
          <FormattedMessage id="founder.full.market.size" />
        </legend>
        <p className="mb-3 text-xs text-muted">
          <FormattedMessage id="founder.full.market.sizeHint" />
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          <RupeeField
            control={control}
            name="tam"
            label={intl.formatMessage({ id: 'founder.full.market.tam' })}
            placeholder={intl.formatMessage({ id: 'founder.full.market.tamPlaceholder' })}
          />
          <RupeeField
            control={control}
            name="sam"
            label={intl.formatMessage({ id: 'founder.full.market.sam' })}
            placeholder={intl.formatMessage({ id: 'founder.full.market.samPlaceholder' })}
          />
          <RupeeField
            control={control}
            name="som"
            label={intl.formatMessage({ id: 'founder.full.market.som' })}
            placeholder={intl.formatMessage({ id: 'founder.full.market.somPlaceholder' })}
          />
        </div>
      </fieldset>

      <CheckboxChipsField
        control={control}
        name="competitorTypes"
        legend={intl.formatMessage({ id: 'founder.full.market.competitorTypes' })}
        options={translatedOptions(intl, 'competitorTypes')}
      />

      <TextAreaField
        control={control}
        name="competitors"
        label={intl.formatMessage({ id: 'founder.full.market.competitors' })}
        max={textLimits.shortText}
        rows={2}
        hint={intl.formatMessage({ id: 'founder.full.market.competitorsHint' })}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <MultiSelectField
          control={control}
          name="advantageSources"
          label={intl.formatMessage({ id: 'founder.full.market.advantages' })}
          options={translatedOptions(intl, 'competitiveAdvantageSources')}
          max={8}
        />
        <MultiSelectField
          control={control}
          name="defensibility"
          label={intl.formatMessage({ id: 'founder.full.market.defensibility' })}
          options={translatedOptions(intl, 'defensibilityKinds')}
          max={8}
        />
      </div>

      <SelectField
        label={intl.formatMessage({ id: 'founder.full.market.pricing' })}
        placeholder={intl.formatMessage({ id: 'founder.choose' })}
        options={translatedOptions(intl, 'pricingStrategies')}
        error={errors.pricingStrategy?.message}
        className="sm:max-w-sm"
        {...register('pricingStrategy')}
      />

      <CheckboxChipsField
        control={control}
        name="marketingChannels"
        legend={intl.formatMessage({ id: 'founder.full.market.marketingChannels' })}
        options={translatedOptions(intl, 'marketingChannels')}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <RadioGroup
          legend={intl.formatMessage({ id: 'founder.full.market.mission' })}
          options={translatedOptions(intl, 'missionValues')}
          registration={register('mission')}
          error={errors.mission?.message}
        />
        <RadioGroup
          legend={intl.formatMessage({ id: 'founder.full.market.vision' })}
          options={translatedOptions(intl, 'visionValues')}
          registration={register('vision')}
          error={errors.vision?.message}
        />
      </div>
    </SectionShell>
  )
}

import { useForm, useWatch } from 'react-hook-form'
import { useIntl } from 'react-intl'

import {
  CheckboxChipsField,
  MultiSelectField,
  RupeeField,
  SelectField,
  SwitchFieldControlled,
  TextAreaField,
} from '@/components/form'
import { LinkedInName } from '@/components/brand-names'
import { RuleWarnings } from '@/components/rule-warnings'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import {
  chequeStepSchema,
  focusStepSchema,
  identityStepSchema,
  portfolioStepSchema,
  thesisLimits,
  thesisStepSchema,
} from '@/domain/investors/profile'
import { angelFundChequeWarnings } from '@/domain/investors/angel-fund-rules'
import { parseRupees } from '@/lib/format'
import { formResolver, toFormValues } from '@/lib/form-values'
import { translatedOptions } from '@/lib/i18n/option-labels'

import { LogoSlot } from './logo-slot'
import { StepForm, type ProfileData, type StoredProfile } from './step-form'
import { stepTitle } from './step-titles'

/** Examples of the addresses the fields take: the same in every language. */
const websitePlaceholder = 'https://'
const linkedInPlaceholder = 'https://www.linkedin.com/company/…'

// The five steps that ask something; each saves on its own and moves on (see StepForm).

type StepProps = {
  profile: StoredProfile | null
  logo?: ProfileData['logo']
  organisationName: string
  onSaved: () => void
  onBack?: () => void
}

export function IdentityStep({ profile, logo, organisationName, onSaved, onBack }: StepProps) {
  const intl = useIntl()
  const form = useForm({
    resolver: formResolver(identityStepSchema),
    // Named after the organisation until the member names it otherwise.
    defaultValues: toFormValues(identityStepSchema, profile ?? { displayName: organisationName }),
  })
  const errors = form.formState.errors
  return (
    <StepForm
      step="identity"
      title={stepTitle(intl, 'identity')}
      description={intl.formatMessage({ id: 'investor.onboarding.identity.description' })}
      form={form}
      toSave={(values) => ({ step: 'identity', values })}
      onSaved={onSaved}
      onBack={onBack}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage({ id: 'investor.onboarding.identity.investorType' })}
          options={translatedOptions(intl, 'investorTypes')}
          placeholder={intl.formatMessage({ id: 'investor.onboarding.identity.choose' })}
          error={errors.investorType?.message}
          {...form.register('investorType')}
        />
        <Field
          label={intl.formatMessage({ id: 'investor.onboarding.identity.displayName' })}
          error={errors.displayName?.message}
        >
          <Input autoComplete="organization" {...form.register('displayName')} />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'investor.onboarding.identity.website' })}
          optional
          error={errors.website?.message}
          hint={intl.formatMessage({ id: 'investor.onboarding.identity.websiteHint' })}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder={websitePlaceholder}
            {...form.register('website')}
          />
        </Field>
        <Field
          label={<LinkedInName />}
          optional
          error={errors.linkedin?.message}
          hint={intl.formatMessage({ id: 'investor.onboarding.identity.linkedinHint' })}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder={linkedInPlaceholder}
            {...form.register('linkedin')}
          />
        </Field>
        <LogoSlot logo={logo ?? null} hasProfile={profile !== null} />
      </div>
    </StepForm>
  )
}

export function ThesisStep({ profile, onSaved, onBack }: StepProps) {
  const intl = useIntl()
  const form = useForm({
    resolver: formResolver(thesisStepSchema),
    defaultValues: toFormValues(thesisStepSchema, profile),
  })
  return (
    <StepForm
      step="thesis"
      title={stepTitle(intl, 'thesis')}
      description={intl.formatMessage({ id: 'investor.onboarding.thesis.description' })}
      form={form}
      toSave={(values) => ({ step: 'thesis', values })}
      onSaved={onSaved}
      onBack={onBack}
    >
      <TextAreaField
        control={form.control}
        name="thesis"
        label={intl.formatMessage({ id: 'investor.onboarding.thesis.label' })}
        max={thesisLimits.max}
        rows={7}
        placeholder={intl.formatMessage({ id: 'investor.onboarding.thesis.placeholder' })}
        hint={intl.formatMessage(
          { id: 'investor.onboarding.thesis.hint' },
          { min: thesisLimits.min },
        )}
      />
    </StepForm>
  )
}

export function FocusStep({ profile, onSaved, onBack }: StepProps) {
  const intl = useIntl()
  const form = useForm({
    resolver: formResolver(focusStepSchema),
    defaultValues: toFormValues(focusStepSchema, profile),
  })
  return (
    <StepForm
      step="focus"
      title={stepTitle(intl, 'focus')}
      description={intl.formatMessage({ id: 'investor.onboarding.focus.description' })}
      form={form}
      toSave={(values) => ({ step: 'focus', values })}
      onSaved={onSaved}
      onBack={onBack}
    >
      <MultiSelectField
        control={form.control}
        name="sectors"
        label={intl.formatMessage({ id: 'investor.onboarding.focus.sectors' })}
        options={translatedOptions(intl, 'sectors')}
        max={10}
        placeholder={intl.formatMessage({ id: 'investor.onboarding.focus.sectorsPlaceholder' })}
        hint={intl.formatMessage({ id: 'investor.onboarding.focus.sectorsHint' })}
      />
      <CheckboxChipsField
        control={form.control}
        name="stages"
        legend={intl.formatMessage({ id: 'investor.onboarding.focus.stages' })}
        options={translatedOptions(intl, 'developmentStages')}
      />
      <MultiSelectField
        control={form.control}
        name="headquarters"
        label={intl.formatMessage({ id: 'investor.onboarding.focus.headquarters' })}
        options={translatedOptions(intl, 'headquarters')}
        placeholder={intl.formatMessage({
          id: 'investor.onboarding.focus.headquartersPlaceholder',
        })}
        hint={intl.formatMessage({ id: 'investor.onboarding.focus.headquartersHint' })}
      />
      <CheckboxChipsField
        control={form.control}
        name="businessTypes"
        legend={intl.formatMessage({ id: 'investor.onboarding.focus.businessTypes' })}
        options={translatedOptions(intl, 'businessTypes')}
      />
    </StepForm>
  )
}

export function ChequeStep({ profile, onSaved, onBack }: StepProps) {
  const intl = useIntl()
  const form = useForm({
    resolver: formResolver(chequeStepSchema),
    defaultValues: toFormValues(chequeStepSchema, profile),
  })
  const errors = form.formState.errors
  const [chequeMin, chequeMax] = useWatch({
    control: form.control,
    name: ['chequeMin', 'chequeMax'],
  })
  const warnings = angelFundChequeWarnings(profile?.investorType, {
    chequeMin: parseRupees(String(chequeMin ?? '')),
    chequeMax: parseRupees(String(chequeMax ?? '')),
  })
  return (
    <StepForm
      step="cheque"
      title={stepTitle(intl, 'cheque')}
      description={intl.formatMessage({ id: 'investor.onboarding.cheque.description' })}
      form={form}
      toSave={(values) => ({ step: 'cheque', values })}
      onSaved={onSaved}
      onBack={onBack}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <RupeeField
          control={form.control}
          name="chequeMin"
          label={intl.formatMessage({ id: 'investor.onboarding.cheque.min' })}
          placeholder={intl.formatMessage({ id: 'investor.onboarding.cheque.minPlaceholder' })}
          hint={intl.formatMessage({ id: 'investor.onboarding.cheque.minHint' })}
        />
        <RupeeField
          control={form.control}
          name="chequeMax"
          label={intl.formatMessage({ id: 'investor.onboarding.cheque.max' })}
          placeholder={intl.formatMessage({ id: 'investor.onboarding.cheque.maxPlaceholder' })}
        />
        <Field
          label={intl.formatMessage({ id: 'investor.onboarding.cheque.ownershipMin' })}
          optional
          error={errors.ownershipMin?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            {...form.register('ownershipMin')}
          />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'investor.onboarding.cheque.ownershipMax' })}
          optional
          error={errors.ownershipMax?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            {...form.register('ownershipMax')}
          />
        </Field>
      </div>
      <RuleWarnings warnings={warnings} className="mt-4" />
    </StepForm>
  )
}

export function PortfolioStep({ profile, onSaved, onBack }: StepProps) {
  const intl = useIntl()
  const form = useForm({
    resolver: formResolver(portfolioStepSchema),
    defaultValues: {
      ...toFormValues(portfolioStepSchema, profile),
      // Unanswered yet: most investors welcome co-investors.
      coInvestorsWelcome: profile?.coInvestorsWelcome ?? true,
    },
  })
  const errors = form.formState.errors
  return (
    <StepForm
      step="portfolio"
      title={stepTitle(intl, 'portfolio')}
      description={intl.formatMessage({ id: 'investor.onboarding.portfolio.description' })}
      form={form}
      toSave={(values) => ({ step: 'portfolio', values })}
      onSaved={onSaved}
      onBack={onBack}
    >
      <Field
        label={intl.formatMessage({ id: 'investor.onboarding.portfolio.size' })}
        optional
        error={errors.portfolioSize?.message}
        className="sm:max-w-xs"
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...form.register('portfolioSize')}
        />
      </Field>
      <TextAreaField
        control={form.control}
        name="notableInvestments"
        label={intl.formatMessage({ id: 'investor.onboarding.portfolio.notable' })}
        optional
        max={500}
        rows={3}
        hint={intl.formatMessage({ id: 'investor.onboarding.portfolio.notableHint' })}
      />
      <SwitchFieldControlled
        control={form.control}
        name="coInvestorsWelcome"
        label={intl.formatMessage({ id: 'investor.onboarding.portfolio.coInvestors' })}
        description={intl.formatMessage({
          id: 'investor.onboarding.portfolio.coInvestorsDescription',
        })}
      />
    </StepForm>
  )
}

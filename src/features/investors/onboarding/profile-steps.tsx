import { useForm, useWatch } from 'react-hook-form'

import {
  CheckboxChipsField,
  MultiSelectField,
  RupeeField,
  SelectField,
  SwitchFieldControlled,
  TextAreaField,
} from '@/components/form'
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
import {
  businessTypes,
  developmentStages,
  headquarters,
  investorTypes,
  sectors,
} from '@/lib/options'

import { LogoSlot } from './logo-slot'
import { StepForm, type ProfileData, type StoredProfile } from './step-form'

// The five steps that ask something; each saves on its own and moves on (see StepForm).

type StepProps = {
  profile: StoredProfile | null
  logo?: ProfileData['logo']
  organisationName: string
  onSaved: () => void
  onBack?: () => void
}

export function IdentityStep({ profile, logo, organisationName, onSaved, onBack }: StepProps) {
  const form = useForm({
    resolver: formResolver(identityStepSchema),
    // Named after the organisation until the member names it otherwise.
    defaultValues: toFormValues(identityStepSchema, profile ?? { displayName: organisationName }),
  })
  const errors = form.formState.errors
  return (
    <StepForm
      step="identity"
      title="Who you are"
      description="How founders will see your organisation on channel cards, the apply page and your public page."
      form={form}
      toSave={(values) => ({ step: 'identity', values })}
      onSaved={onSaved}
      onBack={onBack}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label="Investor type"
          options={investorTypes}
          placeholder="Choose…"
          error={errors.investorType?.message}
          {...form.register('investorType')}
        />
        <Field label="Display name" error={errors.displayName?.message}>
          <Input autoComplete="organization" {...form.register('displayName')} />
        </Field>
        <Field
          label="Website"
          optional
          error={errors.website?.message}
          hint="A full address, like https://example.com."
        >
          <Input type="url" inputMode="url" placeholder="https://" {...form.register('website')} />
        </Field>
        <Field
          label="LinkedIn"
          optional
          error={errors.linkedin?.message}
          hint="Your firm's or your own LinkedIn page."
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://www.linkedin.com/company/…"
            {...form.register('linkedin')}
          />
        </Field>
        <LogoSlot logo={logo ?? null} hasProfile={profile !== null} />
      </div>
    </StepForm>
  )
}

export function ThesisStep({ profile, onSaved, onBack }: StepProps) {
  const form = useForm({
    resolver: formResolver(thesisStepSchema),
    defaultValues: toFormValues(thesisStepSchema, profile),
  })
  return (
    <StepForm
      step="thesis"
      title="Thesis"
      description="One paragraph on what you back and why. Founders read it first; Sangam explains fit against it."
      form={form}
      toSave={(values) => ({ step: 'thesis', values })}
      onSaved={onSaved}
      onBack={onBack}
    >
      <TextAreaField
        control={form.control}
        name="thesis"
        label="Your thesis"
        max={thesisLimits.max}
        rows={7}
        placeholder="e.g. We back pre-seed founders building software for India's small businesses…"
        hint={`At least ${thesisLimits.min} characters: the founders, markets and stages you back.`}
      />
    </StepForm>
  )
}

export function FocusStep({ profile, onSaved, onBack }: StepProps) {
  const form = useForm({
    resolver: formResolver(focusStepSchema),
    defaultValues: toFormValues(focusStepSchema, profile),
  })
  return (
    <StepForm
      step="focus"
      title="Focus"
      description="What you invest in. Leave sectors, states or business types empty when any will do."
      form={form}
      toSave={(values) => ({ step: 'focus', values })}
      onSaved={onSaved}
      onBack={onBack}
    >
      <MultiSelectField
        control={form.control}
        name="sectors"
        label="Preferred sectors"
        options={sectors}
        max={10}
        placeholder="Search sectors…"
        hint="Up to 10. None means any sector."
      />
      <CheckboxChipsField
        control={form.control}
        name="stages"
        legend="Development stages"
        options={developmentStages}
      />
      <MultiSelectField
        control={form.control}
        name="headquarters"
        label="Headquarters (states and union territories)"
        options={headquarters}
        placeholder="Search states…"
        hint="Where the startups you back are based. None means anywhere in India."
      />
      <CheckboxChipsField
        control={form.control}
        name="businessTypes"
        legend="Business types"
        options={businessTypes}
      />
    </StepForm>
  )
}

export function ChequeStep({ profile, onSaved, onBack }: StepProps) {
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
      title="Cheques"
      description="What you usually invest in one startup, and the stake you usually take."
      form={form}
      toSave={(values) => ({ step: 'cheque', values })}
      onSaved={onSaved}
      onBack={onBack}
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <RupeeField
          control={form.control}
          name="chequeMin"
          label="Smallest cheque"
          placeholder="e.g. 25 L"
          hint="In rupees: type 25 L, 1.5 Cr or the full amount."
        />
        <RupeeField
          control={form.control}
          name="chequeMax"
          label="Largest cheque"
          placeholder="e.g. 2 Cr"
        />
        <Field label="Typical ownership from (%)" optional error={errors.ownershipMin?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            {...form.register('ownershipMin')}
          />
        </Field>
        <Field label="Typical ownership to (%)" optional error={errors.ownershipMax?.message}>
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
      title="Portfolio"
      description="Your track record, and whether founders may bring other investors into the round."
      form={form}
      toSave={(values) => ({ step: 'portfolio', values })}
      onSaved={onSaved}
      onBack={onBack}
    >
      <Field
        label="Investments so far"
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
        label="Notable investments"
        optional
        max={500}
        rows={3}
        hint="A few names founders will recognise, separated by commas."
      />
      <SwitchFieldControlled
        control={form.control}
        name="coInvestorsWelcome"
        label="Co-investors welcome"
        description="Founders may raise the same round from other investors alongside you."
      />
    </StepForm>
  )
}

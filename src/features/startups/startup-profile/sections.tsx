import { ExternalLink } from 'lucide-react'

import {
  CheckboxChipsField,
  EditorSection,
  MultiSelectField,
  RupeeField,
  SelectField,
  SwitchFieldControlled,
} from '@/components/form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import {
  businessTypes,
  customerInteractions,
  developmentStages,
  indianStates,
  productTypes,
  revenueStages,
  sectors,
  unionTerritories,
} from '@/lib/options'

import type { ProfileForm } from './form'

// The startup profile's sections after the basics: where, what, stage and size, visibility.

const headquartersGroups = [
  { label: 'States', options: indianStates },
  { label: 'Union territories', options: unionTerritories },
]

export function WhereSection({ form }: { form: ProfileForm }) {
  const { register } = form
  const errors = form.formState.errors
  return (
    <EditorSection
      title="Where"
      description="Where your company is registered or mostly works from."
      id="where"
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label="Headquarters"
          groups={headquartersGroups}
          placeholder="Choose a state or union territory…"
          error={errors.headquarters?.message}
          {...register('headquarters')}
        />
        <Field label="City" error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
      </div>
    </EditorSection>
  )
}

export function WhatSection({ form }: { form: ProfileForm }) {
  const { control } = form
  return (
    <EditorSection
      title="What"
      description="Investors filter by these, so choose what fits best."
      id="what"
    >
      <div className="grid gap-6">
        <MultiSelectField
          control={control}
          name="sectors"
          label="Sectors"
          options={sectors}
          max={5}
          placeholder="Search sectors…"
          hint="Up to 5. Type to search."
        />
        <CheckboxChipsField
          control={control}
          name="businessTypes"
          legend="Business types"
          options={businessTypes}
        />
        <CheckboxChipsField
          control={control}
          name="customerInteractions"
          legend="Customer interactions"
          options={customerInteractions}
        />
        <CheckboxChipsField
          control={control}
          name="productTypes"
          legend="Product types"
          options={productTypes}
        />
      </div>
    </EditorSection>
  )
}

export function StageSection({ form }: { form: ProfileForm }) {
  const { control, register } = form
  const errors = form.formState.errors
  return (
    <EditorSection
      title="Stage & size"
      description="Where you are today and what you are raising."
      id="stage"
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label="Development stage"
          options={developmentStages}
          error={errors.developmentStage?.message}
          {...register('developmentStage')}
        />
        <SelectField
          label="Revenue stage"
          options={revenueStages}
          error={errors.revenueStage?.message}
          {...register('revenueStage')}
        />
        <Field
          label="Team size"
          error={errors.teamSize?.message}
          hint="Full-time people, founders included."
        >
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('teamSize')} />
        </Field>
        <RupeeField
          control={control}
          name="plannedRaise"
          label="Planned raise"
          hint="In rupees: type 1.5 Cr, 25 L or the full amount."
        />
      </div>
    </EditorSection>
  )
}

/** Who sees the startup: its public page (linked once saved) and discovery by investors. */
export function VisibilitySection({
  form,
  saved,
}: {
  form: ProfileForm
  saved: { slug: string; isPublic: boolean }
}) {
  const { control } = form
  return (
    <EditorSection
      title="Visibility"
      description="You decide who sees your startup."
      id="visibility"
    >
      <div className="grid gap-6">
        <SwitchFieldControlled
          control={control}
          name="isPublic"
          label="Public page"
          description={
            <>
              Shows your page at{' '}
              <span className="font-medium break-all text-ink">/company/{saved.slug}</span> to
              everyone, including people without an account and search engines.
            </>
          }
        >
          {saved.isPublic && (
            <a
              href={`/company/${saved.slug}`}
              target="_blank"
              rel="noreferrer"
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            >
              View your public page <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </SwitchFieldControlled>
        <SwitchFieldControlled
          control={control}
          name="isDiscoverable"
          label="Discoverable to investors"
          description="Investors on Sangam can find you when they search for startups and see your full profile, even before you apply to one of their channels."
        />
      </div>
    </EditorSection>
  )
}

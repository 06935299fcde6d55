import { ExternalLink } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

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
import { translatedOptions } from '@/lib/i18n/option-labels'

import type { ProfileForm } from './form'

// The startup profile's sections after the basics: where, what, stage and size, visibility.

export function WhereSection({ form }: { form: ProfileForm }) {
  const intl = useIntl()
  const { register } = form
  const errors = form.formState.errors
  const headquartersGroups = [
    {
      label: intl.formatMessage({ id: 'founder.profile.where.states' }),
      options: translatedOptions(intl, 'indianStates'),
    },
    {
      label: intl.formatMessage({ id: 'founder.profile.where.unionTerritories' }),
      options: translatedOptions(intl, 'unionTerritories'),
    },
  ]
  return (
    <EditorSection
      title={intl.formatMessage({ id: 'founder.profile.where.title' })}
      description={intl.formatMessage({ id: 'founder.profile.where.description' })}
      id="where"
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage({ id: 'founder.profile.where.headquarters' })}
          groups={headquartersGroups}
          placeholder={intl.formatMessage({ id: 'founder.profile.where.choose' })}
          error={errors.headquarters?.message}
          {...register('headquarters')}
        />
        <Field
          label={intl.formatMessage({ id: 'founder.profile.where.city' })}
          error={errors.city?.message}
        >
          <Input autoComplete="address-level2" {...register('city')} />
        </Field>
      </div>
    </EditorSection>
  )
}

export function WhatSection({ form }: { form: ProfileForm }) {
  const intl = useIntl()
  const { control } = form
  return (
    <EditorSection
      title={intl.formatMessage({ id: 'founder.profile.what.title' })}
      description={intl.formatMessage({ id: 'founder.profile.what.description' })}
      id="what"
    >
      <div className="grid gap-6">
        <MultiSelectField
          control={control}
          name="sectors"
          label={intl.formatMessage({ id: 'founder.profile.what.sectors' })}
          options={translatedOptions(intl, 'sectors')}
          max={5}
          placeholder={intl.formatMessage({ id: 'founder.profile.what.sectorsPlaceholder' })}
          hint={intl.formatMessage({ id: 'founder.profile.what.sectorsHint' })}
        />
        <CheckboxChipsField
          control={control}
          name="businessTypes"
          legend={intl.formatMessage({ id: 'founder.profile.what.businessTypes' })}
          options={translatedOptions(intl, 'businessTypes')}
        />
        <CheckboxChipsField
          control={control}
          name="customerInteractions"
          legend={intl.formatMessage({ id: 'founder.profile.what.customerInteractions' })}
          options={translatedOptions(intl, 'customerInteractions')}
        />
        <CheckboxChipsField
          control={control}
          name="productTypes"
          legend={intl.formatMessage({ id: 'founder.profile.what.productTypes' })}
          options={translatedOptions(intl, 'productTypes')}
        />
      </div>
    </EditorSection>
  )
}

export function StageSection({ form }: { form: ProfileForm }) {
  const intl = useIntl()
  const { control, register } = form
  const errors = form.formState.errors
  return (
    <EditorSection
      title={intl.formatMessage({ id: 'founder.profile.stage.title' })}
      description={intl.formatMessage({ id: 'founder.profile.stage.description' })}
      id="stage"
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage({ id: 'founder.profile.stage.developmentStage' })}
          placeholder={intl.formatMessage({ id: 'founder.choose' })}
          options={translatedOptions(intl, 'developmentStages')}
          error={errors.developmentStage?.message}
          {...register('developmentStage')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'founder.profile.stage.revenueStage' })}
          placeholder={intl.formatMessage({ id: 'founder.choose' })}
          options={translatedOptions(intl, 'revenueStages')}
          error={errors.revenueStage?.message}
          {...register('revenueStage')}
        />
        <Field
          label={intl.formatMessage({ id: 'founder.profile.stage.teamSize' })}
          error={errors.teamSize?.message}
          hint={intl.formatMessage({ id: 'founder.profile.stage.teamSizeHint' })}
        >
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('teamSize')} />
        </Field>
        <RupeeField
          control={control}
          name="plannedRaise"
          label={intl.formatMessage({ id: 'founder.profile.stage.plannedRaise' })}
          hint={intl.formatMessage({ id: 'founder.profile.stage.plannedRaiseHint' })}
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
  const intl = useIntl()
  const { control } = form
  const viewPublic = intl.formatMessage({ id: 'founder.profile.visibility.viewPublic' })
  return (
    <EditorSection
      title={intl.formatMessage({ id: 'founder.profile.visibility.title' })}
      description={intl.formatMessage({ id: 'founder.profile.visibility.description' })}
      id="visibility"
    >
      <div className="grid gap-6">
        <SwitchFieldControlled
          control={control}
          name="isPublic"
          label={intl.formatMessage({ id: 'founder.profile.visibility.public' })}
          description={
            <FormattedMessage
              id="founder.profile.visibility.publicDescription"
              values={{
                slug: saved.slug,
                address: (chunks) => (
                  <span className="font-medium break-all text-ink">{chunks}</span>
                ),
              }}
            />
          }
        >
          {saved.isPublic && (
            <a
              href={`/company/${saved.slug}`}
              target="_blank"
              rel="noreferrer"
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            >
              {viewPublic} <ExternalLink className="size-3.5" aria-hidden="true" />
              <span className="sr-only">
                <FormattedMessage id="founder.profile.visibility.newTab" />
              </span>
            </a>
          )}
        </SwitchFieldControlled>
        <SwitchFieldControlled
          control={control}
          name="isDiscoverable"
          label={intl.formatMessage({ id: 'founder.profile.visibility.discoverable' })}
          description={intl.formatMessage({
            id: 'founder.profile.visibility.discoverableDescription',
          })}
        />
      </div>
    </EditorSection>
  )
}

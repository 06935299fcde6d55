import { useState, type ComponentProps } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { EditorSection, TextAreaField } from '@/components/form'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { textLimits } from '@/domain/startups/profile-schemas'
import { FileUpload } from '@/components/file-upload'
import { cn } from '@/lib/cn'
import { slugify } from '@/lib/slug'

import type { OwnProfile, ProfileForm } from './form'
import { SlugAvailability } from './slug-availability'

/** The fixed start of a startup's page address, the same in every language. */
const pagePrefix = '/company/'
/** What every website address starts with. */
const urlStart = 'https://'

/**
 * Name, page address, one-liner, description, website, founding date and logo.
 * The page address follows the name until someone edits it, if it was still the name's slug.
 */
export function BasicsSection({
  form,
  data,
  savedSlug,
  onLogoUploaded,
}: {
  form: ProfileForm
  data: OwnProfile
  savedSlug: string
  onLogoUploaded: () => void
}) {
  const intl = useIntl()
  const { control, register, formState } = form
  const errors = formState.errors
  const [slugFollowsName, setSlugFollowsName] = useState(
    () => !data.profile.slug || data.profile.slug === slugify(data.profile.name ?? ''),
  )
  const nameField = register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (slugFollowsName) {
        form.setValue('slug', slugify(event.target.value), {
          shouldDirty: true,
          shouldValidate: formState.isSubmitted,
        })
      }
    },
  })
  const slugField = register('slug', { onChange: () => setSlugFollowsName(false) })

  return (
    <EditorSection
      title={intl.formatMessage({ id: 'founder.profile.basics.title' })}
      description={intl.formatMessage({ id: 'founder.profile.basics.description' })}
      id="basics"
    >
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Field
          label={intl.formatMessage({ id: 'founder.profile.basics.name' })}
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          <Input autoComplete="organization" {...nameField} />
        </Field>
        <div className="sm:col-span-2">
          <Field
            label={intl.formatMessage({ id: 'founder.profile.basics.slug' })}
            error={errors.slug?.message}
            hint={intl.formatMessage({ id: 'founder.profile.basics.slugHint' })}
          >
            <PrefixedInput
              prefix={pagePrefix}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              {...slugField}
            />
          </Field>
          <SlugAvailability
            savedSlug={savedSlug}
            onUse={(slug) => {
              setSlugFollowsName(false)
              form.setValue('slug', slug, { shouldDirty: true, shouldValidate: true })
            }}
            control={control}
          />
        </div>
        <TextAreaField
          control={control}
          name="oneLiner"
          label={intl.formatMessage({ id: 'founder.profile.basics.oneLiner' })}
          max={textLimits.oneLiner}
          singleLine
          placeholder={intl.formatMessage({ id: 'founder.profile.basics.oneLinerPlaceholder' })}
          hint={intl.formatMessage({ id: 'founder.profile.basics.oneLinerHint' })}
          className="sm:col-span-2"
        />
        <TextAreaField
          control={control}
          name="description"
          label={intl.formatMessage({ id: 'founder.profile.basics.description.label' })}
          max={textLimits.description}
          rows={6}
          hint={intl.formatMessage({ id: 'founder.profile.basics.descriptionHint' })}
          className="sm:col-span-2"
        />
        <Field
          label={intl.formatMessage({ id: 'founder.profile.basics.website' })}
          error={errors.website?.message}
          hint={intl.formatMessage({ id: 'founder.profile.basics.websiteHint' })}
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={urlStart}
            {...register('website')}
          />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'founder.profile.basics.foundedOn' })}
          error={errors.foundedOn?.message}
        >
          <Input
            type="date"
            max={new Date().toISOString().slice(0, 10)}
            {...register('foundedOn')}
          />
        </Field>
        <LogoSlot current={data.logo} onUploaded={onLogoUploaded} />
      </div>
    </EditorSection>
  )
}

/**
 * Where the logo is uploaded. The upload saves the file on its own (not with the form's save).
 */
function LogoSlot({
  current,
  onUploaded,
}: {
  current: OwnProfile['logo']
  onUploaded: () => void
}) {
  return (
    <div id="logo" tabIndex={-1} className="min-w-0 space-y-2 focus:outline-none sm:col-span-2">
      <p className="text-sm font-medium text-ink">
        <FormattedMessage id="founder.profile.basics.logo" />
      </p>
      <div
        data-testid="logo-upload-slot"
        className="min-w-0 rounded-xl border border-dashed border-line p-4 [&_label]:h-auto [&_label]:min-h-10 [&_label]:py-2 [&_label]:whitespace-normal"
      >
        <FileUpload kind="logo" current={current} onUploaded={onUploaded} />
      </div>
      <p className="text-xs text-muted">
        <FormattedMessage id="founder.profile.basics.logoHint" />
      </p>
    </div>
  )
}

/** An input with fixed text before it (the label still points at the input). */
function PrefixedInput({
  prefix,
  className,
  ...props
}: ComponentProps<'input'> & { prefix: string }) {
  return (
    <div className="flex min-w-0 rounded-lg shadow-xs">
      {/* A path, the same in every language. */}
      <span
        aria-hidden="true"
        translate="no"
        className="inline-flex items-center rounded-l-lg border border-r-0 border-line bg-surface px-3 text-sm text-muted"
      >
        {prefix}
      </span>
      <Input className={cn('min-w-0 rounded-l-none shadow-none', className)} {...props} />
    </div>
  )
}

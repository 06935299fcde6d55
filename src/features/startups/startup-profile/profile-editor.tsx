import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'

import { SaveBar, useUnsavedChanges } from '@/components/form'
import { startupProfileSchema } from '@/domain/startups/profile-schemas'
import { setServerFieldErrors } from '@/lib/form-errors'
import { formResolver } from '@/lib/form-values'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode } from '@/lib/trpc-errors'

import { BasicsSection } from './basics-section'
import { profileFields, toProfileForm, type OwnProfile } from './form'
import { LegalSection } from './legal-section'
import { StageSection, VisibilitySection, WhatSection, WhereSection } from './sections'

/** The startup profile form: six sections, one save. */
export function ProfileEditor({ data }: { data: OwnProfile }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const formId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const [saved, setSaved] = useState(() => ({
    slug: data.profile.slug,
    isPublic: data.profile.isPublic,
  }))

  const form = useForm({
    resolver: formResolver(startupProfileSchema),
    defaultValues: toProfileForm(data.profile),
    mode: 'onTouched',
  })
  const { formState } = form
  const update = useMutation(trpc.startups.profile.update.mutationOptions())
  const saving = formState.isSubmitting || update.isPending

  useUnsavedChanges(formState.isDirty && !saving)

  const invalidate = () =>
    queryClient.invalidateQueries({ queryKey: trpc.startups.profile.get.queryKey() })

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null)
      try {
        await update.mutateAsync(values)
        form.reset(toProfileForm(values))
        setSaved({ slug: values.slug, isPublic: values.isPublic })
        await invalidate()
        toast.success(intl.formatMessage({ id: 'founder.profile.saved' }))
      } catch (error) {
        if (trpcErrorCode(error) === 'CONFLICT') {
          form.setError('slug', { message: (error as Error).message }, { shouldFocus: true })
          return
        }
        const found = setServerFieldErrors(form.setError, error, profileFields, { focus: true })
        setFormError(
          found
            ? intl.formatMessage({ id: 'founder.profile.checkFields' })
            : error instanceof Error && error.message
              ? intl.formatMessage(
                  { id: 'founder.profile.saveFailedBecause' },
                  { message: error.message },
                )
              : intl.formatMessage({ id: 'founder.profile.saveFailed' }),
        )
      }
    },
    () => setFormError(intl.formatMessage({ id: 'founder.profile.checkFields' })),
  )

  return (
    <form method="post" id={formId} onSubmit={onSubmit} noValidate className="space-y-6">
      <BasicsSection
        form={form}
        data={data}
        savedSlug={saved.slug}
        onLogoUploaded={() => void invalidate()}
      />
      <LegalSection form={form} data={data} />
      <WhereSection form={form} />
      <WhatSection form={form} />
      <StageSection form={form} />
      <VisibilitySection form={form} saved={saved} />

      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {formError}
        </p>
      )}
      <SaveBar
        dirty={formState.isDirty}
        saving={saving}
        label={intl.formatMessage({ id: 'founder.profile.save' })}
        formId={formId}
        onDiscard={() => {
          form.reset()
          setFormError(null)
        }}
      />
    </form>
  )
}

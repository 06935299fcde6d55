import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { inferRouterInputs } from '@trpc/server'
import { useEffect, useState, type ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useIntl } from 'react-intl'

import { EditorSection, SaveBar } from '@/components/form'
import type { PartScore } from '@/domain/startups/completeness'
import type { FullProfileSection } from '@/domain/startups/profile-schemas'
import { CompletenessMeter } from '@/features/startups/completeness-meter'
import { partTitle } from '@/features/startups/completeness-labels'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'
import type { AppRouter } from '@/server/trpc/root'

// What the three section forms of the full profile share: anchors, saving, the frame.

/** Anchor of each section on the page (also used by links from the startup home). */
export const anchors: Record<FullProfileSection, string> = {
  marketPositioning: 'market-positioning',
  businessTeam: 'business-team',
  tractionIp: 'traction-ip',
}

export const sectionOrder: FullProfileSection[] = [
  'marketPositioning',
  'businessTeam',
  'tractionIp',
]

export type SectionProps = {
  part: PartScore
  onDirtyChange: (section: FullProfileSection, dirty: boolean) => void
}

/** What `startups.profile.updateSection` takes: a section's name and its values. */
export type SectionUpdate = inferRouterInputs<AppRouter>['startups']['profile']['updateSection']

// Stored values to form values: the forms hold text for numbers, so an empty field is ''.
export const text = (v: string | null | undefined) => v ?? ''
export const whole = (v: number | null | undefined) =>
  v === null || v === undefined ? '' : String(v)
export const list = <T extends string>(v: readonly T[] | null | undefined): T[] => (v ? [...v] : [])

/**
 * Saves one section: sends the parsed values, puts the new completeness (and the saved values)
 * into the cached profile, marks the form clean, and maps the server's field messages onto the
 * fields.
 */
export function useSectionSave<I extends FieldValues, O extends Record<string, unknown>>(
  section: FullProfileSection,
  form: UseFormReturn<I, unknown, O>,
  {
    toForm,
    toUpdate,
    onDirtyChange,
  }: {
    toForm: (values: O) => I
    toUpdate: (values: O) => SectionUpdate
    onDirtyChange: SectionProps['onDirtyChange']
  },
) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const mutation = useMutation(trpc.startups.profile.updateSection.mutationOptions())
  const title = partTitle(intl, section)
  const [formError, setFormError] = useState<string | null>(null)
  const { isDirty } = form.formState

  useEffect(() => onDirtyChange(section, isDirty), [isDirty, onDirtyChange, section])

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const completeness = await mutation.mutateAsync(toUpdate(values))
      queryClient.setQueryData(trpc.startups.profile.get.queryKey(), (old) =>
        old ? { ...old, completeness, profile: { ...old.profile, [section]: values } } : old,
      )
      form.reset(toForm(values))
      toast.success(intl.formatMessage({ id: 'founder.full.saved' }, { section: title }))
    } catch (error) {
      const mapped = setServerFieldErrors(
        form.setError,
        error,
        Object.keys(form.getValues()) as Path<I>[],
        { serverKey: (field) => `values.${field}` },
      )
      const message = mapped
        ? intl.formatMessage({ id: 'founder.full.needsAttention' })
        : (trpcFieldErrors(error).values?.[0] ??
          serverMessage(
            error,
            intl.formatMessage({ id: 'founder.full.saveFailed' }, { section: title }),
          ))
      setFormError(message)
      toast.error(
        mapped ? intl.formatMessage({ id: 'founder.full.notSaved' }, { section: title }) : message,
      )
    }
  })

  return { onSubmit, formError, saving: form.formState.isSubmitting, title }
}

export function SectionShell({
  section,
  part,
  description,
  onSubmit,
  formError,
  saving,
  dirty,
  onDiscard,
  onJump,
  children,
}: {
  section: FullProfileSection
  part: PartScore
  description: ReactNode
  onSubmit: () => void
  formError: string | null
  saving: boolean
  dirty: boolean
  onDiscard: () => void
  onJump?: (field: string) => void
  children: ReactNode
}) {
  const intl = useIntl()
  const title = partTitle(intl, section)
  return (
    <EditorSection id={anchors[section]} title={title} description={description}>
      <CompletenessMeter
        part={part}
        title={intl.formatMessage({ id: 'founder.full.progress' })}
        onJump={onJump}
        className="mb-6 border-0 bg-surface shadow-none"
      />
      <form method="post" onSubmit={onSubmit} noValidate aria-label={title} className="space-y-6">
        {children}
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <SaveBar
          dirty={dirty}
          saving={saving}
          label={intl.formatMessage({ id: 'founder.full.save' }, { section: title })}
          onDiscard={onDiscard}
        />
      </form>
    </EditorSection>
  )
}

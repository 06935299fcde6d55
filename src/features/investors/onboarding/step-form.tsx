import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { ArrowLeft } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { OnboardingStep, SaveStep } from '@/domain/investors/profile'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

export type ProfileData = inferRouterOutputs<AppRouter>['investors']['profile']['get']
export type StoredProfile = NonNullable<ProfileData['profile']>

/**
 * One onboarding step's frame and its saving: sends the step, refreshes where onboarding stands,
 * puts the server's messages on the fields, then moves on.
 */
export function StepForm<I extends FieldValues, O extends FieldValues>({
  step,
  title,
  description,
  form,
  toSave,
  onSaved,
  onBack,
  submitLabel,
  children,
}: {
  step: OnboardingStep
  title: string
  description: ReactNode
  form: UseFormReturn<I, unknown, O>
  toSave: (values: O) => SaveStep
  onSaved: () => void
  onBack?: () => void
  /** 'Save and continue' unless told. */
  submitLabel?: string
  children: ReactNode
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const save = useMutation(trpc.investors.profile.saveStep.mutationOptions())
  const [formError, setFormError] = useState<string | null>(null)

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await save.mutateAsync(toSave(values))
      await queryClient.invalidateQueries({ queryKey: trpc.investors.profile.pathKey() })
      form.reset(form.getValues())
      onSaved()
    } catch (error) {
      const fields = Object.keys(form.getValues()) as Path<I>[]
      if (
        setServerFieldErrors(form.setError, error, fields, {
          serverKey: (field) => `values.${field}`,
          focus: true,
        })
      ) {
        setFormError(intl.formatMessage({ id: 'investor.onboarding.fieldsNeedAnotherLook' }))
        return
      }
      const message = serverMessage(
        error,
        intl.formatMessage({ id: 'investor.onboarding.stepFailed' }),
      )
      setFormError(message)
      toast.error(message)
    }
  })

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      <p className="mt-1 text-sm text-muted">{description}</p>
      <form
        method="post"
        noValidate
        aria-label={title}
        onSubmit={onSubmit}
        className="mt-6 space-y-6"
        data-step={step}
      >
        {children}
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 border-t border-line pt-5 sm:flex-row sm:justify-between">
          {onBack ? (
            <Button type="button" variant="secondary" onClick={onBack}>
              <ArrowLeft aria-hidden="true" /> <FormattedMessage id="investor.common.back" />
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting
              ? intl.formatMessage({ id: 'investor.common.saving' })
              : (submitLabel ?? intl.formatMessage({ id: 'investor.onboarding.saveAndContinue' }))}
          </Button>
        </div>
      </form>
    </Card>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { organisationSettingsSchema } from '@/domain/organisations/schemas'
import { optionLabel } from '@/lib/i18n/option-labels'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode } from '@/lib/trpc-errors'
import type { AppRouter } from '@/server/trpc/root'

import { setServerFieldErrors } from '@/lib/form-errors'
import { FormMessage, LoadFailed, LoadingRows, SettingsCard } from './settings-card'
import { useRefreshSession } from './use-account'

export type OrganisationView = inferRouterOutputs<AppRouter>['organisation']['get']

export function OrganisationSection() {
  const intl = useIntl()
  const trpc = useTRPC()
  const organisation = useQuery(trpc.organisation.get.queryOptions())
  const data = organisation.data

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.organisation.title' })}
      description={intl.formatMessage({ id: 'settings.organisation.description' })}
      aside={
        data && (
          <div className="flex flex-wrap gap-2">
            <Badge>{optionLabel(intl, 'organisationKinds', data.kind)}</Badge>
            <Badge className="bg-surface text-muted">
              <FormattedMessage
                id="settings.organisation.yourRole"
                values={{ role: optionLabel(intl, 'memberRoles', data.myRole) }}
              />
            </Badge>
          </div>
        )
      }
    >
      {organisation.isPending ? (
        <LoadingRows
          label={intl.formatMessage({ id: 'settings.organisation.loading' })}
          className="h-10 sm:max-w-md"
        />
      ) : organisation.isError ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'settings.organisation.loadFailed' })}
          onRetry={() => void organisation.refetch()}
        />
      ) : organisation.data.myRole === 'owner' ? (
        <OrganisationForm organisation={organisation.data} />
      ) : (
        <>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-muted">
                <FormattedMessage id="settings.organisation.name" />
              </dt>
              <dd translate="no" className="mt-0.5 font-medium break-words text-ink">
                {organisation.data.name}
              </dd>
            </div>
            <div className="min-w-0">
              <dt className="text-muted">
                <FormattedMessage id="settings.organisation.slug" />
              </dt>
              <dd translate="no" className="mt-0.5 font-medium break-all text-ink">
                {organisation.data.slug}
              </dd>
            </div>
          </dl>
          <p className="mt-4 text-xs text-muted">
            <FormattedMessage id="settings.organisation.ownerOnly" />
          </p>
        </>
      )}
    </SettingsCard>
  )
}

type OrganisationValues = z.input<typeof organisationSettingsSchema>

function OrganisationForm({ organisation }: { organisation: OrganisationView }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const refreshSession = useRefreshSession()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<OrganisationValues>({
    resolver: zodResolver(organisationSettingsSchema),
    defaultValues: { name: organisation.name, slug: organisation.slug },
  })
  const update = useMutation(trpc.organisation.update.mutationOptions())

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const saved = await update.mutateAsync(organisationSettingsSchema.parse(values))
      form.reset(saved)
      await queryClient.invalidateQueries({ queryKey: trpc.organisation.get.queryKey() })
      await refreshSession()
      toast.success(intl.formatMessage({ id: 'settings.organisation.saved' }))
    } catch (error) {
      if (trpcErrorCode(error) === 'CONFLICT') {
        form.setError('slug', { message: (error as Error).message })
      } else if (!setServerFieldErrors(form.setError, error, ['name', 'slug'])) {
        setFormError(
          intl.formatMessage({
            id:
              trpcErrorCode(error) === 'FORBIDDEN'
                ? 'settings.organisation.ownerOnly'
                : 'settings.organisation.saveFailed',
          }),
        )
      }
    }
  })

  const errors = form.formState.errors
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
      <Field
        label={intl.formatMessage({ id: 'settings.organisation.name' })}
        error={errors.name?.message}
      >
        <Input autoComplete="organization" {...form.register('name')} />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'settings.organisation.slug' })}
        hint={intl.formatMessage({ id: 'settings.organisation.slugHint' })}
        error={errors.slug?.message}
      >
        <Input
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...form.register('slug')}
        />
      </Field>
      <FormMessage>{formError}</FormMessage>
      <div>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? (
            <FormattedMessage id="settings.common.saving" />
          ) : (
            <FormattedMessage id="settings.organisation.save" />
          )}
        </Button>
      </div>
    </form>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { authClient } from '@/lib/auth-client'

import { passwordHint } from '@/domain/accounts/schemas'
import { toast } from '@/lib/toast'
import { changePasswordSchema } from './schemas'
import { authSessionsQueryKey } from './sessions-section'
import { FormMessage, SettingsCard } from './settings-card'

type PasswordValues = z.input<ReturnType<typeof changePasswordSchema>>

export function PasswordSection() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const schema = useMemo(() => changePasswordSchema(intl), [intl])
  const form = useForm<PasswordValues>({
    resolver: zodResolver(schema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const errors = form.formState.errors

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    const { error } = await authClient.changePassword({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      revokeOtherSessions: true,
    })
    if (error) {
      if (error.code === 'INVALID_PASSWORD') {
        form.setError('currentPassword', {
          message: intl.formatMessage({ id: 'settings.password.wrongCurrent' }),
        })
      } else if (error.code?.startsWith('PASSWORD')) {
        // Too short, too long, too common or too weak: the server says which.
        form.setError('newPassword', {
          message: error.message ?? intl.formatMessage({ id: 'settings.password.weak' }),
        })
      } else if (error.status === 429) {
        setFormError(intl.formatMessage({ id: 'settings.password.tooManyAttempts' }))
      } else {
        setFormError(intl.formatMessage({ id: 'settings.password.failed' }))
      }
      return
    }
    form.reset()
    await queryClient.invalidateQueries({ queryKey: authSessionsQueryKey })
    toast.success(intl.formatMessage({ id: 'settings.password.changed' }))
  })

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.password.title' })}
      description={intl.formatMessage({ id: 'settings.password.description' })}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <Field
          label={intl.formatMessage({ id: 'settings.password.current' })}
          error={errors.currentPassword?.message}
        >
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'settings.password.new' })}
          hint={passwordHint()}
          error={errors.newPassword?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'settings.password.confirm' })}
          error={errors.confirmPassword?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </Field>
        <FormMessage>{formError}</FormMessage>
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? (
              <FormattedMessage id="settings.password.changing" />
            ) : (
              <FormattedMessage id="settings.password.change" />
            )}
          </Button>
        </div>
      </form>
    </SettingsCard>
  )
}

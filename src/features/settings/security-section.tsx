import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { authClient } from '@/lib/auth-client'

import { passwordHint } from '@/domain/accounts/schemas'
import { changePasswordSchema } from './schemas'
import { authSessionsQueryKey } from './sessions-section'
import { FormMessage, SettingsCard } from './settings-card'

type PasswordValues = z.input<typeof changePasswordSchema>

export function PasswordSection() {
  const queryClient = useQueryClient()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<PasswordValues>({
    resolver: zodResolver(changePasswordSchema),
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
        form.setError('currentPassword', { message: 'That is not your current password.' })
      } else if (error.code?.startsWith('PASSWORD')) {
        // Too short, too long, too common or too weak: the server says which.
        form.setError('newPassword', {
          message: error.message ?? 'Please choose a stronger password.',
        })
      } else if (error.status === 429) {
        setFormError('Too many attempts in a short time. Please try again in a minute.')
      } else {
        setFormError('We could not change your password. Please try again.')
      }
      return
    }
    form.reset()
    await queryClient.invalidateQueries({ queryKey: authSessionsQueryKey })
    toast.success('Your password is changed. Other devices are signed out.')
  })

  return (
    <SettingsCard
      title="Password"
      description="Changing your password signs you out on every other device."
    >
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4 sm:max-w-md">
        <Field label="Current password" error={errors.currentPassword?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </Field>
        <Field label="New password" hint={passwordHint} error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </Field>
        <FormMessage>{formError}</FormMessage>
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Changing password…' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  )
}

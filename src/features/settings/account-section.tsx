import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { authClient } from '@/lib/auth-client'

import { changeEmailSchema, profileSchema } from './schemas'
import { FormMessage, SettingsCard } from './settings-card'
import { useAccount, useRefreshSession } from './use-account'

type ProfileValues = z.input<typeof profileSchema>

export function ProfileSection() {
  const account = useAccount()
  const refreshSession = useRefreshSession()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: account?.user.name ?? '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    const { error } = await authClient.updateUser({ name: values.name })
    if (error) {
      setFormError(
        error.status === 429
          ? 'Too many changes in a short time. Please try again in a minute.'
          : 'We could not save your name. Please try again.',
      )
      return
    }
    form.reset({ name: values.name })
    await refreshSession()
    toast.success('Your name is saved.')
  })

  return (
    <SettingsCard title="Profile" description="How teammates and investors see you on Sangam.">
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Full name" error={form.formState.errors.name?.message}>
          <Input autoComplete="name" className="sm:max-w-md" {...form.register('name')} />
        </Field>
        {account && (
          <p className="text-sm text-muted">
            Signed in as{' '}
            <span className="font-medium break-all text-ink">{account.user.email}</span>
          </p>
        )}
        <FormMessage>{formError}</FormMessage>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Save name'}
        </Button>
      </form>
    </SettingsCard>
  )
}

type EmailValues = z.input<typeof changeEmailSchema>

export function EmailSection() {
  const account = useAccount()
  const refreshSession = useRefreshSession()
  const [formError, setFormError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm<EmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '' },
  })
  const currentEmail = account?.user.email ?? ''

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    setSentTo(null)
    const newEmail = changeEmailSchema.parse(values).newEmail
    if (newEmail === currentEmail.toLowerCase()) {
      form.setError('newEmail', { message: 'That is already your email.' })
      return
    }
    const { error } = await authClient.changeEmail({
      newEmail,
      // Where the emailed confirmation link lands once the change is confirmed.
      callbackURL: window.location.pathname,
    })
    if (error) {
      if (error.status === 429) {
        setFormError('Too many requests in a short time. Please try again in a minute.')
      } else if (error.message === 'Email is the same') {
        form.setError('newEmail', { message: 'That is already your email.' })
      } else {
        setFormError('We could not start the change of email. Please try again.')
      }
      return
    }
    form.reset({ newEmail: '' })
    setSentTo(newEmail)
    await refreshSession()
    toast.success(`We sent a confirmation link to ${newEmail}.`)
  })

  return (
    <SettingsCard
      title="Email"
      description="You sign in with this address, and Sangam writes to it."
      aside={
        account &&
        (account.user.emailVerified ? (
          <Badge className="bg-emerald-50 text-emerald-700">Confirmed</Badge>
        ) : (
          <Badge className="bg-saffron-100 text-ink">Not confirmed</Badge>
        ))
      }
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-muted">
          Current email: <span className="font-medium break-all text-ink">{currentEmail}</span>
        </p>
        <Field
          label="New email"
          hint="We email a confirmation link to the new address. The change takes effect once you open it."
          error={form.formState.errors.newEmail?.message}
        >
          <Input
            type="email"
            autoComplete="email"
            className="sm:max-w-md"
            {...form.register('newEmail')}
          />
        </Field>
        {sentTo && (
          <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
            Check <span className="font-medium break-all">{sentTo}</span> and open the link we sent
            to confirm the change. Until then, keep signing in with {currentEmail}.
          </p>
        )}
        <FormMessage>{formError}</FormMessage>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending link…' : 'Change email'}
        </Button>
      </form>
    </SettingsCard>
  )
}

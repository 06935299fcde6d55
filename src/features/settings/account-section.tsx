import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { authClient } from '@/lib/auth-client'
import { toast } from '@/lib/toast'

import { changeEmailSchema, profileSchema } from './schemas'
import { FormMessage, SettingsCard } from './settings-card'
import { useAccount, useRefreshSession } from './use-account'

type ProfileValues = z.input<typeof profileSchema>

export function ProfileSection() {
  const intl = useIntl()
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
        intl.formatMessage({
          id:
            error.status === 429
              ? 'settings.profile.tooManyChanges'
              : 'settings.profile.saveFailed',
        }),
      )
      return
    }
    form.reset({ name: values.name })
    await refreshSession()
    toast.success(intl.formatMessage({ id: 'settings.profile.saved' }))
  })

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.profile.title' })}
      description={intl.formatMessage({ id: 'settings.profile.description' })}
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label={intl.formatMessage({ id: 'settings.profile.name' })}
          error={form.formState.errors.name?.message}
        >
          <Input autoComplete="name" className="sm:max-w-md" {...form.register('name')} />
        </Field>
        {account && (
          <p className="text-sm text-muted">
            <FormattedMessage
              id="settings.profile.signedInAs"
              values={{
                email: account.user.email,
                b: (chunks) => (
                  <span translate="no" className="font-medium break-all text-ink">
                    {chunks}
                  </span>
                ),
              }}
            />
          </p>
        )}
        <FormMessage>{formError}</FormMessage>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? (
            <FormattedMessage id="settings.common.saving" />
          ) : (
            <FormattedMessage id="settings.profile.save" />
          )}
        </Button>
      </form>
    </SettingsCard>
  )
}

type EmailValues = z.input<typeof changeEmailSchema>

export function EmailSection() {
  const intl = useIntl()
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
      form.setError('newEmail', { message: intl.formatMessage({ id: 'settings.email.same' }) })
      return
    }
    const { error } = await authClient.changeEmail({
      newEmail,
      // Where the emailed confirmation link lands once the change is confirmed.
      callbackURL: window.location.pathname,
    })
    if (error) {
      if (error.status === 429) {
        setFormError(intl.formatMessage({ id: 'settings.email.tooManyRequests' }))
      } else if (error.message === 'Email is the same') {
        form.setError('newEmail', { message: intl.formatMessage({ id: 'settings.email.same' }) })
      } else {
        setFormError(intl.formatMessage({ id: 'settings.email.startFailed' }))
      }
      return
    }
    form.reset({ newEmail: '' })
    setSentTo(newEmail)
    await refreshSession()
    toast.success(intl.formatMessage({ id: 'settings.email.linkSent' }, { email: newEmail }))
  })

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.email.title' })}
      description={intl.formatMessage({ id: 'settings.email.description' })}
      aside={
        account &&
        (account.user.emailVerified ? (
          <Badge className="bg-emerald-50 text-emerald-700">
            <FormattedMessage id="settings.email.confirmed" />
          </Badge>
        ) : (
          <Badge className="bg-saffron-100 text-ink">
            <FormattedMessage id="settings.email.notConfirmed" />
          </Badge>
        ))
      }
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-sm text-muted">
          <FormattedMessage
            id="settings.email.current"
            values={{
              email: currentEmail,
              b: (chunks) => (
                <span translate="no" className="font-medium break-all text-ink">
                  {chunks}
                </span>
              ),
            }}
          />
        </p>
        <Field
          label={intl.formatMessage({ id: 'settings.email.new' })}
          hint={intl.formatMessage({ id: 'settings.email.newHint' })}
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
            <FormattedMessage
              id="settings.email.checkInbox"
              values={{
                email: sentTo,
                current: <span translate="no">{currentEmail}</span>,
                b: (chunks) => (
                  <span translate="no" className="font-medium break-all">
                    {chunks}
                  </span>
                ),
              }}
            />
          </p>
        )}
        <FormMessage>{formError}</FormMessage>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? (
            <FormattedMessage id="settings.email.sendingLink" />
          ) : (
            <FormattedMessage id="settings.email.change" />
          )}
        </Button>
      </form>
    </SettingsCard>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import {
  largeTeamSize,
  newApplicationEmailModes,
  notificationPreferencesSchema,
  teamDefaultNewApplicationEmail,
  type EffectivePreferences,
  type NewApplicationEmailMode,
  type NotificationPreferences,
} from '@/domain/accounts/notification-settings'
import { setServerFieldErrors } from '@/lib/form-errors'
import { FormMessage, LoadFailed, LoadingRows, SettingsCard } from './settings-card'

type Side = 'startup' | 'investor'

/** How an investor hears of new applications: each choice's name and what it means. */
const modeLabels = {
  each: 'settings.notifications.mode.each',
  daily: 'settings.notifications.mode.daily',
  off: 'settings.notifications.mode.off',
} as const satisfies Record<NewApplicationEmailMode, string>
const modeHints = {
  each: 'settings.notifications.modeHint.each',
  daily: 'settings.notifications.modeHint.daily',
  off: 'settings.notifications.modeHint.off',
} as const satisfies Record<NewApplicationEmailMode, string>

/**
 * Which notifications also come by email. The bell shows everything either way. Investors choose
 * how they hear of new applications and deal rooms; founders whether they hear of moves,
 * decisions, requests to share their profile and commitments (docs/decisions/0047).
 */
export function NotificationsSection({ side }: { side: Side }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const preferences = useQuery(trpc.notifications.preferences.queryOptions())
  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.notifications.title' })}
      description={intl.formatMessage({ id: 'settings.notifications.description' })}
    >
      {preferences.isPending ? (
        <LoadingRows
          label={intl.formatMessage({ id: 'settings.notifications.loading' })}
          rows={side === 'investor' ? 3 : 1}
        />
      ) : preferences.isError ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'settings.notifications.loadFailed' })}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <PreferencesForm side={side} saved={preferences.data} />
      )}
    </SettingsCard>
  )
}

function PreferencesForm({ side, saved }: { side: Side; saved: EffectivePreferences }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const legendId = useId()
  const defaultHintId = useId()
  const statusHintId = useId()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<NotificationPreferences>({
    resolver: zodResolver(notificationPreferencesSchema),
    defaultValues: {
      newApplicationEmail: saved.newApplicationEmail,
      statusEmail: saved.statusEmail,
    },
  })
  const save = useMutation(trpc.notifications.setPreferences.mutationOptions())

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const result = await save.mutateAsync(values)
      form.reset({
        newApplicationEmail: result.newApplicationEmail,
        statusEmail: result.statusEmail,
      })
      queryClient.setQueryData(trpc.notifications.preferences.queryKey(), result)
      toast.success(intl.formatMessage({ id: 'settings.notifications.saved' }))
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ['newApplicationEmail', 'statusEmail'])) {
        setFormError(intl.formatMessage({ id: 'settings.notifications.saveFailed' }))
      }
    }
  })

  const errors = form.formState.errors
  const teamSize = saved.teamDefault.teamSize
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      {side === 'investor' ? (
        <fieldset
          aria-describedby={
            errors.newApplicationEmail ? `${defaultHintId} ${legendId}-error` : defaultHintId
          }
        >
          <legend id={legendId} className="text-sm font-medium text-ink">
            <FormattedMessage id="settings.notifications.investor.legend" />
          </legend>
          <p id={defaultHintId} className="mt-1 text-sm text-muted">
            {[
              intl.formatMessage(
                { id: 'settings.notifications.investor.teamDefault' },
                {
                  mode: teamDefaultNewApplicationEmail(teamSize),
                  count: teamSize,
                  large: largeTeamSize,
                },
              ),
              saved.teamDefault.followed
                ? intl.formatMessage({ id: 'settings.notifications.investor.followed' })
                : intl.formatMessage(
                    { id: 'settings.notifications.investor.chose' },
                    {
                      choice: intl.formatMessage({ id: modeLabels[saved.newApplicationEmail] }),
                    },
                  ),
              intl.formatMessage({ id: 'settings.notifications.investor.dealRooms' }),
            ].join(' ')}
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {newApplicationEmailModes.map((mode) => (
              <label
                key={mode}
                className="flex cursor-pointer gap-3 rounded-xl border border-line p-3 hover:bg-surface has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-500"
              >
                <input
                  type="radio"
                  value={mode}
                  className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
                  {...form.register('newApplicationEmail')}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-medium text-ink">
                    <FormattedMessage id={modeLabels[mode]} />
                  </span>
                  <span className="mt-0.5 block text-xs text-muted">
                    <FormattedMessage id={modeHints[mode]} />
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.newApplicationEmail && (
            <p id={`${legendId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
              {errors.newApplicationEmail.message}
            </p>
          )}
        </fieldset>
      ) : (
        <div>
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-brand-600"
              aria-describedby={statusHintId}
              {...form.register('statusEmail')}
            />
            <span className="min-w-0">
              <span className="block text-sm font-medium text-ink">
                <FormattedMessage id="settings.notifications.startup.label" />
              </span>
              <span id={statusHintId} className="mt-0.5 block text-sm text-muted">
                <FormattedMessage id="settings.notifications.startup.hint" />
              </span>
            </span>
          </label>
          {errors.statusEmail && (
            <p role="alert" className="mt-1.5 text-sm text-red-600">
              {errors.statusEmail.message}
            </p>
          )}
        </div>
      )}
      <FormMessage>{formError}</FormMessage>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? (
          <FormattedMessage id="settings.common.saving" />
        ) : (
          <FormattedMessage id="settings.notifications.save" />
        )}
      </Button>
    </form>
  )
}

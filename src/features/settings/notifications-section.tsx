import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { useTRPC } from '@/lib/trpc'

import {
  newApplicationEmailHints,
  newApplicationEmailLabels,
  newApplicationEmailModes,
  notificationPreferencesSchema,
  teamDefaultHint,
  type EffectivePreferences,
  type NotificationPreferences,
} from '@/domain/accounts/notification-settings'
import { setServerFieldErrors } from '@/lib/form-errors'
import { FormMessage, LoadFailed, LoadingRows, SettingsCard } from './settings-card'

type Side = 'startup' | 'investor'

/**
 * Which notifications also come by email. The bell shows everything either way. Investors choose
 * how they hear of new applications and deal rooms; founders whether they hear of moves,
 * decisions, requests to share their profile and commitments (docs/decisions/0047).
 */
export function NotificationsSection({ side }: { side: Side }) {
  const trpc = useTRPC()
  const preferences = useQuery(trpc.notifications.preferences.queryOptions())
  return (
    <SettingsCard
      title="Email notifications"
      description="The bell at the top of every page shows all your notifications. Choose which of them also come to you by email."
    >
      {preferences.isPending ? (
        <LoadingRows what="your notification preferences" rows={side === 'investor' ? 3 : 1} />
      ) : preferences.isError ? (
        <LoadFailed
          what="your notification preferences"
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <PreferencesForm side={side} saved={preferences.data} />
      )}
    </SettingsCard>
  )
}

function PreferencesForm({ side, saved }: { side: Side; saved: EffectivePreferences }) {
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
      toast.success('Your notification preferences are saved.')
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ['newApplicationEmail', 'statusEmail'])) {
        setFormError('We could not save your preferences. Please try again.')
      }
    }
  })

  const errors = form.formState.errors
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-5">
      {side === 'investor' ? (
        <fieldset
          aria-describedby={
            errors.newApplicationEmail ? `${defaultHintId} ${legendId}-error` : defaultHintId
          }
        >
          <legend id={legendId} className="text-sm font-medium text-ink">
            New applications to your channels, and deal rooms
          </legend>
          <p id={defaultHintId} className="mt-1 text-sm text-muted">
            {teamDefaultHint(saved.teamDefault.teamSize)}
            {saved.teamDefault.followed
              ? ' You have not chosen, so the default applies to you.'
              : ` You chose “${newApplicationEmailLabels[saved.newApplicationEmail]}”.`}{' '}
            Deal rooms follow the same choice: an invitation to co-invest, the founders’ answers and
            commitments in a round your fund leads.
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
                    {newApplicationEmailLabels[mode]}
                  </span>
                  <span className="mt-0.5 block text-xs text-muted">
                    {newApplicationEmailHints[mode]}
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
                Email me about our applications
              </span>
              <span id={statusHintId} className="mt-0.5 block text-sm text-muted">
                When an investor moves one of our applications along or decides on it. Decisions
                come with the investor’s message. Also when a fund asks to share our profile with a
                co-investor, and when a fund commits to our round.
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
        {form.formState.isSubmitting ? 'Saving…' : 'Save preferences'}
      </Button>
    </form>
  )
}

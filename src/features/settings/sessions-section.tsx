import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Monitor, Smartphone } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { authClient } from '@/lib/auth-client'
import { formatIpAddress } from '@/lib/format'
import { shownDate } from '@/lib/i18n/dates'
import { toast } from '@/lib/toast'
import { describeUserAgent } from '@/lib/user-agent'

import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { LoadFailed, LoadingRows, SettingsCard } from './settings-card'

export const authSessionsQueryKey = ['settings', 'auth-sessions'] as const

class DevicesError extends Error {
  constructor(readonly code: string | undefined) {
    super(code ?? 'Could not list sessions')
  }
}

async function fetchDevices() {
  const [list, current] = await Promise.all([authClient.listSessions(), authClient.getSession()])
  if (list.error) throw new DevicesError(list.error.code)
  const currentId = current.data?.session.id ?? null
  const sessions = [...list.data].sort((a, b) => {
    if (a.id === currentId) return -1
    if (b.id === currentId) return 1
    return new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime()
  })
  return { sessions, currentId }
}

export function SessionsSection() {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // better-auth reads the cookie in the browser; there is nothing to render on the server.
  const devices = useQuery({ queryKey: authSessionsQueryKey, queryFn: fetchDevices, staleTime: 0 })

  const signOutOthers = useMutation({
    mutationFn: async () => {
      const { error } = await authClient.revokeOtherSessions()
      if (error) throw new Error(error.message)
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authSessionsQueryKey })
      toast.success(intl.formatMessage({ id: 'settings.sessions.othersSignedOut' }))
    },
    onError: () => toast.error(intl.formatMessage({ id: 'settings.sessions.othersFailed' })),
  })

  async function signOutEverywhere() {
    const { error } = await authClient.revokeSessions()
    if (error) {
      toast.error(intl.formatMessage({ id: 'settings.sessions.everywhereFailed' }))
      return
    }
    queryClient.clear()
    await navigate({ to: '/sign-in' })
    toast.success(intl.formatMessage({ id: 'settings.sessions.everywhereSignedOut' }))
  }

  const notFresh =
    devices.error instanceof DevicesError && devices.error.code === 'SESSION_NOT_FRESH'
  const others = devices.data
    ? devices.data.sessions.filter((s) => s.id !== devices.data.currentId)
    : []

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.sessions.title' })}
      description={intl.formatMessage({ id: 'settings.sessions.description' })}
    >
      {devices.isPending ? (
        <LoadingRows
          label={intl.formatMessage({ id: 'settings.sessions.loading' })}
          className="h-14"
        />
      ) : notFresh ? (
        <p className="rounded-lg bg-surface p-3 text-sm text-muted">
          <FormattedMessage id="settings.sessions.notFresh" />
        </p>
      ) : devices.isError ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'settings.sessions.loadFailed' })}
          onRetry={() => void devices.refetch()}
        />
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {devices.data.sessions.map((session) => {
            const device = describeUserAgent(session.userAgent, intl)
            const Icon = device.mobile ? Smartphone : Monitor
            const current = session.id === devices.data.currentId
            const address = formatIpAddress(session.ipAddress)
            const signedIn = shownDate(intl, session.createdAt)
            return (
              <li key={session.id} className="flex items-start gap-3 p-3 sm:p-4">
                <Icon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                    <span className="break-words">{device.label}</span>
                    {current && (
                      <Badge>
                        <FormattedMessage id="settings.sessions.thisDevice" />
                      </Badge>
                    )}
                  </p>
                  <p className="mt-0.5 text-xs break-words text-muted">
                    {address
                      ? intl.formatMessage(
                          { id: 'settings.sessions.signedInFrom' },
                          { address, date: signedIn },
                        )
                      : intl.formatMessage(
                          { id: 'settings.sessions.signedIn' },
                          { date: signedIn },
                        )}
                  </p>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          disabled={signOutOthers.isPending || (devices.isSuccess && others.length === 0)}
          onClick={() => signOutOthers.mutate()}
        >
          {signOutOthers.isPending ? (
            <FormattedMessage id="settings.sessions.signingOut" />
          ) : (
            <FormattedMessage id="settings.sessions.signOutOthers" />
          )}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="text-red-700 hover:bg-red-50">
              <FormattedMessage id="settings.sessions.signOutEverywhere" />
            </Button>
          }
          title={intl.formatMessage({ id: 'settings.sessions.everywhereTitle' })}
          description={intl.formatMessage({ id: 'settings.sessions.everywhereDescription' })}
          confirmLabel={intl.formatMessage({ id: 'settings.sessions.signOutEverywhere' })}
          pendingLabel={intl.formatMessage({ id: 'settings.sessions.signingOut' })}
          onConfirm={signOutEverywhere}
        />
      </div>
    </SettingsCard>
  )
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Monitor, Smartphone } from 'lucide-react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { authClient } from '@/lib/auth-client'
import { formatDate, formatIpAddress } from '@/lib/format'
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
      toast.success('You are signed out on every other device.')
    },
    onError: () => toast.error('We could not sign out your other devices. Please try again.'),
  })

  async function signOutEverywhere() {
    const { error } = await authClient.revokeSessions()
    if (error) {
      toast.error('We could not sign you out everywhere. Please try again.')
      return
    }
    queryClient.clear()
    await navigate({ to: '/sign-in' })
    toast.success('You are signed out on every device.')
  }

  const notFresh =
    devices.error instanceof DevicesError && devices.error.code === 'SESSION_NOT_FRESH'
  const others = devices.data
    ? devices.data.sessions.filter((s) => s.id !== devices.data.currentId)
    : []

  return (
    <SettingsCard
      title="Sessions"
      description="The devices where your account is signed in. If you don’t recognise one, sign it out and change your password."
    >
      {devices.isPending ? (
        <LoadingRows what="your devices" className="h-14" />
      ) : notFresh ? (
        <p className="rounded-lg bg-surface p-3 text-sm text-muted">
          For your security, the list of devices is shown only within a day of signing in. Sign out
          and sign in again to see it. The buttons below work at any time.
        </p>
      ) : devices.isError ? (
        <LoadFailed what="your devices" onRetry={() => void devices.refetch()} />
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {devices.data.sessions.map((session) => {
            const device = describeUserAgent(session.userAgent)
            const Icon = device.mobile ? Smartphone : Monitor
            const current = session.id === devices.data.currentId
            const address = formatIpAddress(session.ipAddress)
            return (
              <li key={session.id} className="flex items-start gap-3 p-3 sm:p-4">
                <Icon className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                    <span className="break-words">{device.label}</span>
                    {current && <Badge>This device</Badge>}
                  </p>
                  <p className="mt-0.5 text-xs break-words text-muted">
                    {address ? `IP ${address} · ` : ''}
                    Signed in {formatDate(session.createdAt)}
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
          {signOutOthers.isPending ? 'Signing out…' : 'Sign out other devices'}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" className="text-red-700 hover:bg-red-50">
              Sign out everywhere
            </Button>
          }
          title="Sign out everywhere?"
          description="You will be signed out on every device, including this one, and need to sign in again."
          confirmLabel="Sign out everywhere"
          pendingLabel="Signing out…"
          onConfirm={signOutEverywhere}
        />
      </div>
    </SettingsCard>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { homeFor, requireSignedIn } from '@/features/account/area-guard'
import { useSignOut } from '@/components/use-sign-out'
import { AuthCard } from '@/features/account/auth-card'
import { authClient } from '@/lib/auth-client'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/_marketing/verify-email')({
  // better-auth sends people back here with `?error=INVALID_TOKEN` (or TOKEN_EXPIRED, …) when a
  // confirmation link fails.
  validateSearch: z.object({ error: z.string().optional().catch(undefined) }),
  beforeLoad: async ({ context, location }) => {
    const { session } = await requireSignedIn(context, location)
    if (session.user.emailVerified) throw redirect({ to: homeFor(session) })
    return { session }
  },
  component: VerifyEmailPage,
})

type Notice = { tone: 'success' | 'error'; text: string }

function VerifyEmailPage() {
  const intl = useIntl()
  const { session } = Route.useRouteContext()
  const { error: linkError } = Route.useSearch()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const [sending, setSending] = useState(false)
  const { signOut: switchAccount, signingOut } = useSignOut(() => navigate({ to: '/sign-in' }))
  const [notice, setNotice] = useState<Notice | null>(null)
  const email = session.user.email

  async function resend() {
    setSending(true)
    setNotice(null)
    try {
      // The link lands back on this page: once confirmed, the guard above sends them on to their
      // area; if the link fails, better-auth adds `?error=…` and the page explains it.
      const { error } = await authClient.sendVerificationEmail({
        email,
        callbackURL: '/verify-email',
      })
      if (!error) {
        setNotice({
          tone: 'success',
          text: intl.formatMessage({ id: 'auth.verify.resent' }, { email }),
        })
        return
      }
      if (error.status === 429) {
        setNotice({
          tone: 'error',
          text: intl.formatMessage({ id: 'auth.verify.tooMany' }),
        })
      } else if (error.code === 'EMAIL_ALREADY_VERIFIED') {
        queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
        const fresh = await queryClient.fetchQuery(trpc.account.session.queryOptions())
        toast.success(intl.formatMessage({ id: 'auth.verify.alreadyConfirmed' }))
        await navigate({ to: homeFor(fresh) })
      } else {
        setNotice({
          tone: 'error',
          text: intl.formatMessage({ id: 'auth.verify.failed' }),
        })
      }
    } catch {
      setNotice({
        tone: 'error',
        text: intl.formatMessage({ id: 'auth.error.offline' }),
      })
    } finally {
      setSending(false)
    }
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.verify.title' })}
      subtitle={intl.formatMessage({ id: 'auth.verify.subtitle' })}
    >
      <div className="flex items-start gap-3 rounded-xl bg-brand-50 p-4">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <p className="min-w-0 text-sm text-ink">
          <FormattedMessage
            id="auth.verify.body"
            values={{
              email,
              strong: (chunks) => (
                <strong className="font-semibold break-all" data-testid="verify-email-address">
                  {chunks}
                </strong>
              ),
            }}
          />
        </p>
      </div>

      {linkError && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          <FormattedMessage id="auth.verify.linkFailed" />
        </p>
      )}

      <p className="mt-4 text-sm text-muted">
        <FormattedMessage id="auth.verify.nothing" />
      </p>

      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          className={
            notice.tone === 'error'
              ? 'mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700'
              : 'mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-800'
          }
        >
          {notice.text}
        </p>
      )}

      <div className="mt-6 space-y-3">
        <Button type="button" className="w-full" onClick={resend} disabled={sending}>
          <FormattedMessage id={sending ? 'auth.sending' : 'auth.verify.resend'} />
        </Button>
        <Button
          type="button"
          variant="secondary"
          className="w-full"
          onClick={switchAccount}
          disabled={signingOut}
        >
          <FormattedMessage id={signingOut ? 'auth.signingOut' : 'auth.useDifferentAccount'} />
        </Button>
      </div>
    </AuthCard>
  )
}

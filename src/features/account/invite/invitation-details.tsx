import type { inferRouterOutputs } from '@trpc/server'
import { Building2, CalendarClock, ShieldCheck, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { shownDate } from '@/lib/i18n/dates'
import { ownWords } from '@/components/own-words'
import { Card } from '@/components/ui/card'
import type { MessageId } from '@/lib/i18n/catalog'
import type { AppRouter } from '@/server/trpc/root'

type Outputs = inferRouterOutputs<AppRouter>

export type Invitation = Outputs['invitations']['get']

export type Session = NonNullable<Outputs['account']['session']>

const roleLabel = {
  owner: 'claim.invite.role.owner',
  member: 'claim.invite.role.member',
} as const satisfies Record<Invitation['role'], MessageId>

/** A day as the invitation and claim pages show it, in the page's language (`shownDate`). */
export function useFormatDay(): (value: Date | string | null | undefined) => string {
  const intl = useIntl()
  return (value) => shownDate(intl, value)
}

export function InviteShell({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-lg p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
          <FormattedMessage id="claim.invite.eyebrow" />
        </p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-ink">{title}</h1>
        <div className="mt-4">{children}</div>
      </Card>
    </div>
  )
}

export function InvitationDetails({ invitation }: { invitation: Invitation }) {
  const intl = useIntl()
  // The inviter's name as they wrote it, else "the Sangam team" in the page's words.
  const inviter = invitation.inviterName
    ? ownWords(invitation.inviterName, 'inviter')
    : intl.formatMessage({ id: 'claim.invite.sangamTeam' })
  const expiry = useFormatDay()(invitation.expiresAt)
  return (
    <>
      <p className="text-sm text-muted">
        <FormattedMessage
          id="claim.invite.intro"
          values={{
            inviter,
            email: ownWords(invitation.email, 'email'),
            organisation: ownWords(invitation.organisationName, 'organisation'),
            kind: invitation.organisationKind,
            strong: (chunks) => (
              <strong className="font-medium break-all text-ink">{chunks}</strong>
            ),
          }}
        />
      </p>
      <dl className="mt-5 grid gap-3 text-sm">
        <Detail
          icon={<Building2 aria-hidden="true" />}
          term={intl.formatMessage({ id: 'claim.invite.organisation' })}
        >
          <FormattedMessage
            id="claim.invite.organisation.value"
            values={{
              organisation: ownWords(invitation.organisationName, 'organisation'),
              kind: invitation.organisationKind,
            }}
          />
        </Detail>
        <Detail
          icon={<ShieldCheck aria-hidden="true" />}
          term={intl.formatMessage({ id: 'claim.invite.role' })}
        >
          <FormattedMessage id={roleLabel[invitation.role]} />
        </Detail>
        <Detail
          icon={<UserRound aria-hidden="true" />}
          term={intl.formatMessage({ id: 'claim.invite.invitedBy' })}
        >
          {inviter}
        </Detail>
        {invitation.state === 'open' && expiry && (
          <Detail
            icon={<CalendarClock aria-hidden="true" />}
            term={intl.formatMessage({ id: 'claim.invite.expires' })}
          >
            {expiry}
          </Detail>
        )}
      </dl>
    </>
  )
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="flex shrink-0 items-center gap-2 text-muted sm:w-36 [&_svg]:size-4">
        {icon}
        {term}
      </dt>
      <dd className="min-w-0 pl-6 font-medium break-words text-ink sm:pl-0">{children}</dd>
    </div>
  )
}

export function Notice({
  tone,
  children,
}: {
  tone: 'info' | 'warning' | 'error'
  children: ReactNode
}) {
  const styles = {
    info: 'bg-brand-50 text-brand-900',
    warning: 'bg-amber-50 text-amber-800',
    error: 'bg-red-50 text-red-700',
  }[tone]
  return (
    <div role={tone === 'info' ? 'status' : 'alert'} className={`rounded-lg p-3 text-sm ${styles}`}>
      {children}
    </div>
  )
}

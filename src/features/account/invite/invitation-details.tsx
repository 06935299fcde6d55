import type { inferRouterOutputs } from '@trpc/server'
import { Building2, CalendarClock, ShieldCheck, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'

import { Card } from '@/components/ui/card'
import { formatDate } from '@/lib/format'
import type { AppRouter } from '@/server/trpc/root'

type Outputs = inferRouterOutputs<AppRouter>

export type Invitation = Outputs['invitations']['get']

export type Session = NonNullable<Outputs['account']['session']>

const kindLabel = { startup: 'Startup', investor: 'Investor' } as const

const roleLabel = {
  owner: 'Owner — can invite teammates and manage the organisation',
  member: 'Member',
} as const

export function InviteShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-lg p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">Invitation</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-ink">{title}</h1>
        <div className="mt-4">{children}</div>
      </Card>
    </div>
  )
}

export function InvitationDetails({ invitation }: { invitation: Invitation }) {
  const inviter = invitation.inviterName ?? 'The Sangam team'
  const expiry = formatDate(invitation.expiresAt)
  return (
    <>
      <p className="text-sm text-muted">
        {inviter} invited{' '}
        <strong className="font-medium break-all text-ink">{invitation.email}</strong> to join{' '}
        {invitation.organisationName},{' '}
        {invitation.organisationKind === 'investor' ? 'an investor team' : 'a startup'} on Sangam.
      </p>
      <dl className="mt-5 grid gap-3 text-sm">
        <Detail icon={<Building2 aria-hidden="true" />} term="Organisation">
          {invitation.organisationName} · {kindLabel[invitation.organisationKind]}
        </Detail>
        <Detail icon={<ShieldCheck aria-hidden="true" />} term="Your role">
          {roleLabel[invitation.role]}
        </Detail>
        <Detail icon={<UserRound aria-hidden="true" />} term="Invited by">
          {inviter}
        </Detail>
        {invitation.state === 'open' && expiry && (
          <Detail icon={<CalendarClock aria-hidden="true" />} term="Expires">
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

import type { inferRouterOutputs } from '@trpc/server'
import { CalendarClock, FileText, Globe, Mail, Rocket, Send, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'

import { Card } from '@/components/ui/card'
import { formatDate, plural } from '@/lib/format'
import type { AppRouter } from '@/server/trpc/root'

export type Claim = inferRouterOutputs<AppRouter>['intakeClaims']['get']

/** The card every state of the claim page shows, like the organisation invitation's. */
export function ClaimShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-lg p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
          Claim your deal
        </p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-ink">{title}</h1>
        <div className="mt-4">{children}</div>
      </Card>
    </div>
  )
}

/** What the fund asks of the founder, as the page and the consent box word it. */
export function claimAsk(claim: Pick<Claim, 'channel'>): string {
  return claim.channel
    ? `Apply to ${claim.channel.title}`
    : 'Make your profile discoverable to investors'
}

/** A website as people read it: no scheme, no trailing slash. */
function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '')
}

/**
 * What the fund received and what it asks, as the founder sees it before claiming: who invited
 * them, the startup and deck as the fund saw them, the fund's note and the link's expiry.
 */
export function ClaimDetails({ claim }: { claim: Claim }) {
  const expiry = formatDate(claim.expiresAt)
  return (
    <>
      <p className="text-sm text-muted">
        {claim.inviterName ? `${claim.inviterName} of ${claim.fundName}` : claim.fundName} received
        an email about{' '}
        {claim.startupName ? (
          <strong className="font-medium text-ink">{claim.startupName}</strong>
        ) : (
          'your startup'
        )}{' '}
        and runs its deal flow on Sangam. Nothing is shared with anyone until you agree below.
      </p>
      <dl className="mt-5 grid gap-3 text-sm">
        <Detail icon={<UserRound aria-hidden="true" />} term="Invited by">
          {claim.inviterName ? `${claim.inviterName}, ${claim.fundName}` : claim.fundName}
        </Detail>
        <Detail icon={<Rocket aria-hidden="true" />} term="Startup">
          {claim.startupName ?? <span className="font-normal text-muted">Not named</span>}
        </Detail>
        {claim.startupWebsite && (
          <Detail icon={<Globe aria-hidden="true" />} term="Website">
            <a
              href={claim.startupWebsite}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="wrap-anywhere text-brand-600 hover:underline"
            >
              {displayWebsite(claim.startupWebsite)}
            </a>
          </Detail>
        )}
        {claim.subject && (
          <Detail icon={<Mail aria-hidden="true" />} term="Email received">
            “{claim.subject}”
          </Detail>
        )}
        <Detail icon={<FileText aria-hidden="true" />} term="Deck">
          {claim.deck ? (
            <>
              {claim.deck.name}
              {claim.deck.pageCount !== null && (
                <span className="block font-normal text-muted">
                  {plural(claim.deck.pageCount, 'page')}
                </span>
              )}
            </>
          ) : (
            <span className="font-normal text-muted">No deck was attached</span>
          )}
        </Detail>
        <Detail icon={<Send aria-hidden="true" />} term="They ask you to">
          {claimAsk(claim)}
          {claim.channel && !claim.channel.open && (
            <span className="block font-normal text-muted">
              This call is not taking applications right now.
            </span>
          )}
        </Detail>
        {claim.state === 'open' && expiry && (
          <Detail icon={<CalendarClock aria-hidden="true" />} term="Link expires">
            {expiry}
          </Detail>
        )}
      </dl>
      {claim.inviteNote && (
        <figure className="mt-5 rounded-lg border-l-4 border-brand-200 bg-surface px-4 py-3">
          <figcaption className="text-xs font-medium text-muted">
            A note from {claim.inviterName ?? claim.fundName}
          </figcaption>
          <blockquote className="mt-1 text-sm break-words whitespace-pre-line text-ink">
            {claim.inviteNote}
          </blockquote>
        </figure>
      )}
    </>
  )
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="flex shrink-0 items-center gap-2 self-start text-muted sm:w-36 [&_svg]:size-4">
        {icon}
        {term}
      </dt>
      <dd className="min-w-0 pl-6 font-medium break-words text-ink sm:pl-0">{children}</dd>
    </div>
  )
}

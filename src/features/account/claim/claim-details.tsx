import type { inferRouterOutputs } from '@trpc/server'
import { CalendarClock, FileText, Globe, Mail, Rocket, Send, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl'

import { ownWords } from '@/components/own-words'
import { Card } from '@/components/ui/card'
import { useFormatDay } from '@/features/account/invite/invitation-details'
import type { AppRouter } from '@/server/trpc/root'

export type Claim = inferRouterOutputs<AppRouter>['intakeClaims']['get']

/** The card every state of the claim page shows, like the organisation invitation's. */
export function ClaimShell({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <Card className="mx-auto w-full max-w-lg p-6 sm:p-8">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">
          <FormattedMessage id="claim.page.eyebrow" />
        </p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight break-words text-ink">{title}</h1>
        <div className="mt-4">{children}</div>
      </Card>
    </div>
  )
}

/** What the fund asks of the founder, as the page and the consent box word it. */
export function claimAsk(intl: IntlShape, claim: Pick<Claim, 'channel'>): string {
  return claim.channel
    ? intl.formatMessage({ id: 'claim.details.ask.apply' }, { channel: claim.channel.title })
    : intl.formatMessage({ id: 'claim.details.ask.discoverable' })
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
  const intl = useIntl()
  const expiry = useFormatDay()(claim.expiresAt)
  // The email's own subject line, in quotation marks (the same in both languages).
  const quotedSubject = claim.subject ? `“${claim.subject}”` : null
  return (
    <>
      <p className="text-sm text-muted">
        <FormattedMessage
          id="claim.details.intro"
          values={{
            inviterKnown: claim.inviterName ? 'yes' : 'no',
            inviter: ownWords(claim.inviterName ?? '', 'inviter'),
            fund: ownWords(claim.fundName, 'fund'),
            startupKnown: claim.startupName ? 'yes' : 'no',
            startup: ownWords(claim.startupName ?? '', 'startup'),
            strong: (chunks) => <strong className="font-medium text-ink">{chunks}</strong>,
          }}
        />
      </p>
      <dl className="mt-5 grid gap-3 text-sm">
        <Detail
          icon={<UserRound aria-hidden="true" />}
          term={intl.formatMessage({ id: 'claim.details.invitedBy' })}
        >
          {claim.inviterName ? (
            <FormattedMessage
              id="claim.details.invitedBy.value"
              values={{
                inviter: ownWords(claim.inviterName, 'inviter'),
                fund: ownWords(claim.fundName, 'fund'),
              }}
            />
          ) : (
            <span translate="no">{claim.fundName}</span>
          )}
        </Detail>
        <Detail
          icon={<Rocket aria-hidden="true" />}
          term={intl.formatMessage({ id: 'claim.details.startup' })}
        >
          {claim.startupName != null ? (
            <span translate="no">{claim.startupName}</span>
          ) : (
            <span className="font-normal text-muted">
              <FormattedMessage id="claim.details.notNamed" />
            </span>
          )}
        </Detail>
        {claim.startupWebsite && (
          <Detail
            icon={<Globe aria-hidden="true" />}
            term={intl.formatMessage({ id: 'claim.details.website' })}
          >
            <a
              href={claim.startupWebsite}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="wrap-anywhere text-brand-600 hover:underline"
              translate="no"
            >
              {displayWebsite(claim.startupWebsite)}
            </a>
          </Detail>
        )}
        {claim.subject && (
          <Detail
            icon={<Mail aria-hidden="true" />}
            term={intl.formatMessage({ id: 'claim.details.emailReceived' })}
          >
            <span translate="no">{quotedSubject}</span>
          </Detail>
        )}
        <Detail
          icon={<FileText aria-hidden="true" />}
          term={intl.formatMessage({ id: 'claim.details.deck' })}
        >
          {claim.deck ? (
            <>
              <span translate="no">{claim.deck.name}</span>
              {claim.deck.pageCount !== null && (
                <span className="block font-normal text-muted">
                  <FormattedMessage
                    id="claim.details.pages"
                    values={{ count: claim.deck.pageCount }}
                  />
                </span>
              )}
            </>
          ) : (
            <span className="font-normal text-muted">
              <FormattedMessage id="claim.details.noDeck" />
            </span>
          )}
        </Detail>
        <Detail
          icon={<Send aria-hidden="true" />}
          term={intl.formatMessage({ id: 'claim.details.ask' })}
        >
          {claim.channel ? (
            <FormattedMessage
              id="claim.details.ask.apply"
              values={{ channel: ownWords(claim.channel.title, 'channel') }}
            />
          ) : (
            claimAsk(intl, claim)
          )}
          {claim.channel && !claim.channel.open && (
            <span className="block font-normal text-muted">
              <FormattedMessage id="claim.details.callClosed" />
            </span>
          )}
        </Detail>
        {claim.state === 'open' && expiry && (
          <Detail
            icon={<CalendarClock aria-hidden="true" />}
            term={intl.formatMessage({ id: 'claim.details.expires' })}
          >
            {expiry}
          </Detail>
        )}
      </dl>
      {claim.inviteNote && (
        <figure className="mt-5 rounded-lg border-l-4 border-brand-200 bg-surface px-4 py-3">
          <figcaption className="text-xs font-medium text-muted">
            <FormattedMessage
              id="claim.details.note"
              values={{ name: ownWords(claim.inviterName ?? claim.fundName, 'name') }}
            />
          </figcaption>
          <blockquote
            className="mt-1 text-sm break-words whitespace-pre-line text-ink"
            translate="no"
          >
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

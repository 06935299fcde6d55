import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Card } from '@/components/ui/card'
import { shownDate } from '@/lib/i18n/dates'

import { ConsentBadge, InterestLine } from './room-figures'
import type { DealRoomFund, DealRoomInvitation } from './types'

/**
 * The funds in the room with the founders' answer and each one's stated interest; for the lead,
 * also the invitations still waiting, declined or withdrawn.
 */
export function RoomFunds({
  funds,
  invitations,
  ownOrgId,
}: {
  funds: readonly DealRoomFund[]
  invitations: readonly DealRoomInvitation[] | null
  ownOrgId: string
}) {
  const intl = useIntl()
  const headingId = useId()
  const outstanding = (invitations ?? []).filter((invite) => invite.consent !== 'accepted')
  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-ink">
        <FormattedMessage id="deals.funds.heading" />
      </h2>
      <ul
        aria-label={intl.formatMessage({ id: 'deals.funds.heading' })}
        className="mt-3 divide-y divide-line"
      >
        {funds.map((fund) => (
          <li key={fund.organisationId} className="py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 text-sm">
                <span className="font-medium text-ink" translate="no">
                  {fund.name}
                </span>
                <span className="text-muted">
                  <FormattedMessage
                    id="deals.funds.role"
                    values={{
                      lead: fund.role === 'lead' ? 'yes' : 'no',
                      own: fund.organisationId === ownOrgId ? 'yes' : 'no',
                    }}
                  />
                </span>
              </p>
              <div className="flex flex-wrap items-center gap-2">
                {fund.consent && fund.consent !== 'accepted' && (
                  <ConsentBadge consent={fund.consent} />
                )}
                <InterestLine status={fund.status} amount={fund.amount} />
              </div>
            </div>
            {fund.members && fund.members.length > 0 && (
              <ul
                aria-label={intl.formatMessage({ id: 'deals.funds.angels' }, { fund: fund.name })}
                className="mt-2 space-y-1 pl-4"
              >
                {fund.members.map((member) => (
                  <li
                    key={member.userId}
                    className="flex flex-wrap items-center justify-between gap-2 text-sm"
                  >
                    <span className="text-muted" translate="no">
                      {member.name}
                    </span>
                    <InterestLine status={member.status} amount={member.amount} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      {outstanding.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-ink">
            <FormattedMessage id="deals.funds.invitations" />
          </h3>
          <p className="mt-1 text-xs text-muted">
            <FormattedMessage id="deals.funds.invitations.hint" />
          </p>
          <ul
            aria-label={intl.formatMessage({ id: 'deals.funds.invitations' })}
            className="mt-2 divide-y divide-line"
          >
            {outstanding.map((invite) => (
              <li
                key={invite.organisationId}
                className="flex flex-wrap items-center justify-between gap-2 py-2"
              >
                <p className="text-sm">
                  <span className="font-medium text-ink" translate="no">
                    {invite.name}
                  </span>
                  <span className="text-muted">
                    <FormattedMessage
                      id="deals.funds.invited"
                      values={{
                        invitedOn: shownDate(intl, invite.invitedAt),
                        answered: invite.decidedAt ? 'yes' : 'no',
                        answeredOn: shownDate(intl, invite.decidedAt),
                      }}
                    />
                  </span>
                </p>
                <ConsentBadge consent={invite.consent} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  )
}

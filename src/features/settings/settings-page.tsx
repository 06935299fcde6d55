import type { QueryClient } from '@tanstack/react-query'
import { useQuery } from '@tanstack/react-query'
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { useTRPC } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

import { EmailSection, ProfileSection } from './account-section'
import { EraseStartupSection, YourDataSection } from './data-rights-section'
import { IntakeSection } from './intake-section'
import { InvestorProfileSection } from './investor-profile-section'
import { InvitationsSection } from './invitations-section'
import { LanguageSection } from './language-section'
import { LeaveOrganisationSection } from './leave-section'
import { MembersSection } from './members-section'
import { MessageTemplatesSection } from './message-templates-section'
import { NotificationsSection } from './notifications-section'
import { OrganisationSection } from './organisation-section'
import { PipelineSection } from './pipeline-section'
import { PasswordSection } from './security-section'
import { SessionsSection } from './sessions-section'
import { useAccount } from './use-account'

type SettingsLoaderContext = {
  queryClient: QueryClient
  trpc: TRPCOptionsProxy<AppRouter>
  session: { membership: { role: 'owner' | 'member'; kind: 'startup' | 'investor' } }
}

/**
 * Route loader of both settings screens: loads the organisation, its members, (for owners) its
 * invitations and (for investors) its pipeline and message templates, so the page renders
 * complete on the server. A failure is shown in its section.
 */
export async function prefetchSettings({ queryClient, trpc, session }: SettingsLoaderContext) {
  await Promise.all([
    queryClient.prefetchQuery(trpc.organisation.get.queryOptions()),
    queryClient.prefetchQuery(trpc.organisation.members.list.queryOptions()),
    queryClient.prefetchQuery(trpc.notifications.preferences.queryOptions()),
    queryClient.prefetchQuery(trpc.account.erasurePlan.queryOptions()),
    session.membership.role === 'owner'
      ? queryClient.prefetchQuery(trpc.organisation.invitations.list.queryOptions())
      : null,
    session.membership.kind === 'investor'
      ? queryClient.prefetchQuery(trpc.investors.pipeline.stages.queryOptions())
      : null,
    session.membership.kind === 'investor'
      ? queryClient.prefetchQuery(trpc.investors.messageTemplates.list.queryOptions())
      : null,
  ])
}

/**
 * `/startups/settings` and `/investors/settings`: the account, then the organisation.
 * `organisationSections` are an area's own settings of the organisation, after its name.
 */
export function SettingsPage({ organisationSections }: { organisationSections?: ReactNode } = {}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const organisation = useQuery(trpc.organisation.get.queryOptions())
  const isOwner = organisation.data?.myRole === 'owner'
  const side = useAccount()?.membership?.kind

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={intl.formatMessage({ id: 'settings.page.title' })}
        description={intl.formatMessage({ id: 'settings.page.description' })}
      />
      <div className="space-y-10">
        <SettingsGroup title={intl.formatMessage({ id: 'settings.page.account' })}>
          <ProfileSection />
          <EmailSection />
          <LanguageSection />
          {side && <NotificationsSection side={side} />}
          <PasswordSection />
          <SessionsSection />
          <YourDataSection />
        </SettingsGroup>
        <SettingsGroup title={intl.formatMessage({ id: 'settings.page.organisation' })}>
          <OrganisationSection />
          {organisationSections}
          {side === 'investor' && <InvestorProfileSection />}
          {side === 'investor' && <PipelineSection />}
          {side === 'investor' && <MessageTemplatesSection />}
          {side === 'investor' && <IntakeSection />}
          <MembersSection />
          {isOwner && <InvitationsSection />}
          <LeaveOrganisationSection />
          {isOwner && side === 'startup' && organisation.data && (
            <EraseStartupSection name={organisation.data.name} />
          )}
        </SettingsGroup>
      </div>
    </div>
  )
}

function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <div className="space-y-6">{children}</div>
    </section>
  )
}

import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { issueInvitation } from '@/server/db/queries/invitations'
import { accessRequest, application, channel, emailMessage, founder, member } from '@/server/db/schema'
import { CLIENT_IP_HEADER } from '@/server/security/client-ip'
import { appRouter } from '@/server/trpc/root'

import { signUp } from '../support/accounts'
import { setupTestApp, type TestApp } from '../support/app'
import { adminUser, founderOf, investorOf, makeStartupPublic } from '../support/roles'

const roles = [
  'anonymous',
  'founderOwn',
  'founderOther',
  'investorOwn',
  'investorMember',
  'investorOther',
  'admin',
] as const
type Role = (typeof roles)[number]
type Outcome = 'ok' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'BAD_REQUEST'

type World = Awaited<ReturnType<typeof buildWorld>>

/**
 * founderOwn's startup applied to a channel of investorOwn's fund, where investorMember is a
 * (non-owner) teammate; founderOther and investorOther are unrelated organisations; admin is a
 * platform admin with no organisation. investorOwn's fund has an open invitation to admin.
 */
async function buildWorld(app: TestApp) {
  const founderOwn = await founderOf(app, 'Krishi Setu')
  const founderOther = await founderOf(app, 'PayVeda')
  const investorOwn = await investorOf(app, 'Kaveri Capital')
  const investorOther = await investorOf(app, 'Deccan Angels')
  const teammate = await signUp(app)
  await app.services.db
    .insert(member)
    .values({ organisationId: investorOwn.organisationId, userId: teammate.userId, role: 'member' })
  const admin = await adminUser(app)
  await makeStartupPublic(app, founderOwn.organisationId)
  const [call] = await app.services.db
    .insert(channel)
    .values({ organisationId: investorOwn.organisationId, title: 'Agritech seed call', status: 'open' })
    .returning({ id: channel.id })
  const [applied] = await app.services.db
    .insert(application)
    .values({
      channelId: call!.id,
      startupOrgId: founderOwn.organisationId,
      investorOrgId: investorOwn.organisationId,
      startupName: 'Krishi Setu',
    })
    .returning({ id: application.id })
  const invite = await issueInvitation(app.services.db, {
    organisationId: investorOwn.organisationId,
    email: admin.email,
    role: 'member',
    invitedBy: investorOwn.userId,
  })
  const [request] = await app.services.db
    .insert(accessRequest)
    .values({ name: 'Meera Iyer', email: 'meera@example.com', kind: 'investor', organisation: 'Nilgiri Ventures' })
    .returning({ id: accessRequest.id })
  const [someEmail] = await app.services.db.select({ id: emailMessage.id }).from(emailMessage).limit(1)
  const [ownFounder] = await app.services.db
    .insert(founder)
    .values({ organisationId: founderOwn.organisationId, name: 'Asha Rao', title: 'CEO' })
    .returning({ id: founder.id })
  const headers: Record<Role, Headers> = {
    anonymous: new Headers(),
    founderOwn: founderOwn.headers,
    founderOther: founderOther.headers,
    investorOwn: investorOwn.headers,
    investorMember: teammate.headers,
    investorOther: investorOther.headers,
    admin: admin.headers,
  }
  return {
    founderOwn,
    teammate,
    invitation: { id: invite.invitation.id, token: invite.token },
    accessRequestId: request!.id,
    emailId: someEmail!.id,
    founderId: ownFounder!.id,
    channelId: call!.id,
    applicationId: applied!.id,
    investorOrgId: investorOwn.organisationId,
    investorOwnUserId: investorOwn.userId,
    headers,
  }
}

type Entry = {
  input: (world: World, role: Role) => unknown
  expect: Record<Role, Outcome>
}

const outcomes = (
  anonymous: Outcome,
  founderOwn: Outcome,
  founderOther: Outcome,
  investorOwn: Outcome,
  investorMember: Outcome,
  investorOther: Outcome,
  admin: Outcome,
): Record<Role, Outcome> => ({ anonymous, founderOwn, founderOther, investorOwn, investorMember, investorOther, admin })

const everyone = outcomes('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok')
const anyMember = outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'ok', 'ok', 'FORBIDDEN')
const ownersOnly = outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'FORBIDDEN', 'ok', 'FORBIDDEN')
// Acting on an object of investorOwn's fund: other organisations' owners do not find it.
const investorOwnerOnly = outcomes('UNAUTHORIZED', 'NOT_FOUND', 'NOT_FOUND', 'ok', 'FORBIDDEN', 'NOT_FOUND', 'FORBIDDEN')
const startupsOnly = outcomes('UNAUTHORIZED', 'ok', 'ok', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN')
// Acting on an object of founderOwn's startup: another startup does not find it.
const ownStartupOnly = outcomes('UNAUTHORIZED', 'ok', 'NOT_FOUND', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN')
const investorsOnly = outcomes('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'ok', 'ok', 'ok', 'FORBIDDEN')
// Acting on investorOwn's channel: teammates may, other funds do not find it.
const ownFundOnly = outcomes('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'ok', 'ok', 'NOT_FOUND', 'FORBIDDEN')
const channelValues = {
  title: 'Agritech seed call',
  description: '',
  sectors: ['Agriculture and Farming'],
  developmentStages: [],
  headquarters: [],
  businessTypes: [],
  raiseMin: '',
  raiseMax: '',
  questions: [],
  opensAt: '',
  closesAt: '',
  visibility: 'listed',
  responseDays: 14,
}
const adminOnly = outcomes('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'ok')
const none = () => undefined

// Every procedure of the app router must appear here; the first test fails otherwise.
const matrix: Record<string, Entry> = {
  'website.requestAccess.create': {
    input: (_w, role) => ({ name: 'Meera Iyer', email: `${role}@example.com`, kind: 'investor', organisation: 'Nilgiri Ventures' }),
    expect: everyone,
  },
  'website.startupPublicProfile.getStartupPublicProfile': { input: (w) => ({ slug: w.founderOwn.slug }), expect: everyone },
  'website.counts': { input: none, expect: everyone },
  'website.demoAccounts': { input: none, expect: everyone },
  'account.session': { input: none, expect: everyone },
  'account.createStartup': {
    input: () => ({ name: 'A New Venture' }),
    expect: outcomes('UNAUTHORIZED', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'ok'),
  },
  'investors.applications.fullProfile': {
    input: (w) => ({ startupOrgId: w.founderOwn.organisationId }),
    expect: outcomes('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'ok', 'ok', 'NOT_FOUND', 'FORBIDDEN'),
  },
  'organisation.get': { input: none, expect: anyMember },
  'organisation.update': { input: (_w, role) => ({ name: 'Renamed', slug: `renamed-${role.toLowerCase()}` }), expect: ownersOnly },
  // Sole owners cannot leave; the teammate can.
  'organisation.leave': {
    input: none,
    expect: outcomes('UNAUTHORIZED', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'ok', 'CONFLICT', 'FORBIDDEN'),
  },
  'organisation.members.list': { input: none, expect: anyMember },
  'organisation.members.setRole': { input: (w) => ({ userId: w.teammate.userId, role: 'member' }), expect: investorOwnerOnly },
  'organisation.members.remove': { input: (w) => ({ userId: w.teammate.userId }), expect: investorOwnerOnly },
  'organisation.invitations.list': { input: none, expect: ownersOnly },
  'organisation.invitations.create': { input: (_w, role) => ({ email: `new-${role.toLowerCase()}@example.com`, role: 'member' }), expect: ownersOnly },
  'organisation.invitations.resend': { input: (w) => ({ id: w.invitation.id }), expect: investorOwnerOnly },
  'organisation.invitations.revoke': { input: (w) => ({ id: w.invitation.id }), expect: investorOwnerOnly },
  'invitations.get': { input: (w) => ({ token: w.invitation.token }), expect: everyone },
  // Only the invited address may accept, and only without an organisation.
  'invitations.accept': {
    input: (w) => ({ token: w.invitation.token }),
    expect: outcomes('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'ok'),
  },
  'startups.profile.get': { input: none, expect: startupsOnly },
  'startups.profile.update': {
    input: (_w, role) => ({
      name: 'Renamed Startup',
      slug: `page-${role.toLowerCase()}`,
      oneLiner: '',
      description: '',
      website: '',
      foundedOn: '',
      companyType: '',
      cin: '',
      dpiitNumber: '',
      headquarters: 'Kerala',
      city: '',
      sectors: ['Energy'],
      businessTypes: [],
      customerInteractions: [],
      productTypes: [],
      developmentStage: '',
      revenueStage: '',
      teamSize: '',
      plannedRaise: '',
      isPublic: false,
      isDiscoverable: false,
    }),
    expect: startupsOnly,
  },
  'startups.profile.slugAvailable': { input: () => ({ slug: 'Some Name' }), expect: startupsOnly },
  'startups.profile.updateSection': {
    input: () => ({
      section: 'tractionIp',
      values: { validationEvidence: ['Pilot Programs'], customers: 12, users: '', monthlyRevenue: '', monthlyGrowthPercent: '', milestones: '', ipStatuses: [], regulatoryBarriers: '' },
    }),
    expect: startupsOnly,
  },
  'startups.profile.teammates': { input: none, expect: startupsOnly },
  'startups.profile.founders.add': {
    input: () => ({ name: 'Vikram Shah', title: '', email: '', linkedin: '', bio: '', education: '', experience: '', equityShare: '', userId: '' }),
    expect: startupsOnly,
  },
  'startups.profile.founders.update': {
    input: (w) => ({ id: w.founderId, name: 'Asha Rao', title: 'CEO', email: '', linkedin: '', bio: '', education: '', experience: '', equityShare: 40, userId: '' }),
    expect: ownStartupOnly,
  },
  'startups.profile.founders.reorder': {
    input: (w) => ({ ids: [w.founderId] }),
    expect: outcomes('UNAUTHORIZED', 'ok', 'BAD_REQUEST', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN', 'FORBIDDEN'),
  },
  'startups.profile.founders.remove': { input: (w) => ({ id: w.founderId }), expect: ownStartupOnly },
  'investors.channels.list': { input: none, expect: investorsOnly },
  'investors.channels.get': { input: (w) => ({ id: w.channelId }), expect: ownFundOnly },
  'investors.channels.create': { input: () => channelValues, expect: investorsOnly },
  'investors.channels.update': { input: (w) => ({ id: w.channelId, values: channelValues }), expect: ownFundOnly },
  // The owner closes the open channel, then the teammate reopens it.
  'investors.channels.setStatus': {
    input: (w, role) => ({ id: w.channelId, status: role === 'investorMember' ? 'open' : 'closed' }),
    expect: ownFundOnly,
  },
  // The owner moves the application to review, then the teammate shortlists it.
  'investors.applications.setStatus': {
    input: (w, role) => ({ applicationIds: [w.applicationId], status: role === 'investorMember' ? 'shortlisted' : 'in_review' }),
    expect: ownFundOnly,
  },
  'startups.applications.withdraw': { input: (w) => ({ id: w.applicationId }), expect: ownStartupOnly },
  'admin.accessRequests.list': { input: () => ({}), expect: adminOnly },
  'admin.accessRequests.approve': { input: (w) => ({ id: w.accessRequestId }), expect: adminOnly },
  'admin.accessRequests.reject': { input: (w) => ({ id: w.accessRequestId, message: 'Not yet' }), expect: adminOnly },
  'admin.users.list': { input: () => ({}), expect: adminOnly },
  'admin.organisations.list': { input: () => ({}), expect: adminOnly },
  'admin.outbox.list': { input: () => ({}), expect: adminOnly },
  'admin.outbox.get': { input: (w) => ({ id: w.emailId }), expect: adminOnly },
}

const app = setupTestApp()

describe('authorization matrix', () => {
  it('lists every procedure of the app router', () => {
    const procedures = Object.keys(appRouter._def.procedures).sort()
    expect(Object.keys(matrix).sort()).toEqual(procedures)
  })

  for (const [path, entry] of Object.entries(matrix)) {
    it(`${path}: each role gets exactly its expected outcome`, async () => {
      const world = await buildWorld(app())
      for (const [index, role] of roles.entries()) {
        const headers = new Headers(world.headers[role])
        headers.set(CLIENT_IP_HEADER, `192.0.2.${index + 1}`)
        const caller = await app().caller(headers)
        const procedure = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
          input: unknown,
        ) => Promise<unknown>
        let outcome: Outcome = 'ok'
        try {
          await procedure(entry.input(world, role))
        } catch (error) {
          if (!(error instanceof TRPCError)) throw error
          outcome = error.code as Outcome
        }
        expect(outcome, `${role} → ${path}`).toBe(entry.expect[role])
      }
    })
  }
})

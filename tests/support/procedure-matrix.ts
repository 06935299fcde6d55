// Every procedure of the app router, with an input per role and the outcome each role must get:
// the authorization matrix (tests/support/authorization-matrix.ts, run by tests/integration/authorization-matrix-*.test.ts) checks the outcomes,
// the fuzz suite (tests/fuzz/*.test.ts, through tests/support/fuzz.ts) starts from the inputs.
import { randomUUID } from 'node:crypto'

import { emptyChannelInput } from '@/domain/channels/schemas'
import { storeIntakeEntry } from '@/server/db/queries/intake'
import { issueClaim } from '@/server/db/queries/intake-claims'
import { issueInvitation } from '@/server/db/queries/invitations'
import {
  accessRequest,
  dealRoom,
  dealRoomFund,
  dealRoomNote,
  emailMessage,
  intakeNote,
  investorList,
  investorListEntry,
  investorListIntake,
  messageTemplate,
  organisation,
  startupNote,
} from '@/server/db/schema'

import { CLIENT_IP_HEADER } from '@/server/security/client-ip'

import {
  createBareApplication,
  createBareChannel,
  createBareFounder,
  createBareInvestorProfile,
} from '../factories/db'
import type { TestApp } from './app'
import { adminUser, founderOf, investorOf, makeStartupPublic, teammateOf } from './roles'

export const roles = [
  'anonymous',
  'founderOwn',
  'founderOther',
  'investorOwn',
  'investorMember',
  'investorOther',
  'admin',
] as const
export type Role = (typeof roles)[number]
export type Outcome = 'ok' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'BAD_REQUEST'

export type World = Awaited<ReturnType<typeof buildWorld>>

/**
 * founderOwn's startup applied to a channel of investorOwn's fund, where investorMember is a
 * (non-owner) teammate; founderOther and investorOther are unrelated organisations; admin is a
 * platform admin with no organisation. investorOwn's fund has an open invitation to admin, and
 * mail in its Inbox (intakeWorld below).
 */
export async function buildWorld(app: TestApp) {
  const founderOwn = await founderOf(app, 'Krishi Setu')
  const founderOther = await founderOf(app, 'PayVeda')
  const investorOwn = await investorOf(app, 'Kaveri Capital')
  const investorOther = await investorOf(app, 'Deccan Angels')
  const teammate = await teammateOf(app, investorOwn.organisationId)
  const admin = await adminUser(app)
  await makeStartupPublic(app, founderOwn.organisationId)
  const call = await createBareChannel(app.services.db, {
    organisationId: investorOwn.organisationId,
    title: 'Agritech seed call',
  })
  const applied = await createBareApplication(app.services.db, {
    channelId: call.id,
    startupOrgId: founderOwn.organisationId,
  })
  const invite = await issueInvitation(app.services.db, {
    organisationId: investorOwn.organisationId,
    email: admin.email,
    role: 'member',
    invitedBy: investorOwn.userId,
  })
  const [request] = await app.services.db
    .insert(accessRequest)
    .values({
      name: 'Meera Iyer',
      email: 'meera@example.com',
      kind: 'investor',
      organisation: 'Nilgiri Ventures',
    })
    .returning({ id: accessRequest.id })
  const [someEmail] = await app.services.db
    .select({ id: emailMessage.id })
    .from(emailMessage)
    .limit(1)
  const ownFounder = await createBareFounder(app.services.db, {
    organisationId: founderOwn.organisationId,
    name: 'Asha Rao',
    title: 'CEO',
  })
  // Two notes by investorOwn about founderOwn's startup, and a list of investorOwn's fund.
  const [note, secondNote] = await app.services.db
    .insert(startupNote)
    .values(
      [1, 2].map((n) => ({
        investorOrgId: investorOwn.organisationId,
        startupOrgId: founderOwn.organisationId,
        authorId: investorOwn.userId,
        body: `Note ${n}`,
      })),
    )
    .returning({ id: startupNote.id })
  // investorOwn's fund has finished its profile and made it public; investorOther has none.
  await createBareInvestorProfile(app.services.db, {
    organisationId: investorOwn.organisationId,
    investorType: 'Micro VC',
    thesis: 'We back pre-seed and seed founders building for rural India, first cheque in.',
    sectors: ['Agriculture and Farming'],
    stages: ['Prototype'],
    chequeMin: 25_00_000,
    chequeMax: 1_00_00_000,
    coInvestorsWelcome: true,
    isPublic: true,
    onboardedAt: new Date(),
  })
  const [list] = await app.services.db
    .insert(investorList)
    .values({
      organisationId: investorOwn.organisationId,
      name: 'Agritech watch',
      createdBy: investorOwn.userId,
    })
    .returning({ id: investorList.id })
  await app.services.db.insert(investorListEntry).values({
    listId: list!.id,
    startupOrgId: founderOwn.organisationId,
    addedBy: investorOwn.userId,
  })
  const [template] = await app.services.db
    .insert(messageTemplate)
    .values({
      organisationId: investorOwn.organisationId,
      decision: 'rejected',
      reason: 'too_early',
      name: 'Too early',
      body: 'Thank you, {founder}: {startup} is a little early for us.',
      createdBy: investorOwn.userId,
    })
    .returning({ id: messageTemplate.id })
  const room = await dealRoomWorld(app, {
    startupOrgId: founderOwn.organisationId,
    leadOrgId: investorOwn.organisationId,
    leadUserId: investorOwn.userId,
  })
  const intake = await intakeWorld(app, {
    organisationId: investorOwn.organisationId,
    userId: investorOwn.userId,
    channelId: call.id,
    listId: list!.id,
    founderEmail: founderOwn.email,
  })
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
    founderId: ownFounder.id,
    channelId: call.id,
    applicationId: applied.id,
    noteIds: [note!.id, secondNote!.id],
    listId: list!.id,
    templateId: template!.id,
    investorOrgId: investorOwn.organisationId,
    investorOwnUserId: investorOwn.userId,
    dealRoom: room,
    intake,
    headers,
  }
}

/**
 * Email intake (decision 0048): investorOwn's Inbox holds an intro to founderOwn's startup with a
 * deck (its row only: no bytes are written to the default files folder, so a claim copies none)
 * and a skipped spreadsheet, on the fund's list, with two notes by investorOwn; its founder is
 * invited at founderOwn's address to apply to the world's channel (`claimToken`). A second, cold
 * email is invited at the same address (`spareClaimToken`): nobody but founderOwn may claim it,
 * and nobody does, so every other role meets the address check with it.
 */
async function intakeWorld(
  app: TestApp,
  {
    organisationId,
    userId,
    channelId,
    listId,
    founderEmail,
  }: {
    organisationId: string
    userId: string
    channelId: string
    listId: string
    founderEmail: string
  },
) {
  const { db } = app.services
  const entry = await storeIntakeEntry(
    db,
    {
      organisationId,
      messageId: '<intro-krishi-setu@mandya-angels.example>',
      envelopeSender: 'ravi@mandya-angels.example',
      senderName: 'Ravi Gowda',
      senderEmail: 'ravi@mandya-angels.example',
      originalSenderName: 'Asha Rao',
      originalSenderEmail: 'asha@krishisetu.example',
      subject: 'Intro: Krishi Setu <> Kaveri Capital',
      bodyText: 'Asha runs cold chains for smallholders around Mandya; her deck is attached.',
      links: ['https://krishisetu.example'],
      skippedAttachments: [{ name: 'financials.xlsx', reason: 'Only PDF attachments are kept.' }],
      startupName: 'Krishi Setu',
      startupWebsite: 'https://krishisetu.example',
      startupEmail: 'asha@krishisetu.example',
    },
    [
      {
        storageKey: `${organisationId}/${randomUUID()}.pdf`,
        contentType: 'application/pdf',
        byteSize: 1024,
        originalName: 'Krishi Setu deck.pdf',
        pageCount: 12,
      },
    ],
  )
  const cold = await storeIntakeEntry(
    db,
    {
      organisationId,
      messageId: '<cold-payveda@payveda.example>',
      envelopeSender: 'founders@payveda.example',
      senderName: 'Kiran Shetty',
      senderEmail: 'founders@payveda.example',
      originalSenderName: null,
      originalSenderEmail: null,
      subject: 'PayVeda – pitch deck',
      bodyText: 'We are building payments for village cooperatives.',
      links: [],
      skippedAttachments: [],
      startupName: 'PayVeda',
      startupWebsite: 'https://payveda.example',
      startupEmail: 'founders@payveda.example',
    },
    [],
  )
  const notes = await db
    .insert(intakeNote)
    .values([1, 2].map((n) => ({ entryId: entry!.id, authorId: userId, body: `Intake note ${n}` })))
    .returning({ id: intakeNote.id })
  await db.insert(investorListIntake).values({ listId, entryId: entry!.id, addedBy: userId })
  const invite = (entryId: string, inviteChannel: string | null) =>
    issueClaim(db, {
      organisationId,
      entryId,
      email: founderEmail,
      channelId: inviteChannel,
      note: 'We liked the cold-chain pilot: apply to our agritech call.',
      userId,
    })
  const claim = await invite(entry!.id, channelId)
  const spare = await invite(cold!.id, null)
  if (typeof claim === 'string' || typeof spare === 'string') throw new Error('no claim issued')
  return {
    entryId: entry!.id,
    noteIds: notes.map((n) => n.id),
    claimToken: claim.token,
    spareClaimToken: spare.token,
  }
}

/**
 * A deal room investorOwn's fund leads for founderOwn's startup, with Tungabhadra Ventures (a
 * fund with a public profile, none of the roles) invited and the founders not yet answering, and
 * one post in its thread; Godavari Partners, public too, is not invited yet. investorOther is in
 * no room: every room is NOT_FOUND to it.
 */
async function dealRoomWorld(
  app: TestApp,
  {
    startupOrgId,
    leadOrgId,
    leadUserId,
  }: { startupOrgId: string; leadOrgId: string; leadUserId: string },
) {
  const { db } = app.services
  const publicFund = async (name: string) => {
    const slug = name.toLowerCase().replaceAll(' ', '-')
    const [org] = await db
      .insert(organisation)
      .values({ kind: 'investor', name, slug })
      .returning({ id: organisation.id })
    await createBareInvestorProfile(db, {
      organisationId: org!.id,
      investorType: 'VC fund',
      isPublic: true,
      onboardedAt: new Date(),
    })
    return { id: org!.id, slug }
  }
  const coInvestor = await publicFund('Tungabhadra Ventures')
  const invitee = await publicFund('Godavari Partners')
  const [room] = await db
    .insert(dealRoom)
    .values({
      startupOrgId,
      leadOrgId,
      roundName: 'Seed, 2026',
      amountSought: 3_00_00_000,
      leadCheque: 1_00_00_000,
      createdBy: leadUserId,
    })
    .returning({ id: dealRoom.id })
  await db.insert(dealRoomFund).values({
    roomId: room!.id,
    organisationId: coInvestor.id,
    invitedBy: leadUserId,
    note: 'Rural cold chains, your thesis exactly.',
  })
  const [post] = await db
    .insert(dealRoomNote)
    .values({ roomId: room!.id, organisationId: leadOrgId, authorId: leadUserId, body: 'Post' })
    .returning({ id: dealRoomNote.id })
  return {
    id: room!.id,
    coInvestorOrgId: coInvestor.id,
    inviteeOrgId: invitee.id,
    inviteeSlug: invitee.slug,
    postId: post!.id,
  }
}

/**
 * Calls the procedure at `path` (`investors.lists.get`) as `role` of the world, from an address of
 * its own (so one role's rate limits never touch another's).
 */
export async function callAs(
  app: TestApp,
  world: World,
  role: Role,
  path: string,
  input: unknown,
): Promise<unknown> {
  const headers = new Headers(world.headers[role])
  headers.set(CLIENT_IP_HEADER, `192.0.2.${roles.indexOf(role) + 1}`)
  const caller = await app.caller(headers)
  const procedure = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>
  return procedure(input)
}

export type Entry = {
  input: (world: World, role: Role) => unknown
  expect: Record<Role, Outcome>
  /**
   * Who the fuzz suite calls it as when no role above gets 'ok': a role that passes the access
   * check, or a newcomer (signed in, in no organisation yet).
   */
  fuzzAs?: Role | 'newcomer'
}

const outcomes = (
  anonymous: Outcome,
  founderOwn: Outcome,
  founderOther: Outcome,
  investorOwn: Outcome,
  investorMember: Outcome,
  investorOther: Outcome,
  admin: Outcome,
): Record<Role, Outcome> => ({
  anonymous,
  founderOwn,
  founderOther,
  investorOwn,
  investorMember,
  investorOther,
  admin,
})

const everyone = outcomes('ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok')
const anyMember = outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'ok', 'ok', 'FORBIDDEN')
const signedIn = outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok')
const ownersOnly = outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'FORBIDDEN', 'ok', 'FORBIDDEN')
// Acting on an object of investorOwn's fund: other organisations' owners do not find it.
const investorOwnerOnly = outcomes(
  'UNAUTHORIZED',
  'NOT_FOUND',
  'NOT_FOUND',
  'ok',
  'FORBIDDEN',
  'NOT_FOUND',
  'FORBIDDEN',
)
// Each fund's owners shape its own pipeline; their teammates use it.
const fundOwners = outcomes(
  'UNAUTHORIZED',
  'FORBIDDEN',
  'FORBIDDEN',
  'ok',
  'FORBIDDEN',
  'ok',
  'FORBIDDEN',
)
const startupsOnly = outcomes(
  'UNAUTHORIZED',
  'ok',
  'ok',
  'FORBIDDEN',
  'FORBIDDEN',
  'FORBIDDEN',
  'FORBIDDEN',
)
// Acting on an object of founderOwn's startup: another startup does not find it.
const ownStartupOnly = outcomes(
  'UNAUTHORIZED',
  'ok',
  'NOT_FOUND',
  'FORBIDDEN',
  'FORBIDDEN',
  'FORBIDDEN',
  'FORBIDDEN',
)
const investorsOnly = outcomes(
  'UNAUTHORIZED',
  'FORBIDDEN',
  'FORBIDDEN',
  'ok',
  'ok',
  'ok',
  'FORBIDDEN',
)
// Acting on investorOwn's channel: teammates may, other funds do not find it.
const ownFundOnly = outcomes(
  'UNAUTHORIZED',
  'FORBIDDEN',
  'FORBIDDEN',
  'ok',
  'ok',
  'NOT_FOUND',
  'FORBIDDEN',
)
/** A valid channel, as the channel form sends it. */
export const channelValues = {
  ...emptyChannelInput,
  title: 'Agritech seed call',
  sectors: ['Agriculture and Farming'],
}
const adminOnly = outcomes(
  'UNAUTHORIZED',
  'FORBIDDEN',
  'FORBIDDEN',
  'FORBIDDEN',
  'FORBIDDEN',
  'FORBIDDEN',
  'ok',
)
const none = () => undefined

// Every procedure of the app router must appear here; the first test fails otherwise.
export const matrix: Record<string, Entry> = {
  'website.requestAccess.create': {
    input: (_w, role) => ({
      name: 'Meera Iyer',
      email: `${role}@example.com`,
      kind: 'investor',
      organisation: 'Nilgiri Ventures',
    }),
    expect: everyone,
  },
  // A finished, public investor profile is for everyone.
  'website.investorPublicProfile.get': {
    input: () => ({ slug: 'kaveri-capital' }),
    expect: everyone,
  },
  'website.startupPublicProfile.getStartupPublicProfile': {
    input: (w) => ({ slug: w.founderOwn.slug }),
    expect: everyone,
  },
  'website.counts': { input: none, expect: everyone },
  'website.demoAccounts': { input: none, expect: everyone },
  'website.contact': { input: none, expect: everyone },
  'account.session': { input: none, expect: everyone },
  'account.preferences': { input: none, expect: signedIn },
  'account.setPreferences': {
    input: () => ({ applicationsDensity: 'compact' }),
    expect: signedIn,
  },
  'account.createStartup': {
    input: () => ({ name: 'A New Venture' }),
    fuzzAs: 'newcomer',
    expect: outcomes(
      'UNAUTHORIZED',
      'CONFLICT',
      'CONFLICT',
      'CONFLICT',
      'CONFLICT',
      'CONFLICT',
      'FORBIDDEN',
    ),
  },
  // What erasing the account would do: any signed-in person asks about their own.
  'account.erasurePlan': { input: none, expect: signedIn },
  // Each erases their own account, in this order on one world (decision 0033): founderOwn and
  // founderOther with their startups (each its only member); investorOwn is refused, being the
  // only owner of a fund where the teammate still works; the teammate, a member, goes alone;
  // investorOther with its fund (its only member); the admin, in no organisation, alone.
  'account.erase': {
    input: () => ({ password: 'a-long-password-1' }),
    expect: outcomes('UNAUTHORIZED', 'ok', 'ok', 'CONFLICT', 'ok', 'ok', 'ok'),
  },
  'investors.applications.fullProfile': {
    input: (w) => ({ startupOrgId: w.founderOwn.organisationId }),
    expect: outcomes(
      'UNAUTHORIZED',
      'FORBIDDEN',
      'FORBIDDEN',
      'ok',
      'ok',
      'NOT_FOUND',
      'FORBIDDEN',
    ),
  },
  'organisation.get': { input: none, expect: anyMember },
  'organisation.update': {
    input: (_w, role) => ({ name: 'Renamed', slug: `renamed-${role.toLowerCase()}` }),
    expect: ownersOnly,
  },
  // Sole owners cannot leave; the teammate can.
  'organisation.leave': {
    input: none,
    expect: outcomes(
      'UNAUTHORIZED',
      'CONFLICT',
      'CONFLICT',
      'CONFLICT',
      'ok',
      'CONFLICT',
      'FORBIDDEN',
    ),
  },
  // Each startup's owner erases their own startup; a fund cannot be erased this way.
  'organisation.eraseStartup': {
    input: () => ({ password: 'a-long-password-1' }),
    expect: outcomes(
      'UNAUTHORIZED',
      'ok',
      'ok',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
    ),
  },
  'organisation.members.list': { input: none, expect: anyMember },
  'organisation.members.setRole': {
    input: (w) => ({ userId: w.teammate.userId, role: 'member' }),
    expect: investorOwnerOnly,
  },
  'organisation.members.remove': {
    input: (w) => ({ userId: w.teammate.userId }),
    // investorOwn, called first, has removed the teammate, which signs them out (decision 0025).
    expect: { ...investorOwnerOnly, investorMember: 'UNAUTHORIZED' },
  },
  'organisation.invitations.list': { input: none, expect: ownersOnly },
  'organisation.invitations.create': {
    input: (_w, role) => ({ email: `new-${role.toLowerCase()}@example.com`, role: 'member' }),
    expect: ownersOnly,
  },
  'organisation.invitations.resend': {
    input: (w) => ({ id: w.invitation.id }),
    expect: investorOwnerOnly,
  },
  'organisation.invitations.revoke': {
    input: (w) => ({ id: w.invitation.id }),
    expect: investorOwnerOnly,
  },
  // A fund's claim link (decision 0048): anyone holding it sees what the fund received.
  'intakeClaims.get': { input: (w) => ({ token: w.intake.claimToken }), expect: everyone },
  // Only the invited address claims, once: founderOwn claims its link; every other role holds
  // the spare link, sent to founderOwn's address too, and is refused.
  'intakeClaims.accept': {
    input: (w, role) => ({
      token: role === 'founderOwn' ? w.intake.claimToken : w.intake.spareClaimToken,
      consent: true,
    }),
    expect: outcomes(
      'UNAUTHORIZED',
      'ok',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
    ),
  },
  'invitations.get': { input: (w) => ({ token: w.invitation.token }), expect: everyone },
  // Only the invited address may accept, and only without an organisation.
  'invitations.accept': {
    input: (w) => ({ token: w.invitation.token }),
    expect: outcomes(
      'UNAUTHORIZED',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'ok',
    ),
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
      llpin: '',
      cooperativeRegistration: '',
      gstin: '',
      dpiitNumber: '',
      deepTech: false,
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
      values: {
        validationEvidence: ['Pilot Programs'],
        customers: 12,
        users: '',
        monthlyRevenue: '',
        monthlyGrowthPercent: '',
        milestones: '',
        ipStatuses: [],
        regulatoryBarriers: '',
      },
    }),
    expect: startupsOnly,
  },
  'startups.profile.teammates': { input: none, expect: startupsOnly },
  'startups.profile.founders.add': {
    input: () => ({
      name: 'Vikram Shah',
      title: '',
      email: '',
      linkedin: '',
      bio: '',
      education: '',
      experience: '',
      equityShare: '',
      userId: '',
    }),
    expect: startupsOnly,
  },
  'startups.profile.founders.update': {
    input: (w) => ({
      id: w.founderId,
      name: 'Asha Rao',
      title: 'CEO',
      email: '',
      linkedin: '',
      bio: '',
      education: '',
      experience: '',
      equityShare: 40,
      userId: '',
    }),
    expect: ownStartupOnly,
  },
  'startups.profile.founders.reorder': {
    input: (w) => ({ ids: [w.founderId] }),
    expect: outcomes(
      'UNAUTHORIZED',
      'ok',
      'BAD_REQUEST',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
    ),
  },
  'startups.profile.founders.remove': {
    input: (w) => ({ id: w.founderId }),
    expect: ownStartupOnly,
  },
  'investors.channels.list': { input: none, expect: investorsOnly },
  'investors.channels.get': { input: (w) => ({ id: w.channelId }), expect: ownFundOnly },
  'investors.channels.create': { input: () => channelValues, expect: investorsOnly },
  'investors.channels.update': {
    input: (w) => ({ id: w.channelId, values: channelValues }),
    expect: ownFundOnly,
  },
  // The owner closes the open channel, then the teammate reopens it.
  'investors.channels.setStatus': {
    input: (w, role) => ({
      id: w.channelId,
      status: role === 'investorMember' ? 'open' : 'closed',
    }),
    expect: ownFundOnly,
  },
  // The owner moves the application to review, then the teammate shortlists it.
  'investors.applications.setStatus': {
    input: (w, role) => ({
      applicationIds: [w.applicationId],
      status: role === 'investorMember' ? 'shortlisted' : 'in_review',
    }),
    expect: ownFundOnly,
  },
  'startups.applications.withdraw': {
    input: (w) => ({ id: w.applicationId }),
    expect: ownStartupOnly,
  },
  'startups.channels.matching': { input: none, expect: startupsOnly },
  // Any startup may open a channel's page, listed or not.
  'startups.channels.get': { input: (w) => ({ id: w.channelId }), expect: startupsOnly },
  'startups.applications.list': { input: none, expect: startupsOnly },
  // Each startup reads the views of its own deck: the organisation comes from the session.
  'startups.deckViews.get': { input: none, expect: startupsOnly },
  // founderOwn has already applied to channelId; founderOther may (the channel asks no questions
  // and requires no minimum completeness).
  'startups.applications.submit': {
    input: (w) => ({ channelId: w.channelId, answers: {} }),
    expect: outcomes(
      'UNAUTHORIZED',
      'CONFLICT',
      'ok',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
    ),
  },
  // Like submitting: founderOwn has applied to channelId already, founderOther may keep a draft.
  'startups.applications.saveDraft': {
    input: (w) => ({ channelId: w.channelId, answers: {} }),
    expect: outcomes(
      'UNAUTHORIZED',
      'CONFLICT',
      'ok',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
      'FORBIDDEN',
    ),
  },
  'investors.applications.forStartup': {
    input: (w) => ({ startupOrgId: w.founderOwn.organisationId }),
    expect: ownFundOnly,
  },
  // founderOwn applied to investorOwn only: its teammates may rate it, other funds do not find it.
  'investors.applications.startupRatings': {
    input: (w) => ({ startupOrgId: w.founderOwn.organisationId }),
    expect: ownFundOnly,
  },
  'investors.applications.rateStartup': {
    input: (w) => ({
      startupOrgId: w.founderOwn.organisationId,
      scores: { team: 4, market: 3, product: 4, traction: 2, fit: 5 },
    }),
    expect: ownFundOnly,
  },
  'investors.applications.rate': {
    input: (w) => ({
      applicationId: w.applicationId,
      scores: { team: 4, market: 3, product: 4, traction: 2, fit: 5 },
    }),
    expect: ownFundOnly,
  },
  'investors.applications.assign': {
    input: (w) => ({ applicationId: w.applicationId, assigneeId: w.teammate.userId }),
    expect: ownFundOnly,
  },
  'investors.applications.teammates': { input: none, expect: investorsOnly },
  'investors.applications.notes.list': {
    input: (w) => ({ startupOrgId: w.founderOwn.organisationId }),
    expect: ownFundOnly,
  },
  'investors.applications.notes.add': {
    input: (w) => ({ startupOrgId: w.founderOwn.organisationId, body: 'Strong founders.' }),
    expect: ownFundOnly,
  },
  // investorOwn deletes its own note; the teammate may not delete investorOwn's other note.
  'investors.applications.notes.remove': {
    input: (w, role) => ({ id: role === 'investorMember' ? w.noteIds[1] : w.noteIds[0] }),
    expect: outcomes(
      'UNAUTHORIZED',
      'FORBIDDEN',
      'FORBIDDEN',
      'ok',
      'FORBIDDEN',
      'NOT_FOUND',
      'FORBIDDEN',
    ),
  },
  'investors.discover.list': { input: () => ({ sectors: 'Software' }), expect: investorsOnly },
  // Only a startup the fund may see can be set aside; founderOwn never applied to investorOther.
  'investors.discover.hide': {
    input: (w) => ({ startupOrgId: w.founderOwn.organisationId }),
    expect: ownFundOnly,
  },
  // Showing again only ever touches the caller's own fund's set.
  'investors.discover.unhide': {
    input: (w) => ({ startupOrgId: w.founderOwn.organisationId }),
    expect: investorsOnly,
  },
  // Deal rooms (decision 0047): investorOwn's fund leads the world's room; investorOther is in
  // none, and finds neither the room nor a round to open for founderOwn's startup.
  'investors.dealRooms.list': { input: () => ({ show: 'all' }), expect: investorsOnly },
  'investors.dealRooms.get': { input: (w) => ({ roomId: w.dealRoom.id }), expect: ownFundOnly },
  // Every fund searches the public funds; the organisation to leave out comes from the session.
  'investors.dealRooms.findFunds': { input: () => ({ q: 'Godavari' }), expect: investorsOnly },
  'investors.dealRooms.open': {
    input: (w, role) => ({
      startupOrgId: w.founderOwn.organisationId,
      roundName: `Pre-Series A (${role})`,
      amountSought: '5,00,00,000',
      leadCheque: 1_50_00_000,
    }),
    expect: ownFundOnly,
  },
  // investorOwn invites Godavari Partners by id; its teammate, next, by slug: invited already.
  'investors.dealRooms.invite': {
    input: (w, role) => ({
      roomId: w.dealRoom.id,
      organisation: role === 'investorMember' ? w.dealRoom.inviteeSlug : w.dealRoom.inviteeOrgId,
      note: 'Would you take the rest of the round with us?',
    }),
    expect: { ...ownFundOnly, investorMember: 'CONFLICT' },
  },
  'investors.dealRooms.postNote': {
    input: (w) => ({ roomId: w.dealRoom.id, body: 'Term sheet draft is in the data room.' }),
    expect: ownFundOnly,
  },
  'investors.dealRooms.setInterest': {
    input: (w) => ({ roomId: w.dealRoom.id, status: 'committed', amount: 1_00_00_000 }),
    expect: ownFundOnly,
  },
  // Closing is the lead's; closing a closed round changes nothing.
  'investors.dealRooms.close': {
    input: (w) => ({ roomId: w.dealRoom.id }),
    expect: ownFundOnly,
  },
  // Each startup reads its own requests and sets its own pre-approval; only founderOwn's startup
  // has the invitation to answer.
  'startups.dealRooms.list': { input: none, expect: startupsOnly },
  'startups.dealRooms.setConsent': {
    input: (w) => ({
      roomId: w.dealRoom.id,
      organisationId: w.dealRoom.coInvestorOrgId,
      consent: 'accepted',
    }),
    expect: ownStartupOnly,
  },
  'startups.dealRooms.setPreApproval': {
    input: () => ({ coInvestorsOfAppliedFunds: true }),
    expect: startupsOnly,
  },
  // Each fund sees its own dashboard (tests/integration/dashboard.test.ts); for investorOwn's
  // channel, other funds do not find it.
  'investors.dashboard.get': {
    input: (w) => ({ from: '2025-11-25', to: '2026-11-24', channelId: w.channelId }),
    expect: ownFundOnly,
  },
  // Each fund reads its own record: the organisation comes from the session, never the input.
  'investors.dashboard.responsiveness': { input: none, expect: investorsOnly },
  'investors.profile.get': { input: none, expect: investorsOnly },
  'investors.profile.status': { input: none, expect: investorsOnly },
  'investors.profile.saveStep': {
    input: () => ({
      step: 'thesis',
      values: {
        thesis: 'We back founders building for Bharat, first cheque in, with hands-on help.',
      },
    }),
    expect: investorsOnly,
  },
  // Each fund finishes its own profile: investorOther has not filled one in.
  'investors.profile.finish': {
    input: none,
    expect: outcomes('UNAUTHORIZED', 'FORBIDDEN', 'FORBIDDEN', 'ok', 'ok', 'CONFLICT', 'FORBIDDEN'),
  },
  // Each fund reads and writes its own saved messages; other funds do not find them.
  'investors.messageTemplates.list': { input: none, expect: investorsOnly },
  'investors.messageTemplates.create': {
    input: (_w, role) => ({
      name: `Not now (${role})`,
      decision: 'rejected',
      reason: null,
      body: 'Thank you for applying to {channel}; we will not take {startup} further now.',
    }),
    expect: investorsOnly,
  },
  'investors.messageTemplates.update': {
    input: (w) => ({
      id: w.templateId,
      name: 'Too early',
      decision: 'rejected',
      reason: 'too_early',
      body: 'Thank you, {founder}: {startup} is a little early for us, for now.',
    }),
    expect: ownFundOnly,
  },
  // investorOwn deletes the template; its teammate, next, finds it gone.
  'investors.messageTemplates.remove': {
    input: (w) => ({ id: w.templateId }),
    expect: outcomes(
      'UNAUTHORIZED',
      'FORBIDDEN',
      'FORBIDDEN',
      'ok',
      'NOT_FOUND',
      'NOT_FOUND',
      'FORBIDDEN',
    ),
  },
  // Every teammate reads the fund's intake address; owners regenerate it (decision 0048).
  'investors.intake.address': { input: none, expect: investorsOnly },
  'investors.intake.regenerate': { input: none, expect: fundOwners },
  // The Inbox (decision 0048): each fund reads and answers its own mail; another fund does not
  // find investorOwn's entry.
  'investors.inbox.counts': { input: none, expect: investorsOnly },
  'investors.inbox.list': { input: () => ({ status: 'invited' }), expect: investorsOnly },
  'investors.inbox.get': { input: (w) => ({ entryId: w.intake.entryId }), expect: ownFundOnly },
  'investors.inbox.updateDetails': {
    input: (w) => ({
      entryId: w.intake.entryId,
      startupName: 'Krishi Setu',
      startupWebsite: 'https://krishisetu.example',
      startupEmail: 'asha@krishisetu.example',
    }),
    expect: ownFundOnly,
  },
  // investorOwn archives the entry; its teammate, next, brings it back (to Invited).
  'investors.inbox.archive': {
    input: (w, role) => ({ entryId: w.intake.entryId, archived: role !== 'investorMember' }),
    expect: ownFundOnly,
  },
  'investors.inbox.addNote': {
    input: (w) => ({ entryId: w.intake.entryId, body: 'Call Asha after the kharif numbers.' }),
    expect: ownFundOnly,
  },
  // investorOwn deletes its own note; the teammate may not delete investorOwn's other note.
  'investors.inbox.removeNote': {
    input: (w, role) => ({
      id: role === 'investorMember' ? w.intake.noteIds[1] : w.intake.noteIds[0],
    }),
    expect: outcomes(
      'UNAUTHORIZED',
      'FORBIDDEN',
      'FORBIDDEN',
      'ok',
      'FORBIDDEN',
      'NOT_FOUND',
      'FORBIDDEN',
    ),
  },
  'investors.inbox.rate': {
    input: (w) => ({
      entryId: w.intake.entryId,
      scores: { team: 4, market: 3, product: 4, traction: 2, fit: 5 },
    }),
    expect: ownFundOnly,
  },
  // The entry is on investorOwn's list already: adding again changes nothing.
  'investors.inbox.addToList': {
    input: (w) => ({ entryId: w.intake.entryId, listId: w.listId }),
    expect: ownFundOnly,
  },
  'investors.inbox.removeFromList': {
    input: (w) => ({ entryId: w.intake.entryId, listId: w.listId }),
    expect: ownFundOnly,
  },
  // A new invitation replaces the last, so the teammate may send one after its owner.
  'investors.inbox.invite': {
    input: (w, role) => ({
      entryId: w.intake.entryId,
      email: `founder-${role.toLowerCase()}@krishisetu.example`,
      channelId: w.channelId,
      note: 'Apply to our agritech call, please.',
    }),
    expect: ownFundOnly,
  },
  // investorOwn answers "Not for us"; its teammate, next, finds the sender answered already.
  'investors.inbox.decline': {
    input: (w) => ({
      entryId: w.intake.entryId,
      to: 'ravi@mandya-angels.example',
      message: 'Thank you for the intro: Krishi Setu is a little early for our fund.',
    }),
    expect: { ...ownFundOnly, investorMember: 'CONFLICT' },
  },
  // Every fund has the default stages; each owner changes its own fund's.
  'investors.pipeline.stages': { input: none, expect: investorsOnly },
  'investors.pipeline.add': {
    input: () => ({ name: 'Partner meeting', mapsTo: 'shortlisted' }),
    expect: fundOwners,
  },
  'investors.pipeline.update': {
    input: () => ({ key: 'shortlisted', name: 'Shortlist', mapsTo: 'shortlisted' }),
    expect: fundOwners,
  },
  'investors.pipeline.reorder': {
    input: () => ({ keys: ['due_diligence', 'shortlisted', 'in_review'] }),
    expect: fundOwners,
  },
  'investors.pipeline.archive': {
    input: () => ({ key: 'in_review', moveTo: { status: 'shortlisted' } }),
    expect: fundOwners,
  },
  'investors.lists.list': {
    input: (w) => ({ startupOrgId: w.founderOwn.organisationId }),
    expect: investorsOnly,
  },
  'investors.lists.create': {
    input: (_w, role) => ({ name: `Shortlist of ${role}` }),
    expect: investorsOnly,
  },
  'investors.lists.addEntry': {
    input: (w) => ({ listId: w.listId, startupOrgId: w.founderOwn.organisationId }),
    expect: ownFundOnly,
  },
  'investors.lists.get': { input: (w) => ({ id: w.listId }), expect: ownFundOnly },
  'investors.lists.addEntries': {
    input: (w) => ({ listId: w.listId, startupOrgIds: [w.founderOwn.organisationId] }),
    expect: ownFundOnly,
  },
  'investors.lists.update': {
    input: (w, role) => ({ id: w.listId, name: `Agritech watch of ${role}` }),
    expect: ownFundOnly,
  },
  'investors.lists.setNote': {
    input: (w) => ({ listId: w.listId, startupOrgId: w.founderOwn.organisationId, note: 'Call' }),
    expect: ownFundOnly,
  },
  // investorOwn deletes the list; its teammate, next, finds it gone.
  'investors.lists.delete': {
    input: (w) => ({ id: w.listId }),
    expect: outcomes(
      'UNAUTHORIZED',
      'FORBIDDEN',
      'FORBIDDEN',
      'ok',
      'NOT_FOUND',
      'NOT_FOUND',
      'FORBIDDEN',
    ),
  },
  'investors.lists.removeEntry': {
    input: (w) => ({ listId: w.listId, startupOrgId: w.founderOwn.organisationId }),
    expect: ownFundOnly,
  },
  // Each fund searches its own applications; the search itself never refuses a value.
  'investors.applications.list': {
    input: (w) => ({ channelId: w.channelId, sectors: ',,' }),
    expect: investorsOnly,
  },
  'investors.savedViews.list': { input: none, expect: investorsOnly },
  'investors.savedViews.create': {
    input: (_w, role) => ({ name: `View of ${role}`, search: 'sectors=Energy' }),
    expect: investorsOnly,
  },
  // Views are their owner's alone: nobody in the world owns this one.
  'investors.savedViews.remove': {
    input: () => ({ id: '00000000-0000-4000-8000-000000000000' }),
    fuzzAs: 'investorOwn',
    expect: outcomes(
      'UNAUTHORIZED',
      'FORBIDDEN',
      'FORBIDDEN',
      'NOT_FOUND',
      'NOT_FOUND',
      'NOT_FOUND',
      'FORBIDDEN',
    ),
  },
  // Each signed-in person has their own bell and preferences, with or without an organisation.
  'notifications.list': {
    input: () => ({}),
    expect: outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  },
  'notifications.unreadCount': {
    input: none,
    expect: outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  },
  // Ids that are not the caller's are ignored, so nobody learns whether they exist.
  'notifications.markRead': {
    input: () => ({ ids: ['00000000-0000-4000-8000-000000000000'] }),
    expect: outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  },
  'notifications.markAllRead': {
    input: none,
    expect: outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  },
  'notifications.preferences': {
    input: none,
    expect: outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  },
  'notifications.setPreferences': {
    input: () => ({ newApplicationEmail: 'daily', statusEmail: false }),
    expect: outcomes('UNAUTHORIZED', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'),
  },
  'admin.accessRequests.list': { input: () => ({}), expect: adminOnly },
  'admin.accessRequests.approve': { input: (w) => ({ id: w.accessRequestId }), expect: adminOnly },
  'admin.accessRequests.reject': {
    input: (w) => ({ id: w.accessRequestId, message: 'Not yet' }),
    expect: adminOnly,
  },
  'admin.users.list': { input: () => ({}), expect: adminOnly },
  'admin.organisations.list': { input: () => ({}), expect: adminOnly },
  'admin.outbox.list': { input: () => ({}), expect: adminOnly },
  'admin.outbox.get': { input: (w) => ({ id: w.emailId }), expect: adminOnly },
  'admin.audit.list': {
    input: () => ({ actions: ['auth.sign-in'], actor: 'example.com', from: '2026-01-01' }),
    expect: adminOnly,
  },
}

/**
 * The procedures in groups by prefix, one test file per group in the authorization matrix and the
 * fuzz suite (so they run in parallel); together the groups take every procedure once.
 */
export const procedureGroups = {
  public: ['website.', 'account.', 'invitations.', 'intakeClaims.', 'notifications.', 'admin.'],
  organisation: ['organisation.'],
  startups: ['startups.'],
  investorsReview: ['investors.applications.', 'investors.dashboard'],
  investors: [
    'investors.channels.',
    'investors.dealRooms.',
    'investors.discover.',
    'investors.inbox.',
    'investors.intake.',
    'investors.lists.',
    'investors.messageTemplates.',
    'investors.pipeline.',
    'investors.profile.',
    'investors.savedViews.',
  ],
} as const
